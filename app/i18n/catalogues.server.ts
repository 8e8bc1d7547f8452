import { en } from './catalogues/en.ts'
import { es } from './catalogues/es.ts'
import { type Catalogue, pt } from './catalogues/pt-PT.ts'
import type { Locale } from './locales.ts'
import { type Messages, type Namespace, PAGE_TEXTS_IN_THE_BROWSER } from './namespaces.ts'
import { createTranslator, type Translate } from './translate.ts'

export const CATALOGUES: Record<Locale, Catalogue> = { 'pt-PT': pt, en, es }

const MERGED = new Map<Locale, Catalogue>()
const SUBSETS = new Map<string, Messages>()

/**
 * The whole catalogue of `locale`, with Portuguese wherever it is missing. Catalogues never
 * change while the server runs, so each is merged once.
 */
export function catalogueFor(locale: Locale): Catalogue {
	let messages = MERGED.get(locale)
	if (!messages) {
		messages = mergeFallback(CATALOGUES[locale], pt) as Catalogue
		MERGED.set(locale, messages)
	}
	return messages
}

/**
 * The texts of `namespaces` in `locale` (Portuguese wherever missing): what a loader sends to
 * the browser instead of the whole catalogue. The root sends the shell's namespaces; a page's
 * loader returns its own as `i18n` (`{ ...data, i18n: messagesFor(locale, ['bio']) }`), which
 * the root's provider merges in (i18n-context.tsx), also on client navigation. Built once per
 * server for each language and list.
 */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): Messages {
	const key = `${locale}:${namespaces.join(',')}`
	let messages = SUBSETS.get(key)
	if (!messages) {
		const catalogue = catalogueFor(locale)
		messages = Object.fromEntries(
			namespaces.map((namespace) => [
				namespace,
				namespace === 'pages' ? browserPageTexts(catalogue.pages) : catalogue[namespace],
			]),
		) as Messages
		SUBSETS.set(key, messages)
	}
	return messages
}

/** Of each page's texts, only those the browser shows (`PAGE_TEXTS_IN_THE_BROWSER`). */
function browserPageTexts(pages: Catalogue['pages']): Catalogue['pages'] {
	const trimmed = Object.entries(pages).map(([id, texts]) => [
		id,
		Object.fromEntries(PAGE_TEXTS_IN_THE_BROWSER.map((field) => [field, (texts as Record<string, string>)[field]])),
	])
	return Object.fromEntries(trimmed) as Catalogue['pages']
}

/** A server-side translator for `locale` (e-mails, meta, logs). */
export function translatorFor(locale: Locale): Translate {
	return createTranslator(CATALOGUES[locale], pt)
}

/** `value` with every missing or empty text taken from `fallback` (same shape). */
export function mergeFallback(value: unknown, fallback: unknown): unknown {
	if (typeof fallback === 'string') return typeof value === 'string' && value !== '' ? value : fallback
	const result: Record<string, unknown> = {}
	const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
	for (const [key, child] of Object.entries(fallback as Record<string, unknown>)) {
		result[key] = mergeFallback(source[key], child)
	}
	return result
}
