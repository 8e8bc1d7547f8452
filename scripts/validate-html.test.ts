import { expect, test } from 'vitest'
import { formatValidationReport, validateHtml } from '../tests/support/validate-html.ts'

const VALID =
	'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ok</title></head><body><p>ok</p></body></html>'
const INVALID = [
	'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bad</title></head><body>',
	'<section><p>no heading</p></section>',
	'<img src="a.png">',
	'</body></html>',
].join('\n')

test('one checker run reports each page its own errors with line numbers, and warnings apart', async () => {
	const [valid, invalid] = await validateHtml([
		{ url: 'http://site.test/ok', html: VALID },
		{ url: 'http://site.test/bad', html: INVALID },
	])
	expect(valid).toEqual({ url: 'http://site.test/ok', errors: [], warnings: [] })
	expect(invalid?.url).toBe('http://site.test/bad')
	expect(invalid?.errors).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining('“alt”') })])
	expect(invalid?.warnings).toEqual([
		expect.objectContaining({ line: 2, message: expect.stringMatching(/lacks heading/) }),
	])

	const report = formatValidationReport([valid, invalid].filter((page) => page !== undefined))
	expect(report).toContain('http://site.test/bad:3:')
	expect(report).toContain('2 page(s) checked: 1 invalid, 1 error(s), 1 warning(s)')
}, 60_000)
