import { expect, test } from 'vitest'
import { offsetOf, pageInfo, requestedPage } from './paging.ts'

test.each([
	['?pagina=3', 3],
	['', 1],
	['?pagina=0', 1],
	['?pagina=-2', 1],
	['?pagina=2.5', 1],
	['?pagina=abc', 1],
	['?pagina=99999999999999999999', 1],
])('the page asked for by "%s" is %i', (search, page) => {
	expect(requestedPage(new URL(`http://x/admin${search}`))).toBe(page)
})

test('a page is clamped to the pages that exist, and an empty list is one page', () => {
	expect(pageInfo(5, 120, 50)).toEqual({ page: 3, pageCount: 3, total: 120 })
	expect(pageInfo(2, 0, 50)).toEqual({ page: 1, pageCount: 1, total: 0 })
	expect(offsetOf(pageInfo(2, 120, 50), 50)).toBe(50)
})
