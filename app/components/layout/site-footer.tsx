import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { clearStoredConsent } from '#app/features/consent/consent-storage.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { FOOTER_PAGE_IDS, linkPath, NAV_PAGE_IDS } from '#app/i18n/route-table.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import { SocialLinks } from './social-links.tsx'

/** Brand marks live in a static sprite (lucide ships none), so they cost no JavaScript. */
function manageCookies() {
	clearStoredConsent()
	window.location.reload()
}

const footerLink = 'inline-flex min-h-11 items-center text-sand-100 underline-offset-4 hover:text-white hover:underline'

const columnTitle = 'font-sans text-sm font-semibold tracking-wider text-white uppercase'

/** A titled column of links; `children` adds items after them (the cookie control). */
function FooterLinks({
	id,
	title,
	links,
	children,
}: {
	id: string
	title: string
	links: { to: string; label: string }[]
	children?: ReactNode
}) {
	return (
		<nav aria-labelledby={id}>
			<h2 id={id} className={columnTitle}>
				{title}
			</h2>
			<ul className="mt-3">
				{links.map(({ to, label }) => (
					<li key={to}>
						<Link to={to} className={footerLink}>
							{label}
						</Link>
					</li>
				))}
				{children}
			</ul>
		</nav>
	)
}

export function SiteFooter() {
	const { locale, t } = useI18n()
	const year = useRootData()?.year ?? new Date().getFullYear()

	return (
		<footer className="render-near-view mt-24 bg-ocean-900 text-sand-100">
			<div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
				<div className="col-span-2 space-y-4 lg:col-span-1">
					<p className="font-display text-2xl font-semibold text-white">{OWNER.name}</p>
					<p className="max-w-xs text-sm leading-relaxed text-sand-200">{t('footer.tagline')}</p>
					<a href={`mailto:${OWNER.email}`} className={`${footerLink} gap-2 font-medium`}>
						<Icon name="mail" className="size-4" />
						<span className="sr-only">{t('footer.emailLabel')}: </span>
						{OWNER.email}
					</a>
				</div>

				<FooterLinks
					id="footer-explore"
					title={t('footer.explore')}
					links={NAV_PAGE_IDS.map((id) => ({ to: linkPath(id, locale), label: t(`nav.${id}`) }))}
				/>

				<FooterLinks
					id="footer-legal"
					title={t('footer.legal')}
					links={FOOTER_PAGE_IDS.map((id) => ({ to: linkPath(id, locale), label: t(`pages.${id}.title`) }))}
				>
					<li>
						<button
							type="button"
							onClick={manageCookies}
							data-manage-cookies
							className={`${footerLink} cursor-pointer`}
						>
							{t('footer.manageCookies')}
						</button>
					</li>
				</FooterLinks>

				<div className="col-span-2 lg:col-span-1">
					<h2 className={columnTitle}>{t('footer.follow')}</h2>
					<div className="mt-4">
						<SocialLinks
							label={t('a11y.socialNav')}
							linkClassName="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-coral-600"
						/>
					</div>
					<p className="mt-4 text-sm text-sand-200">{t('footer.handle', { handle: OWNER.handle })}</p>
				</div>
			</div>
			<div className="border-t border-white/10">
				<div className="container-page flex flex-col gap-2 py-6 text-sm text-sand-200 sm:flex-row sm:justify-between">
					<p>{t('footer.copyright', { year })}</p>
					<p>{t('footer.domainNote', { domain: OWNER.domain })}</p>
				</div>
			</div>
		</footer>
	)
}
