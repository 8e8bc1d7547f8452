/**
 * The dashboard's inbox tabs (docs/product/pages.md Contactos, Newsletter, Livro; §7 exports; §8 toasts):
 * what visitors send through the public forms reaches the admin, who marks a message
 * processed, exports both CSV files, deletes a pre-reservation and closes and reopens
 * pre-reservations, with the public site following at once.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, uniqueClientAddress, waitForHydration } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { keepScreenshot } from './support/screens.ts'
import { homePath, linkPath, texts } from './support/site.ts'

const pt = texts('pt-PT')
const CONTACTOS = '/admin/dashboard/contactos'
const NEWSLETTER = '/admin/dashboard/newsletter'
const LIVRO = '/admin/dashboard/livro'

let counter = 0
function unique(label: string): string {
	counter += 1
	return `${label}.${process.pid}.${counter}.${Date.now()}`
}

/** Today on the Lisbon calendar, as the export file names write it. */
function lisbonToday(): string {
	return new Intl.DateTimeFormat('en-CA', {
		timeZone: 'Europe/Lisbon',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).format(new Date())
}

async function csvOf(download: Download): Promise<string[]> {
	const content = await readFile(await download.path(), 'utf8')
	expect(content.startsWith('\uFEFF')).toBe(true)
	return content.slice(1).split('\r\n')
}

/**
 * Opens or closes pre-reservations the way the switch does (a form post to the Livro tab), with
 * the admin session of `page`. Sets a known starting state and restores it whatever happens.
 */
async function setPrereservations(page: Page, enabled: boolean) {
	const response = await page.request.post(LIVRO, {
		form: { intent: 'toggle', enabled: String(enabled) },
		headers: { Origin: new URL(page.url()).origin },
	})
	expect(response.status()).toBe(200)
}

async function reservePublicly(page: Page, name: string, email: string) {
	const response = await page.request.post('/livro', { form: { name, email, privacy: 'on', locale: 'pt-PT' } })
	expect(response.status()).toBe(200)
}

test('a message sent through the contact form reaches Contactos, escaped, and is marked processed once', async ({
	page,
}) => {
	const subject = `Pedido ${unique('contacto')}`
	await page.goto(linkPath('contact', 'pt-PT'))
	await waitForHydration(page)
	const form = page.locator('#formulario')
	await form.getByLabel(pt.contact.name, { exact: true }).fill('Joana <b>Marques</b>')
	await form.getByLabel(pt.contact.email, { exact: true }).fill('Joana.Marques@Exemplo.PT')
	await form.getByLabel(pt.contact.subject, { exact: true }).fill(subject)
	await form.getByLabel(pt.contact.message, { exact: true }).fill('Olá!\nQueria saber mais sobre o kit digital.')
	await form.getByRole('checkbox').check()
	await form.getByRole('button', { name: pt.contact.submit }).click()
	await expect(form.getByLabel(pt.contact.name, { exact: true })).toHaveValue('')

	await signInAsAdmin(page, CONTACTOS)
	await expect(page.getByRole('heading', { name: 'Mensagens de Contacto' })).toBeVisible()
	await expect(page.getByText(/^\d+ mensage(m|ns)$/)).toBeVisible()
	const card = page.locator('article', { hasText: subject })
	await expect(card.getByRole('heading', { name: 'Joana <b>Marques</b>' })).toBeVisible()
	await expect(card.getByRole('link', { name: 'joana.marques@exemplo.pt' })).toHaveAttribute(
		'href',
		'mailto:joana.marques@exemplo.pt',
	)
	await expect(card.getByText('Queria saber mais sobre o kit digital.')).toBeVisible()
	await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
	await expect(card.getByText('Processada', { exact: true })).toHaveCount(0)

	await waitForHydration(page)
	await card.getByRole('button', { name: 'Marcar como processada' }).click()
	await expect(page.getByText('Mensagem marcada como processada')).toBeVisible()
	await expect(page.getByText('Sucesso', { exact: true })).toBeVisible()
	await expect(card.getByText('Processada', { exact: true })).toBeVisible()
	await expect(card.getByRole('button', { name: 'Marcar como processada' })).toHaveCount(0)

	await page.reload()
	await expect(page.locator('article', { hasText: subject }).getByText('Processada', { exact: true })).toBeVisible()
})

test('the newsletter tab counts confirmed and pending subscriptions and exports only the confirmed ones', async ({
	page,
}) => {
	const confirmed = `${unique('confirmada')}@exemplo.pt`
	const pending = `${unique('pendente')}@exemplo.pt`
	for (const email of [confirmed, pending]) {
		const response = await page.request.post(`${homePath('pt-PT')}?index`, {
			form: { intent: 'newsletter', name: 'Leitora', email, consent: 'on' },
		})
		expect(response.status()).toBe(200)
	}
	const mail = await waitForMail({ to: confirmed, kind: 'newsletter.confirm' })
	const confirmUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterConfirm', 'pt-PT'))
	await page.goto(confirmUrl ?? '')
	await page.getByRole('button', { name: pt.newsletter.confirmButton }).click()
	await expect(page.getByText(pt.newsletter.success)).toBeVisible()

	await signInAsAdmin(page, NEWSLETTER)
	await expect(page.getByText(/^\d+ confirmadas?$/)).toBeVisible()
	await expect(page.getByText(/^\d+ pendentes?$/)).toBeVisible()
	await expect(
		page.getByRole('listitem').filter({ hasText: confirmed }).getByText('Confirmada', { exact: true }),
	).toBeVisible()
	await expect(
		page.getByRole('listitem').filter({ hasText: pending }).getByText('Pendente', { exact: true }),
	).toBeVisible()

	await waitForHydration(page)
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Exportar Lista' }).click(),
	])
	expect(download.suggestedFilename()).toBe(`newsletter-${lisbonToday()}.csv`)
	const lines = await csvOf(download)
	expect(lines[0]).toBe('Email,Data de Subscrição')
	expect(lines).toContainEqual(
		expect.stringMatching(new RegExp(`^${confirmed.replaceAll('.', '\\.')},\\d{2}/\\d{2}/\\d{4}$`)),
	)
	expect(lines.join('\n')).not.toContain(pending)
	// The toast and the note beside the button name how many confirmed subscribers the list holds.
	await expect(page.getByText(/^Lista exportada: \d+ subscritor(es)? confirmados?$/)).toBeVisible()
	await expect(page.locator('[data-export-note]')).toHaveText(/^A lista tem \d+ subscritor(es)? confirmados?\.$/)
})

