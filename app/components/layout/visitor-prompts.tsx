/**
 * What the site starts in the visitor's browser once the page is interactive and the cookie
 * choice is known: analytics (given consent and a measurement id) and the language suggestion
 * (home, no preference, another browser language; only after the cookie choice, one prompt at
 * a time: docs/decisions/020). Loaded after hydration by `deferred-prompts.tsx`
 * (docs/decisions/007); the analytics tag and the suggestion's card are further chunks, loaded
 * only when needed. The cookie banner itself is in the page's HTML (cookie-banner-host.tsx).
 */
import { type ComponentType, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { ConsentChoice } from '#app/features/consent/consent-choice.ts'
import { suggestedLanguage } from '#app/features/language-suggestion/suggested-language.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { LANGUAGE_PREFERENCE_KEY } from '#app/i18n/language-preference.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import { announcePromptsChanged } from './prompt-calm.ts'

function storedLanguagePreference(): string | null {
	try {
		return localStorage.getItem(LANGUAGE_PREFERENCE_KEY)
	} catch {
		return null
	}
}

type Suggestion = ComponentType<{ target: Locale; onDone: () => void }>

export interface VisitorPromptsProps {
	/** The stored cookie choice; undefined while the visitor has made none. */
	choice: ConsentChoice | undefined
}

export function VisitorPrompts({ choice }: VisitorPromptsProps) {
	const gaMeasurementId = useRootData()?.gaMeasurementId
	const { locale } = useI18n()
	const { pathname } = useLocation()
	const [suggestion, setSuggestion] = useState<{ target: Locale; Card: Suggestion }>()
	const [suggestionDone, setSuggestionDone] = useState(false)

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

	// One prompt at a time: the suggestion once the cookie choice is made.
	const Card = choice ? suggestion?.Card : undefined
	const shown = Boolean(Card)
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the card appears or goes
	useEffect(() => {
		// After the DOM shows (or no longer shows) the card, whoever waits for a calm page looks again.
		announcePromptsChanged()
	}, [shown])
	if (!Card || !suggestion) return null
	return (
		<div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-stretch sm:items-start sm:p-6">
			<Card
				target={suggestion.target}
				onDone={() => {
					setSuggestionDone(true)
					setSuggestion(undefined)
				}}
			/>
		</div>
	)
}
