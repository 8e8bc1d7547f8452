/**
 * The data page (`/gerir-dados`, issue 6): proof of ownership by a one-time link read from
 * the outbox, the verified counts, the JSON export, the deletion, and what is refused.
 * The test process cannot open the server's embedded database, so what the database holds
 * is read back through the site itself (the counts and the export of a new verification).
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { EXPIRED_DATA_LINK } from './support/seeded-links.ts'
import { linkPath } from './support/site.ts'

const PAGE = linkPath('dataManagement', 'pt-PT')
const MAIL_KIND = 'personal-data.access-link'
let counter = 0

/** An address no other test uses (the e2e database lives for the whole run). */
function uniqueEmail(name = 'titular'): string {
	counter += 1
	return `${name}.${Date.now().toString(36)}.${process.pid}.${counter}@exemplo.pt`
}

/** Records for `email` made through the site's own forms: a contact message, a newsletter sign-up, a pre-reservation. */
async function seedRecords(request: APIRequestContext, email: string, name = 'Ana Sousa') {
	const contact = await request.post(linkPath('contact', 'pt-PT'), {
		form: {
			name,
			email,
			subject: 'Pedido de orçamento',
			message: 'Gostaria de saber mais sobre automações.',
			gdprConsent: 'on',
			website: '',
		},
	})
	expect(contact.status()).toBe(200)
	const newsletter = await request.post('/', {
		form: { intent: 'newsletter', name, email, consent: 'on', website: '' },
	})
	expect(newsletter.status()).toBe(200)
	const reservation = await request.post(linkPath('book', 'pt-PT'), {
		form: { name, email, privacy: 'on', locale: 'pt-PT', website: '' },
	})
	expect(reservation.status()).toBe(200)
}

/** No cookie banner in the way (its own journeys are tested elsewhere). */
async function withConsentStored(page: Page) {
	await page.addInitScript(() => {
		window.localStorage.setItem(
			'cookie_consent',
			JSON.stringify({ essential: true, analytics: false, marketing: false }),
		)
	})
}

function requestForm(page: Page) {
	const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'O seu e-mail' }) })
	return {
		email: form.getByRole('textbox', { name: 'O seu e-mail' }),
		view: form.getByRole('button', { name: 'Ver Dados' }),
		export: form.getByRole('button', { name: 'Exportar JSON' }),
		delete: form.getByRole('button', { name: 'Eliminar Todos os Meus Dados' }),
	}
}

/** Asks for a link on the page (with JavaScript) and returns the link the mail carries. */
async function requestLink(page: Page, email: string, typed = email): Promise<string> {
	const after = new Date()
	await page.goto(PAGE)
	await waitForHydration(page)
	const form = requestForm(page)
	await form.email.fill(typed)
	await form.view.click()
	await expect(page.getByRole('status').filter({ hasText: 'Enviámos um link de acesso' }).first()).toContainText(email)
	const mail = await waitForMail({ to: email, kind: MAIL_KIND, after })
	const link = mail.links.find((url) => url.includes('?token='))
	if (!link) throw new Error(`no access link in:\n${mail.text}`)
	return link
}

/** Follows a link and presses its button: the page is then verified. */
async function verify(page: Page, link: string) {
	await page.goto(link)
	await page.getByRole('button', { name: 'Ver Dados' }).click()
	await expect(page.getByText('Dados carregados com sucesso').first()).toBeVisible()
}

async function counts(page: Page) {
	const read = async (label: string) => Number(await page.locator(`dd[data-count="${label}"]`).textContent())
	return {
		contact: await read('Mensagens de contacto'),
		newsletter: await read('Subscrições da newsletter'),
		book: await read('Pré-reservas do livro'),
	}
}

async function downloadExport(page: Page) {
	const downloadPromise = page.waitForEvent('download')
	await page.getByRole('button', { name: 'Exportar JSON' }).click()
	const download = await downloadPromise
	const text = await readFile(await download.path(), 'utf8')
	return { name: download.suggestedFilename(), text, json: JSON.parse(text) }
}

