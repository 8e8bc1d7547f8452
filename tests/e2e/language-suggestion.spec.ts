/**
 * The language suggestion (docs/product/pages.md, behaviour.md): on the Portuguese home only,
 * for a browser in English or Spanish, while no language preference is stored; in the
 * suggested language; and only once the cookie choice is made, never together with the
 * banner (one prompt at a time, docs/decisions/020).
 */
import type { Page } from '@playwright/test'
import { SUGGESTION_TEXTS } from '../../app/features/language-suggestion/suggestion-texts.ts'
import { axeViolations } from './support/axe.ts'
import { consentBanner, stubGoogleTag } from './support/consent.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

const en = SUGGESTION_TEXTS.en ?? { label: '', question: '', accept: '', keep: '', close: '' }
const es = SUGGESTION_TEXTS.es ?? en

function suggestion(page: Page, texts = en) {
	const region = page.getByRole('region', { name: texts.label })
	return {
		region,
		accept: region.getByRole('button', { name: texts.accept }),
		keep: region.getByRole('button', { name: texts.keep }),
		close: region.getByRole('button', { name: texts.close }),
	}
}

async function storedLanguage(page: Page): Promise<string | null> {
	return page.evaluate(() => localStorage.getItem('rcb_lang'))
}

/**
 * The first page of a visit: the cookie banner shows alone; the visitor rejects all, and the
 * suggestion, if one is due, may come next.
 */
async function makeCookieChoice(page: Page) {
	await waitForHydration(page)
	const banner = consentBanner(page)
	await expect(banner.region).toBeVisible()
	await banner.rejectAll.click()
	await expect(banner.region).toHaveCount(0)
}

/** A later page of the visit: the suggestion, when due, appears well within this time (its chunk is small). */
async function promptsSettled(page: Page) {
	await waitForHydration(page)
	await page.waitForTimeout(1000)
}

test.beforeEach(async ({ page }) => {
	await stubGoogleTag(page)
})

