/**
 * The browser tests' accessibility scan: axe-core run on the page as it is now. The only
 * module that imports `@axe-core/playwright`.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG success criteria the site is held to: levels A and AA of WCAG 2.2 (2.0 and 2.1 included). */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeScan {
	/** Scan only this part of the page (a CSS selector). */
	include?: string
	/** Leave this part of the page out (a CSS selector). */
	exclude?: string
	/** Run only these rules (by id) instead of every rule of WCAG_TAGS. */
	rules?: readonly string[]
}

/**
 * Axe's violations on `page`, one readable line each (rule, impact, help, the offending
 * elements' selectors), so `expect(await axeViolations(page)).toEqual([])` says what is wrong.
 * The scan waits for toasts to finish fading in or out first: a half-faded toast has a
 * contrast no visitor reads (it failed a scan on a loaded machine).
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
	await waitForToastsToSettle(page)
	let builder = new AxeBuilder({ page })
	if (scan.include) builder = builder.include(scan.include)
	if (scan.exclude) builder = builder.exclude(scan.exclude)
	builder = scan.rules ? builder.withRules([...scan.rules]) : builder.withTags([...WCAG_TAGS])
	const { violations } = await builder.analyze()
	return violations.map(
		(violation) =>
			`${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
	)
}

/** Resolves once no toast is fading in or out. */
async function waitForToastsToSettle(page: Page): Promise<void> {
	await page.waitForFunction(() =>
		[...document.querySelectorAll('[data-sonner-toast]')].every(
			(toast) => toast.getAttribute('data-removed') !== 'true' && getComputedStyle(toast).opacity === '1',
		),
	)
}
