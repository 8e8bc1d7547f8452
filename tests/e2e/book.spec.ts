import type { Page } from '@playwright/test'
import { BOOK, DEFAULT_BOOK_FACTS } from '../../app/features/book/book.ts'
import { BOOK_PAGE, defaultFaqAnswer } from '../../app/features/book/book-content.ts'
import { expect, test, waitForHydration, watchForProblems } from './support/fixtures.ts'
import { fetchHead } from './support/head.ts'
import { SITE_URL } from './support/server.ts'
import { linkPath, OWNER, texts } from './support/site.ts'

const PAGE_URL = `${SITE_URL}/livro`
const ENCODED_URL = encodeURIComponent(PAGE_URL)

const SHARE_HOSTS = {
	Facebook: `https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`,
	X: `https://x.com/intent/tweet?url=${ENCODED_URL}&`,
	LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`,
	WhatsApp: 'https://wa.me/?text=',
} as const

function shareSummary(page: Page) {
	return page.locator('summary', { hasText: BOOK_PAGE.share.label })
}

function shareLink(page: Page, network: keyof typeof SHARE_HOSTS) {
	return page.getByRole('list', { name: BOOK_PAGE.share.menuLabel }).getByRole('link', { name: network })
}

/** The first FAQ answer, which does not depend on the owner's facts. */
const FIRST_ANSWER = defaultFaqAnswer('audience', DEFAULT_BOOK_FACTS, '2026-01-01')

function faqQuestions(page: Page) {
	return page.locator('details[name="faq"] > summary')
}

/** Opens the share menu once its click code has loaded (it loads when the menu opens). */
async function openShareMenu(page: Page) {
	await shareSummary(page).click()
	await expect(page.locator('details[data-share-menu="ready"]')).toBeAttached()
}

test('the book page shows the title, the facts and every section the documented names', async ({ page }) => {
	await page.goto('/livro')

	await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK.title)
	await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
	await expect(page.getByRole('navigation', { name: texts('pt-PT').a11y.breadcrumb })).toContainText(BOOK.title)
	await expect(page.getByText(BOOK.subtitle, { exact: true })).toBeVisible()
	const cover = page.locator('header img[src="/images/book/cover.svg"]')
	await expect(cover).toHaveAttribute('width', String(BOOK.cover.width))
	await expect(cover).toHaveAttribute('height', String(BOOK.cover.height))
	// Not the largest paint on a phone (the hero text is): it must not queue ahead of the stylesheet.
	await expect(cover).toHaveAttribute('loading', 'lazy')

	const facts = page.getByRole('region', { name: BOOK_PAGE.factsLabel })
	for (const fact of ['Ebook', 'pt-PT', '12,90\u00a0€', 'Pré-venda', 'Novembro de 2025', '40 prompts', '45 aos 70']) {
		await expect(facts).toContainText(fact)
	}

	await expect(page.getByRole('link', { name: BOOK_PAGE.reserve })).toHaveAttribute('data-book-reserve', 'hero')
	await expect(page.getByRole('link', { name: BOOK_PAGE.reserve })).toHaveAttribute('href', '#reservar')
	await expect(page.getByRole('link', { name: BOOK_PAGE.pressKit })).toHaveAttribute(
		'href',
		`${linkPath('media', 'pt-PT')}#press-kit`,
	)

	const contents = page.getByRole('region', { name: BOOK_PAGE.contents.title })
	await expect(contents.getByRole('heading', { level: 3 })).toHaveText(
		BOOK_PAGE.contents.items.map((item) => item.title),
	)

	const quote = page.locator('figure').filter({ has: page.locator('blockquote') })
	await expect(quote.locator('blockquote')).toHaveText(BOOK_PAGE.quote.text)
	await expect(quote.locator('figcaption')).toContainText(BOOK_PAGE.quote.source)

	const author = page.getByRole('region', { name: BOOK_PAGE.author.title })
	await expect(author).toContainText(OWNER.name)
	for (const [network, href] of Object.entries({
		Instagram: OWNER.social.instagram,
		LinkedIn: OWNER.social.linkedin,
		X: OWNER.social.x,
		YouTube: OWNER.social.youtube,
	})) {
		await expect(author.getByRole('link', { name: network, exact: false })).toHaveAttribute('href', href)
	}

	await expect(faqQuestions(page)).toHaveText(Object.values(BOOK_PAGE.faq.questions))

	const closing = page.locator('section#reservar')
	await expect(closing.getByRole('heading', { level: 2 })).toHaveText(BOOK_PAGE.closing.title)
	await expect(closing).toContainText('gratuito')
	await expect(closing).toContainText('link exclusivo')
	// The closing section holds the pre-reservation form itself (book-prereservation.spec.ts follows it through).
	await expect(closing.getByRole('button', { name: BOOK_PAGE.closing.cta })).toBeVisible()
	await expect(closing.getByRole('textbox', { name: texts('pt-PT').bookDialog.email })).toBeVisible()
})

