/**
 * Validates the HTML of every public page (every language) and of the 404 page of a running
 * server with the Nu HTML Checker, and prints every error and warning with page and line.
 *
 *   npm run validate:html -- http://localhost:3000
 *
 * Exits 1 when a page is invalid or answers an unexpected status. Needs Java.
 */
import { fetchPublicPages } from '../tests/support/public-pages.ts'
import { formatValidationReport, validateHtml } from '../tests/support/validate-html.ts'

async function main(): Promise<void> {
	const baseUrl = process.argv[2] ?? process.env.SITE_URL
	if (!baseUrl) throw new Error('usage: npm run validate:html -- <baseUrl>   (e.g. http://localhost:3000)')
	const pages = await fetchPublicPages(baseUrl)
	const wrongStatus = pages.filter((page) => page.status !== page.expectedStatus)
	for (const page of wrongStatus) console.log(`  ${page.url} answered ${page.status}, expected ${page.expectedStatus}`)
	const report = await validateHtml(pages)
	console.log(formatValidationReport(report))
	if (wrongStatus.length > 0 || report.some((page) => page.errors.length > 0)) process.exitCode = 1
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
})
