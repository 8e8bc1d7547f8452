import type { Page } from '@playwright/test'
import { SEED_CONTENT } from '../../app/db/seed-content.ts'
import { FORM_RATE_LIMITS } from '../../app/features/abuse/rate-limits.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { LOCALES, type Locale, linkPath, OWNER, texts } from './support/site.ts'

const pt = texts('pt-PT')
/** The owner's success text from the settings (seeded), which the site shows instead of the catalogue's. */
const successText = SEED_CONTENT.settings.contact_success['pt-PT']

const valid = {
	name: 'Maria Inês Duarte',
	email: 'maria.duarte@exemplo.pt',
	subject: 'Automação de marcações',
	message: 'Olá! Gostava de automatizar as marcações da minha clínica em Óbidos.',
}

function form(page: Page) {
	return page.locator('#formulario')
}

async function fillContactForm(
	page: Page,
	values: Partial<typeof valid> = {},
	{ consent = true, locale = 'pt-PT' }: { consent?: boolean; locale?: Locale } = {},
) {
	const t = texts(locale)
	const fields = { ...valid, ...values }
	const section = form(page)
	await section.getByLabel(t.contact.name, { exact: true }).fill(fields.name)
	await section.getByLabel(t.contact.email, { exact: true }).fill(fields.email)
	await section.getByLabel(t.contact.subject, { exact: true }).fill(fields.subject)
	await section.getByLabel(t.contact.message, { exact: true }).fill(fields.message)
	if (consent) await section.getByRole('checkbox').check()
}

function toasts(page: Page) {
	return page.getByRole('region', { name: /^(Notificações|Notifications|Notificaciones)/ })
}

test.describe('with JavaScript', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto(linkPath('contact', 'pt-PT'))
		await waitForHydration(page)
		// A marker that a full page load would wipe out.
		await page.evaluate(() => {
			;(window as unknown as { stayed: boolean }).stayed = true
		})
	})

	test('a valid message is sent without reloading: success toast, the success kept in the form, the form cleared', async ({
		page,
	}) => {
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(successText)
		// The toast goes; the success stays in the page.
		await expect(toasts(page).locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
		await expect(form(page).getByRole('status')).toHaveText(successText)
		await expect(form(page).getByLabel(pt.contact.name, { exact: true })).toHaveValue('')
		await expect(form(page).getByLabel(pt.contact.message, { exact: true })).toHaveValue('')
		await expect(form(page).getByRole('checkbox')).not.toBeChecked()
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
	})

	test('the owner is e-mailed each message, and a reply goes to the visitor', async ({ page }) => {
		const subject = `Pedido de orçamento ${Date.now()}`
		await fillContactForm(page, { subject })
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(successText)
		const mail = await waitForMail({ to: OWNER.email, kind: 'contact.notification', subjectIncludes: subject })
		expect(mail.replyTo).toContain(valid.email)
		expect(mail.text).toContain(valid.message)
		expect(mail.html).toContain(valid.name)
	})

	test('the button says A enviar... and is disabled while the message is sent', async ({ page }) => {
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		await page.route('**/contacto.data*', async (route) => {
			await held
			await route.continue()
		})
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		const sending = form(page).getByRole('button', { name: pt.contact.submitting })
		await expect(sending).toBeDisabled()
		release()
		await expect(toasts(page)).toContainText(successText)
		await expect(form(page).getByRole('button', { name: pt.contact.submit })).toBeEnabled()
	})

	const cases: [string, Partial<typeof valid>, string][] = [
		['a name shorter than 2 characters after trimming', { name: '  J  ' }, pt.contact.errors.nameMin],
		['a name over 100 characters', { name: 'N'.repeat(101) }, pt.contact.errors.nameMax],
		['an invalid e-mail', { email: 'maria@exemplo' }, pt.contact.errors.emailInvalid],
		['an e-mail over 255 characters', { email: `${'m'.repeat(250)}@exemplo.pt` }, pt.contact.errors.emailMax],
		['a subject shorter than 5 characters', { subject: 'Olá' }, pt.contact.errors.subjectMin],
		['a subject over 200 characters', { subject: 'S'.repeat(201) }, pt.contact.errors.subjectMax],
		['a message shorter than 10 characters', { message: 'Olá Ricardo'.slice(0, 8) }, pt.contact.errors.messageMin],
		['a message over 2000 characters', { message: 'M'.repeat(2001) }, pt.contact.errors.messageMax],
	]
	for (const [what, values, message] of cases) {
		test(`${what} is refused with "${message}" as a toast and beside the field, keeping the values`, async ({
			page,
		}) => {
			// The fields' own length limits stop typing past them; a visitor's browser may not.
			await form(page)
				.locator('input, textarea')
				.evaluateAll((fields) => {
					for (const field of fields) field.removeAttribute('maxlength')
				})
			await fillContactForm(page, values)
			await form(page).getByRole('button', { name: pt.contact.submit }).click()
			await expect(toasts(page)).toContainText(message)
			await expect(form(page).getByText(message)).toBeVisible()
			const filled = { ...valid, ...values }
			await expect(form(page).getByLabel(pt.contact.name, { exact: true })).toHaveValue(filled.name)
			await expect(form(page).getByLabel(pt.contact.message, { exact: true })).toHaveValue(filled.message)
		})
	}

	test('without the privacy consent the message is refused with its message', async ({ page }) => {
		await fillContactForm(page, {}, { consent: false })
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(pt.contact.errors.consent)
		await expect(form(page).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
	})

	test('with several mistakes only the first is the toast, each field shows its own, and the first wrong field has the focus', async ({
		page,
	}) => {
		await fillContactForm(page, { email: 'maria@exemplo', subject: 'Oi' }, { consent: false })
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page).getByText(pt.contact.errors.emailInvalid)).toBeVisible()
		await expect(toasts(page).getByText(pt.contact.errors.subjectMin)).toHaveCount(0)
		await expect(form(page).getByText(pt.contact.errors.subjectMin)).toBeVisible()
		await expect(form(page).getByText(pt.contact.errors.consent)).toBeVisible()
		await expect(form(page).getByLabel(pt.contact.email, { exact: true })).toBeFocused()
	})

	test('when the server cannot be reached the error toast shows and nothing typed is lost', async ({ page }) => {
		await page.route('**/contacto.data*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(pt.contact.form_error)
		await expect(form(page).getByLabel(pt.contact.subject, { exact: true })).toHaveValue(valid.subject)
		await expect(form(page).getByLabel(pt.contact.message, { exact: true })).toHaveValue(valid.message)
	})

	test('a filled honeypot gets the ordinary success answer', async ({ page }) => {
		await form(page)
			.locator('input[name="website"]')
			.evaluate((input: HTMLInputElement) => {
				input.value = 'https://spam.example'
			})
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(successText)
	})

	test('a visitor sending too many messages is asked, in their language, to wait', async ({ page }) => {
		for (let sent = 0; sent < FORM_RATE_LIMITS.contact.max; sent += 1) {
			await fillContactForm(page)
			await form(page).getByRole('button', { name: pt.contact.submit }).click()
			await expect(form(page).getByLabel(pt.contact.name, { exact: true })).toHaveValue('')
		}
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(toasts(page)).toContainText(pt.forms.rateLimited)
		await expect(form(page).getByLabel(pt.contact.message, { exact: true })).toHaveValue(valid.message)
	})
})

