import { expect, test } from 'vitest'
import { formatDate, lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { csvDownloadHeaders, newsletterCsv, prereservationsCsv, toCsv } from './csv.ts'

/** A strict RFC 4180 reader (after the BOM), to prove what a spreadsheet would read back. */
function parseCsv(content: string): string[][] {
	expect(content.startsWith('\uFEFF')).toBe(true)
	const text = content.slice(1)
	const records: string[][] = []
	let record: string[] = []
	let fieldText = ''
	let i = 0
	while (i < text.length) {
		if (text[i] === '"') {
			i++
			for (;;) {
				const quote = text.indexOf('"', i)
				if (quote === -1) throw new Error('unterminated quoted field')
				fieldText += text.slice(i, quote)
				i = quote + 1
				if (text[i] !== '"') break
				fieldText += '"'
				i++
			}
		}
		const char = text[i]
		if (char === ',') {
			record.push(fieldText)
			fieldText = ''
			i++
		} else if (char === '\r' && text[i + 1] === '\n') {
			record.push(fieldText)
			records.push(record)
			record = []
			fieldText = ''
			i += 2
		} else if (char === '"' || char === '\r' || char === '\n') {
			throw new Error(`unexpected ${JSON.stringify(char)} at ${i} in an unquoted field`)
		} else {
			fieldText += char
			i++
		}
	}
	if (fieldText !== '' || record.length > 0) throw new Error('the last record does not end with CRLF')
	return records
}

test('a CSV starts with a UTF-8 byte order mark so Excel reads accented Portuguese', () => {
	const csv = toCsv(['Nome'], [['João Conceição']])
	expect(csv.charCodeAt(0)).toBe(0xfeff)
	expect([...new TextEncoder().encode(csv).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
	expect(parseCsv(csv)).toEqual([['Nome'], ['João Conceição']])
})

test('every record ends with CRLF and plain fields are not quoted', () => {
	expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n')
})

test('fields with a comma, a quote, CR or LF are quoted with quotes doubled, and read back intact', () => {
	const tricky = ['Silva, "Zé" Manuel', 'linha 1\nlinha 2', 'carriage\rreturn', 'windows\r\nline', '"', ',']
	const csv = toCsv(
		['value'],
		tricky.map((value) => [value]),
	)
	expect(csv).toContain('"Silva, ""Zé"" Manuel"\r\n')
	expect(parseCsv(csv)).toEqual([['value'], ...tricky.map((value) => [value])])
})

test('a cell that a spreadsheet would run as a formula is neutralised with a leading apostrophe', () => {
	const hostile = ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1', "=cmd|' /C calc'!A0"]
	const rows = parseCsv(
		toCsv(
			['Nome'],
			hostile.map((value) => [value]),
		),
	).slice(1)
	expect(rows).toEqual(hostile.map((value) => [`'${value}`]))
	expect(toCsv(['Nome'], [['=HYPERLINK("http://evil")']])).toBe('\uFEFFNome\r\n"\'=HYPERLINK(""http://evil"")"\r\n')
})

test('text with a formula character later on, and real numbers, are left alone', () => {
	const rows = parseCsv(toCsv(['a', 'b', 'c', 'd'], [['ana+news@example.pt', 'a=b', -5, 3.5]])).slice(1)
	expect(rows).toEqual([['ana+news@example.pt', 'a=b', '-5', '3.5']])
})

test('empty cells stay empty and dates are written as pt-PT dates on the Lisbon calendar', () => {
	// 23:30 UTC on 31 March 2025 is already 1 April in Lisbon (summer time, UTC+1).
	const rows = parseCsv(toCsv(['a', 'b', 'c'], [[null, undefined, new Date('2025-03-31T23:30:00Z')]])).slice(1)
	expect(rows).toEqual([['', '', '01/04/2025']])
	expect(formatDate('2025-01-15T23:30:00Z')).toBe('15/01/2025')
})

test('file dates are the Lisbon calendar day', () => {
	expect(lisbonIsoDate(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01')
	expect(lisbonIsoDate(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31')
})

test('the newsletter export lists confirmed subscribers only, newest first, under the documented header', () => {
	const { fileName, content } = newsletterCsv(
		[
			{ email: 'old@example.pt', confirmed: true, createdAt: new Date('2025-01-10T10:00:00Z') },
			{ email: 'pending@example.pt', confirmed: false, createdAt: new Date('2025-03-01T10:00:00Z') },
			{ email: 'new@example.pt', confirmed: true, createdAt: '2025-02-20T10:00:00.000Z' },
		],
		new Date('2025-03-15T12:00:00Z'),
	)
	expect(fileName).toBe('newsletter-2025-03-15.csv')
	expect(content.startsWith('\uFEFFEmail,Data de Subscrição\r\n')).toBe(true)
	expect(parseCsv(content)).toEqual([
		['Email', 'Data de Subscrição'],
		['new@example.pt', '20/02/2025'],
		['old@example.pt', '10/01/2025'],
	])
})

test('the newsletter export of no confirmed subscriber is the header alone', () => {
	expect(parseCsv(newsletterCsv([{ email: 'a@example.pt', confirmed: false, createdAt: new Date() }]).content)).toEqual(
		[['Email', 'Data de Subscrição']],
	)
})

test('the pre-reservations export has Nome, Email, Origem, Data, newest first, and hostile names are defused', () => {
	const { fileName, content } = prereservationsCsv(
		[
			{
				name: '=HYPERLINK("http://evil")',
				email: 'x@example.pt',
				source: 'Site Principal',
				createdAt: new Date('2025-05-01T09:00:00Z'),
			},
			{
				name: 'Costa, "Tó" Zé',
				email: 'to@example.pt',
				source: 'Site Principal',
				createdAt: new Date('2025-05-02T09:00:00Z'),
			},
		],
		new Date('2025-05-03T00:30:00Z'),
	)
	expect(fileName).toBe('pre-reservas-livro-2025-05-03.csv')
	expect(content.startsWith('\uFEFFNome,Email,Origem,Data\r\n')).toBe(true)
	expect(parseCsv(content)).toEqual([
		['Nome', 'Email', 'Origem', 'Data'],
		['Costa, "Tó" Zé', 'to@example.pt', 'Site Principal', '02/05/2025'],
		['\'=HYPERLINK("http://evil")', 'x@example.pt', 'Site Principal', '01/05/2025'],
	])
})

test('a CSV download is sent as an attachment that is never cached', () => {
	expect(csvDownloadHeaders('newsletter-2025-03-15.csv')).toEqual({
		'Content-Type': 'text/csv; charset=utf-8',
		'Content-Disposition': 'attachment; filename="newsletter-2025-03-15.csv"',
		'Cache-Control': 'private, no-store',
	})
})