test.beforeEach(async ({ page }) => {
	await withConsentStored(page)
})

test('the page shows nothing personal before verification, and its buttons wait for an e-mail', async ({ page }) => {
	const email = uniqueEmail()
	await seedRecords(page.request, email)
	const response = await page.goto(PAGE)
	expect(response?.headers()['cache-control']).toContain('no-store')
	await waitForHydration(page)
	const form = requestForm(page)
	for (const button of [form.view, form.export, form.delete]) await expect(button).toBeDisabled()
	await form.email.fill('   ')
	await expect(form.view).toBeDisabled()
	await form.email.fill(email)
	for (const button of [form.view, form.export, form.delete]) await expect(button).toBeEnabled()
	await form.email.fill('')
	await expect(form.delete).toBeDisabled()
	await expect(page.locator('dd[data-count]')).toHaveCount(0)
	await expect(page.locator('main')).not.toContainText('Dados carregados com sucesso')

	// The link's own page, before its button is pressed, shows no address and no data either.
	const link = await requestLink(page, email)
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Confirme o acesso aos seus dados' })).toBeVisible()
	await expect(page.locator('main')).not.toContainText(email)
	await expect(page.locator('dd[data-count]')).toHaveCount(0)
})

test('a verified visitor sees the counts, exports every record of the address and nothing else, then deletes it all', async ({
	page,
	browser,
}) => {
	// A long journey: three links, two exports, a deletion and its 2-second way home (over a
	// minute on a loaded two-core machine).
	test.setTimeout(120_000)
	const email = uniqueEmail('ana')
	const other = uniqueEmail('rui')
	await seedRecords(page.request, email)
	await seedRecords(page.request, other, 'Rui Costa')

	// Typed with capitals and spaces: the address is trimmed and lowercased.
	const link = await requestLink(page, email, `  ${email.toUpperCase()} `)
	await verify(page, link)
	await expect(page.getByRole('heading', { name: `Dados associados a ${email}` })).toBeVisible()
	expect(await counts(page)).toEqual({ contact: 1, newsletter: 1, book: 1 })
	expect(await axeViolations(page)).toEqual([])

	// The link is spent: opened again, even in another browser, it is refused.
	const elsewhere = await browser.newPage()
	await elsewhere.goto(link)
	await expect(elsewhere.getByRole('alert')).toContainText('Erro ao carregar dados')
	await expect(elsewhere.getByRole('alert')).toContainText('Este link já foi utilizado')
	await expect(elsewhere.locator('main')).not.toContainText(email)
	await elsewhere.close()

	const exported = await downloadExport(page)
	await expect(page.getByText('Dados exportados com sucesso')).toBeVisible()
	expect(exported.name).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
	expect(exported.text).toContain('\n  "email": ')
	expect(exported.json.email).toBe(email)
	expect(exported.json.contact_submissions).toEqual([
		expect.objectContaining({ name: 'Ana Sousa', email, subject: 'Pedido de orçamento', ip_address: null }),
	])
	expect(exported.json.newsletter_subscriptions).toEqual([expect.objectContaining({ email, confirmed: false })])
	expect(exported.json.book_prereservations).toEqual([expect.objectContaining({ email, source: 'Site Principal' })])
	expect(exported.json.consents).toHaveLength(3)
	expect(exported.json.data_requests.map((entry: { action: string }) => entry.action)).toEqual(['view', 'export'])
	expect(exported.text).not.toContain(other)
	expect(exported.text).not.toContain('Rui Costa')

	await page.getByRole('button', { name: 'Eliminar Todos os Meus Dados' }).click()
	const dialog = page.getByRole('dialog', { name: 'Tem a certeza absoluta?' })
	await expect(dialog).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await dialog.getByRole('button', { name: 'Cancelar' }).click()
	await expect(dialog).toBeHidden()
	expect(await counts(page)).toEqual({ contact: 1, newsletter: 1, book: 1 })

	await page.getByRole('button', { name: 'Eliminar Todos os Meus Dados' }).click()
	// The page goes home 2 seconds after telling the visitor the data is gone: timed from the
	// click (before the page can start its timer), with a generous bound for a loaded machine.
	const clickedAt = Date.now()
	await dialog.getByRole('button', { name: 'Sim, Eliminar Tudo' }).click()
	await expect(page.getByRole('heading', { name: 'Todos os seus dados foram eliminados' })).toBeVisible()
	await page.waitForURL('/', { timeout: 15_000 })
	const redirectedAfter = Date.now() - clickedAt
	expect(redirectedAfter).toBeGreaterThanOrEqual(2_000)
	expect(redirectedAfter).toBeLessThan(15_000)

	// Proven again, the address holds nothing any more; the other address still has its records.
	await verify(page, await requestLink(page, email))
	expect(await counts(page)).toEqual({ contact: 0, newsletter: 0, book: 0 })
	const after = await downloadExport(page)
	expect(after.json.contact_submissions).toEqual([])
	expect(after.json.newsletter_subscriptions).toEqual([])
	expect(after.json.book_prereservations).toEqual([])
	expect(after.json.data_requests.map((entry: { action: string }) => entry.action)).toEqual([
		'view',
		'export',
		'delete',
		'view',
		'export',
	])
	await page.getByRole('button', { name: 'Terminar' }).click()
	await expect(requestForm(page).email).toBeVisible() // the session has ended
	await verify(page, await requestLink(page, other))
	expect(await counts(page)).toEqual({ contact: 1, newsletter: 1, book: 1 })
})

