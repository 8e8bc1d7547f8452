/**
 * The HTML the server sends for every public page, in every language, and for the 404 page
 * is valid according to the Nu HTML Checker (one `vnu.jar` run for all of them). Warnings
 * are printed, not failed on.
 */
import { fetchPublicPages } from '../support/public-pages.ts'
import { formatValidationErrors, formatValidationReport, validateHtml } from '../support/validate-html.ts'
import { expect, test } from './support/fixtures.ts'

test('every public page in every language and the 404 page are valid HTML for the Nu HTML Checker', async ({
	baseURL,
}) => {
	// One JVM start and about forty documents.
	test.setTimeout(180_000)
	const pages = await fetchPublicPages(baseURL ?? '')
	const wrongStatus = pages
		.filter((page) => page.status !== page.expectedStatus)
		.map((page) => `${page.url} answered ${page.status}, expected ${page.expectedStatus}`)
	expect.soft(wrongStatus, 'every page answers its own status').toEqual([])

	const report = await validateHtml(pages)
	console.log(formatValidationReport(report))
	const invalid = report.filter((page) => page.errors.length > 0)
	expect(invalid.length, `HTML errors:\n${formatValidationErrors(invalid)}`).toBe(0)
})
