/**
 * Dates of the inbox tabs in pt-PT on the Lisbon calendar (SPEC §9), formatted on the server
 * so the browser's locale and time zone can never make the hydrated page differ.
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

/** `14/03/2025, 10:30` */
export function formatDateTime(value: Date | string): string {
	return dateTime.format(new Date(value))
}

/** `14/03/2025` */
export function formatDate(value: Date | string): string {
	return dateOnly.format(new Date(value))
}

/** For `<time dateTime>`: the moment in ISO 8601. */
export function isoOf(value: Date | string): string {
	return new Date(value).toISOString()
}
