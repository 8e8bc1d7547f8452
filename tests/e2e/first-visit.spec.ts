/**
 * A first visit on a phone (390 × 844, clean browser, no stored choice): one prompt at a time,
 * none covering more than a third of the screen, and no book dialog in the first seconds
 * (docs/decisions/020). The page is sampled every quarter of a second for ten seconds; a
 * screenshot of every second is kept with the test's results for a person to look at.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { OWNER } from '#app/config/owner.ts'
import { expect, isHydrated, test, waitForHydration } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'
import { isRedirectPage, PAGE_VISITS } from './support/site.ts'

const PHONE = { width: 390, height: 844 }
const PROMPTS = '[data-cookie-banner], [data-language-suggestion], [data-book-invitation], [role="dialog"]'

interface Sample {
	at: number
	prompts: { kind: string; height: number }[]
}

/** The prompts on screen now, each with its visible height. */
function promptsOnScreen(page: Page): Promise<Sample['prompts']> {
	return page.evaluate((selector) => {
		return [...document.querySelectorAll<HTMLElement>(selector)]
			.filter((element) => element.checkVisibility())
			.map((element) => {
				const box = element.getBoundingClientRect()
				const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
				const kind =
					element.dataset.cookieBanner !== undefined
						? 'banner'
						: element.dataset.languageSuggestion !== undefined
							? 'suggestion'
							: element.dataset.bookInvitation !== undefined
								? 'invitation'
								: 'dialog'
				return { kind, height: Math.max(0, Math.round(height)) }
			})
	}, PROMPTS)
}

async function watchFirstSeconds(page: Page, name: string): Promise<Sample[]> {
	const samples: Sample[] = []
	const started = Date.now()
	while (Date.now() - started < 10_000) {
		const at = Date.now() - started
		samples.push({ at, prompts: await promptsOnScreen(page) })
		if (samples.length % 4 === 1) {
			await keepScreenshot(page, `${name}-${Math.round(at / 1000)}s`)
		}
		await page.waitForTimeout(250)
	}
	return samples
}

for (const locale of ['en-GB', 'pt-PT'] as const) {
	test.describe(`a first visit from a ${locale} phone browser`, () => {
		test.use({ viewport: PHONE, locale, isMobile: true, hasTouch: true, bookDialogSeen: false })

		test('shows one prompt at a time, none over a third of the screen, and no book dialog in the first ten seconds', async ({
			page,
		}) => {
			test.slow()
			await page.goto('/')
			const samples = await watchFirstSeconds(page, `first-visit-${locale}`)
			const together = samples.filter((sample) => sample.prompts.length > 1)
			expect(together, 'moments with two prompts open').toEqual([])
			const tooTall = samples.flatMap((sample) => sample.prompts.filter((prompt) => prompt.height > PHONE.height / 3))
			expect(tooTall, 'prompts covering more than a third of the screen').toEqual([])
			expect(samples.some((sample) => sample.prompts.some((prompt) => prompt.kind === 'dialog'))).toBe(false)
			// The cookie banner is what was asked, and it was asked early.
			expect(samples.find((sample) => sample.prompts.length > 0)?.prompts[0]?.kind).toBe('banner')
		})
	})
}

test.describe('after the cookie choice, an English visitor on a phone', () => {
	test.use({ viewport: PHONE, locale: 'en-GB', isMobile: true, hasTouch: true, bookDialogSeen: false })

	test('is offered English next, and the book only after keeping Portuguese, by a card under a third of the screen', async ({
		page,
	}) => {
		await page.goto('/')
		await waitForHydration(page)
		await page.getByRole('button', { name: 'Rejeitar todos', exact: true }).click()
		const card = page.locator('[data-language-suggestion]')
		await expect(card).toBeVisible()
		expect(await promptsOnScreen(page)).toHaveLength(1)
		await page.waitForTimeout(5000)
		await expect(page.locator('[data-book-invitation]')).toHaveCount(0)
		await card.getByRole('button', { name: 'Keep Portuguese' }).click()
		await expect(card).toHaveCount(0)
		await expect(page.locator('[data-book-invitation]')).toBeVisible({ timeout: 8000 })
		await page.waitForTimeout(400) // its entrance transition
		const prompts = await promptsOnScreen(page)
		expect(prompts.map((prompt) => prompt.kind)).toEqual(['invitation'])
		expect(prompts[0]?.height).toBeLessThanOrEqual(PHONE.height / 3)
		await expect(page.getByRole('dialog')).toHaveCount(0)
		await keepScreenshot(page, 'book-invitation')
		// Pinned to the bottom of the screen, wherever the reader scrolls.
		const bottomGap = () =>
			page
				.locator('[data-book-invitation]')
				.evaluate((card) => window.innerHeight - card.getBoundingClientRect().bottom)
		for (const scrollY of [0, 900, 2400]) {
			await page.evaluate((y) => window.scrollTo(0, y), scrollY)
			const gap = await bottomGap()
			expect(gap).toBeGreaterThanOrEqual(0)
			expect(gap).toBeLessThanOrEqual(32)
		}
	})
})

