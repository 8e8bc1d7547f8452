import { useRef } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { PaintedWholeEnd } from '#app/components/ui/painted-whole.tsx'
import { OWNER } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { homePath, linkPath, NAV_PAGE_IDS } from '#app/i18n/route-table.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { useDismissableDetails } from './use-dismissable-details.ts'

function NavLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
	const { locale, t } = useI18n()
	return (
		<ul className={className}>
			{NAV_PAGE_IDS.map((id) => (
				<li key={id}>
					<NavLink to={linkPath(id, locale)} end prefetch="intent" className={linkClassName}>
						{t(`nav.${id}`)}
					</NavLink>
				</li>
			))}
		</ul>
	)
}

/**
 * Top bar: name, the six navigation entries, the language switcher; a menu on phones. Its
 * veil is nearly opaque: a lighter one over the dark sections let the tagline fall under
 * 4.5:1 (tests/e2e/layout.spec.ts measures it). It is painted whole or not at all: its three
 * groups are spread across the bar, so one painted before the next is parsed would move.
 */
export function SiteHeader() {
	const { locale, t } = useI18n()
	const mobileMenu = useRef<HTMLDetailsElement>(null)
	useDismissableDetails(mobileMenu)

	return (
		<header data-painted-whole className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/95 backdrop-blur">
			<div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
				<Link to={homePath(locale)} className="group flex flex-col leading-none">
					<span className="font-display text-xl font-semibold text-ocean-900 md:text-2xl">{OWNER.name}</span>
					<span className="mt-1 hidden text-xs font-medium tracking-wide text-muted sm:block">{t('meta.role')}</span>
				</Link>

				<nav aria-label={t('a11y.primaryNav')} className="hidden lg:block">
					<NavLinks
						className="flex items-center gap-1"
						linkClassName="rounded-full px-3.5 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand-100 hover:text-ocean-800 aria-[current=page]:bg-ocean-900 aria-[current=page]:text-white"
					/>
				</nav>

				<div className="flex items-center gap-1">
					<LanguageSwitcher />
					<details ref={mobileMenu} className="group lg:hidden">
						<summary
							className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ocean-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden"
							aria-label={t('nav.menu')}
						>
							<Icon name="menu" className="size-6 group-open:hidden" />
							<Icon name="x" className="hidden size-6 group-open:block" />
						</summary>
						<nav
							aria-label={t('a11y.primaryNav')}
							className="absolute inset-x-0 top-full border-b border-sand-200 bg-sand-50 shadow-card"
						>
							<NavLinks
								className="container-page flex flex-col gap-1 py-4"
								linkClassName="flex min-h-12 items-center rounded-xl px-4 text-lg font-medium text-ink hover:bg-sand-100 aria-[current=page]:bg-ocean-900 aria-[current=page]:text-white"
							/>
						</nav>
					</details>
				</div>
			</div>
			<PaintedWholeEnd />
		</header>
	)
}
