import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import {
	CONSENT_KEY,
	consentBanner,
	LEGACY_CONSENT_KEY,
	storedConsent,
	stubGoogleTag,
	watchConsentPosts,
} from './support/consent.ts'
import { expect, requestsSoFarSeen, test, waitForHydration } from './support/fixtures.ts'
import { homePath, LOCALES, linkPath, texts } from './support/site.ts'

const ALL = { essential: true, analytics: true, marketing: true }
const NONE = { essential: true, analytics: false, marketing: false }

test.beforeEach(async ({ page }) => {
	// Choosing analytics loads Google's tag: a stand-in answers it (the analytics journey checks it).
	await stubGoogleTag(page)
})

/** The focused element's accessible role and name, read by the browser. */
async function focused(page: Page): Promise<string> {
	return page.evaluate(() => {
		const element = document.activeElement
		if (!element || element === document.body) return 'body'
		return `${element.tagName.toLowerCase()}: ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`
	})
}

for (const locale of LOCALES) {
	const t = texts(locale).cookieBanner

	test(`a first visit in ${locale} shows the banner in that language, linking to its cookie policy`, async ({
		page,
	}) => {
		await page.goto(homePath(locale))
		const banner = consentBanner(page, locale)
		await expect(banner.region).toBeVisible()
		await expect(banner.summaryHeading).toBeVisible()
		await expect(banner.region).toContainText(t.body)
		await expect(banner.region.getByRole('link', { name: t.policyLink })).toHaveAttribute(
			'href',
			linkPath('cookies', locale),
		)
		for (const button of [banner.acceptAll, banner.rejectAll, banner.personalise, banner.close]) {
			await expect(button).toBeVisible()
		}
	})
}

test('the banner shows on any page of a first visit, without taking the focus from the page', async ({ page }) => {
	await page.goto('/es/bio')
	await waitForHydration(page)
	await expect(consentBanner(page, 'es').region).toBeVisible()
	expect(await focused(page)).toBe('body')
})

test('accept all stores every purpose, records the choice and hides the banner for good', async ({ page }) => {
	const posts = watchConsentPosts(page)
	await page.goto('/')
	const banner = consentBanner(page)
	const answered = page.waitForResponse((response) => response.url().endsWith('/api/consent'))
	await banner.acceptAll.click()
	await expect(banner.region).toBeHidden()
	expect((await answered).status()).toBe(201)
	expect(posts.bodies).toEqual([{ analytics: true, marketing: true }])
	expect(await storedConsent(page)).toEqual({ current: ALL, legacy: null })

	await page.reload()
	await waitForHydration(page)
	await requestsSoFarSeen(page)
	await expect(banner.region).toBeHidden()
	expect(posts.bodies).toHaveLength(1)
})

test('reject all stores only the essential purpose, records it and hides the banner', async ({ page }) => {
	const posts = watchConsentPosts(page)
	await page.goto('/en')
	const banner = consentBanner(page, 'en')
	await banner.rejectAll.click()
	await expect(banner.region).toBeHidden()
	await expect.poll(() => posts.bodies).toEqual([{ analytics: false, marketing: false }])
	expect(await storedConsent(page)).toEqual({ current: NONE, legacy: null })
	await page.reload()
	await waitForHydration(page)
	await requestsSoFarSeen(page)
	await expect(banner.region).toBeHidden()
})

test('the close icon rejects all', async ({ page }) => {
	const posts = watchConsentPosts(page)
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.close.click()
	await expect(banner.region).toBeHidden()
	await expect.poll(() => posts.bodies).toEqual([{ analytics: false, marketing: false }])
	expect(await storedConsent(page)).toEqual({ current: NONE, legacy: null })
})

test('personalise shows essential locked on and the other purposes off, and saves what is switched on', async ({
	page,
}) => {
	const posts = watchConsentPosts(page)
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.personalise.click()
	await expect(banner.detailHeading).toBeFocused()
	await expect(banner.essential).toBeChecked()
	await expect(banner.essential).toBeDisabled()
	await expect(banner.analytics).not.toBeChecked()
	await expect(banner.marketing).not.toBeChecked()
	const pt = texts('pt-PT').cookieBanner
	for (const text of [pt.essentialBody, pt.alwaysOn, pt.analyticsBody, pt.marketingBody]) {
		await expect(banner.region).toContainText(text)
	}

	await banner.analytics.check()
	await banner.save.click()
	await expect(banner.region).toBeHidden()
	await expect.poll(() => posts.bodies).toEqual([{ analytics: true, marketing: false }])
	expect(await storedConsent(page)).toEqual({
		current: { essential: true, analytics: true, marketing: false },
		legacy: null,
	})
	await page.reload()
	await waitForHydration(page)
	await requestsSoFarSeen(page)
	await expect(banner.region).toBeHidden()
})

test('back returns from the details to the summary, with the focus on its heading', async ({ page }) => {
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.personalise.click()
	await banner.marketing.check()
	await banner.back.click()
	await expect(banner.summaryHeading).toBeFocused()
	await expect(banner.acceptAll).toBeVisible()
	expect(await storedConsent(page)).toEqual({ current: null, legacy: null })
})

