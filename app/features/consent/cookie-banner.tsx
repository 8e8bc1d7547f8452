import { type ComponentType, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import type { ConsentChoice } from './consent-choice.ts'
import { CHOICE_BUTTON, type CookiePreferencesProps } from './cookie-preferences-props.ts'

export interface CookieBannerProps {
	/** Move the focus into the banner (the visitor asked for it via 'manage cookies'). */
	takeFocus: boolean
	/** The visitor chose; `hadFocus` says whether the focus was inside the banner then. */
	onChoose: (choice: ConsentChoice, hadFocus: boolean) => void
}

/** The per-purpose view's component, loaded when the visitor first asks for it. */
type PreferencesView = ComponentType<CookiePreferencesProps>

const ALL: ConsentChoice = { essential: true, analytics: true, marketing: true }
const NONE: ConsentChoice = { essential: true, analytics: false, marketing: false }

/**
 * 'Personalise' on a phone: a link-like button under the two choices, so the banner stays
 * within a third of the screen (docs/decisions/020); its 44 px tap area reaches into the
 * spacing around it. A full button from the sm breakpoint.
 */
const personaliseButton =
	'col-span-2 -my-1.5 inline-flex min-h-11 cursor-pointer items-center justify-center justify-self-center rounded-full px-3 text-sm font-semibold text-sea-700 underline underline-offset-2 hover:text-ocean-900 sm:my-0 sm:w-full sm:justify-self-stretch sm:border sm:border-ocean-800/25 sm:bg-white sm:px-5 sm:text-base sm:text-ocean-900 sm:no-underline sm:hover:border-ocean-800 sm:hover:bg-sand-100'

/**
 * The cookie banner (docs/product/pages.md, behaviour.md): a labelled region, early in the tab order but never taking
 * the focus on a normal page load. Accept all, Reject all, or Personalise with a switch per
 * purpose; the close icon rejects all. Switching views moves the focus to the new heading.
 */
export function CookieBanner({ takeFocus, onChoose }: CookieBannerProps) {
	const { locale, t } = useI18n()
	const [view, setView] = useState<'summary' | 'details'>('summary')
	const [Preferences, setPreferences] = useState<PreferencesView | null>(null)
	const region = useRef<HTMLElement>(null)
	const heading = useRef<HTMLHeadingElement>(null)
	/** The view whose heading last had the focus moved to it (appearing on its own takes no focus). */
	const focusedView = useRef<typeof view>(view)

	useEffect(() => {
		// Asked for through 'manage cookies': known only once the page has hydrated.
		if (takeFocus) heading.current?.focus()
	}, [takeFocus])

	useEffect(() => {
		// After a switch of views (and on appearing, when asked), the new heading takes the focus.
		if (focusedView.current === view) return
		focusedView.current = view
		heading.current?.focus()
	}, [view])

	/**
	 * The per-purpose view loads when the visitor first asks for it (docs/decisions/028): most
	 * choose from the summary, which stays on screen meanwhile. Should it fail to load (offline),
	 * the summary stays. Not `React.lazy`: its Suspense boundary would make the server send the
	 * banner out of place, to be moved in by a script.
	 */
	function openPreferences() {
		if (Preferences) return setView('details')
		import('./cookie-preferences.tsx').then(
			(module) => {
				setPreferences(() => module.default)
				setView('details')
			},
			() => {},
		)
	}

	function choose(next: ConsentChoice) {
		onChoose(next, Boolean(region.current?.contains(document.activeElement)))
	}

	const headingClass = 'font-display text-lg font-semibold text-ocean-900 outline-none sm:text-2xl'

	return (
		<section
			ref={region}
			aria-label={t('cookieBanner.label')}
			data-cookie-banner={view}
			className="pointer-events-auto relative max-h-[85dvh] w-full overflow-y-auto rounded-t-3xl border-t border-sand-200 bg-white px-4 pt-3.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-16px_40px_-16px_rgb(16_33_46/0.35)] sm:max-w-md sm:rounded-card sm:border sm:p-7 sm:shadow-card lg:max-w-6xl lg:self-center lg:py-6 lg:pr-16 lg:pl-8"
		>
			{view === 'summary' || !Preferences ? (
				<div className="lg:flex lg:items-center lg:gap-10">
					<div className="lg:flex-1">
						<div className="flex items-center gap-3 pr-10 lg:pr-0">
							<span className="hidden size-10 shrink-0 items-center justify-center rounded-2xl bg-sea-100 text-sea-700 sm:flex">
								<Icon name="shield-check" className="size-5" />
							</span>
							<h2 ref={heading} tabIndex={-1} className={headingClass}>
								{t('cookieBanner.title')}
							</h2>
						</div>
						<p className="mt-2.5 text-sm leading-snug text-muted sm:mt-4 sm:text-[0.9375rem] sm:leading-relaxed lg:mt-3">
							{t('cookieBanner.body')}{' '}
							<Link
								to={linkPath('cookies', locale)}
								className="font-semibold text-sea-700 underline underline-offset-2 hover:text-ocean-900"
							>
								{t('cookieBanner.policyLink')}
							</Link>
						</p>
					</div>
					<div className="mt-3 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-2.5 lg:mt-0 lg:w-[22rem] lg:shrink-0">
						<button type="button" onClick={() => choose(ALL)} className={CHOICE_BUTTON}>
							{t('cookieBanner.acceptAll')}
						</button>
						<button type="button" onClick={() => choose(NONE)} className={CHOICE_BUTTON}>
							{t('cookieBanner.rejectAll')}
						</button>
						<button type="button" onClick={openPreferences} className={personaliseButton}>
							{t('cookieBanner.personalise')}
						</button>
					</div>
				</div>
			) : (
				<Preferences
					heading={heading}
					headingClass={headingClass}
					onBack={() => setView('summary')}
					onSave={(preferences) => choose({ essential: true, ...preferences })}
				/>
			)}
			{/* Last in the reading order, top right on screen. */}
			<button
				type="button"
				onClick={() => choose(NONE)}
				aria-label={t('cookieBanner.close')}
				title={t('cookieBanner.close')}
				className="absolute top-2 right-2 flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-ink sm:top-3 sm:right-3"
			>
				<Icon name="x" className="size-5" />
			</button>
		</section>
	)
}
