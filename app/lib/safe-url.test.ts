import { expect, test } from 'vitest'
import { safeUrl } from './safe-url.ts'

test('http(s) URLs and site paths are kept', () => {
	expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
	expect(safeUrl(' http://example.com ')).toBe('http://example.com/')
	expect(safeUrl('/images/seed/article-1.svg')).toBe('/images/seed/article-1.svg')
})

test('script, data and protocol-relative URLs are refused', () => {
	for (const value of [
		'javascript:alert(1)',
		' JavaScript:alert(1)',
		'data:image/svg+xml;base64,PHN2Zz4=',
		'//evil.example/x',
		'/\\evil.example',
		'vbscript:x',
	]) {
		expect(safeUrl(value)).toBeNull()
	}
})

test('empty and malformed values are refused rather than failing the page', () => {
	for (const value of [null, undefined, '', '   ', 'https://exa mple.com/x.jpg', 'http://', 'not a url']) {
		expect(safeUrl(value)).toBeNull()
	}
})
