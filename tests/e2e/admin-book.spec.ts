/**
 * The book's facts edited in the Livro tab (issue 11, item 7): the launch date, price, format,
 * availability, purchase link and FAQ answers reach /livro, the home banner and the Book
 * JSON-LD at once; a past launch is never "previsto"; a book on sale is bought, not reserved;
 * closed pre-reservations offer the newsletter sign-up instead of a dead end.
 *
 * Tagged @site-wide: these journeys change what every visitor sees, so they run after the
 * others, one at a time (they save the same facts and flip the same switch as admin-inbox's
 * journey, playwright.config.ts), and each puts the defaults back at the end.
 */
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { fetchHead } from './support/head.ts'
import { keepScreenshot } from './support/screens.ts'
import { SITE_URL } from './support/server.ts'
import { homePath, texts } from './support/site.ts'

const LIVRO = '/admin/dashboard/livro'
const pt = texts('pt-PT')
const SHOP = 'https://loja.exemplo.pt/ia-para-a-minha-avo'

interface FactsForm {
	launchDate?: string
	price?: string
	format?: string
	availability?: 'Pré-venda' | 'Disponível' | 'Esgotado'
	purchaseUrl?: string
	skills?: string
}

const DEFAULTS: Required<Omit<FactsForm, 'skills'>> = {
	launchDate: '2025-11',
	price: '12,90',
	format: 'Ebook',
	availability: 'Pré-venda',
	purchaseUrl: '',
}

/**
 * Turns 'Activar pré-reservas' to `enabled` in the dashboard, if it is not already, and waits for
 * the server's confirmation: the switch turns at once, the save follows, and what visitors get
 * changes only then.
 */
async function switchPrereservations(page: Page, enabled: boolean) {
	const toggle = page.getByRole('switch', { name: 'Activar pré-reservas' })
	if ((await toggle.getAttribute('aria-checked')) === String(enabled)) return
	await toggle.click()
	await expect(toggle).toHaveAttribute('aria-checked', String(enabled))
	await expect(page.getByText(enabled ? 'Pré-reservas activadas' : 'Pré-reservas desactivadas')).toBeVisible()
}

function factsForm(page: Page) {
	return page.locator('form').filter({ has: page.getByRole('heading', { name: 'Dados do livro' }) })
}

/** Fills the 'Dados do livro' form with `facts` and saves it. */
async function fillFacts(page: Page, facts: FactsForm) {
	const form = factsForm(page)
	if (facts.launchDate !== undefined) await form.getByLabel('Data de lançamento').fill(facts.launchDate)
	if (facts.price !== undefined) await form.getByLabel('Preço (€)').fill(facts.price)
	if (facts.format !== undefined)
		await form.getByLabel('Formato', { exact: true }).selectOption({ label: facts.format })
	if (facts.availability !== undefined) await form.getByRole('radio', { name: facts.availability }).check()
	if (facts.purchaseUrl !== undefined) await form.getByLabel('Link de compra').fill(facts.purchaseUrl)
	if (facts.skills !== undefined) await form.getByLabel('Preciso de conhecimentos técnicos?').fill(facts.skills)
	await Promise.all([
		page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(LIVRO)),
		form.getByRole('button', { name: 'Guardar dados do livro' }).click(),
	])
}

async function saveFacts(page: Page, facts: FactsForm) {
	await fillFacts(page, facts)
	await expect(page.getByTestId('admin-toast')).toHaveText(/Dados do livro guardados!/)
}

async function restoreDefaults(page: Page) {
	await page.goto(LIVRO)
	await waitForHydration(page)
	await saveFacts(page, { ...DEFAULTS, skills: '' })
}

function bookJsonLdOf(head: Awaited<ReturnType<typeof fetchHead>>) {
	return head.jsonLd.find((block) => (block as { '@type'?: string })['@type'] === 'Book') as {
		bookFormat: string
		offers: Record<string, string>
	}
}

