/**
 * Which languages a piece of content is written in (docs/product/pages.md, "Translations"):
 * an item counts as translated into a language when every one of its translatable texts that
 * has Portuguese also has that language. Client-safe: the lists' markers, the editors' warning
 * and the overview's translation gaps all use it.
 */
import { LOCALES, type Locale } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'

/** The languages every given text is filled in (Portuguese always, when the item has any text). */
export function filledLocales(...texts: (LocalizedText | null | undefined)[]): Locale[] {
	const present = texts.filter((text): text is LocalizedText => Boolean(text?.['pt-PT']?.trim()))
	return LOCALES.filter((locale) => present.every((text) => Boolean(text[locale]?.trim())))
}

/** The languages (English, Spanish) whose visitors read the Portuguese text instead. */
export function missingLocales(...texts: (LocalizedText | null | undefined)[]): Locale[] {
	const filled = new Set(filledLocales(...texts))
	return LOCALES.filter((locale) => !filled.has(locale))
}
