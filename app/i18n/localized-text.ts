import { DEFAULT_LOCALE, type Locale } from './locales.ts'

/** An admin-edited text in each language: Portuguese required, the others optional. */
export type LocalizedText = { 'pt-PT': string } & Partial<Record<Exclude<Locale, 'pt-PT'>, string>>

/** The text in `locale`, falling back to Portuguese where no translation exists. */
export function localize(text: LocalizedText, locale: Locale): string
export function localize(text: LocalizedText | null | undefined, locale: Locale): string | undefined
export function localize(text: LocalizedText | null | undefined, locale: Locale): string | undefined {
	if (!text) return undefined
	const translated = text[locale]?.trim()
	return translated ? translated : text[DEFAULT_LOCALE]
}
