import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import {
	FOOTER_PAGE_IDS,
	fill,
	LOCALE_NAME,
	LOCALES,
	type Locale,
	linkPath,
	NAV_PAGE_IDS,
	OWNER,
	texts,
} from './support/site.ts'

const MOBILE = { tag: '@mobile' }

function primaryNav(page: Page, locale: Locale) {
	return page.getByRole('navigation', { name: texts(locale).a11y.primaryNav })
}

function menuButton(page: Page, locale: Locale) {
	return page.locator(`summary[aria-label="${texts(locale).nav.menu}"]`)
}

function languageButton(page: Page, locale: Locale) {
	const label = fill(texts(locale).language.current, { language: LOCALE_NAME[locale] })
	return page.locator('summary', { hasText: label })
}

for (const locale of LOCALES) {
	test(`the desktop navigation in ${locale} has the six entries in order with localized links`, async ({ page }) => {
		await page.goto(linkPath('home', locale))
		const links = primaryNav(page, locale).getByRole('link')
		await expect(links).toHaveText(NAV_PAGE_IDS.map((id) => texts(locale).nav[id]))
		for (const [index, id] of NAV_PAGE_IDS.entries()) {
			await expect(links.nth(index)).toHaveAttribute('href', linkPath(id, locale))
		}
		await expect(menuButton(page, locale)).toBeHidden()
	})
}

test('the navigation marks the current page', async ({ page }) => {
	await page.goto('/es/proyectos')
	const nav = primaryNav(page, 'es')
	await expect(nav.getByRole('link', { name: texts('es').nav.projects })).toHaveAttribute('aria-current', 'page')
	await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
})

test('on a phone the menu button opens and closes the navigation', MOBILE, async ({ page }) => {
	await page.goto('/')
	await waitForHydration(page)
	const nav = primaryNav(page, 'pt-PT')
	await expect(nav).toBeHidden()

	await menuButton(page, 'pt-PT').click()
	await expect(nav).toBeVisible()
	await expect(nav.getByRole('link')).toHaveText(NAV_PAGE_IDS.map((id) => texts('pt-PT').nav[id]))

	await menuButton(page, 'pt-PT').click()
	await expect(nav).toBeHidden()
})

test('on a phone choosing a menu link opens that page and closes the menu', MOBILE, async ({ page }) => {
	await page.goto('/en')
	await waitForHydration(page)
	const nav = primaryNav(page, 'en')
	await menuButton(page, 'en').click()
	await nav.getByRole('link', { name: texts('en').nav.media }).click()

	await expect(page).toHaveURL('/en/media')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').pages.media.title)
	await expect(nav).toBeHidden()
})

test('on a phone Escape or a tap outside closes the open menu', MOBILE, async ({ page }) => {
	await page.goto('/')
	await waitForHydration(page)
	const nav = primaryNav(page, 'pt-PT')

	await menuButton(page, 'pt-PT').click()
	await expect(nav).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(nav).toBeHidden()
	await expect(menuButton(page, 'pt-PT')).toBeFocused()

	await menuButton(page, 'pt-PT').click()
	await expect(nav).toBeVisible()
	const viewport = page.viewportSize() ?? { width: 360, height: 780 }
	await page.touchscreen.tap(viewport.width / 2, viewport.height - 20)
	await expect(nav).toBeHidden()
})

test('on a phone the language switcher is available and opens the translated page', MOBILE, async ({ page }) => {
	await page.goto('/bio')
	await waitForHydration(page)
	await languageButton(page, 'pt-PT').click()
	await page.getByRole('link', { name: LOCALE_NAME.es }).click()
	await expect(page).toHaveURL('/es/bio')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('the language switcher opens the same page in the chosen language and remembers the choice', async ({ page }) => {
	await page.goto('/en/projects')
	await waitForHydration(page)
	await languageButton(page, 'en').click()
	const choices = page.getByRole('list', { name: texts('en').language.choose }).getByRole('link')
	await expect(choices).toHaveText(LOCALES.map((locale) => LOCALE_NAME[locale]))
	await choices.filter({ hasText: LOCALE_NAME.es }).click()

	await expect(page).toHaveURL('/es/proyectos')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('es').pages.projects.title)
	await expect(primaryNav(page, 'es').getByRole('link').first()).toHaveText(texts('es').nav.home)
	expect(await page.evaluate(() => localStorage.getItem('rcb_lang'))).toBe('es')
})

test('the language switcher sends the Portuguese-only book page to the English home, at its book section', async ({
	page,
}) => {
	await page.goto('/livro')
	await waitForHydration(page)
	await languageButton(page, 'pt-PT').click()
	await page.getByRole('link', { name: LOCALE_NAME.en }).click()

	await expect(page).toHaveURL('/en#book')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page).toHaveTitle(fill(texts('en').pages.home.metaTitle))
	await expect(page.getByRole('heading', { level: 2, name: texts('en').home.bookTitle })).toBeInViewport()
	expect(await page.evaluate(() => localStorage.getItem('rcb_lang'))).toBe('en')
	await expectLandedOn(page, '#book')
})

