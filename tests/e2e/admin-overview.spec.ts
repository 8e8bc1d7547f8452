/**
 * 'Resumo', the dashboard's landing (docs/product/pages.md): what arrived and what is new since
 * the last visit, the unread badge on Contactos, 'Ver site', translation gaps, and a tab bar
 * that shows it scrolls on a phone. Signs in with an account of its own (OVERVIEW_ADMIN): every
 * other journey's sign-in lands on the overview and would count as the shared admin's visit.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { DASHBOARD_PATH, signInAsAdmin, signInWith } from './support/admin.ts'
import { accountFor, OVERVIEW_ADMIN } from './support/admin-accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, uniqueClientAddress } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { keepScreenshot } from './support/screens.ts'
import { homePath, linkPath, texts } from './support/site.ts'

const pt = texts('pt-PT')

let counter = 0
function unique(label: string): string {
	counter += 1
	return `${label}.${process.pid}.${counter}.${Date.now()}`
}

type Stat = 'messages' | 'pending' | 'confirmed' | 'prereservations'

/** A stat card's total and its 'since the last visit' number (null on a first visit). */
async function stat(page: Page, name: Stat): Promise<{ total: number; since: number | null }> {
	const card = page.locator(`[data-stat="${name}"]`)
	const total = Number(await card.locator('[data-count]').textContent())
	const since = await card
		.locator('[data-since]')
		.getAttribute('data-since', { timeout: 1000 })
		.catch(() => null)
	return { total, since: since === null ? null : Number(since) }
}

async function stats(page: Page) {
	return {
		messages: await stat(page, 'messages'),
		pending: await stat(page, 'pending'),
		confirmed: await stat(page, 'confirmed'),
		prereservations: await stat(page, 'prereservations'),
	}
}

/** Each from a client address of its own: the public forms' rate limits count per client. */
const fromNewClient = () => ({ 'X-Forwarded-For': uniqueClientAddress() })

async function sendMessage(request: APIRequestContext, subject: string) {
	const response = await request.post(linkPath('contact', 'pt-PT'), {
		form: {
			name: 'Visitante do Resumo',
			email: 'resumo@exemplo.pt',
			subject,
			message: 'Uma mensagem para o resumo do dashboard.',
			gdprConsent: 'on',
		},
		headers: fromNewClient(),
	})
	expect(response.status()).toBe(200)
}

async function subscribe(request: APIRequestContext, email: string) {
	const response = await request.post(`${homePath('pt-PT')}?index`, {
		form: { intent: 'newsletter', name: 'Leitora', email, consent: 'on' },
		headers: fromNewClient(),
	})
	expect(response.status()).toBe(200)
}

async function reserve(request: APIRequestContext, email: string) {
	const response = await request.post('/livro', {
		form: { name: 'Leitor do Resumo', email, privacy: 'on', locale: 'pt-PT' },
		headers: fromNewClient(),
	})
	expect(response.status()).toBe(200)
}

