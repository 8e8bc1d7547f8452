/**
 * CSV exports of the admin dashboard (issue 5 item 7, docs/product/pages.md, data.md). Client-safe and
 * dependency-free: the rules fit in a few lines, and owning them keeps the injection
 * defence visible.
 *
 * - RFC 4180: fields holding a comma, a double quote, CR or LF are quoted, quotes doubled;
 *   records end with CRLF.
 * - A UTF-8 byte order mark starts the file: without it Excel reads a CSV as the system's
 *   legacy code page and shows "SubscriÃ§Ã£o" for "Subscrição". LibreOffice, Numbers and
 *   Google Sheets ignore it.
 * - Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`,
 *   tab or carriage return would be run as a formula by a spreadsheet, so it gets a leading
 *   apostrophe and is shown as text. Visitors write names and e-mail addresses, so every
 *   text cell is treated as hostile. Numbers (a negative one starts with `-`) are not text
 *   and stay as they are.
 */

import { formatDate, lisbonIsoDate } from '#app/lib/lisbon-time.ts'

export type CsvCell = string | number | Date | null | undefined

const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

function cellText(value: CsvCell): string {
	if (value === null || value === undefined) return ''
	if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
	if (value instanceof Date) return formatDate(value)
	return FORMULA_START.test(value) ? `'${value}` : value
}

function field(value: CsvCell): string {
	const text = cellText(value)
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The CSV document: BOM, header line, one line per row, every line ending in CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
	return BOM + [header, ...rows].map((record) => `${record.map(field).join(',')}\r\n`).join('')
}

export interface CsvFile {
	fileName: string
	content: string
}

/** Headers for sending a CSV file as a download from a resource route. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
	return {
		'Content-Type': CSV_CONTENT_TYPE,
		'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`,
		'Cache-Control': 'private, no-store',
	}
}

function newestFirst<T extends { createdAt: Date | string }>(rows: readonly T[]): T[] {
	return [...rows].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
}

export interface NewsletterExportRow {
	email: string
	confirmed: boolean
	createdAt: Date | string
}

/** Confirmed subscribers only, newest first (docs/product/data.md): `newsletter-{YYYY-MM-DD}.csv`. */
export function newsletterCsv(subscriptions: readonly NewsletterExportRow[], now = new Date()): CsvFile {
	const confirmed = newestFirst(subscriptions.filter((subscription) => subscription.confirmed === true))
	return {
		fileName: `newsletter-${lisbonIsoDate(now)}.csv`,
		content: toCsv(
			['Email', 'Data de Subscrição'],
			confirmed.map((subscription) => [subscription.email, formatDate(subscription.createdAt)]),
		),
	}
}

export interface PrereservationExportRow {
	name: string
	email: string
	source: string
	createdAt: Date | string
}

/** Book pre-reservations, newest first (docs/product/pages.md Livro): `pre-reservas-livro-{YYYY-MM-DD}.csv`. */
export function prereservationsCsv(rows: readonly PrereservationExportRow[], now = new Date()): CsvFile {
	return {
		fileName: `pre-reservas-livro-${lisbonIsoDate(now)}.csv`,
		content: toCsv(
			['Nome', 'Email', 'Origem', 'Data'],
			newestFirst(rows).map((row) => [row.name, row.email, row.source, formatDate(row.createdAt)]),
		),
	}
}
