/**
 * Campaigns (docs/product/campaigns.md) end to end, through the built server and its outbox
 * folder: a newsletter issue drafted in three languages, previewed, tested on the admin's
 * address, sent after the confirmation, followed live to 'Enviada'; each subscriber gets
 * exactly one mail in their language, a second send is refused, and the one-click
 * unsubscribe ends the subscription. The launch notice reaches a pre-registrant, whose link
 * deletes the pre-reservation. Other journeys add subscribers and pre-registrants at the same
 * time, so only this test's own addresses are counted.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { ADMIN_CREDENTIALS } from './support/admin-accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, uniqueClientAddress, waitForHydration } from './support/fixtures.ts'
import { listMails, waitForMail } from './support/outbox.ts'
import { homePath, type Locale, linkPath, texts } from './support/site.ts'

const CAMPAIGNS = '/admin/dashboard/campanhas'
let counter = 0

function uniqueEmail(name: string): string {
	counter += 1
	return `${name}.${Date.now().toString(36)}.${process.pid}.${counter}@exemplo.pt`
}

/** A confirmed subscription in `locale`, made as a visitor makes one (form, then the mail's link). */
async function confirmedSubscriber(request: APIRequestContext, locale: Locale): Promise<string> {
	const email = uniqueEmail(`campanha-${locale}`)
	const headers = { 'X-Forwarded-For': uniqueClientAddress() }
	const signup = await request.post(homePath(locale), {
		form: { intent: 'newsletter', name: 'Leitor', email, consent: 'on', website: '' },
		headers,
	})
	expect(signup.status()).toBe(200)
	const mail = await waitForMail({ to: email, kind: 'newsletter.confirm' })
	const confirmUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterConfirm', locale)) ?? ''
	const confirmed = await request.post(confirmUrl, {
		form: { token: new URL(confirmUrl).searchParams.get('token') ?? '' },
		headers,
	})
	expect(confirmed.status()).toBe(200)
	return email
}

/** The dashboard's toast saying `text`. */
function toast(page: Page, text: string | RegExp) {
	return page.getByTestId('admin-toast').filter({ hasText: text }).first()
}

