/**
 * Which posts count as coming from another site (the admin's CSRF defence in depth).
 */
import { describe, expect, test } from 'vitest'
import { isForeignPost } from './same-origin.server.ts'

const SITE = 'https://www.example.pt'

function post(headers: Record<string, string>, method = 'POST'): Request {
	return new Request(`${SITE}/admin/dashboard/livro`, { method, headers })
}

describe('isForeignPost', () => {
	test('a post from one of the site’s own pages passes, as does one that says nothing of where it comes from', () => {
		expect(isForeignPost(post({ 'Sec-Fetch-Site': 'same-origin', Origin: SITE }), SITE)).toBe(false)
		expect(isForeignPost(post({ 'Sec-Fetch-Site': 'none' }), SITE)).toBe(false)
		expect(isForeignPost(post({}), SITE)).toBe(false)
	})

	test('a post from another site, or a sibling site of the same domain, is refused', () => {
		expect(isForeignPost(post({ 'Sec-Fetch-Site': 'cross-site' }), SITE)).toBe(true)
		expect(isForeignPost(post({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.pt' }), SITE)).toBe(true)
	})

	test('a post naming another origin (or none it can show) is refused even without Sec-Fetch-Site', () => {
		expect(isForeignPost(post({ Origin: 'https://evil.example' }), SITE)).toBe(true)
		expect(isForeignPost(post({ Origin: 'http://www.example.pt' }), SITE)).toBe(true)
		expect(isForeignPost(post({ Origin: 'null' }), SITE)).toBe(true)
	})

	test('reading a page is never refused, whatever it says', () => {
		expect(isForeignPost(post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, 'GET'), SITE)).toBe(
			false,
		)
	})
})
