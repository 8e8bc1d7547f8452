import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { MediaArticleData } from './media.server.ts'
import { cardLinkClass, NewTabLink } from './new-tab-link.tsx'

/**
 * A media appearance: thumbnail, outlet, date, headline, excerpt and a link to read it.
 * The `featured` one (the newest) lies across the grid on wide screens and loads at once.
 */
export function ArticleCard({ article, featured = false }: { article: MediaArticleData; featured?: boolean }) {
	const { t } = useI18n()
	return (
		<article
			data-testid="media-article"
			className={`card flex w-full flex-col overflow-hidden ${featured ? 'lg:grid lg:grid-cols-2' : ''}`}
		>
			{article.thumbnailUrl ? (
				<img
					src={article.thumbnailUrl}
					alt={article.thumbnailAlt}
					width={1200}
					height={800}
					loading={featured ? 'eager' : 'lazy'}
					decoding="async"
					className={`aspect-[3/2] w-full bg-sand-100 object-cover ${featured ? 'lg:aspect-auto lg:h-full lg:min-h-80' : ''}`}
				/>
			) : (
				<div
					aria-hidden="true"
					className={`relative grid aspect-[3/2] w-full place-items-center overflow-hidden bg-ocean-900 text-sand-100 ${featured ? 'lg:aspect-auto lg:h-full lg:min-h-80' : ''}`}
				>
					<div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(31_122_140/0.55),transparent_65%)]" />
					<span className="relative flex flex-col items-center gap-3 px-6 text-center">
						<Icon name="newspaper" className="size-10 text-sea-300" />
						<span className="font-display text-xl font-semibold">{article.source}</span>
					</span>
				</div>
			)}
			<div className={`flex flex-1 flex-col p-6 ${featured ? 'lg:justify-center lg:p-12' : ''}`}>
				{/* The outlet belongs to the headline: one <hgroup>, read together. */}
				<hgroup>
					<p className="text-sm font-semibold tracking-wide text-sea-700">{article.source}</p>
					<h2 className={`mt-2 leading-snug font-semibold ${featured ? 'text-2xl lg:text-3xl' : 'text-xl'}`}>
						{article.title}
					</h2>
				</hgroup>
				<p className="mt-2 text-sm text-muted">
					<time dateTime={article.publishedDate}>{article.publishedLabel}</time>
				</p>
				{article.excerpt ? (
					<p className={`mt-4 leading-relaxed text-muted ${featured ? 'lg:text-lg' : ''}`}>{article.excerpt}</p>
				) : null}
				{article.externalUrl ? (
					<div className={`mt-auto pt-5 ${featured ? 'lg:mt-0' : ''}`}>
						<NewTabLink href={article.externalUrl} context={article.title} className={cardLinkClass}>
							{t('media.readArticle')}
						</NewTabLink>
					</div>
				) : null}
			</div>
		</article>
	)
}
