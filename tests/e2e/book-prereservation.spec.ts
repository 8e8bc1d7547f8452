/**
 * The book pre-reservation (docs/product/behaviour.md, rules.md, messages.md): the dialog opened by the reserve buttons
 * and by the invitation that appears once by itself on a first home visit, its states and timings (on Playwright's
 * controllable clock), and the book page's own form without JavaScript. What is stored is
 * checked in prereservation.server.test.ts; the closed state, switched from the dashboard, in
 * admin-inbox.spec.ts (a @site-wide journey, run after this file's).
 */
import type { Locator, Page } from '@playwright/test'
import { BOOK_PAGE } from '../../app/features/book/book-content.ts'
import { axeViolations } from './support/axe.ts'
import { consentBanner } from './support/consent.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { homePath, type Locale, linkPath, texts } from './support/site.ts'

const pt = texts('pt-PT').bookDialog

let emailCounter = 0
/** A fresh address per submission, so no reservation is a repeat of another test's. */
function uniqueEmail(): string {
	emailCounter += 1
	return `leitora.${process.pid}.${emailCounter}.${Date.now()}@exemplo.pt`
}

function dialog(page: Page, locale: Locale = 'pt-PT') {
	return page.getByRole('dialog', { name: texts(locale).bookDialog.title })
}

function anyDialog(page: Page) {
	return page.getByRole('dialog')
}

/** The small card that offers the book by itself on a calm first home visit. */
function invitation(page: Page) {
	return page.locator('[data-book-invitation]')
}

/** Whatever could have opened by itself: the invitation, or a dialog. */
function offeredByItself(page: Page) {
	return page.locator('[data-book-invitation], [role="dialog"]')
}

/** Sonner's toasts; the open dialog hides the rest of the page from the accessibility tree. */
function toasts(page: Page) {
	return page.locator('[data-sonner-toast]')
}

function nameField(scope: Locator, locale: Locale = 'pt-PT') {
	return scope.getByRole('textbox', { name: texts(locale).bookDialog.name, exact: true })
}

function emailField(scope: Locator, locale: Locale = 'pt-PT') {
	return scope.getByRole('textbox', { name: texts(locale).bookDialog.email, exact: true })
}

function privacyBox(scope: Locator) {
	return scope.getByRole('checkbox')
}

async function fill(
	scope: Locator,
	{ name, email, privacy = true }: { name: string; email: string; privacy?: boolean },
	locale: Locale = 'pt-PT',
) {
	await nameField(scope, locale).fill(name)
	await emailField(scope, locale).fill(email)
	if (privacy) await privacyBox(scope).check()
}

function submitButton(scope: Locator, label = pt.submit) {
	return scope.getByRole('button', { name: label })
}

/** The analytics events the page announces (trackEvent), recorded from the first script on. */
async function recordAnalyticsEvents(page: Page) {
	await page.addInitScript(() => {
		const events: unknown[] = []
		;(window as unknown as { analyticsEvents: unknown[] }).analyticsEvents = events
		window.addEventListener('site:analytics', (event) => events.push((event as CustomEvent).detail))
	})
	return () => page.evaluate(() => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents)
}

async function openFromHome(page: Page, locale: Locale = 'pt-PT') {
	await page.goto(homePath(locale))
	await waitForHydration(page)
	await page.getByRole('link', { name: texts(locale).home.bookCta }).click()
	await expect(dialog(page, locale)).toBeVisible()
}

test('the home banner’s reserve button opens the dialog in place, with the first field focused; Escape closes it and focus returns', async ({
	page,
}) => {
	await openFromHome(page)
	await expect(page).toHaveURL(homePath('pt-PT'))
	await expect(dialog(page)).toContainText(pt.lead)
	await expect(nameField(dialog(page))).toBeFocused()

	// Focus stays inside while it is open.
	for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab')
	expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)

	await page.keyboard.press('Escape')
	await expect(anyDialog(page)).toBeHidden()
	await expect(page.getByRole('link', { name: texts('pt-PT').home.bookCta })).toBeFocused()
})

test('the close button closes the dialog', async ({ page }) => {
	await openFromHome(page)
	await dialog(page).getByRole('button', { name: pt.close }).click()
	await expect(anyDialog(page)).toBeHidden()
})

