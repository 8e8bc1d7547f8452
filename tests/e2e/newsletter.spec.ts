import type { Page } from '@playwright/test'
import { FORM_RATE_LIMITS } from '../../app/features/abuse/rate-limits.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { homePath, LOCALES, type Locale, linkPath, OWNER, texts } from './support/site.ts'

const pt = texts('pt-PT')
let counter = 0

/** An address no other test uses (the e2e database lives for the whole run). */
function uniqueEmail(name = 'leitora'): string {
	counter += 1
	return `${name}.${Date.now().toString(36)}.${process.pid}.${counter}@exemplo.pt`
}

function block(page: Page, locale: Locale = 'pt-PT') {
	return page.getByRole('region', { name: texts(locale).newsletter.title })
}

function toasts(page: Page) {
	return page.getByRole('region', { name: /^(Notificações|Notifications|Notificaciones)/ })
}

async function fillSignup(
	page: Page,
	{ name = 'Maria Duarte', email = uniqueEmail(), consent = true, locale = 'pt-PT' as Locale } = {},
) {
	const t = texts(locale).newsletter
	const form = block(page, locale)
	await form.getByRole('textbox', { name: t.name, exact: true }).fill(name)
	await form.getByRole('textbox', { name: t.email, exact: true }).fill(email)
	if (consent) await form.getByRole('checkbox').check()
	return { name, email }
}

async function submit(page: Page, locale: Locale = 'pt-PT') {
	await block(page, locale)
		.getByRole('button', { name: texts(locale).newsletter.submit })
		.click()
}

test.describe('with JavaScript', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto(homePath('pt-PT'))
		await waitForHydration(page)
		// A marker that a full page load would wipe out, and a record of the analytics events.
		await page.evaluate(() => {
			const win = window as unknown as { stayed: boolean; events: unknown[] }
			win.stayed = true
			win.events = []
			window.addEventListener('site:analytics', (event) => win.events.push((event as CustomEvent).detail))
		})
	})

	test('a signup is sent without reloading: the check-your-inbox toast, every field and the consent cleared, the event with the domain only', async ({
		page,
	}) => {
		await fillSignup(page, { email: uniqueEmail('ana') })
		await submit(page)
		await expect(toasts(page)).toContainText(pt.newsletter.checkInbox)
		await expect(block(page).getByRole('status')).toHaveText(pt.newsletter.checkInbox)
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.name, exact: true })).toHaveValue('')
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue('')
		await expect(block(page).getByRole('checkbox')).not.toBeChecked()
		const { stayed, events } = await page.evaluate(() => {
			const win = window as unknown as { stayed?: boolean; events: unknown[] }
			return { stayed: win.stayed, events: win.events }
		})
		expect(stayed).toBe(true)
		expect(events).toEqual([{ name: 'newsletter_submitted', params: { email_domain: 'exemplo.pt' } }])
	})

	test('the button says A subscrever... and is disabled while the signup is sent', async ({ page }) => {
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		await page.route('**/_.data*', async (route) => {
			await held
			await route.continue()
		})
		await fillSignup(page)
		await submit(page)
		await expect(block(page).getByRole('button', { name: pt.newsletter.submitting })).toBeDisabled()
		release()
		await expect(toasts(page)).toContainText(pt.newsletter.checkInbox)
		await expect(block(page).getByRole('button', { name: pt.newsletter.submit })).toBeEnabled()
	})

	const cases = [
		['a name of spaces only', { name: '   ' }, pt.newsletter.errorName],
		['an invalid e-mail', { email: 'maria@exemplo' }, pt.newsletter.errorEmail],
		['an e-mail over 255 characters', { email: `${'m'.repeat(250)}@exemplo.pt` }, pt.newsletter.errorEmail],
		['no consent', { consent: false }, pt.newsletter.errorConsent],
	] as const
	for (const [what, fields, message] of cases) {
		test(`${what} is refused with "${message}" as a toast and beside the field, keeping the values`, async ({
			page,
		}) => {
			await block(page)
				.locator('input')
				.evaluateAll((inputs) => {
					for (const input of inputs) input.removeAttribute('maxlength')
				})
			const typed = await fillSignup(page, fields)
			await submit(page)
			await expect(toasts(page)).toContainText(message)
			await expect(block(page).getByText(message)).toBeVisible()
			await expect(block(page).locator('[aria-invalid="true"]')).toHaveCount(1)
			await expect(block(page).getByRole('textbox', { name: pt.newsletter.name, exact: true })).toHaveValue(typed.name)
			await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue(
				typed.email,
			)
			await expect(block(page).getByRole('checkbox')).toBeChecked({ checked: !('consent' in fields) })
		})
	}

	test('an address already subscribed gets only "Este email já está subscrito." and keeps what was typed', async ({
		page,
	}) => {
		const email = uniqueEmail('repetida')
		await fillSignup(page, { email })
		await submit(page)
		await expect(toasts(page)).toContainText(pt.newsletter.checkInbox)
		await fillSignup(page, { name: 'Outra Pessoa', email: `  ${email.toUpperCase()} ` })
		await submit(page)
		await expect(toasts(page)).toContainText(pt.newsletter.errorDuplicate)
		await expect(block(page).getByText(pt.newsletter.errorDuplicate)).toBeVisible()
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.name, exact: true })).toHaveValue(
			'Outra Pessoa',
		)
	})

	test('when the server cannot be reached the general error shows and nothing typed is lost', async ({ page }) => {
		await page.route('**/_.data*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
		const typed = await fillSignup(page)
		await submit(page)
		await expect(toasts(page)).toContainText(pt.newsletter.errorGeneral)
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue(typed.email)
		await expect(block(page).getByRole('checkbox')).toBeChecked()
	})

	test('a visitor signing up too often is asked, in their language, to wait, keeping the values', async ({ page }) => {
		for (let sent = 0; sent < FORM_RATE_LIMITS.newsletter.max; sent += 1) {
			await fillSignup(page)
			await submit(page)
			await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue('')
		}
		const typed = await fillSignup(page)
		await submit(page)
		await expect(toasts(page)).toContainText(pt.forms.rateLimited)
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue(typed.email)
	})
})

