import type { Locale } from './locales.ts'

/** Browser storage key of the visitor's chosen language (SPEC §3). */
export const LANGUAGE_PREFERENCE_KEY = 'rcb_lang'

export function saveLanguagePreference(from: Locale, to: Locale): void {
	try {
		localStorage.setItem(LANGUAGE_PREFERENCE_KEY, to)
	} catch {
		// storage may be unavailable (private mode, disabled): the switch still happens
	}
	window.dispatchEvent(new CustomEvent('site:language-changed', { detail: { from, to } }))
}
