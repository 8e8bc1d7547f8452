/**
 * The admin's own account (issue 11, item 10): changing the password asks the current one and
 * the new one twice, ends every other session and keeps this one; the Registo says so in a
 * sentence. The Segurança and Registo pages pass axe and fit a phone.
 */
import type { Page } from '@playwright/test'
import { DASHBOARD_PATH, SIGN_IN_PATH, signInAsAdmin, signInWith } from './support/admin.ts'
import { accountFor, PASSWORD_ADMIN } from './support/admin-accounts.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, uniqueClientAddress, waitForHydration } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'

const SECURITY_PATH = `${DASHBOARD_PATH}/seguranca`
const AUDIT_PATH = `${DASHBOARD_PATH}/registo`
const NEW_PASSWORD = 'a fresh e2e passphrase'

async function fillPasswords(page: Page, current: string, next: string, again = next) {
	await page.getByLabel('Palavra-passe actual').fill(current)
	await page.getByLabel('Palavra-passe nova', { exact: true }).fill(next)
	await page.getByLabel('Repita a palavra-passe nova').fill(again)
	await page.getByRole('button', { name: 'Alterar palavra-passe' }).click()
}

test('changing the password asks the current one, ends the other sessions and keeps this one', async ({
	page,
	browser,
}, testInfo) => {
	test.setTimeout(60_000)
	const admin = accountFor(PASSWORD_ADMIN, testInfo)
	const elsewhere = await browser.newContext()
	await elsewhere.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
	const otherPage = await elsewhere.newPage()
	await otherPage.goto(SIGN_IN_PATH)
	await signInWith(otherPage, admin)

	await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
	await page.goto(SIGN_IN_PATH)
	await signInWith(page, admin)
	await page.goto(SECURITY_PATH)
	await waitForHydration(page)
	await expect(page.getByTestId('other-sessions')).toHaveText(
		'Tem 1 outra sessão aberta noutro dispositivo ou navegador.',
	)
	await expect(page.getByRole('button', { name: 'Terminar as outras sessões' })).toBeEnabled()
	expect(await axeViolations(page)).toEqual([])

	// A wrong current password, or the new one typed differently twice, change nothing.
	await fillPasswords(page, 'not the password at all', NEW_PASSWORD)
	await expect(page.locator('#password-currentPassword-error')).toHaveText('Palavra-passe incorrecta.')
	await expect(page.getByLabel('Palavra-passe actual')).toHaveAttribute('aria-invalid', 'true')
	await fillPasswords(page, admin.password, NEW_PASSWORD, `${NEW_PASSWORD}!`)
	await expect(page.locator('#password-confirmPassword-error')).toHaveText(
		'As duas palavras-passe novas não coincidem.',
	)

	await fillPasswords(page, admin.password, NEW_PASSWORD)
	await expect(page.getByTestId('admin-toast')).toHaveText(
		/Palavra-passe alterada\. As outras sessões foram terminadas\./,
	)
	await expect(page.getByTestId('other-sessions')).toHaveText(
		'Não tem sessões abertas noutros dispositivos ou navegadores.',
	)
	await expect(page.getByRole('button', { name: 'Terminar as outras sessões' })).toBeDisabled()

	// The other browser is signed out; this one goes on.
	await otherPage.reload()
	await expect(otherPage).toHaveURL(SIGN_IN_PATH)
	await elsewhere.close()
	await page.goto(AUDIT_PATH)
	await expect(page).toHaveURL(AUDIT_PATH)
	const entries = page.getByRole('list', { name: 'Registos' }).getByRole('listitem').filter({ hasText: admin.email })
	await expect(entries.first()).toContainText('Alterou a palavra-passe e terminou as outras sessões')
	await expect(page.getByRole('list', { name: 'Registos' })).not.toContainText('account.')
	expect(await axeViolations(page)).toEqual([])

	// Only the new password signs in now.
	await page.getByRole('button', { name: 'Sair', exact: true }).click()
	await expect(page).toHaveURL(SIGN_IN_PATH)
	await page.getByLabel('Email').fill(admin.email)
	await page.getByLabel('Palavra-passe').fill(admin.password)
	await page.getByRole('button', { name: 'Entrar' }).click()
	await expect(page.getByRole('alert')).toContainText('e-mail ou palavra-passe incorrectos.')
	await signInWith(page, { email: admin.email, password: NEW_PASSWORD })
})

test('Segurança and Registo look right on a phone and on a desktop', async ({ page }) => {
	for (const [width, height] of [
		[390, 844],
		[1280, 800],
	] as const) {
		await page.setViewportSize({ width, height })
		for (const path of [SECURITY_PATH, AUDIT_PATH]) {
			await signInAsAdmin(page, path)
			await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
			expect(overflow).toBeLessThanOrEqual(0)
			await keepScreenshot(page, `${path.split('/').at(-1)}-${width}`, { fullPage: true })
		}
	}
})