test('book facts edited in the dashboard appear on /livro, the home banner and the JSON-LD @site-wide', async ({
	page,
	browser,
}) => {
	// A long journey (three saves, a dozen page loads, screenshots at two widths): it has run
	// past 60 s on a loaded CI machine, and a timed-out attempt leaves its facts for the retry.
	test.setTimeout(120_000)
	await signInAsAdmin(page, LIVRO)
	const visitor = await browser.newPage()
	try {
		// The defaults: launched in November 2025 (before today), so never "previsto".
		await visitor.goto('/livro')
		const facts = visitor.getByRole('region', { name: 'O livro em resumo' })
		await expect(facts).toContainText('Novembro de 2025')
		await expect(visitor.locator('main')).not.toContainText(/previsto/i)

		await waitForHydration(page)
		expect(await axeViolations(page)).toEqual([])
		await saveFacts(page, {
			launchDate: '2027-03',
			price: '15,50',
			format: 'Capa dura',
			availability: 'Pré-venda',
			skills: 'Nenhuns: se sabe ler esta frase, está pronto.',
		})

		// Straight from the page cache's refill: the new facts.
		await visitor.goto('/livro')
		await expect(facts).toContainText('15,50\u00a0€')
		await expect(facts).toContainText('Capa dura')
		await expect(facts).toContainText('Lançamento previsto')
		await expect(facts).toContainText('Março de 2027')
		await visitor.locator('details[name="faq"] > summary', { hasText: 'Preciso de conhecimentos técnicos?' }).click()
		await expect(visitor.getByText('Nenhuns: se sabe ler esta frase, está pronto.')).toBeVisible()
		await visitor.locator('details[name="faq"] > summary', { hasText: 'Quando é o lançamento?' }).click()
		await expect(visitor.getByText('O lançamento está previsto para Março de 2027.', { exact: false })).toBeVisible()
		let book = bookJsonLdOf(await fetchHead(visitor.request, '/livro'))
		expect(book.bookFormat).toBe('https://schema.org/Hardcover')
		expect(book.offers).toMatchObject({
			price: '15.50',
			priceCurrency: 'EUR',
			availability: 'https://schema.org/PreOrder',
			availabilityStarts: '2027-03-01',
		})

		// On sale: 'Comprar' with the shop's link on /livro and the home banner; no reserving.
		await page.reload()
		await waitForHydration(page)
		await fillFacts(page, { availability: 'Disponível', purchaseUrl: '' })
		await expect(page.getByText('Indique o link de compra: o livro está disponível.')).toBeVisible()
		await saveFacts(page, { availability: 'Disponível', purchaseUrl: SHOP, launchDate: '2026-11-02' })
		await visitor.goto('/livro')
		await expect(visitor.getByRole('link', { name: 'Comprar' }).first()).toHaveAttribute('href', SHOP)
		await expect(visitor.locator('[data-book-reserve]')).toHaveCount(0)
		await expect(visitor.locator('section#reservar form')).toHaveCount(0)
		await expect(facts).toContainText('Lançamento')
		await expect(facts).toContainText('2 de Novembro de 2026')
		await expect(visitor.locator('main')).not.toContainText(/previsto/i)
		book = bookJsonLdOf(await fetchHead(visitor.request, '/livro'))
		expect(book.offers).toMatchObject({ availability: 'https://schema.org/InStock', url: SHOP })
		await visitor.goto(homePath('pt-PT'))
		await expect(visitor.getByRole('link', { name: pt.home.bookBuy })).toHaveAttribute('href', SHOP)
		await expect(visitor.getByRole('link', { name: pt.home.bookCta })).toHaveCount(0)
		await visitor.goto(homePath('en'))
		await expect(visitor.getByRole('link', { name: texts('en').home.bookBuy })).toHaveAttribute('href', SHOP)

		// Sold out: no purchase, no reserving, the newsletter instead.
		await saveFacts(page, { availability: 'Esgotado' })
		book = bookJsonLdOf(await fetchHead(visitor.request, '/livro'))
		expect(book.offers.availability).toBe('https://schema.org/SoldOut')
		await visitor.goto('/livro')
		await expect(visitor.locator('[data-book-buy]')).toHaveCount(0)
		await expect(visitor.locator('[data-book-follow="hero"]')).toBeVisible()

		// The dashboard page itself, on a phone and a desktop.
		for (const width of [390, 1280]) {
			await page.setViewportSize({ width, height: 900 })
			await factsForm(page).scrollIntoViewIfNeeded()
			await keepScreenshot(page, `livro-facts-${width}`, { fullPage: true })
			await visitor.setViewportSize({ width, height: 900 })
			await visitor.goto('/livro')
			await keepScreenshot(visitor, `livro-public-${width}`, { fullPage: true })
		}
	} finally {
		await visitor.close()
		await page.setViewportSize({ width: 1280, height: 800 })
		await restoreDefaults(page)
	}
	const head = await fetchHead(page.request, '/livro')
	expect(bookJsonLdOf(head).offers).toMatchObject({ price: '12.90', availability: 'https://schema.org/PreOrder' })
	expect(`${SITE_URL}/livro`).toBe(bookJsonLdOf(head).offers.url)
})