test('the book page’s hero button opens the dialog and is counted as a hero call to action', async ({ page }) => {
	const events = await recordAnalyticsEvents(page)
	await page.goto('/livro')
	await waitForHydration(page)
	await page.getByRole('link', { name: BOOK_PAGE.reserve }).click()
	await expect(dialog(page)).toBeVisible()
	await expect(page).toHaveURL('/livro')
	expect(await events()).toContainEqual({ name: 'book_preorder_cta_click', params: { location: 'hero' } })
})

test('the privacy link of the dialog leads to the privacy policy of the page’s language, in a new tab', async ({
	page,
}) => {
	await openFromHome(page, 'en')
	const link = dialog(page, 'en').getByRole('link', { name: texts('en').bookDialog.consentLink })
	await expect(link).toHaveAttribute('href', linkPath('privacy', 'en'))
	await expect(link).toHaveAttribute('target', '_blank')
})

test.describe('validation in the dialog', () => {
	test('empty fields (nothing, or only spaces) get “Por favor, preencha todos os campos.” once, at the empty fields, and no toast repeats it', async ({
		page,
	}) => {
		await openFromHome(page)
		await submitButton(dialog(page)).click()
		const message = dialog(page).getByText(pt.errorRequired)
		await expect(message).toHaveCount(1)
		await expect(nameField(dialog(page))).toBeFocused()
		// Both empty fields are marked and read the one message.
		for (const field of [nameField(dialog(page)), emailField(dialog(page))]) {
			await expect(field).toHaveAttribute('aria-invalid', 'true')
			await expect(field).toHaveAccessibleDescription(pt.errorRequired)
		}
		await expect(privacyBox(dialog(page))).toHaveAccessibleDescription(pt.errorConsent)
		await expect(toasts(page)).toHaveCount(0)

		await fill(dialog(page), { name: '   ', email: '  ' })
		await submitButton(dialog(page)).click()
		await expect(dialog(page).getByText(pt.errorRequired)).toHaveCount(1)
		await expect(dialog(page).getByText(pt.errorConsent)).toHaveCount(0)
		await expect(nameField(dialog(page))).toHaveValue('   ')

		// Only the name empty: the message is the name's, and the e-mail is not marked.
		await fill(dialog(page), { name: '  ', email: 'ana@exemplo.pt' })
		await submitButton(dialog(page)).click()
		await expect(nameField(dialog(page))).toHaveAccessibleDescription(pt.errorRequired)
		await expect(emailField(dialog(page))).not.toHaveAttribute('aria-invalid', 'true')
		await expect(dialog(page).getByText(pt.errorRequired)).toHaveCount(1)
	})

	test('an invalid e-mail gets “Email inválido”, and the typed values stay', async ({ page }) => {
		await openFromHome(page)
		await fill(dialog(page), { name: 'Ana Sousa', email: 'ana@exemplo' })
		await submitButton(dialog(page)).click()
		await expect(dialog(page).getByText(pt.errorEmail)).toHaveCount(1)
		await expect(toasts(page)).toHaveCount(0)
		await expect(emailField(dialog(page))).toBeFocused()
		await expect(nameField(dialog(page))).toHaveValue('Ana Sousa')
		await expect(emailField(dialog(page))).toHaveValue('ana@exemplo')
	})

	test('an unticked privacy checkbox gets “Deve aceitar a política de privacidade”', async ({ page }) => {
		await openFromHome(page)
		await fill(dialog(page), { name: 'Ana Sousa', email: uniqueEmail(), privacy: false })
		await submitButton(dialog(page)).click()
		await expect(dialog(page).getByText(pt.errorConsent)).toHaveCount(1)
		await expect(toasts(page)).toHaveCount(0)
		await expect(privacyBox(dialog(page))).toBeFocused()
	})

	test('an English visitor reads the messages in English', async ({ page }) => {
		await openFromHome(page, 'en')
		await submitButton(dialog(page, 'en'), texts('en').bookDialog.submit).click()
		await expect(dialog(page, 'en').getByText(texts('en').bookDialog.errorRequired)).toHaveCount(1)
	})
})

test('the button says “A enviar...” and is disabled while the reservation is sent', async ({ page }) => {
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route('**/livro.data*', async (route) => {
		await held
		await route.continue()
	})
	await openFromHome(page)
	await fill(dialog(page), { name: 'Ana Sousa', email: uniqueEmail() })
	await submitButton(dialog(page)).click()
	const sending = submitButton(dialog(page), pt.submitting)
	await expect(sending).toBeVisible()
	await expect(sending).toBeDisabled()
	release()
	await expect(anyDialog(page).getByText(pt.successTitle)).toBeVisible()
})

