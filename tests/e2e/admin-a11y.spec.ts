/**
 * Every admin page, read from the admin page table (so a page added there is checked here
 * without a change), at a phone's width and a desktop's: axe finds no WCAG 2.2 AA violation,
 * and a full-page screenshot is kept with the test's results for a person to look at
 * (`test-results/…/admin-<width>-<page>.png`).
 */
import { ADMIN_PAGES, adminPath } from '#app/features/admin/admin-pages.ts'
import { signInAsAdmin } from './support/admin.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'

// An axe scan takes 5–10 s of a loaded two-core machine, two or three of them a whole test's
// ordinary time: every test here gets three times that time.
test.slow()

/** The tabs whose list opens an editor for a new item at `?novo`. */
const WITH_NEW_EDITOR = new Set(['projectos', 'media', 'testemunhos'])

/** Every page a signed-in admin can open: each tab and account page, and each editor for a new item. */
const SIGNED_IN_PAGES = ADMIN_PAGES.filter((page) => page.place !== 'file').flatMap((page) => {
	const path = adminPath(page.id)
	const pages: { name: string; path: string }[] = [{ name: page.id, path }]
	if (WITH_NEW_EDITOR.has(page.id)) pages.push({ name: `${page.id}-novo`, path: `${path}?novo` })
	// Campanhas opens a new draft's form prefilled with the launch notice.
	if (page.id === 'campanhas') pages.push({ name: `${page.id}-nova`, path: `${path}?nova=lancamento` })
	return pages
})

const WIDTHS = [
	{ name: 'phone', viewport: { width: 390, height: 844 } },
	{ name: 'desktop', viewport: { width: 1280, height: 800 } },
]

for (const width of WIDTHS) {
	test.describe(`at ${width.viewport.width} px`, () => {
		test.use({ viewport: width.viewport })

		test('the sign-in page has no accessibility violations', async ({ page }) => {
			await page.goto('/admin')
			await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
			expect(await axeViolations(page)).toEqual([])
			await keepScreenshot(page, `admin-${width.name}-sign-in`, { fullPage: true })
		})

		// One test per page: a dozen pages scanned by axe and photographed in one test outgrew a
		// test's time on a busy machine, and a failure now names its page.
		for (const { name, path } of SIGNED_IN_PAGES) {
			test(`the dashboard's ${name} page has no accessibility violations`, async ({ page }) => {
				await signInAsAdmin(page, path)
				await expect(page.getByRole('heading', { name: 'Dashboard Admin' })).toBeVisible()
				expect(await axeViolations(page)).toEqual([])
				await keepScreenshot(page, `admin-${width.name}-${name}`, { fullPage: true })
			})
		}
	})
}
