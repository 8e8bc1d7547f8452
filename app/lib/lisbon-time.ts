/**
 * Moments as the owner reads them: on Portugal's mainland clock (Europe/Lisbon) in pt-PT,
 * formatted on the server so the browser's own locale and time zone can never change what
 * a hydrated page shows. The one date formatter of the dashboard, the exports and the
 * personal-data files.
 */
const LISBON = 'Europe/Lisbon'

const dateTime = new Intl.DateTimeFormat('pt-PT', {
	timeZone: LISBON,
	day: '2-digit',
	month: '2-digit',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
})

const dateOnly = new Intl.DateTimeFormat('pt-PT', {
	timeZone: LISBON,
	day: '2-digit',
	month: '2-digit',
	year: 'numeric',
})

// en-CA writes dates as ISO 8601 (year-month-day).
const isoDate = new Intl.DateTimeFormat('en-CA', {
	timeZone: LISBON,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
})

/** `14/03/2025, 10:30` */
export function formatDateTime(value: Date | string): string {
	return dateTime.format(new Date(value))
}

/** `14/03/2025` */
export function formatDate(value: Date | string): string {
	return dateOnly.format(new Date(value))
}

/** `2025-03-14`: the Lisbon calendar day of a moment (file names, the default publication date). */
export function lisbonIsoDate(value: Date): string {
	return isoDate.format(value)
}

/** For `<time dateTime>`: the moment in ISO 8601. */
export function isoOf(value: Date | string): string {
	return new Date(value).toISOString()
}