for (const locale of LOCALES.filter((candidate) => candidate !== 'pt-PT')) {
	const t = texts(locale)
	test(`the ${locale} signup answers in the page's language`, async ({ page }) => {
		await page.goto(homePath(locale))
		await waitForHydration(page)
		await fillSignup(page, { locale, consent: false })
		await submit(page, locale)
		await expect(toasts(page)).toContainText(t.newsletter.errorConsent)
		await expect(block(page, locale).getByRole('link', { name: t.newsletter.consentLink })).toHaveAttribute(
			'href',
			linkPath('privacy', locale),
		)
	})
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a refused signup comes back with its error in the page and everything typed', async ({ page }) => {
		await page.goto(homePath('pt-PT'))
		const typed = await fillSignup(page, { name: '   ' })
		await submit(page)
		await expect(block(page).getByRole('alert')).toHaveText(pt.newsletter.errorName)
		const name = block(page).getByRole('textbox', { name: pt.newsletter.name, exact: true })
		await expect(name).toHaveAttribute('aria-invalid', 'true')
		await expect(block(page).getByRole('textbox', { name: pt.newsletter.email, exact: true })).toHaveValue(typed.email)
		await expect(block(page).getByRole('checkbox')).toBeChecked()
	})

	test('a plain post with every field wrong gets every error in the page, with status 400', async ({ page }) => {
		const response = await page.request.post(homePath('en'), {
			form: { intent: 'newsletter', name: ' ', email: 'not-an-email', website: '' },
		})
		expect(response.status()).toBe(400)
		const html = await response.text()
		const t = texts('en').newsletter
		for (const message of [t.errorName, t.errorEmail, t.errorConsent]) expect(html).toContain(message)
		expect(html).toContain('value="not-an-email"')
	})

	test('a duplicate address posted without JavaScript gets the duplicate message in the page', async ({ page }) => {
		const email = uniqueEmail('duplicada')
		await page.goto(homePath('es'))
		await fillSignup(page, { email, locale: 'es' })
		await submit(page, 'es')
		await expect(block(page, 'es').getByRole('status')).toHaveText(texts('es').newsletter.checkInbox)
		await fillSignup(page, { email, locale: 'es' })
		await submit(page, 'es')
		await expect(block(page, 'es').getByRole('alert')).toHaveText(texts('es').newsletter.errorDuplicate)
		await expect(
			block(page, 'es').getByRole('textbox', { name: texts('es').newsletter.email, exact: true }),
		).toHaveValue(email)
	})
})