test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
	await page.goto('/livro')
	await waitForHydration(page)
	const items = page.locator('details[name="faq"]')
	await expect(items.and(page.locator('[open]'))).toHaveCount(0)

	await faqQuestions(page).nth(0).click()
	await expect(items.nth(0)).toHaveAttribute('open')
	await expect(page.getByText(FIRST_ANSWER)).toBeVisible()

	await faqQuestions(page).nth(4).click()
	await expect(items.nth(4)).toHaveAttribute('open')
	await expect(items.nth(0)).not.toHaveAttribute('open')
	await expect(page.getByText(FIRST_ANSWER)).toBeHidden()

	await faqQuestions(page).nth(4).click()
	await expect(items.and(page.locator('[open]'))).toHaveCount(0)
})

test('the share menu links to Facebook, X, LinkedIn and WhatsApp with the page address', async ({ page }) => {
	await page.goto('/livro')
	await waitForHydration(page)
	await shareSummary(page).click()

	for (const [network, start] of Object.entries(SHARE_HOSTS)) {
		const link = shareLink(page, network as keyof typeof SHARE_HOSTS)
		await expect(link).toBeVisible()
		const href = (await link.getAttribute('href')) ?? ''
		expect(href.startsWith(start), `${network}: ${href}`).toBe(true)
		expect(href).toContain(ENCODED_URL)
		await expect(link).toHaveAttribute('target', '_blank')
		await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
	}
})

test('with JavaScript a share link opens the network in a centred 600×600 popup', async ({ page }) => {
	await page.addInitScript(() => {
		const calls: unknown[][] = []
		Object.assign(window, { __openCalls: calls })
		window.open = (...args: unknown[]) => {
			calls.push(args)
			return { opener: window } as unknown as Window
		}
	})
	await page.goto('/livro')
	await waitForHydration(page)
	await openShareMenu(page)

	await shareLink(page, 'LinkedIn').click()

	const calls = await page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)
	expect(calls).toHaveLength(1)
	const [url, , features = ''] = calls[0] ?? []
	expect(url).toBe(SHARE_HOSTS.LinkedIn)
	expect(features).toContain('width=600')
	expect(features).toContain('height=600')
	expect(features).toMatch(/left=\d+/)
	expect(features).toMatch(/top=\d+/)
	expect(page.context().pages()).toHaveLength(1)
	await expect(page).toHaveURL('/livro')
	await expect(shareLink(page, 'LinkedIn')).toBeHidden()
})

test('Copiar link copies the address, says Copiado! for two seconds and shows a toast', async ({ page, context }) => {
	const problems = await watchForProblems(page)
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') })
	await page.goto('/livro')
	await waitForHydration(page)
	await openShareMenu(page)
	await expect(page.getByRole('region', { name: /^Notificações/ })).toBeAttached()
	// From here on, time moves only when the test says so.
	await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'))

	await page.getByRole('button', { name: BOOK_PAGE.share.copy }).click()
	const copied = page.getByRole('button', { name: BOOK_PAGE.share.copied })
	await expect(copied).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAGE_URL)
	await page.clock.runFor(100)
	await expect(page.getByRole('region', { name: /^Notificações/ })).toContainText(BOOK_PAGE.share.toast)

	await page.clock.runFor(1800)
	await expect(copied).toBeVisible()
	await page.clock.runFor(150)
	await expect(page.getByRole('button', { name: BOOK_PAGE.share.copy })).toBeVisible()
	await expect(copied).toHaveCount(0)

	expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] })
})

