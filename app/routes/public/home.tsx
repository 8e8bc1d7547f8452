import { data, Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { trackEvent } from '#app/features/analytics/events.ts'
import { bookState } from '#app/features/book/book-facts.server.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import { listHomeTestimonials } from '#app/features/content/testimonials.server.ts'
import { skipRevalidationAfterPost, submitOrKeepValues } from '#app/features/forms/client-form-action.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { BookBanner } from '#app/features/home/book-banner.tsx'
import { DigitalKitCall } from '#app/features/home/digital-kit-call.tsx'
import { Highlights } from '#app/features/home/highlights.tsx'
import { Services } from '#app/features/home/services.tsx'
import { TestimonialsSection } from '#app/features/home/testimonials-section.tsx'
import { subscribe } from '#app/features/newsletter/newsletter.server.ts'
import { NewsletterSignup } from '#app/features/newsletter/newsletter-signup.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/home'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	const [hero, testimonials, book] = await Promise.all([
		getCachedSetting('home_hero'),
		listHomeTestimonials(locale),
		bookState(),
	])
	return {
		tagline: localize(hero, locale),
		testimonials,
		book,
		head: pageHead(url, 'home', { type: 'website' }),
		// The book banner can open the reserve dialog; the newsletter form is on the page.
		i18n: messagesFor(locale, ['home', 'bookDialog', 'newsletter', 'forms']),
	}
}

/**
 * The forms of the home page, told apart by their `intent`: the newsletter signup (double
 * opt-in). The answer is the same with JavaScript (the fetcher's data) and without (the
 * page re-rendered with it).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
	const form = await readForm(request)
	// No form of the page sends anything else: the page comes back as it was.
	if (form.get('intent') !== 'newsletter') return data({ newsletter: undefined }, { status: 400 })
	const { state, status } = await subscribe({
		form,
		locale: localeFromPath(url.pathname),
		clientAddress: context.get(clientAddressContext),
	})
	return data({ newsletter: state }, { status })
}

/** With JavaScript: an unreachable server still leaves the form filled in (client-form-action.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return { newsletter: await submitOrKeepValues(request, async () => (await serverAction()).newsletter) }
}

/** A signup changes nothing the page shows, so nothing reloads after it. */
export const shouldRevalidate = skipRevalidationAfterPost

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
	const { locale, t } = useI18n()
	return (
		<>
			<section className="relative overflow-hidden bg-ocean-900 text-white">
				<div
					aria-hidden="true"
					className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(31_122_140/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(180_77_50/0.25),transparent_55%)]"
				/>
				<div className="container-page relative grid items-center gap-12 py-20 md:py-32 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_26rem]">
					<div>
						<p className="text-sm font-semibold tracking-[0.2em] text-sea-300 uppercase">{t('meta.role')}</p>
						<h1 className="mt-5 max-w-3xl text-display font-semibold text-white">{OWNER.name}</h1>
						<p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100 md:text-2xl md:leading-snug">
							{loaderData.tagline ?? t('pages.home.lead')}
						</p>
						<div className="mt-10 flex flex-col gap-3 sm:flex-row">
							<Link
								to={linkPath('projects', locale)}
								onClick={() => trackEvent('home_projects_click')}
								className="btn-primary"
							>
								{t('home.ctaProjects')}
								<Icon name="arrow-right" />
							</Link>
							<Link
								to={linkPath('contact', locale)}
								onClick={() => trackEvent('home_contact_click')}
								className="btn border border-white/40 text-white hover:border-white hover:bg-white/10"
							>
								{t('home.ctaContact')}
							</Link>
						</div>
					</div>
					<img
						src="/images/hero-coast.svg"
						alt=""
						width={560}
						height={560}
						// Decoration for wide screens only: lazy, so phones never download it.
						loading="lazy"
						className="hidden h-auto w-full rounded-[2.75rem] shadow-2xl shadow-ocean-950/40 lg:block"
					/>
				</div>
			</section>
			<Services />
			<Highlights />
			<DigitalKitCall />
			{loaderData.testimonials.length > 0 ? <TestimonialsSection testimonials={loaderData.testimonials} /> : null}
			<BookBanner book={loaderData.book} />
			<NewsletterSignup result={actionData?.newsletter} />
		</>
	)
}

export const meta: Route.MetaFunction = headFromLoader