/**
 * The anchored block's top once the page has settled: under the sticky header's scroll padding
 * (5rem), not pushed down the screen as the blocks above it, laid out near the viewport only,
 * take their real heights (docs/decisions/034-first-visit-main-thread.md).
 */
async function expectLandedOn(page: Page, selector: string) {
	await page.waitForTimeout(600)
	const top = await page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top))
	expect(top).toBeGreaterThanOrEqual(0)
	expect(top).toBeLessThanOrEqual(100)
}

test(
	'on a phone the book page’s language switch lands on the English home’s book section',
	MOBILE,
	async ({ page }) => {
		await page.goto('/livro')
		await waitForHydration(page)
		await languageButton(page, 'pt-PT').click()
		await page.getByRole('link', { name: LOCALE_NAME.en }).click()
		await expect(page).toHaveURL('/en#book')
		await expectLandedOn(page, '#book')
	},
)

test('on a phone a page opened at an anchor lands on it', MOBILE, async ({ page }) => {
	for (const [path, selector] of [
		['/en#book', '#book'],
		['/#newsletter', '#newsletter'],
	] as const) {
		await page.goto(path)
		await waitForHydration(page)
		await expectLandedOn(page, selector)
	}
})

test('the language switcher back to Portuguese leads to the unprefixed path', async ({ page }) => {
	await page.goto('/es/politica-privacidad')
	await waitForHydration(page)
	await languageButton(page, 'es').click()
	await page.getByRole('link', { name: LOCALE_NAME['pt-PT'] }).click()

	await expect(page).toHaveURL('/politica-privacidade')
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('pt-PT').pages.privacy.title)
	expect(await page.evaluate(() => localStorage.getItem('rcb_lang'))).toBe('pt-PT')
})

test('the language switcher lists every language with links that work without JavaScript', async ({ page }) => {
	await page.goto('/media')
	const choices = page.locator('details ul a[hreflang]')
	await expect(choices).toHaveCount(LOCALES.length)
	expect(await choices.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
		'/media',
		'/en/media',
		'/es/media',
	])
})

for (const locale of LOCALES) {
	test(`the footer in ${locale} links to the legal pages and the data-management page`, async ({ page }) => {
		await page.goto(linkPath('home', locale))
		const footer = page.getByRole('contentinfo')
		for (const id of FOOTER_PAGE_IDS) {
			const link = footer.getByRole('link', { name: texts(locale).pages[id].title, exact: true })
			await expect(link).toHaveAttribute('href', linkPath(id, locale))
		}
		await expect(footer.getByRole('link', { name: texts(locale).pages.dataManagement.title })).toHaveAttribute(
			'href',
			'/gerir-dados',
		)
	})
}

test('the footer link to the data-management page opens it', async ({ page }) => {
	await page.goto('/')
	await page
		.getByRole('contentinfo')
		.getByRole('link', { name: texts('pt-PT').pages.dataManagement.title })
		.click()
	await expect(page).toHaveURL('/gerir-dados')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('pt-PT').pages.dataManagement.title)
})

test('"manage cookies" in the footer forgets the stored consent and reloads the page', async ({ page }) => {
	await page.goto('/en/bio')
	await waitForHydration(page)
	await page.evaluate(() => {
		localStorage.setItem('cookie_consent', JSON.stringify({ analytics: true, marketing: false }))
		localStorage.setItem('cookie-consent', 'accepted')
		localStorage.setItem('rcb_lang', 'en')
		;(window as unknown as { beforeReload?: boolean }).beforeReload = true
	})

	const reloaded = page.waitForEvent('load')
	await page
		.getByRole('contentinfo')
		.getByRole('button', { name: texts('en').footer.manageCookies })
		.click()
	await reloaded

	await expect(page).toHaveURL('/en/bio')
	expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined()
	const stored = await page.evaluate(() => ({
		consent: localStorage.getItem('cookie_consent'),
		legacy: localStorage.getItem('cookie-consent'),
		language: localStorage.getItem('rcb_lang'),
	}))
	expect(stored).toEqual({ consent: null, legacy: null, language: 'en' })
})

test('the footer offers the e-mail address as a mailto link', async ({ page }) => {
	await page.goto('/')
	const mail = page.getByRole('contentinfo').getByRole('link', { name: OWNER.email })
	await expect(mail).toHaveAttribute('href', `mailto:${OWNER.email}`)
})