test.describe('before any of the site’s JavaScript has run', () => {
	test.beforeEach(async ({ page }) => {
		// The page's modules never arrive: what shows is the server's HTML and the head script.
		await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
	})

	test('a first visit sees the cookie banner with the page', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('region', { name: 'Consentimento de cookies' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Aceitar todos', exact: true })).toBeVisible()
	})

	test('a visitor who has chosen never sees it', async ({ page }) => {
		await page.addInitScript(() =>
			localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, analytics: false, marketing: false })),
		)
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.locator('[data-cookie-banner]')).toBeHidden()
	})
})

test('every public page is sent in reading order: no part of it waits for a script to move it into place', async ({
	request,
}) => {
	// React streams a Suspense boundary's content out of place (a hidden `S:` block and a
	// `B:` template) when it chooses to; the banner or any part of a page sent so would need
	// React's inline script before it showed.
	for (const visit of PAGE_VISITS) {
		if (isRedirectPage(visit)) continue
		const html = await (await request.get(visit.path)).text()
		expect(html, visit.path).not.toMatch(/<template id="B:|hidden id="S:/)
	}
})

test.describe('the first paint needs nothing but the HTML', () => {
	for (const path of ['/', '/livro', '/en/bio', '/es/contacto']) {
		test(`${path}: no stylesheet is fetched, and neither a module nor a font before the first contentful paint; the page then hydrates`, async ({
			page,
		}) => {
			await page.goto(path)
			await waitForHydration(page)
			await page.waitForFunction(() =>
				performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')),
			)
			const timing = await page.evaluate(() => {
				const fetched = (pattern: RegExp) =>
					performance
						.getEntriesByType('resource')
						.filter((entry) => pattern.test(new URL(entry.name).pathname))
						.map((entry) => entry.startTime)
				return {
					paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
					modules: fetched(/\/assets\/[^/]+\.js$/),
					fonts: fetched(/\.woff2$/),
					stylesheets: fetched(/\.css$/),
				}
			})
			expect(timing.paint).toBeGreaterThan(0)
			expect(timing.stylesheets).toEqual([])
			expect(timing.modules.length).toBeGreaterThan(3)
			expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY)
			expect(Math.min(...timing.fonts)).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY)
		})
	}
})

test('after the first paint, each of the page’s chunks is preloaded and then evaluated in a task of its own, then the page’s own script hydrates it', async ({
	page,
}) => {
	// Every module script added to the document, in order: its address, or "page" for the copy
	// of the page's own script (docs/decisions/034-first-visit-main-thread.md); and the page's
	// chunks as the server listed them on its inert module script (decision 026), read as the
	// parser adds it (React removes it once the page has hydrated and its routes are discovered).
	// A mutation observer is called once per task with that task's changes, so the module
	// preloads it sees together were added in one task.
	await page.addInitScript(() => {
		const added: string[] = []
		const preloaded: string[] = []
		const preloadsPerTask: number[] = []
		Object.assign(window, { addedModuleScripts: added, preloadedChunks: preloaded, preloadsPerTask })
		const seen = new Set<string>()
		new MutationObserver((records) => {
			// Only the listed chunks' first preloads: React Router may preload a route it discovers later.
			let preloads = 0
			for (const record of records) {
				for (const node of record.addedNodes) {
					if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
						const chunk = new URL(node.href).pathname
						if (preloaded.includes(chunk) && !seen.has(chunk)) {
							seen.add(chunk)
							preloads++
						}
					}
					if (!(node instanceof HTMLScriptElement)) continue
					if (node.type === 'module') added.push(node.src ? new URL(node.src).pathname : 'page')
					const listed = node.getAttribute('data-preload')
					if (listed) preloaded.push(...listed.split(' ').filter(Boolean))
				}
			}
			if (preloads) preloadsPerTask.push(preloads)
		}).observe(document, { childList: true, subtree: true })
	})
	await page.goto('/en/bio')
	await waitForHydration(page)
	const { added, preloaded, preloadsPerTask, left } = await page.evaluate(() => {
		const seen = window as unknown as {
			addedModuleScripts: string[]
			preloadedChunks: string[]
			preloadsPerTask: number[]
		}
		return {
			added: seen.addedModuleScripts,
			preloaded: seen.preloadedChunks,
			preloadsPerTask: seen.preloadsPerTask,
			left: document.querySelectorAll('script[type="module"][src]').length,
		}
	})
	expect(preloaded.length).toBeGreaterThan(3)
	// Every listed chunk was preloaded, one in each task.
	expect(preloadsPerTask).toEqual(preloaded.map(() => 1))
	// The entry (listed first) starts hydration: it is imported by the page's script, last.
	expect(added).toEqual([...preloaded.slice(1), 'page'])
	expect(left).toBe(0)
})