test('a reservation shows the thanks, closes by itself after 3 seconds, and the next one starts empty', async ({
	page,
}) => {
	await page.clock.install()
	const events = await recordAnalyticsEvents(page)
	await openFromHome(page)
	await fill(dialog(page), { name: 'Ana Sousa', email: 'Ana.Sousa@Exemplo.PT' })
	await submitButton(dialog(page)).click()

	const thanks = page.getByRole('dialog', { name: pt.successTitle })
	await expect(thanks).toBeVisible()
	await expect(thanks).toContainText(pt.successBody)
	expect(await events()).toContainEqual({
		name: 'book_prereservation_submitted',
		params: { email_domain: 'exemplo.pt' },
	})

	await page.clock.runFor(2000)
	await expect(thanks).toBeVisible()
	await page.clock.runFor(1000)
	await expect(anyDialog(page)).toBeHidden()

	await page.getByRole('link', { name: texts('pt-PT').home.bookCta }).click()
	await expect(dialog(page)).toBeVisible()
	await expect(nameField(dialog(page))).toHaveValue('')
	await expect(emailField(dialog(page))).toHaveValue('')
	await expect(privacyBox(dialog(page))).not.toBeChecked()
})

test('when the server fails, the dialog says so and keeps what was typed', async ({ page }) => {
	await page.route('**/livro.data*', (route) =>
		route.request().method() === 'POST'
			? route.fulfill({ status: 500, body: 'Internal Server Error' })
			: route.continue(),
	)
	await openFromHome(page)
	await fill(dialog(page), { name: 'Ana Sousa', email: 'ana.sousa@exemplo.pt' })
	await submitButton(dialog(page)).click()
	await expect(dialog(page).getByRole('alert')).toHaveText(pt.error)
	await expect(toasts(page)).toHaveCount(0)
	await expect(nameField(dialog(page))).toHaveValue('Ana Sousa')
	await expect(emailField(dialog(page))).toHaveValue('ana.sousa@exemplo.pt')
	await expect(privacyBox(dialog(page))).toBeChecked()
	await expect(submitButton(dialog(page))).toBeEnabled()
})

test('closing the dialog without reserving keeps the draft for when it opens again', async ({ page }) => {
	await openFromHome(page)
	await fill(dialog(page), { name: 'Ana Sousa', email: 'ana@exemplo.pt' })
	await page.keyboard.press('Escape')
	await page.getByRole('link', { name: texts('pt-PT').home.bookCta }).click()
	await expect(nameField(dialog(page))).toHaveValue('Ana Sousa')
	await expect(emailField(dialog(page))).toHaveValue('ana@exemplo.pt')
	await expect(privacyBox(dialog(page))).toBeChecked()
})

test('a Spanish visitor reserves from the Spanish home and is thanked in Spanish', async ({ page }) => {
	await openFromHome(page, 'es')
	await fill(dialog(page, 'es'), { name: 'Lucía Pérez', email: uniqueEmail() }, 'es')
	await submitButton(dialog(page, 'es'), texts('es').bookDialog.submit).click()
	await expect(page.getByRole('dialog', { name: texts('es').bookDialog.successTitle })).toBeVisible()
})

test('the open dialog, and its thanks, have no WCAG 2.2 AA violations', async ({ page }) => {
	await openFromHome(page)
	expect(await axeViolations(page)).toEqual([])
	await submitButton(dialog(page)).click()
	await expect(dialog(page).getByText(pt.errorRequired).first()).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await fill(dialog(page), { name: 'Ana Sousa', email: uniqueEmail() })
	await submitButton(dialog(page)).click()
	await expect(page.getByRole('dialog', { name: pt.successTitle })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})

test('on a wide screen the dialog is at most 620 px wide and centred', async ({ page }) => {
	await openFromHome(page)
	const box = await dialog(page).boundingBox()
	expect(box?.width).toBeLessThanOrEqual(620)
	expect(box?.width).toBeGreaterThan(560)
	const viewport = page.viewportSize()
	expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2)
})

test('on a 360 px phone the dialog fits the screen @mobile', async ({ page }) => {
	await openFromHome(page)
	const box = await dialog(page).boundingBox()
	const viewport = page.viewportSize()
	expect(box?.x).toBeGreaterThanOrEqual(8)
	expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((viewport?.width ?? 0) - 8)
	expect(box?.y).toBeGreaterThanOrEqual(0)
	expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0)
	// Every part of the form can be reached, the submit button included.
	await submitButton(dialog(page)).scrollIntoViewIfNeeded()
	await expect(submitButton(dialog(page))).toBeInViewport()
})