test('an issue is drafted, previewed, tested and sent once to each subscriber in their language; one click unsubscribes', async ({
	page,
	request,
}) => {
	test.setTimeout(180_000)
	const readers = {
		'pt-PT': await confirmedSubscriber(request, 'pt-PT'),
		en: await confirmedSubscriber(request, 'en'),
		es: await confirmedSubscriber(request, 'es'),
	}
	const tag = Date.now().toString(36)
	const subjects = { 'pt-PT': `Edição ${tag}`, en: `Issue ${tag}`, es: `Edición ${tag}` }

	await signInAsAdmin(page, CAMPAIGNS)
	await expect(page.getByRole('heading', { name: 'Campanhas', level: 2 })).toBeVisible()
	await page.getByRole('link', { name: 'Nova edição da newsletter' }).click()
	await waitForHydration(page)
	await page.getByRole('radio', { name: 'Newsletter (subscritores confirmados)' }).check()
	for (const [locale, tab] of [
		['pt-PT', 'PT'],
		['en', 'EN'],
		['es', 'ES'],
	] as const) {
		await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
		const panel = page.getByRole('tabpanel')
		await panel.getByRole('textbox', { name: 'Assunto' }).fill(subjects[locale])
		await panel.getByRole('textbox', { name: 'Texto' }).fill(`**${subjects[locale]}** — [site](/bio?utm_source=mail)`)
	}
	await page.getByRole('button', { name: 'Guardar rascunho' }).click()
	await expect(toast(page, 'Rascunho criado')).toBeVisible()
	await expect(page).toHaveURL(/campanhas\?id=/)
	const campaignUrl = page.url()

	// The preview: each language's subject, the HTML in a frame and the plain text.
	for (const locale of ['pt-PT', 'en', 'es'] as const) {
		const preview = page.locator(`[data-preview="${locale}"]`)
		await expect(preview.locator('summary')).toContainText(subjects[locale])
		await preview.locator('summary').click()
		await expect(preview.locator('pre')).toContainText(subjects[locale])
		await expect(preview.locator('[data-mail-html]').getByRole('heading', { name: subjects[locale] })).toBeVisible()
		await expect(preview.locator('[data-mail-html] a[href$="/bio"]')).toBeVisible()
	}
	expect(await axeViolations(page)).toEqual([])

	// A test goes to the admin only.
	const testAfter = Date.now()
	await page.getByLabel('Idioma do teste').selectOption('en')
	await page.getByRole('button', { name: /^Enviar teste para/ }).click()
	await expect(toast(page, `E-mail de teste enviado para ${ADMIN_CREDENTIALS.email}`)).toBeVisible()
	const testMail = await waitForMail({ to: ADMIN_CREDENTIALS.email, kind: 'campaign.test', after: testAfter })
	expect(testMail.subject).toBe(`[Teste] ${subjects.en}`)

	// Send, after the confirmation naming the number of recipients; the page follows it live.
	await page.evaluate(() => {
		;(window as unknown as { stayed: boolean }).stayed = true
	})
	await page.getByText('Enviar campanha…').click()
	await expect(page.getByText(/Vai enviar esta campanha a \d+ destinatários?/)).toBeVisible()
	await page.getByRole('button', { name: /^Sim, enviar a \d+ destinatários?$/ }).click()
	await expect(toast(page, /Envio iniciado: \d+ destinatários?/)).toBeVisible()
	await expect(page.locator('[data-progress]')).toBeVisible()
	await expect(page.getByRole('heading', { level: 2 }).locator('..').getByText('Enviada')).toBeVisible({
		timeout: 60_000,
	})
	expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
	await expect(page.getByText('Uma campanha enviada não pode ser alterada.')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	for (const [locale, email] of Object.entries(readers) as [Locale, string][]) {
		const mail = await waitForMail({ to: email, kind: 'newsletter.issue', subjectIncludes: tag })
		expect(mail.subject).toBe(subjects[locale])
		expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		expect(mail.headers['list-id']).toMatch(/^Newsletter <newsletter\./)
		expect(mail.text).not.toContain('utm_')
	}

	// A second press (an old page, another admin) is refused and sends nothing more.
	const id = new URL(campaignUrl).searchParams.get('id') ?? ''
	const again = await page.request.post(campaignUrl, { form: { intent: 'send', id } })
	expect(again.status()).toBe(409)
	await page.waitForTimeout(1500)
	for (const email of Object.values(readers)) {
		expect(await listMails({ to: email, kind: 'newsletter.issue', subjectIncludes: tag })).toHaveLength(1)
	}

	// One click in the mail program (a POST from its servers, another site's) ends the subscription.
	const mail = await waitForMail({ to: readers.en, kind: 'newsletter.issue', subjectIncludes: tag })
	const unsubscribeUrl = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? ''
	const oneClick = await request.post(unsubscribeUrl, {
		form: { 'List-Unsubscribe': 'One-Click' },
		headers: { 'Sec-Fetch-Site': 'cross-site' },
	})
	expect(oneClick.status()).toBe(200)
	await page.goto(unsubscribeUrl)
	await expect(page.getByText(texts('en').newsletter.alreadyUnsubscribed)).toBeVisible()
})

test('the launch notice reaches a pre-registrant in their language; its link deletes the pre-reservation', async ({
	page,
	request,
}) => {
	test.slow()
	const email = uniqueEmail('lancamento')
	const reserved = await request.post('/livro', {
		form: { name: 'Lucía Pérez', email, privacy: 'on', locale: 'es', website: '' },
		headers: { 'X-Forwarded-For': uniqueClientAddress() },
	})
	expect(reserved.status()).toBe(200)

	await signInAsAdmin(page, `${CAMPAIGNS}?nova=lancamento`)
	await expect(page.getByRole('radio', { name: 'Pré-reservas do livro' })).toBeChecked()
	const tag = Date.now().toString(36)
	await page.getByRole('tab', { name: /^ES/ }).click()
	const subject = page.getByRole('tabpanel').getByRole('textbox', { name: 'Assunto' })
	await expect(subject).toHaveValue(/ya ha salido/)
	await subject.fill(`El libro ya ha salido ${tag}`)
	await page.getByRole('button', { name: 'Guardar rascunho' }).click()
	await expect(toast(page, 'Rascunho criado')).toBeVisible()
	await page.getByText('Enviar campanha…').click()
	await page.getByRole('button', { name: /^Sim, enviar a \d+ destinatários?$/ }).click()
	await expect(toast(page, /Envio iniciado/)).toBeVisible()

	const mail = await waitForMail({ to: email, kind: 'book.launch', subjectIncludes: tag, timeoutMs: 60_000 })
	expect(mail.subject).toBe(`El libro ya ha salido ${tag}`)
	expect(mail.text).toContain('Gracias por creer en él')
	const cancelUrl = mail.links.find((link) => new URL(link).pathname === linkPath('prereservationCancel', 'es')) ?? ''
	expect(mail.headers['list-unsubscribe']).toBe(`<${cancelUrl}>`)

	await page.goto(cancelUrl)
	const t = texts('es').prereservationCancel
	await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.getByRole('button', { name: t.button }).click()
	await expect(page.getByText(t.done)).toBeVisible()
	await page.goto(cancelUrl)
	await expect(page.getByText(t.already)).toBeVisible()
})
