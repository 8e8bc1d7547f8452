/** The site's languages. pt-PT is the default and has no URL prefix. */
export const LOCALES = ['pt-PT', 'en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE = 'pt-PT' satisfies Locale

/** The URL prefix of each locale: the first path segment, or none. */
export const LOCALE_PREFIX: Record<Locale, string> = { 'pt-PT': '', en: '/en', es: '/es' }

/** Open Graph locale names (docs/product/pages.md). */
export const OG_LOCALE: Record<Locale, string> = { 'pt-PT': 'pt_PT', en: 'en_US', es: 'es_ES' }

/** The language's own name, as shown in the language switcher. */
export const LOCALE_NAME: Record<Locale, string> = {
	'pt-PT': 'Português',
	en: 'English',
	es: 'Español',
}

/** Short label for compact controls. */
export const LOCALE_SHORT: Record<Locale, string> = { 'pt-PT': 'PT', en: 'EN', es: 'ES' }

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** docs/product/behaviour.md: the first path segment `en` or `es` selects that language; anything else is pt-PT. */
export function localeFromPath(pathname: string): Locale {
	const first = pathname.split('/')[1]
	if (first === 'en' || first === 'es') return first
	return DEFAULT_LOCALE
}