test('pre-reservations are listed, exported as CSV, and deleted after the confirmation', async ({ page }) => {
	const email = `${unique('reserva')}@exemplo.pt`
	await reservePublicly(page, 'Costa, "Tó" Zé', email)

	await signInAsAdmin(page, LIVRO)
	await expect(page.getByRole('heading', { name: 'Pré-Reservas do Livro' })).toBeVisible()
	await expect(page.getByText(/^Total: \d+$/)).toBeVisible()
	for (const column of ['Nome', 'Email', 'Origem', 'Data', 'Acções']) {
		await expect(page.getByRole('columnheader', { name: column })).toBeAttached()
	}
	const row = page.getByRole('row').filter({ hasText: email })
	await expect(row).toContainText('Costa, "Tó" Zé')
	await expect(row).toContainText('Site Principal')

	await waitForHydration(page)
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Exportar CSV' }).click(),
	])
	expect(download.suggestedFilename()).toBe(`pre-reservas-livro-${lisbonToday()}.csv`)
	const lines = await csvOf(download)
	expect(lines[0]).toBe('Nome,Email,Origem,Data')
	expect(lines).toContainEqual(
		expect.stringMatching(
			new RegExp(`^"Costa, ""Tó"" Zé",${email.replaceAll('.', '\\.')},Site Principal,\\d{2}/\\d{2}/\\d{4}$`),
		),
	)
	await expect(page.getByText('Ficheiro CSV exportado')).toBeVisible()

	// Cancelling the confirmation keeps it.
	page.once('dialog', (dialog) => dialog.dismiss())
	await row.getByRole('button', { name: /^Eliminar a pré-reserva de / }).click()
	await expect(row).toBeVisible()

	page.once('dialog', async (dialog) => {
		expect(dialog.message()).toBe('Tem a certeza que quer eliminar esta pré-reserva?')
		await dialog.accept()
	})
	await row.getByRole('button', { name: /^Eliminar a pré-reserva de / }).click()
	await expect(page.getByText('Pré-reserva eliminada')).toBeVisible()
	await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
	await page.reload()
	await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
})

