import { useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { saveLanguagePreference } from '#app/i18n/language-preference.ts'
import { LOCALE_NAME, LOCALE_SHORT, LOCALES, type Locale } from '#app/i18n/locales.ts'
import { equivalentPath } from '#app/i18n/route-table.ts'
import { useDismissableDetails } from './use-dismissable-details.ts'

/**
 * The language switcher (docs/product/pages.md, behaviour.md): opens the same page in the chosen language when
 * it exists there, else that language's home, and remembers the choice (`rcb_lang`).
 */
export function LanguageSwitcher({ align = 'right' }: { align?: 'left' | 'right' }) {
	const { locale, t } = useI18n()
	const { pathname } = useLocation()
	const ref = useRef<HTMLDetailsElement>(null)
	useDismissableDetails(ref)

	function choose(target: Locale) {
		saveLanguagePreference(locale, target)
		if (ref.current) ref.current.open = false
	}

	return (
		<details ref={ref} className="group relative">
			<summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
				<Icon name="globe" className="size-4" />
				{/* The visible code is part of the accessible name (WCAG 2.5.3 label in name). */}
				<span className="sr-only">{t('language.current', { language: LOCALE_NAME[locale] })} </span>
				<span>{LOCALE_SHORT[locale]}</span>
				<Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
			</summary>
			<ul
				aria-label={t('language.choose')}
				className={`absolute z-50 mt-2 min-w-44 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-card ${align === 'right' ? 'right-0' : 'left-0'}`}
			>
				{LOCALES.map((target) => (
					<li key={target}>
						<Link
							to={equivalentPath(pathname, target)}
							hrefLang={target}
							lang={target}
							aria-current={target === locale ? 'true' : undefined}
							onClick={() => choose(target)}
							className="flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-sm text-ink hover:bg-sand-100 aria-[current]:font-semibold"
						>
							{LOCALE_NAME[target]}
							{target === locale ? <Icon name="check" className="size-4 text-sea-600" /> : null}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}
