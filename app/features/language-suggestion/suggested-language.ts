/**
 * When to suggest another language (docs/product/pages.md, behaviour.md): only on the root path, only while the
 * visitor has stored no preference, and only when the browser's language (English, Spanish
 * or Portuguese) differs from the page's.
 */
import type { Locale } from '#app/i18n/locales.ts'

/** The site's language matching a browser language tag (`en-GB` → en), if any. */
export function localeOfBrowserLanguage(tag: string | undefined): Locale | undefined {
	const language = tag?.trim().toLowerCase().split('-')[0]
	if (language === 'en' || language === 'es') return language
	if (language === 'pt') return 'pt-PT'
	return undefined
}

export function suggestedLanguage({
	pathname,
	pageLocale,
	storedPreference,
	browserLanguages,
}: {
	pathname: string
	pageLocale: Locale
	storedPreference: string | null
	/** `navigator.languages`, most preferred first (or `[navigator.language]`). */
	browserLanguages: readonly string[]
}): Locale | undefined {
	if (pathname !== '/' || storedPreference) return undefined
	const browser = localeOfBrowserLanguage(browserLanguages[0])
	return browser && browser !== pageLocale ? browser : undefined
}