test('the footer has four social links that open in a new tab without access to the opener', async ({ page }) => {
	await page.goto('/es')
	const social = page.getByRole('list', { name: texts('es').a11y.socialNav }).getByRole('link')
	const networks = { instagram: 'Instagram', linkedin: 'LinkedIn', x: 'X', youtube: 'YouTube' } as const
	await expect(social).toHaveCount(Object.keys(networks).length)
	for (const [index, [network, name]] of Object.entries(networks).entries()) {
		const link = social.nth(index)
		await expect(link).toHaveAccessibleName(`${name} ${texts('es').a11y.opensInNewTab}`)
		await expect(link).toHaveAttribute('href', OWNER.social[network as keyof typeof networks])
		await expect(link).toHaveAttribute('target', '_blank')
		await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
	}
})

for (const locale of LOCALES) {
	test(`the footer in ${locale} shows the handle, the domain and the copyright with the current year`, async ({
		page,
	}) => {
		await page.goto(linkPath('bio', locale))
		const footer = page.getByRole('contentinfo')
		const footerTexts = texts(locale).footer
		await expect(footer).toContainText(fill(footerTexts.handle, { handle: OWNER.handle }))
		await expect(footer).toContainText(fill(footerTexts.domainNote, { domain: OWNER.domain }))
		await expect(footer).toContainText(fill(footerTexts.copyright, { year: new Date().getFullYear() }))
	})
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
	await page.goto('/en/media')
	await waitForHydration(page)
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: texts('en').a11y.skipToContent })
	await expect(skip).toBeFocused()
	await expect(skip).toBeVisible()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('main')).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(page.getByRole('main').getByRole('link', { name: texts('en').nav.home })).toBeFocused()
})

/**
 * The lowest contrast of the header's visible texts while it sits over `section` (the
 * translucent header's colour composed over the section's dark background). Colours are
 * read through a canvas, so any CSS colour syntax the browser computes is understood.
 */
async function headerContrastOver(page: Page, sectionSelector: string): Promise<number> {
	return page.evaluate((selector) => {
		const canvas = document.createElement('canvas')
		canvas.width = canvas.height = 1
		const context = canvas.getContext('2d', { willReadFrequently: true })
		if (!context) throw new Error('no canvas')
		const rgba = (color: string): [number, number, number, number] => {
			context.clearRect(0, 0, 1, 1)
			context.fillStyle = color
			context.fillRect(0, 0, 1, 1)
			const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
			return [r, g, b, a / 255]
		}
		const over = (top: [number, number, number, number], below: [number, number, number]) =>
			below.map((channel, index) => (top[index] ?? 0) * top[3] + channel * (1 - top[3])) as [number, number, number]
		const luminance = (rgb: [number, number, number]) => {
			const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
				const c = channel / 255
				return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
			})
			return 0.2126 * r + 0.7152 * g + 0.0722 * b
		}
		const section = document.querySelector(selector)
		const header = document.querySelector('header')
		if (!section || !header) throw new Error('missing section or header')
		const [sr, sg, sb] = rgba(getComputedStyle(section).backgroundColor)
		// Each text over the backgrounds from the header down to it, over the section.
		const backgroundOf = (element: HTMLElement) => {
			const path: HTMLElement[] = []
			for (let node: HTMLElement | null = element; node && node !== header.parentElement; node = node.parentElement) {
				path.unshift(node)
			}
			return path.reduce((below, node) => over(rgba(getComputedStyle(node).backgroundColor), below), [sr, sg, sb] as [
				number,
				number,
				number,
			])
		}
		const texts = [...header.querySelectorAll<HTMLElement>('a, span, summary, button')].filter(
			(element) => element.offsetParent !== null && element.textContent?.trim(),
		)
		if (texts.length === 0) throw new Error('no header text')
		return Math.min(
			...texts.map((element) => {
				const background = backgroundOf(element)
				const foreground = over(rgba(getComputedStyle(element).color), background)
				const [lighter, darker] = [luminance(background), luminance(foreground)].sort((a, b) => b - a)
				return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
			}),
		)
	}, sectionSelector)
}

test('the translucent header stays legible over the dark testimonials section (every text at least 4.5:1)', async ({
	page,
}) => {
	await page.goto('/')
	const section = 'section[aria-labelledby="testimonials-title"]'
	await page.locator(section).evaluate((element) => {
		window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 40)
	})
	const header = await page.locator('header').boundingBox()
	const below = await page.locator(section).boundingBox()
	expect(header && below && below.y <= header.y).toBe(true)
	expect(await headerContrastOver(page, section)).toBeGreaterThanOrEqual(4.5)
})
