/**
 * Ordering the dashboard's lists (issue 11; decision 019): projects, testimonials and the
 * bio's milestones are put in order by dragging (mouse or keyboard) or with 'Mover para cima'
 * / 'Mover para baixo', also without JavaScript, and the public pages follow. Tagged
 * @site-wide: they change what public pages show, and run one at a time with the other content
 * journeys, which add rows to the same lists and save the same bio (playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test'
import { SEED_CONTENT } from '../../app/db/seed-content.ts'
import { signInAsAdmin } from './support/admin.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'

const toast = (page: Page, text: string) => page.getByTestId('admin-toast').filter({ hasText: text })

/** The Bio tab, by its tab link (its address changes when the dashboard gets an overview). */
async function openBio(page: Page, { live = true } = {}) {
	await signInAsAdmin(page)
	await page.getByRole('link', { name: 'Bio', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Gerir Bio' })).toBeVisible()
	if (live) await waitForHydration(page)
}

/** The titles of the admin list's rows, in order (each row's first line). */
async function rowTitles(page: Page): Promise<string[]> {
	return page
		.getByTestId('record-row')
		.evaluateAll((rows) => rows.map((row) => row.querySelector('p.font-semibold')?.textContent?.trim() ?? ''))
}

/** Drags `from` onto `to` with the mouse, in small steps (the sensor starts after 4 px). */
async function drag(page: Page, from: Locator, to: Locator) {
	await waitForHydration(page)
	// The target at the top of the window, so both handles are on screen.
	await to.evaluate((element) => element.scrollIntoView({ block: 'start' }))
	const start = await from.boundingBox()
	const end = await to.boundingBox()
	if (!start || !end) throw new Error('drag handles not on screen')
	await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
	await page.mouse.down()
	await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 })
	await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 })
	await page.mouse.up()
}

/**
 * The keyboard drag of the first row, step by step as a screen reader follows it: Space picks
 * the row up by its focused handle (the handle is then pressed), ArrowDown moves it one place
 * (announced as position 2), Space drops it there. Each key waits for the answer to the one
 * before, as a person does: a drop pressed before the move is announced drops the row where
 * it was.
 */
async function keyboardDragFirstDown(page: Page, handle: Locator) {
	await handle.focus()
	await page.keyboard.press('Space')
	await expect(handle).toHaveAttribute('aria-pressed', 'true')
	// dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets when the row is
	// picked up; a timer set now runs after it, so the arrow below is never pressed too early
	// (on a loaded machine it was, and the row never moved).
	await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
	await page.keyboard.press('ArrowDown')
	await expect(page.getByRole('status').filter({ hasText: /(^|passa para a )posição 2 de \d+\.$/i })).toHaveCount(1)
	await page.keyboard.press('Space')
	await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
}

async function publicProjectTitles(page: Page): Promise<string[]> {
	await page.goto('/projectos')
	return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
}

