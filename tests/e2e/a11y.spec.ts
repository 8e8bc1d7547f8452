import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { DIGITAL_KIT_URL } from './support/server.ts'
import { isRedirectPage, PAGE_VISITS, texts, unknownPath } from './support/site.ts'

// An axe scan takes 5–10 s of a loaded two-core machine, two or three of them a whole test's
// ordinary time: every test here gets three times that time.
test.slow()

for (const visit of PAGE_VISITS.filter((candidate) => !isRedirectPage(candidate))) {
	test(`${visit.path} (${visit.locale}) has no WCAG 2.2 AA violations`, async ({ page }) => {
		await page.goto(visit.path)
		await waitForHydration(page)
		expect(await axeViolations(page)).toEqual([])
	})
}

/** Scripts that run (not JSON-LD data blocks), and the meta refresh: what makes the kit page leave at once. */
const REDIRECTING_MARKUP = [
	/<meta http-equiv="refresh"[^>]*>/g,
	/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
]

for (const visit of PAGE_VISITS.filter(isRedirectPage)) {
	test(`${visit.path} (${visit.locale}) has no WCAG 2.2 AA violations while it says it is redirecting`, async ({
		page,
	}) => {
		// The server's page minus what redirects, so the notice (as first painted) stays on screen to be checked.
		await page.route(visit.path, async (route) => {
			const response = await route.fetch()
			let html = await response.text()
			for (const pattern of REDIRECTING_MARKUP) html = html.replace(pattern, '')
			await route.fulfill({ response, body: html })
		})
		await page.goto(visit.path)
		await expect(page).toHaveURL(visit.path)
		await expect(page.getByRole('status').filter({ hasText: texts(visit.locale).common.redirecting })).toBeVisible()
		await expect(page.getByRole('link', { name: texts(visit.locale).common.continueToKit })).toHaveAttribute(
			'href',
			DIGITAL_KIT_URL,
		)
		expect(await axeViolations(page)).toEqual([])
	})
}

for (const locale of ['pt-PT', 'en'] as const) {
	test(`the ${locale} 404 page has no WCAG 2.2 AA violations`, async ({ page }) => {
		await page.goto(unknownPath(locale))
		await waitForHydration(page)
		expect(await axeViolations(page)).toEqual([])
	})
}

test('on a phone the open menu has no WCAG 2.2 AA violations', { tag: '@mobile' }, async ({ page }) => {
	await page.goto('/es')
	await waitForHydration(page)
	await page.locator(`summary[aria-label="${texts('es').nav.menu}"]`).click()
	await expect(page.getByRole('navigation', { name: texts('es').a11y.primaryNav })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})

test('the open language menu has no WCAG 2.2 AA violations', async ({ page }) => {
	await page.goto('/en/bio')
	await waitForHydration(page)
	await page.locator('summary', { hasText: 'Current language: English' }).click()
	await expect(page.getByRole('list', { name: texts('en').language.choose })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})
