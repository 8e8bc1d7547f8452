import type { Locale } from '#app/i18n/locales.ts'

/** The regional form each page language writes dates in: the site writes British English. */
const DATE_LOCALE: Record<Locale, string> = { 'pt-PT': 'pt-PT', en: 'en-GB', es: 'es-ES' }

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A calendar date (`YYYY-MM-DD`) in the long form of `locale`: '3 de março de 2025',
 * '3 March 2025', '3 de marzo de 2025'. Formatted on the server, so the browser's own
 * locale and time zone can never make the hydrated page differ.
 */
export function formatLongDate(date: string, locale: Locale): string {
	let formatter = formatters.get(locale)
	if (!formatter) {
		formatter = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' })
		formatters.set(locale, formatter)
	}
	return formatter.format(new Date(`${date}T00:00:00Z`))
}