test.describe('an English browser', () => {
	test.use({ locale: 'en-GB' })

	test('on the Portuguese home is asked, in English, whether it prefers English, once the cookie choice is made', async ({
		page,
	}) => {
		await page.goto('/')
		await waitForHydration(page)
		await expect(consentBanner(page).region).toBeVisible()
		await page.waitForTimeout(1000)
		await expect(suggestion(page).region).toHaveCount(0)
		await consentBanner(page).rejectAll.click()
		const card = suggestion(page)
		await expect(card.region).toBeVisible()
		await expect(card.region).toHaveAttribute('lang', 'en')
		await expect(card.region).toContainText(en.question)
		await expect(card.accept).toBeVisible()
		await expect(card.keep).toBeVisible()
		await expect(card.close).toBeVisible()
		// It does not take the focus from the page.
		expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-language-suggestion]')))).toBe(
			false,
		)
	})

	test('accepting opens the English home and remembers English', async ({ page }) => {
		await page.goto('/')
		await makeCookieChoice(page)
		await suggestion(page).accept.click()
		await expect(page).toHaveURL('/en')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		expect(await storedLanguage(page)).toBe('en')
		await expect(suggestion(page).region).toHaveCount(0)
		await page.goto('/')
		await promptsSettled(page)
		await expect(suggestion(page).region).toHaveCount(0)
	})

	for (const button of ['keep', 'close'] as const) {
		test(`${button === 'keep' ? 'keep Portuguese' : 'the close icon'} stays on the page, remembers Portuguese and does not ask again`, async ({
			page,
		}) => {
			await page.goto('/')
			await makeCookieChoice(page)
			const card = suggestion(page)
			await card[button].click()
			await expect(card.region).toHaveCount(0)
			await expect(page).toHaveURL('/')
			expect(await storedLanguage(page)).toBe('pt-PT')
			await page.reload()
			await promptsSettled(page)
			await expect(card.region).toHaveCount(0)
		})
	}

	test('is not asked on another page than the home', async ({ page }) => {
		await page.goto('/bio')
		await makeCookieChoice(page)
		for (const path of ['/bio', '/livro', '/politica-cookies']) {
			await page.goto(path)
			await promptsSettled(page)
			await expect(suggestion(page).region).toHaveCount(0)
		}
	})

	test('is not asked once a language preference is stored', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('rcb_lang', 'pt-PT'))
		await page.goto('/')
		await makeCookieChoice(page)
		await promptsSettled(page)
		await expect(suggestion(page).region).toHaveCount(0)
	})

	test('the suggestion goes when leaving the home and has no WCAG 2.2 AA violations', async ({ page }) => {
		await page.goto('/')
		await makeCookieChoice(page)
		const card = suggestion(page)
		await expect(card.region).toBeVisible()
		expect(await axeViolations(page, { include: '[data-language-suggestion]' })).toEqual([])
		await page.getByRole('contentinfo').getByRole('link', { name: 'Bio' }).click()
		await expect(page).toHaveURL('/bio')
		await expect(card.region).toHaveCount(0)
	})

	test('the keyboard reaches the suggestion’s buttons', async ({ page }) => {
		await page.goto('/')
		await makeCookieChoice(page)
		const card = suggestion(page)
		await expect(card.region).toBeVisible()
		await card.accept.focus()
		await page.keyboard.press('Tab')
		await expect(card.keep).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(card.region).toHaveCount(0)
		await expect(page.locator('main')).toBeFocused()
		expect(await storedLanguage(page)).toBe('pt-PT')
	})

	for (const [tag, viewport] of [
		['@mobile', undefined],
		['desktop', { width: 1280, height: 800 }],
	] as const) {
		test(`the banner and the suggestion are never on screen together, and neither covers more than a third of it (${tag})`, {
			tag: tag === '@mobile' ? '@mobile' : [],
		}, async ({ page }) => {
			if (viewport) await page.setViewportSize(viewport)
			const size = page.viewportSize()
			if (!size) throw new Error('no viewport')
			await page.goto('/')
			await waitForHydration(page)
			const card = suggestion(page)
			const banner = consentBanner(page)
			await expect(banner.region).toBeVisible()
			expect((await banner.region.boundingBox())?.height).toBeLessThanOrEqual(size.height / 3)
			await expect(card.region).toHaveCount(0)
			await banner.rejectAll.click()
			await expect(card.region).toBeVisible()
			await expect(banner.region).toHaveCount(0)
			await expect(card.accept).toBeInViewport({ ratio: 1 })
			expect((await card.region.boundingBox())?.height).toBeLessThanOrEqual(size.height / 3)
			// The suggestion sits on the right.
			const box = await card.region.boundingBox()
			if (box) expect(box.x + box.width).toBeGreaterThan(size.width - 30)
		})
	}
})

test.describe('a Spanish browser', () => {
	test.use({ locale: 'es-ES' })

	test('is asked in Spanish and accepting opens the Spanish home', async ({ page }) => {
		await page.goto('/')
		await makeCookieChoice(page)
		const card = suggestion(page, es)
		await expect(card.region).toBeVisible()
		await expect(card.region).toHaveAttribute('lang', 'es')
		await expect(card.region).toContainText(es.question)
		await card.accept.click()
		await expect(page).toHaveURL('/es')
		expect(await storedLanguage(page)).toBe('es')
	})

	test('is not asked on the Spanish home (same language)', async ({ page }) => {
		await page.goto('/es')
		await waitForHydration(page)
		const banner = consentBanner(page, 'es')
		await banner.rejectAll.click()
		await expect(banner.region).toHaveCount(0)
		await promptsSettled(page)
		await expect(suggestion(page, es).region).toHaveCount(0)
	})
})

test('a Portuguese browser is not asked on the home', async ({ page }) => {
	await page.goto('/')
	await makeCookieChoice(page)
	await promptsSettled(page)
	await expect(page.locator('[data-language-suggestion]')).toHaveCount(0)
})
