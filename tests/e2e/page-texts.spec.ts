/**
 * Each page is sent only the texts it shows (app/i18n/namespaces.ts): the shell's from the root,
 * its own from its loader. A namespace a page forgot to ask for would show its keys
 * ("bio.aboutTitle") instead of texts, so these checks look for any catalogue key on every
 * public page in every language: in the server's HTML, and after client-side navigation (which
 * must bring the new page's texts along, without a full reload).
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import {
	CATALOGUES,
	expectedHeading,
	homePath,
	isRedirectPage,
	LOCALES,
	type Locale,
	PAGE_VISITS,
	type PageVisit,
} from './support/site.ts'

function keysOf(node: unknown, prefix = ''): string[] {
	return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
		typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
	)
}

/** Every message key of the catalogue, as a page would show it if its text were missing. */
const KEYS = keysOf(CATALOGUES['pt-PT'])

/** The keys found in a document's markup, outside its scripts (the hydration data holds no keys). */
function keysInHtml(html: string): string[] {
	const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
	return KEYS.filter((key) => markup.includes(key))
}

/** The keys the browser shows now: in any text or attribute of the document, hidden ones too. */
async function keysOnScreen(page: Page): Promise<string[]> {
	const html = await page.evaluate(() => {
		const clone = document.documentElement.cloneNode(true) as HTMLElement
		for (const script of clone.querySelectorAll('script')) script.remove()
		return clone.outerHTML
	})
	return keysInHtml(html)
}

/** Navigates inside the app, as a link would (no document load), and waits for the page. */
async function navigateInApp(page: Page, visit: PageVisit): Promise<void> {
	await page.evaluate(async (path) => {
		const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
			.__reactRouterDataRouter
		await router.navigate(path)
	}, visit.path)
	await expect(page).toHaveURL((url) => url.pathname === visit.path)
	await expect(page.locator('html')).toHaveAttribute('lang', visit.locale)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(visit))
}

/** Marks the loaded document, so a full reload (which would drop the mark) can be told apart. */
async function markDocument(page: Page): Promise<void> {
	await page.evaluate(() => {
		;(window as unknown as { documentMark?: boolean }).documentMark = true
	})
}

async function sameDocument(page: Page): Promise<boolean> {
	return page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark === true)
}

test('the check can fail: a catalogue key in the markup is found', () => {
	expect(keysInHtml('<p>bio.aboutTitle</p><script>"nav.home"</script>')).toEqual(['bio.aboutTitle'])
})

for (const visit of PAGE_VISITS) {
	test(`the server's ${visit.path} (${visit.id}, ${visit.locale}) shows texts, never a message key`, async ({
		request,
	}) => {
		const response = await request.get(visit.path, { maxRedirects: 0 })
		expect(response.status()).toBe(200)
		expect(keysInHtml(await response.text())).toEqual([])
	})
}

const navigable = PAGE_VISITS.filter((visit) => !isRedirectPage(visit))

for (const locale of LOCALES) {
	const start: Locale = locale === 'pt-PT' ? 'en' : 'pt-PT'
	test(`navigating in the browser from the ${start} home through every ${locale} page brings each page's texts`, async ({
		page,
	}) => {
		test.setTimeout(90_000)
		await page.goto(homePath(start))
		await waitForHydration(page)
		await markDocument(page)
		for (const visit of navigable.filter((candidate) => candidate.locale === locale)) {
			await navigateInApp(page, visit)
			await waitForHydration(page)
			expect(await keysOnScreen(page), visit.path).toEqual([])
		}
		expect(await sameDocument(page), 'no full reload').toBe(true)
	})
}
