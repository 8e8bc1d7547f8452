/**
 * Every public page in every language as a first visit on a 390 × 844 phone shows it (clean
 * browser, no stored choice, so the cookie banner is up), one load per page for both checks:
 *
 * - Nothing moves: the layout shifts the browser reports (the CLS of Web Vitals) add up to 0
 *   while the page paints, hydrates and swaps its fonts (docs/decisions/027).
 * - Touch targets: axe's WCAG 2.2 "Target size (minimum)" rule (24 × 24 CSS px, or that much
 *   room around a smaller target; links inside running text are exempt), and 44 × 44 px for the
 *   primary controls — buttons, links drawn as buttons, text fields and selects
 *   (docs/product/rules.md, "Touch targets").
 */
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { isRedirectPage, PAGE_VISITS } from './support/site.ts'

const PRIMARY_CONTROLS = [
	'button',
	'[role="button"]',
	'a[class*="btn"]',
	'input[type="text"]',
	'input[type="email"]',
	'input[type="search"]',
	'input[type="submit"]',
	'select',
	'textarea',
].join(', ')

/** Visible primary controls smaller than 44 × 44 px, described by their text or label. */
function undersizedPrimaryControls(page: Page): Promise<string[]> {
	return page.evaluate((selector) => {
		return [...document.querySelectorAll<HTMLElement>(selector)]
			.filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], [inert]'))
			.flatMap((element) => {
				const { width, height } = element.getBoundingClientRect()
				if (width >= 43.5 && height >= 43.5) return []
				const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
				return [`${element.tagName.toLowerCase()} “${name}” ${Math.round(width)}×${Math.round(height)}`]
			})
	}, PRIMARY_CONTROLS)
}

/** Records every layout shift of the visit not caused by input, with what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const win = window as unknown as { shifts: { value: number; sources: string[] }[] }
		win.shifts = []
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as unknown as {
				value: number
				hadRecentInput: boolean
				sources?: { node?: Node }[]
			}[]) {
				if (entry.hadRecentInput) continue
				const sources = (entry.sources ?? []).map((source) => {
					const node = source.node as Element | undefined
					return node?.outerHTML?.slice(0, 80) ?? node?.nodeName ?? '?'
				})
				win.shifts.push({ value: entry.value, sources })
			}
		}).observe({ type: 'layout-shift', buffered: true })
	})
}

test.describe('a first visit on a 390 px phone, with the cookie banner showing', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

	for (const visit of PAGE_VISITS.filter((candidate) => !isRedirectPage(candidate))) {
		test(`${visit.path} (${visit.locale}): nothing moves, and every tap target is big enough`, {
			tag: '@mobile',
		}, async ({ page }) => {
			await recordLayoutShifts(page)
			await page.goto(visit.path)
			await expect(page.locator('[data-cookie-banner]')).toBeVisible()
			await waitForHydration(page)
			await page.evaluate(() => document.fonts.ready)
			await page.waitForTimeout(1500)
			const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)
			expect(shifts, 'layout shifts').toEqual([])

			expect(
				await axeViolations(page, { rules: ['target-size'] }),
				'targets under 24 × 24 px without room around them',
			).toEqual([])
			expect(await undersizedPrimaryControls(page), 'primary controls under 44 × 44 px').toEqual([])
		})
	}
})