test('when the server cannot be reached the e-mail stays typed and the visitor is told to try again', async ({
	page,
}) => {
	await page.goto(PAGE)
	await waitForHydration(page)
	await page.route('**/gerir-dados.data*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
	const form = requestForm(page)
	const email = uniqueEmail()
	await form.email.fill(email)
	await form.view.click()
	await expect(
		page.getByText('Não foi possível enviar o link. Tente novamente dentro de momentos.').first(),
	).toBeVisible()
	await expect(form.email).toHaveValue(email)
	await expect(form.view).toBeEnabled()
})

test('a known and an unknown address get the same answer, and each a link', async ({ page }) => {
	const known = uniqueEmail('conhecida')
	const unknown = uniqueEmail('desconhecida')
	await seedRecords(page.request, known)

	const answers: string[] = []
	for (const email of [known, unknown]) {
		await page.goto(PAGE)
		await waitForHydration(page)
		await requestForm(page).email.fill(email)
		await requestForm(page).delete.click()
		const status = page.locator('form p[role="status"]').filter({ hasText: 'Enviámos' })
		await expect(status).toBeVisible()
		answers.push(((await status.textContent()) ?? '').replace(email, '{email}'))
	}
	expect(answers[1]).toBe(answers[0])
	expect(answers[0]).toContain('para eliminar os seus dados')

	// Without JavaScript too: the same status and the same page, but for the address.
	const plain = await Promise.all(
		[known, unknown].map(async (email) => {
			const response = await page.request.post(PAGE, { form: { intent: 'request', email, want: 'view', website: '' } })
			return { status: response.status(), body: (await response.text()).replaceAll(email, '{email}') }
		}),
	)
	expect(plain[0]?.status).toBe(200)
	expect(plain[1]?.status).toBe(plain[0]?.status)
	const answerOf = (body = '') => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(body)?.[1]
	expect(answerOf(plain[1]?.body)).toBe(answerOf(plain[0]?.body))
	for (const email of [known, unknown]) await waitForMail({ to: email, kind: MAIL_KIND })
})

test('a tampered link is refused and opens nothing', async ({ page }) => {
	const email = uniqueEmail()
	await seedRecords(page.request, email)
	const link = new URL(await requestLink(page, email))
	const token = link.searchParams.get('token') ?? ''
	link.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)

	await page.goto(link.href)
	await expect(page.getByRole('alert')).toContainText('Erro ao carregar dados')
	await expect(page.getByRole('alert')).toContainText('Este link não é válido')
	await expect(page.getByRole('button', { name: 'Ver Dados' })).toBeVisible() // the form's, to ask again
	await expect(page.getByRole('heading', { name: 'Confirme o acesso aos seus dados' })).toHaveCount(0)

	// Posting the tampered token straight to the page verifies nothing either.
	const response = await page.request.post(PAGE, {
		form: { intent: 'verify', token: link.searchParams.get('token') ?? '' },
	})
	expect(response.status()).toBe(400)
	expect(await response.text()).not.toContain(email)
	// And the export refuses a browser without a verified session.
	const exported = await page.request.post(`${PAGE}/exportar`, { headers: { Accept: 'application/json' } })
	expect(exported.status()).toBe(401)
})

