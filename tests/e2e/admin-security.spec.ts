/**
 * The admin's account security (issue 5, "Two-factor authentication"): turning TOTP on and
 * signing in with a code, a code refused the second time, backup codes, ending other sessions,
 * and the audit log recording it all.
 */
import { totpCode } from '../../app/features/auth/auth.server.ts'
import { DASHBOARD_PATH, SIGN_IN_PATH, secretFromBase32, signInWith, submitSignIn } from './support/admin.ts'
import { accountFor, SESSIONS_ADMIN, TWO_FACTOR_ADMIN } from './support/admin-accounts.ts'
import { expect, test, uniqueClientAddress, waitForHydration } from './support/fixtures.ts'

const SECURITY_PATH = `${DASHBOARD_PATH}/seguranca`
const AUDIT_PATH = `${DASHBOARD_PATH}/registo`

test('an admin turns on two-factor authentication, then signs in with a code, once per code, or a backup code', async ({
	page,
}, testInfo) => {
	test.setTimeout(60_000)
	// Its own account per attempt: a failed attempt may leave two-factor on (see `accountFor`).
	const admin = accountFor(TWO_FACTOR_ADMIN, testInfo)
	await page.goto(SIGN_IN_PATH)
	await signInWith(page, admin)
	await page.getByRole('link', { name: 'Segurança' }).click()
	await expect(page).toHaveURL(SECURITY_PATH)
	await expect(page.getByText('Inactiva')).toBeVisible()

	// Set-up: the password, then the key and the backup codes (shown once), then a first code.
	await page.getByLabel('Para activar, confirme a sua palavra-passe').fill('not my password at all')
	await page.getByRole('button', { name: 'Activar verificação em dois passos' }).click()
	await expect(page.getByRole('region', { name: 'Verificação em dois passos' }).getByRole('alert')).toHaveText(
		'Palavra-passe incorrecta.',
	)
	await page.getByLabel('Para activar, confirme a sua palavra-passe').fill(admin.password)
	await page.getByRole('button', { name: 'Activar verificação em dois passos' }).click()
	await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10)
	const backupCodes = await page.getByTestId('backup-codes').getByRole('listitem').allTextContents()
	const secret = secretFromBase32((await page.getByTestId('totp-secret').textContent()) ?? '')
	await expect(page.getByTestId('totp-uri')).toContainText('otpauth://totp/')
	await expect(page.getByRole('img', { name: /Código QR da chave de autenticação/ })).toBeVisible()
	const setupCode = totpCode(secret)
	await page.getByLabel('Código de 6 dígitos').fill(setupCode)
	await page.getByRole('button', { name: 'Confirmar e activar' }).click()
	await expect(page.getByTestId('admin-toast')).toHaveText(/Verificação em dois passos activada\./)
	await expect(page.getByText('Activa', { exact: true })).toBeVisible()

	// Sign-in now asks for a code; the one already used is refused, a fresh one accepted.
	await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
	await page.getByRole('button', { name: 'Sair' }).click()
	await expect(page).toHaveURL(SIGN_IN_PATH)
	await submitSignIn(page, admin)
	await expect(page.getByText('Verificação em dois passos')).toBeVisible()
	await page.getByLabel('Código de verificação').fill(setupCode)
	await page.getByRole('button', { name: 'Verificar' }).click()
	await expect(page.getByRole('alert')).toHaveText('Erro ao fazer login: código inválido ou já utilizado.')
	await page.getByLabel('Código de verificação').fill(totpCode(secret, Date.now() + 30_000))
	await page.getByRole('button', { name: 'Verificar' }).click()
	await expect(page).toHaveURL(DASHBOARD_PATH)
	await expect(page.getByTestId('admin-toast')).toHaveText(/Login efectuado com sucesso!/)

	// A backup code works once.
	await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
	const backupCode = backupCodes[0] ?? ''
	for (const expected of ['accepted', 'refused'] as const) {
		await page.getByRole('button', { name: 'Sair' }).click()
		await expect(page).toHaveURL(SIGN_IN_PATH)
		await submitSignIn(page, admin)
		await page.getByLabel('Código de verificação').fill(backupCode)
		await page.getByRole('button', { name: 'Verificar' }).click()
		if (expected === 'refused') {
			await expect(page.getByRole('alert')).toHaveText('Erro ao fazer login: código inválido ou já utilizado.')
			break
		}
		await expect(page).toHaveURL(DASHBOARD_PATH)
	}

	// Turning it off again needs the password; the audit log has every step.
	await page.getByLabel('Código de verificação').fill(backupCodes[1] ?? '')
	await page.getByRole('button', { name: 'Verificar' }).click()
	await expect(page).toHaveURL(DASHBOARD_PATH)
	await page.goto(SECURITY_PATH)
	await page.getByLabel('Desactivar verificação em dois passos').fill(admin.password)
	await page.getByRole('button', { name: 'Desactivar' }).click()
	await expect(page.getByTestId('admin-toast')).toHaveText(/Verificação em dois passos desactivada\./)
	await page.goto(AUDIT_PATH)
	const entries = page.getByRole('list', { name: 'Registos' }).getByRole('listitem').filter({ hasText: admin.email })
	await expect(entries.filter({ hasText: /Desactivou a verificação em dois passos/ })).toHaveCount(1)
	await expect(entries.filter({ hasText: /Activou a verificação em dois passos/ })).toHaveCount(1)
	await expect(entries.filter({ hasText: 'account.' })).toHaveCount(0)
	// Newest first.
	await expect(entries.first()).toContainText('Desactivou a verificação em dois passos')
})

test("'Terminar as outras sessões' signs the admin out everywhere else, and keeps this session", async ({
	page,
	browser,
}, testInfo) => {
	// Its own account per attempt: sessions a failed attempt left open would be counted.
	const admin = accountFor(SESSIONS_ADMIN, testInfo)
	const elsewhere = await browser.newContext()
	await elsewhere.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
	const otherPage = await elsewhere.newPage()
	await otherPage.goto(SIGN_IN_PATH)
	await signInWith(otherPage, admin)

	await page.goto(SIGN_IN_PATH)
	await signInWith(page, admin)
	await page.goto(SECURITY_PATH)
	await waitForHydration(page)
	await expect(page.getByTestId('other-sessions')).toHaveText(
		'Tem 1 outra sessão aberta noutro dispositivo ou navegador.',
	)
	await page.getByRole('button', { name: 'Terminar as outras sessões' }).click()

	await expect(page.getByTestId('admin-toast')).toHaveText(/As outras sessões foram terminadas\./)
	await expect(page.getByTestId('other-sessions')).toHaveText(
		'Não tem sessões abertas noutros dispositivos ou navegadores.',
	)
	// With none left, the button is off and says why.
	const revoke = page.getByRole('button', { name: 'Terminar as outras sessões' })
	await expect(revoke).toBeDisabled()
	await expect(revoke).toHaveAccessibleDescription('Não tem sessões abertas noutros dispositivos ou navegadores.')
	await otherPage.reload()
	await expect(otherPage).toHaveURL(SIGN_IN_PATH)
	await page.goto(DASHBOARD_PATH)
	await expect(page).toHaveURL(DASHBOARD_PATH)
	await page.goto(`${DASHBOARD_PATH}/registo`)
	await expect(
		page.getByRole('listitem').filter({ hasText: admin.email }).filter({ hasText: 'Terminou as outras sessões' }),
	).toHaveCount(1)
	await elsewhere.close()
})
