import { Link } from 'react-router'
import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { getBio } from '#app/features/content/bio.server.ts'
import { BioPortrait } from '#app/features/content/bio-portrait.tsx'
import { profilePageJsonLd } from '#app/features/content/structured-data.ts'
import { Timeline } from '#app/features/content/timeline.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead, pageHeadContext } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/bio'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	const bio = await getBio(locale)
	const { siteUrl, t, path } = pageHeadContext(url, 'bio')
	const head = pageHead(url, 'bio', {
		type: 'profile',
		// The bio photo, when there is one, is the page's social preview.
		...(bio.imageUrl ? { image: bio.imageUrl, imageAlt: bio.imageAlt ?? t('bio.portraitAlt') } : {}),
		jsonLd: [
			profilePageJsonLd({
				siteUrl,
				path,
				jobTitle: t('meta.role'),
				description: t('pages.bio.description'),
				imageUrl: bio.imageUrl,
				updatedAt: bio.updatedAt,
			}),
		],
	})
	return { ...bio, head, i18n: messagesFor(locale, ['bio']) }
}

export default function Page({ loaderData: bio }: Route.ComponentProps) {
	const { locale, t } = useI18n()
	return (
		<InnerPage pageId="bio">
			<section aria-labelledby="about-title" className="grid gap-10 lg:grid-cols-12 lg:gap-16">
				<div className="lg:col-span-5 lg:col-start-8 lg:row-start-1">
					<div className="lg:sticky lg:top-24">
						<BioPortrait imageUrl={bio.imageUrl} imageAlt={bio.imageAlt} />
					</div>
				</div>
				<div className="lg:col-span-7 lg:row-start-1">
					<h2 id="about-title" className="sr-only">
						{t('bio.aboutTitle')}
					</h2>
					<div
						className="prose-site md:text-xl md:leading-relaxed [&>p:first-child]:font-display [&>p:first-child]:text-2xl [&>p:first-child]:leading-snug [&>p:first-child]:text-ocean-900 md:[&>p:first-child]:text-[1.75rem]"
						// Rendered from markdown on the server, with raw HTML escaped (markdown.server.ts).
						// biome-ignore lint/security/noDangerouslySetInnerHtml: safe server-rendered markdown
						dangerouslySetInnerHTML={{ __html: bio.introHtml }}
					/>
				</div>
			</section>

			{bio.timeline.length > 0 ? (
				<section aria-labelledby="timeline-title" className="render-near-view mt-20 md:mt-28">
					<div className="max-w-2xl">
						<p className="text-sm font-semibold tracking-[0.2em] text-coral-700 uppercase">
							{t('bio.timelineEyebrow')}
						</p>
						<h2 id="timeline-title" className="mt-3 text-3xl font-semibold md:text-4xl">
							{t('bio.timelineTitle')}
						</h2>
						<p className="mt-4 text-lg leading-relaxed text-muted">{t('bio.timelineLead')}</p>
					</div>
					<Timeline entries={bio.timeline} />
				</section>
			) : null}

			<section
				aria-labelledby="bio-cta-title"
				className="mt-20 flex flex-col gap-6 rounded-card bg-sea-100 p-8 md:mt-28 md:flex-row md:items-center md:justify-between md:p-12"
			>
				<div className="max-w-2xl">
					<h2 id="bio-cta-title" className="text-2xl font-semibold md:text-3xl">
						{t('bio.ctaTitle')}
					</h2>
					<p className="mt-3 text-lg leading-relaxed text-ink/80">{t('bio.ctaBody')}</p>
				</div>
				<Link to={linkPath('projects', locale)} className="btn-primary shrink-0">
					{t('bio.ctaButton')}
					<Icon name="arrow-right" className="size-5" />
				</Link>
			</section>
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
