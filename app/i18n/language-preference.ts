import type { Locale } from './locales.ts'

/** Browser storage key of the visitor's chosen language (docs/product/data.md). */
export const LANGUAGE_PREFERENCE_KEY = 'rcb_lang'

/** Remembers the visitor's language without announcing a change (e.g. "keep Portuguese"). */
export function storeLanguagePreference(locale: Locale): void {
	try {
		localStorage.setItem(LANGUAGE_PREFERENCE_KEY, locale)
	} catch {
		// storage may be unavailable (private mode, disabled): the switch still happens
	}
}

/** Remembers a switch of language and announces it (the analytics event `language_changed`). */
export function saveLanguagePreference(from: Locale, to: Locale): void {
	storeLanguagePreference(to)
	window.dispatchEvent(new CustomEvent('site:language-changed', { detail: { from, to } }))
}