test('without JavaScript the FAQ and the share links still work and no copy item is offered', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SITE_URL })
	const page = await context.newPage()
	await page.goto('/livro')

	await shareSummary(page).click()
	for (const [network, start] of Object.entries(SHARE_HOSTS)) {
		const link = shareLink(page, network as keyof typeof SHARE_HOSTS)
		await expect(link).toBeVisible()
		await expect(link).toHaveAttribute('href', new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`))
		await expect(link).toHaveAttribute('target', '_blank')
	}
	await expect(page.getByRole('button', { name: BOOK_PAGE.share.copy })).toHaveCount(0)

	const items = page.locator('details[name="faq"]')
	await faqQuestions(page).nth(1).click()
	await expect(items.nth(1)).toHaveAttribute('open')
	await faqQuestions(page).nth(2).click()
	await expect(items.nth(2)).toHaveAttribute('open')
	await expect(items.nth(1)).not.toHaveAttribute('open')
	await faqQuestions(page).nth(2).click()
	await expect(items.nth(2)).not.toHaveAttribute('open')
	await context.close()
})

test('the book page describes the book and its pre-order offer in JSON-LD', async ({ request }) => {
	const head = await fetchHead(request, '/livro')
	const book = head.jsonLd.find((block) => (block as { '@type'?: string })['@type'] === 'Book')
	expect(book).toMatchObject({
		'@context': 'https://schema.org',
		name: BOOK.title,
		description: expect.any(String),
		author: { '@type': 'Person', name: OWNER.name, url: `${SITE_URL}/bio` },
		inLanguage: 'pt-PT',
		bookFormat: 'https://schema.org/EBook',
		publisher: { name: OWNER.name },
		audience: { '@type': 'PeopleAudience', suggestedMinAge: 45, suggestedMaxAge: 70 },
		image: `${SITE_URL}/images/book/cover.svg`,
		offers: {
			'@type': 'Offer',
			price: '12.90',
			priceCurrency: 'EUR',
			availability: 'https://schema.org/PreOrder',
			url: PAGE_URL,
		},
	})
})

test.describe('a reader whose browser speaks English', () => {
	test.use({ locale: 'en-GB' })

	test('is told in English, before any script of the site runs, that the book is in Portuguese, with a way to the English page about it', async ({
		browser,
	}) => {
		// The note is decided by the head script alone: the site's JavaScript bundles are blocked.
		const context = await browser.newContext({ locale: 'en-GB' })
		const page = await context.newPage()
		await page.route('**/assets/**/*.js', (route) => route.abort())
		await page.goto('/livro')
		const note = page.locator('[data-reader-note="en"]')
		await expect(note).toBeVisible()
		await expect(note).toHaveAttribute('lang', 'en')
		await expect(note).toContainText('This book is written in European Portuguese.')
		await expect(page.locator('[data-reader-note="es"]')).toBeHidden()
		await note.getByRole('link', { name: 'About the book in English' }).click()
		await expect(page).toHaveURL('/en#book')
		await expect(page.getByRole('heading', { level: 2, name: texts('en').home.bookTitle })).toBeInViewport()
		await context.close()
	})
})

test('a Spanish reader is told in Spanish, and a Portuguese reader sees no note', async ({ browser }) => {
	for (const [locale, visible] of [
		['es-ES', 'es'],
		['pt-PT', undefined],
	] as const) {
		const context = await browser.newContext({ locale })
		const page = await context.newPage()
		await page.goto('/livro')
		for (const language of ['en', 'es'] as const) {
			const note = page.locator(`[data-reader-note="${language}"]`)
			if (language === visible) await expect(note).toBeVisible()
			else await expect(note).toBeHidden()
		}
		await context.close()
	}
})