test('the overview counts change when a message, a subscription and a pre-reservation arrive, and show what is new since the last visit', async ({
	page,
	request,
}) => {
	await page.goto('/admin')
	await signInWith(page, accountFor(OVERVIEW_ADMIN, test.info()))
	await expect(page.getByRole('heading', { name: 'Resumo', level: 2 })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Resumo' })).toHaveAttribute('aria-current', 'page')
	// Make sure this account has a visit to compare with (a first attempt's first visit says so).
	await page.reload()
	await expect(
		page.getByText(/^Novidades desde a sua última visita, a \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/),
	).toBeVisible()
	const before = await stats(page)

	const email = `${unique('resumo')}@exemplo.pt`
	await sendMessage(request, `Resumo ${unique('mensagem')}`)
	await subscribe(request, email)
	await reserve(request, `${unique('reserva')}@exemplo.pt`)

	await page.reload()
	const after = await stats(page)
	expect(after.messages.total).toBeGreaterThanOrEqual(before.messages.total + 1)
	expect(after.pending.total).toBeGreaterThanOrEqual(before.pending.total + 1)
	expect(after.prereservations.total).toBeGreaterThanOrEqual(before.prereservations.total + 1)
	for (const name of ['messages', 'pending', 'prereservations'] as const) {
		expect(after[name].since, name).toBeGreaterThanOrEqual(1)
		await expect(page.locator(`[data-stat="${name}"]`)).toContainText(/\+\d+ desde a última visita/)
	}
	await expect(page.locator('[data-stat="messages"]')).toHaveAttribute('data-stat', 'messages')
	// The Contactos tab says how many messages wait, to screen readers too.
	await expect(page.getByRole('link', { name: /^Contactos \(\d+ por ler\)$/ })).toBeVisible()

	// The subscriber confirms: the confirmed count goes up, as new since this visit.
	const mail = await waitForMail({ to: email, kind: 'newsletter.confirm' })
	const confirmUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterConfirm', 'pt-PT'))
	const visitor = await page.context().browser()?.newPage()
	if (!visitor) throw new Error('no browser')
	try {
		await visitor.goto(confirmUrl ?? '')
		await visitor.getByRole('button', { name: pt.newsletter.confirmButton }).click()
		await expect(visitor.getByText(pt.newsletter.success)).toBeVisible()
	} finally {
		await visitor.close()
	}
	await page.reload()
	const confirmed = await stats(page)
	expect(confirmed.confirmed.total).toBeGreaterThanOrEqual(after.confirmed.total + 1)
	expect(confirmed.confirmed.since).toBeGreaterThanOrEqual(1)

	// A stat card leads to its list: the unprocessed messages.
	await page.locator('[data-stat="messages"] a').click()
	await expect(page).toHaveURL(/\/admin\/dashboard\/contactos\?estado=por-processar$/)
	await expect(page.getByRole('link', { name: 'Por processar', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('the overview links to the public site and to the editors of content missing a translation, and passes axe', async ({
	page,
}) => {
	await signInAsAdmin(page)
	await expect(page.getByRole('heading', { name: 'Resumo', level: 2 })).toBeVisible()
	const viewSite = page.getByRole('link', { name: 'Ver site (abre num novo separador)' })
	await expect(viewSite).toHaveAttribute('href', '/')
	await expect(viewSite).toHaveAttribute('target', '_blank')

	const translations = page.getByRole('region', { name: 'Traduções em falta' })
	await expect(translations).toBeVisible()
	const gaps = translations.locator('[data-translation-gaps] a')
	for (const href of await gaps.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
		expect(href).toMatch(
			/^\/admin\/dashboard\/(bio|projectos\?editar=|media\?editar=|testemunhos\?editar=|press-kit|definicoes)/,
		)
	}
	if ((await gaps.count()) > 0) {
		await gaps.first().click()
		await expect(page).toHaveURL(/\/admin\/dashboard\/(bio|projectos|media|testemunhos|press-kit|definicoes)/)
		await page.goBack()
	}

	for (const width of [1280, 390]) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto(DASHBOARD_PATH)
		expect(await axeViolations(page)).toEqual([])
		await keepScreenshot(page, `resumo-${width}`, { fullPage: true })
	}
})

test('on a 390 px phone the tab bar shows that it scrolls: a fade and arrow at the end, then at the start once scrolled', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await signInAsAdmin(page)
	const bar = page.locator('[data-tab-bar]')
	const end = bar.locator('[data-fade="end"]')
	const start = bar.locator('[data-fade="start"]')
	await expect(end).toHaveCSS('opacity', '1')
	await expect(start).toHaveCSS('opacity', '0')
	// The next tab peeks out from under the fade: partly visible, not cut at a tab's edge.
	const list = bar.locator('ul')
	const cut = await list.evaluate((element) => {
		const right = element.getBoundingClientRect().right
		return [...element.querySelectorAll('li')].some((item) => {
			const box = item.getBoundingClientRect()
			return box.left < right && box.right > right
		})
	})
	expect(cut).toBe(true)

	await list.evaluate((element) => {
		element.scrollLeft = element.scrollWidth
	})
	await expect(start).toHaveCSS('opacity', '1')
	await expect(end).toHaveCSS('opacity', '0')
	await keepScreenshot(page, 'tab-bar-390')

	// At 1280 px every tab fits: no fade.
	await page.setViewportSize({ width: 1280, height: 800 })
	await expect(end).toHaveCSS('opacity', '0')
	await expect(start).toHaveCSS('opacity', '0')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the overview and its counts are in the page as the server sends it', async ({ page }) => {
		await signInAsAdmin(page)
		await expect(page.getByRole('heading', { name: 'Resumo', level: 2 })).toBeVisible()
		await expect(page.locator('[data-stat="messages"] [data-count]')).toHaveText(/^\d+$/)
		await expect(page.getByRole('link', { name: 'Ver site (abre num novo separador)' })).toBeVisible()
	})
})
