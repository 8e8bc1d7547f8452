/**
 * Every public page of the route table in every language it exists in, and how to fetch
 * them (plus a 404 page) from a running server. Shared by the quality checks: the HTML
 * validity test, `npm run validate:html` and the benches. Relative imports, so Playwright,
 * tsx and Vitest all load it.
 */
import type { Locale } from '../../app/i18n/locales.ts'
import { PAGE_LOCATIONS, type PageId } from '../../app/i18n/route-table.ts'
import type { HtmlDocument } from './validate-html.ts'

export interface PublicPage {
	id: PageId
	locale: Locale
	path: string
}

/** A path no page has: the server answers it with the site's 404 page. */
export const NOT_FOUND_PATH = '/esta-pagina-nao-existe'

/** Every public page in every language it exists in, in route-table order. */
export function publicPages(): PublicPage[] {
	return PAGE_LOCATIONS.map(({ page, locale, path }) => ({ id: page.id, locale, path }))
}

export interface FetchedPage extends HtmlDocument {
	status: number
	expectedStatus: number
}

/**
 * GETs every public page and the 404 page from `baseUrl` (redirects are not followed: a
 * public page must answer itself), a few at a time.
 */
export async function fetchPublicPages(baseUrl: string, concurrency = 4): Promise<FetchedPage[]> {
	const targets = [
		...publicPages().map((page) => ({ path: page.path, expectedStatus: 200 })),
		{ path: NOT_FOUND_PATH, expectedStatus: 404 },
	]
	const fetched: FetchedPage[] = new Array(targets.length)
	let next = 0
	const worker = async () => {
		while (next < targets.length) {
			const index = next++
			const target = targets[index]
			if (!target) continue
			const url = new URL(target.path, baseUrl).href
			const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } })
			fetched[index] = {
				url,
				html: await response.text(),
				status: response.status,
				expectedStatus: target.expectedStatus,
			}
		}
	}
	await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker))
	return fetched
}
