/**
 * One prompt at a time (docs/decisions/020): the cookie banner first, then the language
 * suggestion, and the book dialog only on a calm page. The prompts live in separately loaded
 * chunks, so they coordinate through the page itself: each announces a change with a window
 * event, and whoever wants to open by itself asks `promptsAreCalm()` first. Client-only; small,
 * because the home page's eager code imports it.
 */

import { CONSENT_STORAGE_KEY } from '#app/features/consent/consent-storage.ts'
import { suggestedLanguage } from '#app/features/language-suggestion/suggested-language.ts'
import { LANGUAGE_PREFERENCE_KEY } from '#app/i18n/language-preference.ts'
import type { Locale } from '#app/i18n/locales.ts'

/** Fired on `window` whenever a prompt opens or closes. */
export const PROMPTS_CHANGED_EVENT = 'site:prompts-changed'

export function announcePromptsChanged(): void {
	window.dispatchEvent(new Event(PROMPTS_CHANGED_EVENT))
}

function stored(key: string): string | null {
	try {
		return localStorage.getItem(key)
	} catch {
		return null
	}
}

/**
 * Whether nothing asks the visitor anything now or is about to: no banner or suggestion on
 * screen, a cookie choice stored (else the banner is due) and no language suggestion due.
 */
export function promptsAreCalm({ pathname, locale }: { pathname: string; locale: Locale }): boolean {
	if (document.querySelector('[data-cookie-banner], [data-language-suggestion]')) return false
	if (stored(CONSENT_STORAGE_KEY) === null) return false
	const suggestion = suggestedLanguage({
		pathname,
		pageLocale: locale,
		storedPreference: stored(LANGUAGE_PREFERENCE_KEY),
		browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
	})
	return suggestion === undefined
}

/**
 * Whether this document was loaded at this page, rather than reached by navigating inside the
 * site from another one (React Router numbers the history entries of a load from 0).
 */
export function isLandingPage(): boolean {
	const state: unknown = window.history.state
	return !state || typeof state !== 'object' || !('idx' in state) || state.idx === 0
}