test.describe('the confirmation and unsubscribe links', () => {
	test('the mail’s link opens a page whose button confirms; the one-click unsubscribe then removes the address', async ({
		page,
		request,
	}) => {
		const t = texts('en').newsletter
		const email = uniqueEmail('journey')
		await page.goto(homePath('en'))
		await waitForHydration(page)
		await fillSignup(page, { name: 'Joana', email, locale: 'en' })
		await submit(page, 'en')
		await expect(toasts(page)).toContainText(t.checkInbox)

		const mail = await waitForMail({ to: email, kind: 'newsletter.confirm' })
		expect(mail.subject).toBe(t.mailConfirmSubject)
		expect(mail.text).toContain('Hello!')
		expect(mail.text).not.toContain('Joana')
		expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		const unsubscribeUrl = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? ''
		expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:\d+\/en\/newsletter\/unsubscribe\?token=/)
		const confirmUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterConfirm', 'en'))
		expect(confirmUrl).toBeDefined()

		// Opening the link (as a mail scanner would) confirms nothing: the page still offers the button.
		await page.goto(confirmUrl ?? '')
		await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible()
		await expect(page.getByText(email)).toBeVisible()
		await page.reload()
		const confirm = page.getByRole('button', { name: t.confirmButton })
		await expect(confirm).toBeVisible()
		expect(await axeViolations(page)).toEqual([])

		await waitForHydration(page)
		await confirm.click()
		await expect(page.getByRole('heading', { name: t.confirmedTitle })).toBeVisible()
		await expect(page.getByText(t.success)).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await page.reload()
		await expect(page.getByText(t.success)).toBeVisible()

		// One click in the mail program: a POST of List-Unsubscribe=One-Click, no browser, no form token.
		const oneClick = await request.post(unsubscribeUrl, { form: { 'List-Unsubscribe': 'One-Click' } })
		expect(oneClick.status()).toBe(200)

		await page.goto(unsubscribeUrl)
		await expect(page.getByText(t.alreadyUnsubscribed)).toBeVisible()
		await expect(page.getByRole('button', { name: t.unsubscribeButton })).toHaveCount(0)
		await page.goto(confirmUrl ?? '')
		await expect(page.getByRole('heading', { name: t.invalidTitle })).toBeVisible()

		// The address is gone: subscribing again is not a duplicate.
		await page.goto(homePath('en'))
		await waitForHydration(page)
		await fillSignup(page, { email, locale: 'en' })
		await submit(page, 'en')
		await expect(toasts(page)).toContainText(t.checkInbox)
	})

	test('the unsubscribe link of the mail opens a page whose button unsubscribes, in the visitor’s language', async ({
		page,
	}) => {
		const t = texts('es').newsletter
		const email = uniqueEmail('baja')
		await page.goto(homePath('es'))
		await waitForHydration(page)
		await fillSignup(page, { email, locale: 'es' })
		await submit(page, 'es')
		await expect(toasts(page)).toContainText(t.checkInbox)

		const mail = await waitForMail({ to: email, kind: 'newsletter.confirm' })
		expect(mail.subject).toBe(t.mailConfirmSubject)
		const unsubscribeUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterUnsubscribe', 'es'))
		await page.goto(unsubscribeUrl ?? '')
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page.getByRole('heading', { name: t.unsubscribeTitle })).toBeVisible()
		await expect(page.getByText(email)).toBeVisible()
		expect(await axeViolations(page)).toEqual([])

		await page.getByRole('button', { name: t.unsubscribeButton }).click()
		await expect(page.getByRole('heading', { name: t.unsubscribedTitle })).toBeVisible()
		await expect(page.getByText(t.unsubscribed)).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
	})

	test('a link that is not the server’s shows a clear message and changes nothing', async ({ page, request }) => {
		const t = texts('pt-PT').newsletter
		const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.0.${'A'.repeat(43)}`
		const opened = await page.goto(`${linkPath('newsletterConfirm', 'pt-PT')}?token=${forged}`)
		expect(opened?.headers()['cache-control']).toBe('private, no-store')
		await expect(page.getByRole('heading', { name: t.invalidTitle })).toBeVisible()
		await expect(page.getByText(t.invalidLink.replace('{days}', '7'))).toBeVisible()
		await expect(page.getByRole('link', { name: t.subscribeAgain })).toHaveAttribute('href', '/#newsletter')
		expect(await axeViolations(page)).toEqual([])

		const confirm = await request.post(`${linkPath('newsletterConfirm', 'pt-PT')}?token=${forged}`, {
			form: { token: forged },
		})
		expect(confirm.status()).toBe(400)

		await page.goto(`${linkPath('newsletterUnsubscribe', 'pt-PT')}?token=garbage`)
		await expect(page.getByText(t.invalidUnsubscribeLink.replace('{email}', OWNER.email))).toBeVisible()
		const oneClick = await request.post(`${linkPath('newsletterUnsubscribe', 'pt-PT')}?token=garbage`, {
			form: { 'List-Unsubscribe': 'One-Click' },
		})
		expect(oneClick.status()).toBe(400)
	})
})
