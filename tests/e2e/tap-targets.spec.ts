/**
 * Touch targets on a 390 px phone, on every public page in every language: axe's WCAG 2.2
 * "Target size (minimum)" rule (24 × 24 CSS px, or that much room around a smaller target;
 * links inside running text are exempt), and 44 × 44 px for the primary controls — buttons,
 * links drawn as buttons, text fields and selects (docs/product/rules.md, "Touch targets").
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
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

test.describe('on a 390 px phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

	for (const visit of PAGE_VISITS.filter((candidate) => !isRedirectPage(candidate))) {
		test(`${visit.path} (${visit.locale}): every tap target is big enough`, { tag: '@mobile' }, async ({ page }) => {
			await page.goto(visit.path)
			await waitForHydration(page)
			const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
			const small = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))
			expect(small, 'targets under 24 × 24 px without room around them').toEqual([])
			expect(await undersizedPrimaryControls(page), 'primary controls under 44 × 44 px').toEqual([])
		})
	}
})
