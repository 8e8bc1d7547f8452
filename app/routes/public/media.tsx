import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { ArticleCard } from '#app/features/content/article-card.tsx'
import { EmptyState } from '#app/features/content/empty-state.tsx'
import { getMediaArticles } from '#app/features/content/media.server.ts'
import { getPressKit } from '#app/features/content/press-kit.server.ts'
import { PressKitCard } from '#app/features/content/press-kit-card.tsx'
import { mediaItemListJsonLd } from '#app/features/content/structured-data.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead, pageHeadContext } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/media'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	const [articles, pressKit] = await Promise.all([getMediaArticles(locale), getPressKit(locale)])
	const { siteUrl } = pageHeadContext(url, 'media')
	// One NewsArticle per article card the page shows, in the same order.
	const head = pageHead(url, 'media', {
		jsonLd: articles.length > 0 ? [mediaItemListJsonLd(siteUrl, articles)] : [],
	})
	return { articles, pressKit, head, i18n: messagesFor(locale, ['media', 'pressKit']) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { articles, pressKit } = loaderData
	return (
		<InnerPage pageId="media">
			<section aria-label={t('media.listTitle')}>
				{articles.length > 0 ? (
					<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
						{articles.map((article, index) => (
							<li key={article.id} className={`flex ${index === 0 ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
								<ArticleCard article={article} featured={index === 0} />
							</li>
						))}
					</ul>
				) : (
					<EmptyState icon="newspaper" message={t('media.empty')} />
				)}
			</section>
			<PressKitCard pressKit={pressKit} />
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