test('a link past its 30 minutes is refused, as expired, and opens nothing', async ({ page }) => {
	const link = `${PAGE}?token=${EXPIRED_DATA_LINK.token}`
	await page.goto(link)
	await expect(page.getByRole('alert')).toContainText('Erro ao carregar dados')
	await expect(page.getByRole('alert')).toContainText('Este link expirou')
	await expect(page.getByRole('heading', { name: 'Confirme o acesso aos seus dados' })).toHaveCount(0)
	await expect(page.locator('main')).not.toContainText(EXPIRED_DATA_LINK.email)

	// Posting its token straight to the page opens no session either.
	const response = await page.request.post(PAGE, { form: { intent: 'verify', token: EXPIRED_DATA_LINK.token } })
	expect(response.status()).toBe(400)
	expect(await response.text()).not.toContain(EXPIRED_DATA_LINK.email)
	const exported = await page.request.post(`${PAGE}/exportar`, { headers: { Accept: 'application/json' } })
	expect(exported.status()).toBe(401)
	// A post from a sibling site is refused before anything else is looked at.
	const foreign = await page.request.post(`${PAGE}/exportar`, {
		headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-site' },
	})
	expect(foreign.status()).toBe(403)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the whole journey works with plain forms: ask, verify, export, confirm and delete, then home', async ({
		page,
	}) => {
		const email = uniqueEmail('semjs')
		await seedRecords(page.request, email)

		// The server checks the e-mail itself.
		const empty = await page.request.post(PAGE, { form: { intent: 'request', email: '  ', want: 'view' } })
		expect(empty.status()).toBe(400)
		expect(await empty.text()).toContain('Indique o seu e-mail.')

		const after = new Date()
		await page.goto(PAGE)
		const form = requestForm(page)
		await expect(form.view).toBeEnabled()
		await form.email.fill(email)
		await form.export.click()
		await expect(page.locator('form p[role="status"]')).toContainText(`Enviámos um link de acesso para ${email}`)
		const mail = await waitForMail({ to: email, kind: MAIL_KIND, after })
		const link = mail.links.find((url) => url.includes('?token=')) ?? ''

		await page.goto(link)
		await page.getByRole('button', { name: 'Ver Dados' }).click()
		await expect(page).toHaveURL(PAGE)
		await expect(page.getByRole('status').filter({ hasText: 'Dados carregados com sucesso' })).toBeVisible()
		expect(await counts(page)).toEqual({ contact: 1, newsletter: 1, book: 1 })

		const exported = await downloadExport(page)
		expect(exported.json.email).toBe(email)
		expect(exported.json.contact_submissions).toHaveLength(1)

		await page.getByRole('button', { name: 'Eliminar Todos os Meus Dados' }).click()
		await expect(page.getByRole('heading', { name: 'Tem a certeza absoluta?' })).toBeVisible()
		await page.getByRole('button', { name: 'Sim, Eliminar Tudo' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Todos os seus dados foram eliminados' })).toBeVisible()
		await page.waitForURL('/', { timeout: 5_000 })
	})
})