test.describe('opening by itself', () => {
	test.use({ bookDialogSeen: false })

	test.describe('once the cookie choice is made', () => {
		test.beforeEach(async ({ page }) => {
			await page.addInitScript(() =>
				localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, analytics: false, marketing: false })),
			)
		})

		test('4 seconds into the first home visit a small invitation offers the book, whose button opens the dialog; never again in that browser', async ({
			page,
		}) => {
			await page.clock.install()
			await page.goto(homePath('pt-PT'))
			await waitForHydration(page)
			await page.clock.runFor(3500)
			await expect(offeredByItself(page)).toBeHidden()
			await page.clock.runFor(600)
			const card = invitation(page)
			await expect(card).toBeVisible()
			// Not the dialog: nothing is trapped and no field grabs focus (no keyboard pops up on a phone).
			await expect(anyDialog(page)).toHaveCount(0)
			expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(false)
			expect(await page.evaluate(() => localStorage.getItem('hasSeenBookModal'))).not.toBeNull()

			await card.getByRole('button', { name: BOOK_PAGE.reserve }).click()
			await expect(dialog(page)).toBeVisible()
			await expect(nameField(dialog(page))).toBeFocused()
			await expect(card).toHaveCount(0)

			await page.keyboard.press('Escape')
			await page.reload()
			await waitForHydration(page)
			await page.clock.runFor(10_000)
			await expect(offeredByItself(page)).toBeHidden()
			await page.goto(homePath('en'))
			await waitForHydration(page)
			await page.clock.runFor(10_000)
			await expect(offeredByItself(page)).toBeHidden()
		})

		test('it never opens by itself on the English and Spanish homes (the book is in Portuguese)', async ({ page }) => {
			await page.clock.install()
			for (const locale of ['en', 'es'] as const) {
				await page.goto(homePath(locale))
				await waitForHydration(page)
				await page.clock.runFor(10_000)
				await expect(offeredByItself(page)).toBeHidden()
			}
			// The reserve button still opens it, in the page's language.
			await page.getByRole('link', { name: texts('es').home.bookCta }).click()
			await expect(dialog(page, 'es')).toBeVisible()
		})

		test('a visit that began on another page does not get it on the home', async ({ page }) => {
			await page.clock.install()
			await page.goto(linkPath('bio', 'pt-PT'))
			await waitForHydration(page)
			await page.getByRole('banner').getByRole('link', { name: 'Ricardo Branco' }).click()
			await expect(page).toHaveURL(homePath('pt-PT'))
			await page.clock.runFor(10_000)
			await expect(offeredByItself(page)).toBeHidden()
		})

		test('it never opens by itself on other pages', async ({ page }) => {
			await page.clock.install()
			for (const path of [linkPath('book', 'pt-PT'), linkPath('bio', 'pt-PT'), linkPath('contact', 'en')]) {
				await page.goto(path)
				await waitForHydration(page)
				await page.clock.runFor(6000)
				await expect(offeredByItself(page)).toBeHidden()
			}
			expect(await page.evaluate(() => localStorage.getItem('hasSeenBookModal'))).toBeNull()
		})

		test('leaving the home page before 4 seconds cancels it', async ({ page }) => {
			await page.clock.install()
			await page.goto(homePath('pt-PT'))
			await waitForHydration(page)
			await page.clock.runFor(2000)
			await page
				.getByRole('navigation', { name: texts('pt-PT').a11y.primaryNav })
				.getByRole('link', { name: 'Bio' })
				.click()
			await expect(page).toHaveURL(linkPath('bio', 'pt-PT'))
			await page.clock.runFor(5000)
			await expect(offeredByItself(page)).toBeHidden()
		})
	})

	test('on a first visit it waits for the cookie choice, then offers the book 4 seconds later', async ({ page }) => {
		await page.clock.install()
		await page.goto(homePath('pt-PT'))
		await waitForHydration(page)
		const banner = consentBanner(page)
		await expect(banner.region).toBeVisible()
		await page.clock.runFor(10_000)
		await expect(offeredByItself(page)).toBeHidden()
		await banner.rejectAll.click()
		await expect(banner.region).toHaveCount(0)
		await page.clock.runFor(3500)
		await expect(offeredByItself(page)).toBeHidden()
		await page.clock.runFor(600)
		await expect(invitation(page)).toBeVisible()
		// Closed with its ✕, it does not come back.
		await invitation(page).getByRole('button', { name: pt.close }).click()
		await expect(offeredByItself(page)).toHaveCount(0)
		await page.clock.runFor(10_000)
		await expect(offeredByItself(page)).toHaveCount(0)
	})

	test('without local storage it does not open by itself', async ({ page }) => {
		await page.addInitScript(() => {
			Object.defineProperty(window, 'localStorage', {
				get() {
					throw new DOMException('denied', 'SecurityError')
				},
			})
		})
		await page.clock.install()
		await page.goto(homePath('pt-PT'))
		await waitForHydration(page)
		await page.clock.runFor(6000)
		await expect(anyDialog(page)).toBeHidden()
		// The reserve button still opens it.
		await page.getByRole('link', { name: texts('pt-PT').home.bookCta }).click()
		await expect(dialog(page)).toBeVisible()
	})
})

