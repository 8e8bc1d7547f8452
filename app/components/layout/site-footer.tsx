import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { OWNER } from '#app/config/owner.ts'
import { clearStoredConsent } from '#app/features/consent/consent-storage.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { FOOTER_PAGE_IDS, linkPath, NAV_PAGE_IDS } from '#app/i18n/route-table.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons.tsx'

const SOCIAL_LINKS = [
	{ key: 'instagram', href: OWNER.social.instagram, Icon: InstagramIcon },
	{ key: 'linkedin', href: OWNER.social.linkedin, Icon: LinkedInIcon },
	{ key: 'x', href: OWNER.social.x, Icon: XIcon },
	{ key: 'youtube', href: OWNER.social.youtube, Icon: YouTubeIcon },
] as const

function manageCookies() {
	clearStoredConsent()
	window.location.reload()
}

const footerLink = 'inline-flex min-h-11 items-center text-sand-100 underline-offset-4 hover:text-white hover:underline'

export function SiteFooter() {
	const { locale, t } = useI18n()
	const year = useRootData()?.year ?? new Date().getFullYear()

	return (
		<footer className="mt-24 bg-ocean-900 text-sand-100">
			<div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
				<div className="col-span-2 space-y-4 lg:col-span-1">
					<p className="font-display text-2xl font-semibold text-white">{OWNER.name}</p>
					<p className="max-w-xs text-sm leading-relaxed text-sand-200">{t('footer.tagline')}</p>
					<a href={`mailto:${OWNER.email}`} className={`${footerLink} gap-2 font-medium`}>
						<Mail aria-hidden="true" className="size-4" />
						<span className="sr-only">{t('footer.emailLabel')}: </span>
						{OWNER.email}
					</a>
				</div>

				<nav aria-labelledby="footer-explore">
					<h2 id="footer-explore" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
						{t('footer.explore')}
					</h2>
					<ul className="mt-3">
						{NAV_PAGE_IDS.map((id) => (
							<li key={id}>
								<Link to={linkPath(id, locale)} className={footerLink}>
									{t(`nav.${id}`)}
								</Link>
							</li>
						))}
					</ul>
				</nav>

				<nav aria-labelledby="footer-legal">
					<h2 id="footer-legal" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
						{t('footer.legal')}
					</h2>
					<ul className="mt-3">
						{FOOTER_PAGE_IDS.map((id) => (
							<li key={id}>
								<Link to={linkPath(id, locale)} className={footerLink}>
									{t(`pages.${id}.title`)}
								</Link>
							</li>
						))}
						<li>
							<button type="button" onClick={manageCookies} className={`${footerLink} cursor-pointer`}>
								{t('footer.manageCookies')}
							</button>
						</li>
					</ul>
				</nav>

				<div className="col-span-2 lg:col-span-1">
					<h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{t('footer.follow')}</h2>
					<ul className="mt-4 flex gap-2" aria-label={t('a11y.socialNav')}>
						{SOCIAL_LINKS.map(({ key, href, Icon }) => (
							<li key={key}>
								<a
									href={href}
									target="_blank"
									rel="noopener noreferrer me"
									className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-coral-600"
								>
									<Icon className="size-5" />
									<span className="sr-only">
										{t(`social.${key}`)} {t('a11y.opensInNewTab')}
									</span>
								</a>
							</li>
						))}
					</ul>
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