test('projects are reordered by dragging, by keyboard and by the arrows, and /projectos follows @site-wide', async ({
	page,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/projectos')
	const [a, b] = await rowTitles(page)
	if (!a || !b) throw new Error('the seeded projects are missing')
	const handle = (title: string) => page.getByRole('button', { name: `Arrastar para reordenar: ${title}`, exact: true })

	// Mouse: B dragged above A.
	await drag(page, handle(b), handle(a))
	await expect(toast(page, 'Ordem actualizada!')).toBeVisible()
	expect((await rowTitles(page)).slice(0, 2)).toEqual([b, a])
	expect((await publicProjectTitles(page)).slice(0, 2)).toEqual([b, a])

	// Keyboard: B picked up with Space, moved down one, dropped with Space.
	await page.goto('/admin/dashboard/projectos')
	await waitForHydration(page)
	await keyboardDragFirstDown(page, handle(b))
	await expect(toast(page, 'Ordem actualizada!')).toBeVisible()
	await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([a, b])
	expect((await publicProjectTitles(page)).slice(0, 2)).toEqual([a, b])

	// The arrows.
	await page.goto('/admin/dashboard/projectos')
	await page.getByRole('button', { name: `Mover para baixo: ${a}`, exact: true }).click()
	await expect(toast(page, 'Ordem actualizada!')).toBeVisible()
	await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([b, a])
	await expect(page.getByRole('button', { name: `Mover para cima: ${b}`, exact: true })).toBeDisabled()
	expect(await axeViolations(page)).toEqual([])
	await keepScreenshot(page, 'projectos-order-1280', { fullPage: true })
	await page.setViewportSize({ width: 390, height: 844 })
	await keepScreenshot(page, 'projectos-order-390', { fullPage: true })
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.getByRole('button', { name: `Mover para cima: ${a}`, exact: true }).click()
	await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([a, b])
	expect((await publicProjectTitles(page)).slice(0, 2)).toEqual([a, b])
})

test('testimonials are reordered by keyboard dragging and the home page follows @site-wide', async ({ page }) => {
	await signInAsAdmin(page, '/admin/dashboard/testemunhos')
	const [a, b] = await rowTitles(page)
	if (!a || !b) throw new Error('the seeded testimonials are missing')
	await waitForHydration(page)
	await keyboardDragFirstDown(page, page.getByRole('button', { name: `Arrastar para reordenar: ${a}`, exact: true }))
	await expect(toast(page, 'Ordem actualizada!')).toBeVisible()
	await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([b, a])

	await page.goto('/')
	const figures = page.getByRole('region', { name: 'O que dizem os clientes' }).getByRole('figure')
	await expect(figures.first()).toContainText(b)
	await expect(figures.nth(1)).toContainText(a)

	await page.goto('/admin/dashboard/testemunhos')
	await page.getByRole('button', { name: `Mover para cima: ${a}`, exact: true }).click()
	await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([a, b])
})

async function publicMilestones(page: Page): Promise<string[]> {
	await page.goto('/bio')
	return page.locator('section[aria-labelledby="timeline-title"] ol > li h3').allTextContents()
}

test('bio milestones are reordered by dragging and by keyboard, saved with the bio, and /bio follows @site-wide', async ({
	page,
}) => {
	// Two saves of the whole bio, an axe scan and two full-page screenshots.
	test.slow()
	const before = await publicMilestones(page)
	expect(before.length).toBeGreaterThan(2)
	const [first, second] = before as [string, string]
	await openBio(page)
	const handle = (title: string) => page.getByRole('button', { name: `Arrastar para reordenar: ${title}`, exact: true })
	await drag(page, handle(second), handle(first))
	await expect(page.getByTestId('timeline-item').first()).toContainText('Marco 1')
	await expect(
		page.getByTestId('timeline-item').first().getByRole('list', { name: 'Idiomas preenchidos' }),
	).toBeVisible()
	await expect(page.getByTestId('timeline-item').first().getByRole('textbox', { name: 'Título *' })).toHaveValue(second)
	await page.getByRole('button', { name: 'Guardar Alterações' }).click()
	await expect(toast(page, 'Bio actualizada com sucesso!')).toBeVisible()
	expect((await publicMilestones(page)).slice(0, 2)).toEqual([second, first])

	await openBio(page)
	await waitForHydration(page)
	await keyboardDragFirstDown(page, handle(second))
	await expect(page.getByTestId('timeline-item').first().getByRole('textbox', { name: 'Título *' })).toHaveValue(first)
	expect(await axeViolations(page)).toEqual([])
	await keepScreenshot(page, 'bio-timeline-1280', { fullPage: true })
	await page.setViewportSize({ width: 390, height: 844 })
	await keepScreenshot(page, 'bio-timeline-390', { fullPage: true })
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.getByRole('button', { name: 'Guardar Alterações' }).click()
	await expect(toast(page, 'Bio actualizada com sucesso!')).toBeVisible()
	expect(await publicMilestones(page)).toEqual(before)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the arrows move a project and a milestone by plain forms, and the public pages follow @site-wide', async ({
		page,
	}) => {
		test.slow()
		await signInAsAdmin(page, '/admin/dashboard/projectos')
		// Two seeded projects are moved, and only their order is checked: an earlier journey that failed may have left one of its own.
		const seeded = new Set(SEED_CONTENT.projects.map((project) => project.title['pt-PT']))
		const [a, b] = (await rowTitles(page)).filter((title) => seeded.has(title))
		if (!a || !b) throw new Error('the seeded projects are missing')
		const ofTheTwo = (titles: string[], x: string, y: string) => titles.filter((title) => title === x || title === y)
		await page.getByRole('button', { name: `Mover para baixo: ${a}`, exact: true }).click()
		await expect(page.getByText('Ordem actualizada!')).toBeVisible()
		expect(ofTheTwo(await rowTitles(page), a, b)).toEqual([b, a])
		expect(ofTheTwo(await publicProjectTitles(page), a, b)).toEqual([b, a])
		await page.goto('/admin/dashboard/projectos')
		await page.getByRole('button', { name: `Mover para cima: ${a}`, exact: true }).click()
		await expect(page.getByText('Ordem actualizada!')).toBeVisible()
		expect(ofTheTwo(await rowTitles(page), a, b)).toEqual([a, b])

		const before = await publicMilestones(page)
		const [first, second] = before as [string, string]
		await openBio(page, { live: false })
		await page.getByRole('button', { name: `Mover para baixo: ${first}`, exact: true }).click()
		await expect(page.getByText('Ordem actualizada!')).toBeVisible()
		expect(ofTheTwo(await publicMilestones(page), first, second)).toEqual([second, first])
		await openBio(page, { live: false })
		await page.getByRole('button', { name: `Mover para cima: ${first}`, exact: true }).click()
		await expect(page.getByText('Ordem actualizada!')).toBeVisible()
		expect(ofTheTwo(await publicMilestones(page), first, second)).toEqual([first, second])
	})
})