test.describe('the book page’s own form, with JavaScript', () => {
	test('it reserves without a reload, thanks in place, and counts as the closing call to action', async ({ page }) => {
		const events = await recordAnalyticsEvents(page)
		await page.goto('/livro')
		await waitForHydration(page)
		await page.evaluate(() => {
			;(window as unknown as { stayed: boolean }).stayed = true
		})
		const section = page.locator('section#reservar')
		await fill(section, { name: 'Rui Costa', email: uniqueEmail() })
		await submitButton(section, BOOK_PAGE.closing.cta).click()
		await expect(section.getByRole('status')).toContainText(pt.successTitle)
		await expect(section.getByRole('status')).toContainText(pt.successBody)
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
		expect(await events()).toContainEqual({ name: 'book_preorder_cta_click', params: { location: 'footer' } })
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the home banner’s reserve button leads to the book page’s form', async ({ page }) => {
		await page.goto(homePath('en'))
		await page.getByRole('link', { name: texts('en').home.bookCta }).click()
		await expect(page).toHaveURL('/livro#reservar')
		await expect(page.locator('section#reservar').getByRole('button', { name: BOOK_PAGE.closing.cta })).toBeVisible()
	})

	test('the book page’s form reserves with a plain POST and thanks the visitor in its section', async ({ page }) => {
		await page.goto('/livro')
		await page.getByRole('link', { name: BOOK_PAGE.reserve }).click()
		await expect(page).toHaveURL('/livro#reservar')
		const section = page.locator('section#reservar')
		await fill(section, { name: 'Rui Costa', email: uniqueEmail() })
		await submitButton(section, BOOK_PAGE.closing.cta).click()
		await expect(page).toHaveURL('/livro#reservar')
		await expect(section.getByRole('status')).toContainText(pt.successTitle)
		await expect(section.getByRole('status')).toContainText(pt.successBody)
		await expect(section.locator('form')).toHaveCount(0)
	})

	test('a refused reservation comes back with the message, the field marked and what was typed', async ({ page }) => {
		await page.goto('/livro#reservar')
		const section = page.locator('section#reservar')
		// Spaces satisfy the browser's `required`, not the server's rule.
		await fill(section, { name: '   ', email: 'rui.costa@exemplo.pt' })
		await submitButton(section, BOOK_PAGE.closing.cta).click()
		await expect(page).toHaveURL('/livro#reservar')
		await expect(nameField(section)).toHaveAttribute('aria-invalid', 'true')
		await expect(nameField(section)).toHaveAccessibleDescription(pt.errorRequired)
		await expect(section.getByText(pt.errorRequired)).toHaveCount(1)
		await expect(emailField(section)).toHaveValue('rui.costa@exemplo.pt')
		await expect(privacyBox(section)).toBeChecked()
	})

	test('an unticked privacy checkbox reaches the server and gets its message', async ({ page }) => {
		await page.goto('/livro#reservar')
		const section = page.locator('section#reservar')
		await fill(section, { name: 'Rui Costa', email: 'rui.costa@exemplo.pt', privacy: false })
		await privacyBox(section).evaluate((box) => box.removeAttribute('required'))
		await submitButton(section, BOOK_PAGE.closing.cta).click()
		await expect(privacyBox(section)).toHaveAccessibleDescription(pt.errorConsent)
		await expect(section.getByText(pt.errorConsent)).toHaveCount(1)
		await expect(nameField(section)).toHaveValue('Rui Costa')
	})
})