test('when recording the choice fails, the banner still closes and the choice is kept in the browser', async ({
	page,
}) => {
	const warnings: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'warning') warnings.push(message.text())
	})
	await page.route('**/api/consent', (route) => route.fulfill({ status: 500, body: 'boom' }))
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.acceptAll.click()
	await expect(banner.region).toBeHidden()
	expect(await storedConsent(page)).toEqual({ current: ALL, legacy: null })
	await expect.poll(() => warnings.join('\n')).toContain('The cookie choice was not recorded (HTTP 500)')
	// No error is shown to the visitor.
	await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a choice stored under the legacy key is moved to the current key and the banner stays away', async ({ page }) => {
	const posts = watchConsentPosts(page)
	await page.goto('/bio')
	await page.evaluate(
		([current, legacy]) => {
			localStorage.removeItem(current)
			localStorage.setItem(legacy, JSON.stringify({ essential: true, analytics: false, marketing: true }))
		},
		[CONSENT_KEY, LEGACY_CONSENT_KEY] as const,
	)
	await page.reload()
	await waitForHydration(page)
	await expect
		.poll(() => storedConsent(page))
		.toEqual({ current: { essential: true, analytics: false, marketing: true }, legacy: null })
	await requestsSoFarSeen(page)
	await expect(consentBanner(page).region).toBeHidden()
	// The choice was recorded when it was made: moving it records nothing new.
	expect(posts.bodies).toEqual([])
})

test('an unreadable stored value counts as no choice: the banner asks again', async ({ page }) => {
	await page.goto('/')
	await page.evaluate((key) => localStorage.setItem(key, '{broken'), CONSENT_KEY)
	await page.reload()
	await expect(consentBanner(page).region).toBeVisible()
})

test('"manage cookies" brings the banner back with the focus in it, and returns the focus afterwards', async ({
	page,
}) => {
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.acceptAll.click()
	await expect(banner.region).toBeHidden()

	const manage = page.getByRole('contentinfo').getByRole('button', { name: texts('pt-PT').footer.manageCookies })
	const reloaded = page.waitForEvent('load')
	await manage.click()
	await reloaded
	await expect(banner.region).toBeVisible()
	expect(await storedConsent(page)).toEqual({ current: null, legacy: null })
	await expect(banner.summaryHeading).toBeFocused()

	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(banner.rejectAll).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(banner.region).toBeHidden()
	await expect(manage).toBeFocused()
	expect(await storedConsent(page)).toEqual({ current: NONE, legacy: null })
})

test('the keyboard alone goes through personalise and saves the choice', async ({ page }) => {
	const posts = watchConsentPosts(page)
	await page.goto('/')
	await waitForHydration(page)
	const banner = consentBanner(page)
	await expect(banner.region).toBeVisible()

	// Right after the skip link, the banner comes first in the tab order.
	const order: string[] = []
	for (let step = 0; step < 6; step += 1) {
		await page.keyboard.press('Tab')
		order.push(await focused(page))
	}
	const t = texts('pt-PT')
	expect(order).toEqual([
		`a: ${t.a11y.skipToContent}`,
		`a: ${t.cookieBanner.policyLink}`,
		`button: ${t.cookieBanner.acceptAll}`,
		`button: ${t.cookieBanner.rejectAll}`,
		`button: ${t.cookieBanner.personalise}`,
		`button: ${t.cookieBanner.close}`,
	])

	await page.keyboard.press('Shift+Tab')
	await expect(banner.personalise).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(banner.detailHeading).toBeFocused()
	// The essential switch is locked, so the first stop is the analytics one.
	await page.keyboard.press('Tab')
	await expect(banner.analytics).toBeFocused()
	await page.keyboard.press('Space')
	await expect(banner.analytics).toBeChecked()
	await page.keyboard.press('Tab')
	await expect(banner.marketing).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(banner.back).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(banner.save).toBeFocused()
	await page.keyboard.press('Enter')

	await expect(banner.region).toBeHidden()
	await expect(page.locator('main')).toBeFocused()
	await expect.poll(() => posts.bodies).toEqual([{ analytics: true, marketing: false }])
	expect(await storedConsent(page)).toEqual({
		current: { essential: true, analytics: true, marketing: false },
		legacy: null,
	})
})

test('both views of the banner have no WCAG 2.2 AA violations', async ({ page }) => {
	await page.goto('/')
	const banner = consentBanner(page)
	await expect(banner.region).toBeVisible()
	const scan = () => axeViolations(page, { include: '[data-cookie-banner]' })
	expect(await scan()).toEqual([])
	await banner.personalise.click()
	await banner.analytics.check()
	expect(await scan()).toEqual([])
})

test('on a phone the banner is a bottom sheet whose buttons all fit on screen', { tag: '@mobile' }, async ({
	page,
}) => {
	await page.goto('/')
	const banner = consentBanner(page)
	await expect(banner.region).toBeVisible()
	const viewport = page.viewportSize()
	const box = await banner.region.boundingBox()
	expect(box && viewport).toBeTruthy()
	if (!box || !viewport) return
	expect(box.x).toBe(0)
	expect(box.width).toBe(viewport.width)
	expect(Math.round(box.y + box.height)).toBe(viewport.height)
	for (const button of [banner.acceptAll, banner.rejectAll, banner.personalise, banner.close]) {
		await expect(button).toBeInViewport({ ratio: 1 })
	}
	await banner.personalise.click()
	await expect(banner.save).toBeInViewport({ ratio: 1 })
	await banner.marketing.check()
	await banner.save.click()
	await expect(banner.region).toBeHidden()
	expect(await storedConsent(page)).toEqual({
		current: { essential: true, analytics: false, marketing: true },
		legacy: null,
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('no banner appears (nothing is stored, nothing is measured) and the page works', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(consentBanner(page).region).toHaveCount(0)
	})
})
