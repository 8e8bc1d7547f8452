/**
 * What the site asks or starts in the visitor's browser once the page is interactive:
 * the cookie banner (no stored choice), analytics (stored or given consent, and a
 * measurement id) and the language suggestion (home, no preference, another browser
 * language). Loaded after hydration by `deferred-prompts.tsx` (docs/decisions/007); the
 * analytics tag and the suggestion's card are further chunks, loaded only when needed.
 */
import { type ComponentType, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import {
	type ConsentChoice,
	readStoredConsent,
	storeConsent,
	takeReopenedFlag,
} from '#app/features/consent/consent-choice.ts'
import { CookieBanner } from '#app/features/consent/cookie-banner.tsx'
import { suggestedLanguage } from '#app/features/language-suggestion/suggested-language.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { LANGUAGE_PREFERENCE_KEY } from '#app/i18n/language-preference.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import { announcePromptsChanged } from './prompt-calm.ts'

export const CONSENT_ENDPOINT = '/api/consent'

/** Records the choice on the server; a failure is only logged, the banner closes anyway (SPEC §8). */
function postConsent({ analytics, marketing }: ConsentChoice): void {
	fetch(CONSENT_ENDPOINT, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ analytics, marketing }),
		keepalive: true,
	})
		.then((response) => {
			if (!response.ok) console.warn(`The cookie choice was not recorded (HTTP ${response.status}).`)
		})
		.catch((error: unknown) => console.warn('The cookie choice was not recorded.', error))
}

function storedLanguagePreference(): string | null {
	try {
		return localStorage.getItem(LANGUAGE_PREFERENCE_KEY)
	} catch {
		return null
	}
}

type Suggestion = ComponentType<{ target: Locale; onDone: () => void }>

interface ConsentState {
	choice: ConsentChoice | undefined
	/** The banner was asked for through 'manage cookies' (reloaded just before). */
	reopened: boolean
}

export function VisitorPrompts() {
	const gaMeasurementId = useRootData()?.gaMeasurementId
	const { locale } = useI18n()
	const { pathname } = useLocation()
	const [consent, setConsent] = useState<ConsentState>()
	const [suggestion, setSuggestion] = useState<{ target: Locale; Card: Suggestion }>()
	const [suggestionDone, setSuggestionDone] = useState(false)

	useEffect(() => {
		const choice = readStoredConsent()
		setConsent({ choice, reopened: !choice && takeReopenedFlag() })
	}, [])

	const choice = consent?.choice
	useEffect(() => {
		if (!gaMeasurementId || !choice?.analytics) return
		void import('#app/features/analytics/gtag.ts').then(({ startAnalytics }) =>
			startAnalytics(gaMeasurementId, { marketing: choice.marketing }),
		)
	}, [gaMeasurementId, choice])

	// The tag learns of each client-side navigation (its address is set without the query string).
	const analyticsOn = Boolean(gaMeasurementId && choice?.analytics)
	useEffect(() => {
		if (!analyticsOn || !pathname) return
		void import('#app/features/analytics/gtag.ts').then(({ pageChanged }) => pageChanged())
	}, [analyticsOn, pathname])

	useEffect(() => {
		if (suggestionDone) return
		const target = suggestedLanguage({
			pathname,
			pageLocale: locale,
			storedPreference: storedLanguagePreference(),
			browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
		})
		if (!target) {
			setSuggestion(undefined)
			return
		}
		let current = true
		void import('#app/features/language-suggestion/language-suggestion.tsx').then(({ LanguageSuggestion }) => {
			if (current) setSuggestion({ target, Card: LanguageSuggestion })
		})
		return () => {
			current = false
		}
	}, [pathname, locale, suggestionDone])

	function choose(next: ConsentChoice, hadFocus: boolean) {
		storeConsent(next)
		postConsent(next)
		const reopened = consent?.reopened ?? false
		setConsent({ choice: next, reopened })
		if (!hadFocus) return
		// The banner is gone: the focus goes back where the visitor came from.
		requestAnimationFrame(() => {
			const manage = reopened ? document.querySelector<HTMLElement>('[data-manage-cookies]') : null
			if (manage) manage.focus()
			else document.getElementById('main')?.focus({ preventScroll: true })
		})
	}

	// One prompt at a time (docs/decisions/020): the banner first; the suggestion once the choice is made.
	const showBanner = consent !== undefined && !consent.choice
	const Card = consent === undefined || showBanner ? undefined : suggestion?.Card
	const shown = `${consent === undefined ? 'reading' : ''}${showBanner ? 'banner' : ''}${Card ? 'suggestion' : ''}`
	useEffect(() => {
		// After the DOM shows (or no longer shows) a prompt, whoever waits for a calm page looks again.
		if (shown !== 'reading') announcePromptsChanged()
	}, [shown])
	if (!showBanner && !Card) return null
	return (
		<div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col-reverse items-stretch sm:items-start sm:gap-3 sm:p-6">
			{showBanner ? <CookieBanner takeFocus={consent.reopened} onChoose={choose} /> : null}
			{Card && suggestion ? (
				<Card
					target={suggestion.target}
					onDone={() => {
						setSuggestionDone(true)
						setSuggestion(undefined)
					}}
				/>
			) : null}
		</div>
	)
}