for (const locale of LOCALES) {
	const t = texts(locale)
	test(`the ${locale} contact form speaks the page's language`, async ({ page }) => {
		await page.goto(linkPath('contact', locale))
		await waitForHydration(page)
		await fillContactForm(page, { name: ' X ' }, { locale })
		await form(page).getByRole('button', { name: t.contact.submit }).click()
		await expect(toasts(page)).toContainText(t.contact.errors.nameMin)
		await expect(form(page).getByRole('link', { name: t.contact.consentLink })).toHaveAttribute(
			'href',
			linkPath('privacy', locale),
		)
	})
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a plain post with every field wrong gets every error in the page and the values back', async ({ page }) => {
		const response = await page.request.post(linkPath('contact', 'pt-PT'), {
			form: { name: 'J', email: 'x', subject: 'Oi', message: 'curta', website: '' },
		})
		expect(response.status()).toBe(400)
		const html = await response.text()
		for (const message of [
			pt.contact.errors.nameMin,
			pt.contact.errors.emailInvalid,
			pt.contact.errors.subjectMin,
			pt.contact.errors.messageMin,
			pt.contact.errors.consent,
		]) {
			expect(html).toContain(message)
		}
		expect(html).toContain('value="Oi"')
	})

	test('a valid message posts the page and shows the success message with an empty form', async ({ page }) => {
		await page.goto(linkPath('contact', 'pt-PT'))
		await fillContactForm(page)
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(form(page).getByRole('status')).toHaveText(successText)
		await expect(form(page).getByLabel(pt.contact.name, { exact: true })).toHaveValue('')
	})

	test('a refused message comes back with its errors and everything typed', async ({ page }) => {
		await page.goto(linkPath('contact', 'pt-PT'))
		await fillContactForm(page, { name: '  J  ' })
		await form(page).getByRole('button', { name: pt.contact.submit }).click()
		await expect(form(page).getByRole('alert')).toHaveText(pt.contact.errors.nameMin)
		await expect(form(page).getByLabel(pt.contact.name, { exact: true })).toHaveAttribute('aria-invalid', 'true')
		await expect(form(page).getByLabel(pt.contact.subject, { exact: true })).toHaveValue(valid.subject)
		await expect(form(page).getByLabel(pt.contact.message, { exact: true })).toHaveValue(valid.message)
		await expect(form(page).getByRole('checkbox')).toBeChecked()
	})
})