/** Every script the home page loaded by the time it hydrated, with its text as served. */
async function homePageScripts(page: Page, request: APIRequestContext): Promise<{ url: string; body: string }[]> {
	const urls: string[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') urls.push(response.url())
	})
	await page.goto('/')
	await waitForHydration(page)
	return Promise.all(urls.map(async (url) => ({ url, body: await (await request.get(url)).text() })))
}

test('the page’s scripts carry React Router’s production build, without its development warnings', async ({
	page,
	request,
}) => {
	const all = (await homePageScripts(page, request)).map((script) => script.body).join('\n')
	// The router is in the page (its single-fetch decoding), once, and none of its warnings came with it.
	expect(all.split('No stream found for single fetch decoding').length - 1).toBe(1)
	expect(
		all.includes('You rendered descendant <Routes>'),
		'a development warning of React Router is in the scripts',
	).toBe(false)
})

test('every script the page loads asks to be compiled whole as it downloads, not function by function as it runs', async ({
	page,
	request,
}) => {
	const scripts = await homePageScripts(page, request)
	expect(scripts.length).toBeGreaterThan(5)
	for (const { url, body } of scripts) {
		// V8's explicit compile hint must be the file's first line (docs/decisions/041).
		expect(body.split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad')
	}
})

test('a first visit reads its first page in the stand-in faces and the brand faces from the next page on; a returning visitor has them at once', async ({
	page,
}) => {
	const headingFace = () =>
		page.evaluate(() =>
			getComputedStyle(document.querySelector('h1') as Element)
				.fontFamily.split(',')[0]
				?.trim(),
		)
	await page.goto('/bio')
	await waitForHydration(page)
	expect(await headingFace()).toBe('"Fraunces Fallback"')
	await page.waitForFunction(() =>
		[...document.fonts].some((face) => face.family.includes('Fraunces Variable') && face.status === 'loaded'),
	)
	await page.getByRole('button', { name: 'Rejeitar todos', exact: true }).click()
	await page.locator('header').getByRole('link', { name: 'Contacto', exact: true }).click()
	await expect(page).toHaveURL(/\/contacto$/)
	await expect.poll(headingFace).toBe('"Fraunces Variable"')
	// A new page load: the stored cookie choice tells the head script, before the first paint.
	await page.goto('/livro')
	expect(await page.evaluate(() => document.documentElement.hasAttribute('data-brand-fonts'))).toBe(true)
	expect(await headingFace()).toBe('"Fraunces Variable"')
})

/** Blocks painted whole or not at all, and where a slow link can cut the HTML inside each. */
const CUT_BLOCKS = [
	{
		block: 'the cookie banner',
		start: 'data-cookie-banner-host',
		cutBefore: '<button',
		shown: 'Usamos cookies essenciais',
	},
	{ block: 'the site header', start: '<header data-painted-whole', cutBefore: '<nav', shown: OWNER.name },
]

for (const { block, start, cutBefore, shown } of CUT_BLOCKS) {
	test(`${block} only partly arrived is not painted, so it never grows or rearranges on screen`, async ({ page }) => {
		// The HTML cut off inside the block, as a slow link can leave it when the browser paints.
		await page.route('**/', async (route) => {
			const html = await (await route.fetch()).text()
			const from = html.indexOf(start)
			const cut = html.indexOf(cutBefore, from)
			expect(from).toBeGreaterThan(0)
			expect(cut).toBeGreaterThan(from)
			await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) })
		})
		await page.goto('/')
		await expect(page.locator('[data-painted-whole]').first()).toBeAttached()
		await expect(page.getByText(shown).first()).toBeHidden()
		await page.unrouteAll()
		await page.goto('/')
		await expect(page.getByText(shown).first()).toBeVisible()
	})
}

test('a tap on the cookie banner before the page has hydrated is kept, and answered once it has', async ({ page }) => {
	// The modules arrive late, as on a slow phone: they are held back until the tap has been made
	// and seen not to have hydrated the page (a fixed delay raced the tap on a loaded machine).
	let releaseModules = () => {}
	const modulesReleased = new Promise<void>((resolve) => {
		releaseModules = resolve
	})
	await page.route(/\/assets\/.*\.js$/, async (route) => {
		await modulesReleased
		await route.continue()
	})
	await page.goto('/', { waitUntil: 'domcontentloaded' })
	await page.getByRole('button', { name: 'Rejeitar todos', exact: true }).click()
	expect(await isHydrated(page)).toBe(false)
	releaseModules()
	await expect(page.locator('[data-cookie-banner]')).toBeHidden({ timeout: 15_000 })
	expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent'))) ?? '{}')).toMatchObject({
		analytics: false,
		marketing: false,
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('no cookie banner is shown: nothing it governs can run', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.locator('[data-cookie-banner]')).toBeHidden()
	})
})
