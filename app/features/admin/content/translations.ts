/**
 * Which languages a piece of content is written in (docs/product/pages.md, "Translations"):
 * an item counts as translated into a language when every one of its translatable texts that
 * has Portuguese also has that language. Client-safe: the lists' markers, the editors' warning
 * and the overview's translation gaps all use it.
 */
import { LOCALES, type Locale } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

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

/** 'inglês', 'inglês e espanhol'. */
function languageList(locales: readonly Locale[], conjunction: string): string {
	const names = locales.map((locale) => ADMIN_TEXTS.content.languageNames[locale])
	return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`
}

/**
 * What a save of a public item says when English or Spanish is missing ('Sem tradução em
 * inglês e espanhol: quem visita o site em inglês ou espanhol vê o texto em português.');
 * null when every language is filled.
 */
export function translationWarning(...texts: (LocalizedText | null | undefined)[]): string | null {
	const missing = missingLocales(...texts)
	if (missing.length === 0) return null
	return ADMIN_TEXTS.content.translationMissing(languageList(missing, 'e'), languageList(missing, 'ou'))
}

/** A success message, followed by the translation warning when there is one. */
export function withTranslationWarning(message: string, warning: string | null): string {
	return warning ? `${message} ${warning}` : message
}