test('closed pre-reservations offer the newsletter sign-up on /livro and the home banner @site-wide', async ({
	page,
	browser,
}) => {
	// A whole journey (sign-in, a visitor's sign-up with an accessibility scan, screenshots at
	// two widths, then the setting restored): past the default 30 s on a loaded CI machine.
	test.slow()
	await signInAsAdmin(page, LIVRO)
	await waitForHydration(page)
	const visitorContext = await browser.newContext()
	const visitor = await visitorContext.newPage()
	try {
		await switchPrereservations(page, false)
		await visitor.goto('/livro')
		await waitForHydration(visitor)
		await expect(visitor.locator('[data-book-reserve]')).toHaveCount(0)
		await visitor.getByRole('link', { name: pt.home.bookFollow }).first().click()
		await expect(visitor).toHaveURL(/#newsletter$/)
		const signup = visitor.locator('section#newsletter')
		await expect(signup.getByRole('heading', { name: pt.newsletter.title })).toBeInViewport()
		await signup.getByLabel(pt.newsletter.name).fill('Leitora')
		await signup.getByLabel(pt.newsletter.email).fill(`leitora-${Date.now()}@exemplo.pt`)
		await signup.getByRole('checkbox').check()
		await signup.getByRole('button', { name: pt.newsletter.submit }).click()
		await expect(visitor.getByText(pt.newsletter.checkInbox).first()).toBeVisible()
		expect(await axeViolations(visitor)).toEqual([])

		await visitor.goto(homePath('pt-PT'))
		const banner = visitor.locator('section[aria-labelledby="book-title"]')
		await expect(banner.getByRole('link', { name: pt.home.bookCta })).toHaveCount(0)
		await expect(banner).toContainText(pt.home.bookFollowNote)
		await banner.getByRole('link', { name: pt.home.bookFollow }).click()
		await expect(
			visitor.locator('section#newsletter').getByRole('button', { name: pt.newsletter.submit }),
		).toBeVisible()
		for (const width of [390, 1280]) {
			await visitor.setViewportSize({ width, height: 900 })
			await keepScreenshot(banner, `home-banner-closed-${width}`)
			await visitor.goto('/livro')
			await keepScreenshot(visitor.locator('section#reservar'), `livro-closed-${width}`)
			await visitor.goto(homePath('pt-PT'))
		}
	} finally {
		await visitorContext.close()
		await page.goto(LIVRO)
		await waitForHydration(page)
		await switchPrereservations(page, true)
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a refused save of the book facts keeps everything typed @site-wide', async ({ page }) => {
		await signInAsAdmin(page, LIVRO)
		const answer = 'Uma resposta escrita sem JavaScript.'
		await fillFacts(page, {
			launchDate: '2027-02-30',
			price: '19,99',
			format: 'Livro de bolso (capa mole)',
			availability: 'Disponível',
			purchaseUrl: '',
			skills: answer,
		})
		const form = factsForm(page)
		await expect(form.getByText('Indique um mês (AAAA-MM) ou um dia (AAAA-MM-DD) que exista.')).toBeVisible()
		await expect(form.getByText('Indique o link de compra: o livro está disponível.')).toBeVisible()
		await expect(form.getByLabel('Data de lançamento')).toHaveValue('2027-02-30')
		await expect(form.getByLabel('Preço (€)')).toHaveValue('19,99')
		await expect(form.getByLabel('Formato', { exact: true })).toHaveValue('paperback')
		await expect(form.getByRole('radio', { name: 'Disponível' })).toBeChecked()
		await expect(form.getByLabel('Preciso de conhecimentos técnicos?')).toHaveValue(answer)
		// Nothing was saved.
		await page.goto(LIVRO)
		await expect(factsForm(page).getByLabel('Preço (€)')).toHaveValue('12,90')
	})
})