/** Sends `count` contact messages whose subject and sender address hold `token`, each from a client of its own (rate limits count per client). */
async function sendMessages(request: APIRequestContext, token: string, count: number) {
	for (let n = 1; n <= count; n++) {
		const response = await request.post(linkPath('contact', 'pt-PT'), {
			form: {
				name: `Remetente ${n}`,
				email: `remetente${n}.${token}@exemplo.pt`,
				subject: `Lote ${token} n.º ${n}`,
				message: 'Uma de muitas mensagens para as páginas do separador.',
				gdprConsent: 'on',
			},
			headers: { 'X-Forwarded-For': uniqueClientAddress() },
		})
		expect(response.status()).toBe(200)
	}
}

async function subscribeMany(request: APIRequestContext, token: string, count: number): Promise<string[]> {
	const emails: string[] = []
	for (let n = 1; n <= count; n++) {
		const email = `lote.${token}.${n}@exemplo.pt`
		const response = await request.post(`${homePath('pt-PT')}?index`, {
			form: { intent: 'newsletter', name: 'Leitora', email, consent: 'on' },
			headers: { 'X-Forwarded-For': uniqueClientAddress() },
		})
		expect(response.status()).toBe(200)
		emails.push(email)
	}
	return emails
}

test('Contactos searches by name, e-mail or subject in any case, filters processed and unprocessed, and pages through what it found', async ({
	page,
	request,
}) => {
	test.slow()
	const token = unique('lote').replaceAll('.', '-')
	await sendMessages(request, token, 51)

	await signInAsAdmin(page, CONTACTOS)
	await waitForHydration(page)
	const search = page.getByRole('searchbox', { name: 'Pesquisar mensagens' })
	await search.fill(token.toUpperCase())
	await page.getByRole('button', { name: 'Pesquisar' }).click()
	await expect(page).toHaveURL(new RegExp(`\\?q=${token.toUpperCase()}$`))
	await expect(page.getByText('51 mensagens encontradas')).toBeVisible()
	await expect(page.locator('article')).toHaveCount(50)
	await expect(page.getByText('Página 1 de 2')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	await page.getByRole('link', { name: 'Seguinte' }).click()
	await expect(page).toHaveURL(/pagina=2/)
	await expect(page).toHaveURL(/q=/)
	await expect(page.locator('article')).toHaveCount(1)
	const oldest = page.locator('article', { hasText: `Lote ${token} n.º 1` })
	await expect(oldest).toBeVisible()
	await oldest.getByRole('button', { name: 'Marcar como processada' }).click()
	await expect(oldest.getByText('Processada', { exact: true })).toBeVisible()

	// By e-mail and by name, too.
	await page.goto(`${CONTACTOS}?q=${`remetente51.${token}@exemplo`.toUpperCase()}`)
	await expect(page.locator('article', { hasText: 'Remetente 51' })).toHaveCount(1)

	// The filters keep the search.
	await page.goto(`${CONTACTOS}?q=${token}`)
	await page.getByRole('link', { name: 'Processadas', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`estado=processadas&q=${token}`))
	await expect(page.locator('article')).toHaveCount(1)
	await expect(page.getByText('1 mensagem encontrada')).toBeVisible()
	await page.getByRole('link', { name: 'Por processar', exact: true }).click()
	await expect(page.getByText('50 mensagens encontradas')).toBeVisible()
	await expect(page.getByText('Página 1 de 2')).toHaveCount(0)
	await expect(page.getByRole('searchbox', { name: 'Pesquisar mensagens' })).toHaveValue(token)

	await page.goto(`${CONTACTOS}?q=${token}-nada`)
	await expect(page.getByText('Nenhuma mensagem corresponde à pesquisa.')).toBeVisible()
	await page.goto(`${CONTACTOS}?q=%25`)
	await expect(
		page.getByText('Nenhuma mensagem corresponde à pesquisa.').or(page.locator('article').first()),
	).toBeVisible()
})

test("Contactos replies by e-mail with 'Re: subject', and deletes a message only after the dialog's confirmation", async ({
	page,
	request,
}) => {
	const token = unique('apagar').replaceAll('.', '-')
	await sendMessages(request, token, 1)
	const subject = `Lote ${token} n.º 1`
	await signInAsAdmin(page, `${CONTACTOS}?q=${token}`)
	const card = page.locator('article', { hasText: subject })
	await expect(card.getByRole('link', { name: 'Responder a Remetente 1 por e-mail' })).toHaveAttribute(
		'href',
		`mailto:remetente1.${token}@exemplo.pt?subject=${encodeURIComponent(`Re: ${subject}`)}`,
	)

	await waitForHydration(page)
	await card.getByRole('button', { name: 'Eliminar a mensagem de Remetente 1' }).click()
	const dialog = page.getByRole('alertdialog', { name: 'Eliminar a mensagem de Remetente 1' })
	await expect(dialog).toContainText('Tem a certeza que quer eliminar esta mensagem?')
	expect(await axeViolations(page)).toEqual([])
	await dialog.getByRole('button', { name: 'Cancelar' }).click()
	await expect(dialog).toHaveCount(0)
	await expect(card).toBeVisible()

	await card.getByRole('button', { name: 'Eliminar a mensagem de Remetente 1' }).click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, eliminar' }).click()
	await expect(page.getByText('Mensagem eliminada')).toBeVisible()
	await expect(page.locator('article', { hasText: subject })).toHaveCount(0)
	await page.reload()
	await expect(page.getByText('Nenhuma mensagem corresponde à pesquisa.')).toBeVisible()
})

test('Newsletter searches by e-mail and pages through what it found', async ({ page, request }) => {
	test.slow()
	const token = unique('pagina').replaceAll('.', '-')
	await subscribeMany(request, token, 51)
	await signInAsAdmin(page, NEWSLETTER)
	await waitForHydration(page)
	await page.getByRole('searchbox', { name: 'Pesquisar subscrições' }).fill(`LOTE.${token}`)
	await page.getByRole('button', { name: 'Pesquisar' }).click()
	await expect(page.getByText('51 subscrições encontradas')).toBeVisible()
	await expect(page.locator('[data-subscription]')).toHaveCount(50)
	expect(await axeViolations(page)).toEqual([])
	await page.getByRole('link', { name: 'Seguinte' }).click()
	await expect(page).toHaveURL(/pagina=2/)
	await expect(page.locator('[data-subscription]')).toHaveCount(1)
	await expect(page.locator('[data-subscription]')).toContainText(`lote.${token}.1@exemplo.pt`)
	await page.goto(`${NEWSLETTER}?q=${token}-ninguem`)
	await expect(page.getByText('Nenhuma subscrição corresponde à pesquisa.')).toBeVisible()
})

test('a pending subscriber is sent the confirmation again, once per 10 minutes, and its link confirms; a subscriber is removed after the confirmation', async ({
	page,
	request,
}) => {
	const token = unique('reenvio').replaceAll('.', '-')
	const [pending, leaving] = await subscribeMany(request, token, 2)
	if (!pending || !leaving) throw new Error('no subscriptions')
	await signInAsAdmin(page, `${NEWSLETTER}?q=${token}`)
	await expect(
		page.getByText(
			'O e-mail de confirmação pode ser reenviado a cada subscrição pendente no máximo uma vez a cada 10 minutos.',
		),
	).toBeVisible()
	await waitForHydration(page)
	const row = page.locator('[data-subscription]', { hasText: pending })
	const after = new Date()
	await row.getByRole('button', { name: `Reenviar o e-mail de confirmação a ${pending}` }).click()
	await expect(page.getByText('E-mail de confirmação reenviado')).toBeVisible()
	await expect(row.getByText(/^Confirmação reenviada às \d{2}:\d{2}$/)).toBeVisible()
	await expect(row.getByRole('button', { name: /^Reenviar/ })).toHaveCount(0)

	// A second resend within the interval is refused by the server too.
	const id = await row.getAttribute('data-subscription')
	const refused = await page.request.post(NEWSLETTER, {
		form: { intent: 'resend', id: id ?? '' },
		headers: { Origin: new URL(page.url()).origin },
	})
	expect(refused.status()).toBe(429)

	const mail = await waitForMail({ to: pending, kind: 'newsletter.confirm', after })
	expect(mail.text).toContain('Olá!')
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
	await expect(row.getByText('Confirmada', { exact: true })).toBeVisible()

	await waitForHydration(page)
	const leavingRow = page.locator('[data-subscription]', { hasText: leaving })
	await leavingRow.getByRole('button', { name: `Remover o subscritor ${leaving}` }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toContainText('Tem a certeza que quer remover este subscritor?')
	await dialog.getByRole('button', { name: 'Sim, remover' }).click()
	await expect(page.getByText('Subscritor removido')).toBeVisible()
	await expect(page.locator('[data-subscription]', { hasText: leaving })).toHaveCount(0)
	await page.reload()
	await expect(page.locator('[data-subscription]', { hasText: leaving })).toHaveCount(0)
	await expect(page.locator('[data-subscription]', { hasText: pending })).toHaveCount(1)
})

/**
 * Tagged @site-wide: while it runs, pre-reservations are closed for every visitor, so a test
 * of another file reserving at that moment would be refused. The 'site-wide-book' Playwright
 * project runs it after all the others, and apart from admin-book.spec.ts's journeys, which
 * flip the same switch and change what /livro offers.
 */
test('closing pre-reservations shows them closed on /livro and the home page at once, and the server refuses them @site-wide', async ({
	page,
	browser,
}) => {
	await signInAsAdmin(page, LIVRO)
	// Whatever an earlier, interrupted attempt left behind, the switch starts on.
	await setPrereservations(page, true)
	const visitor = await browser.newPage()
	try {
		// The public pages are in the server's HTML cache before the switch.
		await visitor.goto('/livro')
		await expect(visitor.locator('[data-book-follow]')).toHaveCount(0)
		await visitor.goto(homePath('pt-PT'))
		await expect(visitor.getByRole('link', { name: pt.home.bookCta })).toBeVisible()

		await page.reload()
		await waitForHydration(page)
		const toggle = page.getByRole('switch', { name: 'Activar pré-reservas' })
		await expect(toggle).toHaveAttribute('aria-checked', 'true')
		await toggle.click()
		await expect(page.getByText('Pré-reservas desactivadas')).toBeVisible()
		await expect(toggle).toHaveAttribute('aria-checked', 'false')

		await visitor.goto('/livro')
		await expect(visitor.locator('[data-book-follow]').first()).toContainText(pt.home.bookFollow)
		await visitor.goto(homePath('pt-PT'))
		await expect(visitor.locator('[data-book-follow]').first()).toBeVisible()
		await expect(visitor.getByRole('link', { name: pt.home.bookCta })).toHaveCount(0)
		const refused = await visitor.request.post('/livro', {
			form: { name: 'Tarde', email: `${unique('tarde')}@exemplo.pt`, privacy: 'on' },
		})
		expect(refused.status()).toBe(403)

		await page.reload()
		await expect(toggle).toHaveAttribute('aria-checked', 'false')
		await waitForHydration(page)
		await toggle.click()
		await expect(page.getByText('Pré-reservas activadas')).toBeVisible()
		await expect(toggle).toHaveAttribute('aria-checked', 'true')
		await visitor.goto('/livro')
		await expect(visitor.locator('[data-book-follow]')).toHaveCount(0)
	} finally {
		await visitor.close()
		// Never leave the site closed for the tests (or the retry) that follow.
		await setPrereservations(page, true)
	}
})

test('the inbox tabs fit a 360 px phone @mobile', async ({ page }) => {
	for (const path of [CONTACTOS, NEWSLETTER, LIVRO]) {
		await signInAsAdmin(page, path)
		await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
		await keepScreenshot(page, `${path.split('/').at(-1)}-360`, { fullPage: true })
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a message is marked processed by a plain form post, and the answer is shown in the page', async ({ page }) => {
		const subject = `Sem JavaScript ${unique('nojs')}`
		const sent = await page.request.post(linkPath('contact', 'pt-PT'), {
			form: {
				name: 'Rui Sem Script',
				email: 'rui@exemplo.pt',
				subject,
				message: 'Uma mensagem enviada sem JavaScript.',
				gdprConsent: 'on',
			},
		})
		expect(sent.status()).toBe(200)

		await signInAsAdmin(page, CONTACTOS)
		const card = page.locator('article', { hasText: subject })
		await card.getByRole('button', { name: 'Marcar como processada' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Mensagem marcada como processada' })).toContainText(
			'Sucesso',
		)
		await expect(page.locator('article', { hasText: subject }).getByText('Processada', { exact: true })).toBeVisible()
	})

	test('a message is deleted only after a second, confirming button, by plain form posts', async ({
		page,
		request,
	}) => {
		const token = unique('semjs').replaceAll('.', '-')
		await sendMessages(request, token, 1)
		await signInAsAdmin(page, `${CONTACTOS}?q=${token}`)
		const card = page.locator('article', { hasText: token })
		await card.getByText('Eliminar', { exact: true }).click()
		// One click only unfolds the question: nothing is deleted yet.
		await expect(card.getByText('Tem a certeza que quer eliminar esta mensagem?')).toBeVisible()
		await page.reload()
		await expect(page.locator('article', { hasText: token })).toHaveCount(1)
		await card.getByText('Eliminar', { exact: true }).click()
		await card.getByRole('button', { name: 'Sim, eliminar' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Mensagem eliminada' })).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`q=${token}`))
		await expect(page.locator('article', { hasText: token })).toHaveCount(0)
	})

	test('search, filter and pages work by GET parameters', async ({ page, request }) => {
		const token = unique('semjs-pesquisa').replaceAll('.', '-')
		await sendMessages(request, token, 2)
		await signInAsAdmin(page, CONTACTOS)
		await page.getByRole('searchbox', { name: 'Pesquisar mensagens' }).fill(token)
		await page.getByRole('button', { name: 'Pesquisar' }).click()
		await expect(page.getByText('2 mensagens encontradas')).toBeVisible()
		await page.getByRole('link', { name: 'Processadas', exact: true }).click()
		await expect(page.getByText('Nenhuma mensagem corresponde à pesquisa.')).toBeVisible()
	})

	test('the CSV exports are plain links that download the file', async ({ page }) => {
		await signInAsAdmin(page, NEWSLETTER)
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('link', { name: 'Exportar Lista' }).click(),
		])
		expect(download.suggestedFilename()).toBe(`newsletter-${lisbonToday()}.csv`)
		expect((await csvOf(download))[0]).toBe('Email,Data de Subscrição')
	})
})

test('the exports are refused to anyone who is not signed in as an admin', async ({ request }) => {
	for (const path of [`${NEWSLETTER}/exportar`, `${LIVRO}/exportar`]) {
		const response = await request.get(path, { maxRedirects: 0 })
		expect(response.status()).toBe(302)
		expect(response.headers().location).toBe('/admin')
	}
})
