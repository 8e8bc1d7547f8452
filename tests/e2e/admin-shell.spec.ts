/**
 * The admin's way in and out (issue 5 items 1, 2, 4): the guard, signing in with the right and
 * wrong passwords, a non-admin turned away, signing out, with and without JavaScript.
 */

import {
	ADMIN_CREDENTIALS,
	DASHBOARD_PATH,
	SIGN_IN_PATH,
	signInAsAdmin,
	signInWith,
	submitSignIn,
} from './support/admin.ts'
import { accountFor, NON_ADMIN, SIGN_IN_ADMIN } from './support/admin-accounts.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { SITE_URL } from './support/server.ts'

/** This attempt's own account (`accountFor`): a failed attempt's sign-ins do not count against the retry's. */
function signInAdmin() {
	return accountFor(SIGN_IN_ADMIN, test.info())
}

const WRONG_CREDENTIALS = 'Erro ao fazer login: e-mail ou palavra-passe incorrectos.'

test('without a session the dashboard and its pages send the visitor to the sign-in page', async ({ page }) => {
	for (const path of [
		DASHBOARD_PATH,
		`${DASHBOARD_PATH}/bio`,
		`${DASHBOARD_PATH}/seguranca`,
		`${DASHBOARD_PATH}/registo`,
	]) {
		await page.goto(path)
		await expect(page).toHaveURL(SIGN_IN_PATH)
	}
	await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
})

test('an admin signs in, sees the dashboard with a success toast, and is sent straight back to it from /admin', async ({
	page,
}) => {
	await page.goto(SIGN_IN_PATH)
	await waitForHydration(page)
	await signInWith(page, signInAdmin())

	await expect(page.getByTestId('admin-toast')).toHaveText(/Login efectuado com sucesso!/)
	await expect(page.getByText(signInAdmin().email)).toBeVisible()
	// The dashboard opens on its overview, 'Resumo', the first tab.
	await expect(page.getByRole('heading', { name: 'Resumo', level: 2 })).toBeVisible()
	await expect(
		page.getByRole('navigation', { name: 'Secções do dashboard' }).getByRole('link').first(),
	).toHaveAccessibleName('Resumo')
	await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible()

	await page.goto(SIGN_IN_PATH)
	await expect(page).toHaveURL(DASHBOARD_PATH)
})

test('a wrong password and an unknown e-mail get the same error, and no session', async ({ page }) => {
	await page.goto(SIGN_IN_PATH)
	await waitForHydration(page)
	await submitSignIn(page, { email: signInAdmin().email, password: 'not the right passphrase' })
	await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
	await expect(page.getByLabel('Email')).toHaveValue(signInAdmin().email)

	await submitSignIn(page, { email: 'ninguem@e2e.example.com', password: 'not the right passphrase' })
	await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)

	await page.goto(DASHBOARD_PATH)
	await expect(page).toHaveURL(SIGN_IN_PATH)
})

test('an account without the admin role is signed out again with "Acesso negado"', async ({ page }) => {
	await page.goto(SIGN_IN_PATH)
	await submitSignIn(page, NON_ADMIN)

	await expect(page.getByRole('alert')).toHaveText('Acesso negado. Apenas administradores podem aceder.')
	await expect(page).toHaveURL(SIGN_IN_PATH)
	expect((await page.context().cookies()).some((cookie) => cookie.name.includes('session_token'))).toBe(false)
	await page.goto(DASHBOARD_PATH)
	await expect(page).toHaveURL(SIGN_IN_PATH)
})

test("'Sair' ends the session and returns to the sign-in page with 'Sessão terminada com sucesso!'", async ({
	page,
}) => {
	await page.goto(SIGN_IN_PATH)
	await signInWith(page, signInAdmin())
	await waitForHydration(page)

	await page.getByRole('button', { name: 'Sair' }).click()

	await expect(page).toHaveURL(SIGN_IN_PATH)
	await expect(page.getByTestId('admin-toast')).toHaveText(/Sessão terminada com sucesso!/)
	await page.goto(DASHBOARD_PATH)
	await expect(page).toHaveURL(SIGN_IN_PATH)
})

test("signInAsAdmin gives a page the shared admin, reusing the worker's session", async ({ page }) => {
	await signInAsAdmin(page)
	await expect(page.getByText(ADMIN_CREDENTIALS.email)).toBeVisible()
	await signInAsAdmin(page)
	await expect(page).toHaveURL(DASHBOARD_PATH)
})

test("better-auth's own endpoints are not served: the sign-in page is the only way in, account changes only the audited pages", async ({
	request,
}) => {
	for (const path of [
		'/api/auth/sign-in/email',
		'/api/auth/two-factor/disable',
		'/api/auth/change-password',
		'/api/auth/update-user',
		'/api/auth/revoke-other-sessions',
	]) {
		const answer = await request.post(path, {
			data: { email: ADMIN_CREDENTIALS.email, password: ADMIN_CREDENTIALS.password },
			headers: { Origin: SITE_URL },
			failOnStatusCode: false,
		})
		// The site's catch-all page answers: 405, as any page with no form would to a POST.
		expect([404, 405], path).toContain(answer.status())
		expect(answer.headers()['set-cookie'], path).toBeUndefined()
		expect(await answer.text(), path).not.toContain('"token"')
	}
	for (const path of ['/api/auth/get-session', '/api/auth/ok']) {
		expect((await request.get(path, { failOnStatusCode: false })).status(), path).toBe(404)
	}
})

test('a dashboard form posted from another site is refused before it reaches the action', async ({ page }) => {
	await signInAsAdmin(page, `${DASHBOARD_PATH}/livro`)
	const form = { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }
	// A foreign Origin is refused (React Router itself answers 400 for it, before the middleware's 403).
	const foreign = await page.request.post(`${DASHBOARD_PATH}/livro`, {
		form,
		headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
	})
	expect([400, 403]).toContain(foreign.status())
	expect(await foreign.text()).not.toContain('Erro ao eliminar pré-reserva')
	// A post the browser marks as coming from a sibling site of the same domain is refused by the middleware.
	const sibling = await page.request.post(`${DASHBOARD_PATH}/livro`, {
		form,
		headers: { 'Sec-Fetch-Site': 'same-site' },
	})
	expect(sibling.status()).toBe(403)
	// From the site itself the same post reaches the action (which finds no such pre-reservation).
	const own = await page.request.post(`${DASHBOARD_PATH}/livro`, { form, headers: { Origin: SITE_URL } })
	expect(own.status()).toBe(404)
	// A post the tab does not understand says why, not just 'Erro'.
	const invalid = await page.request.post(`${DASHBOARD_PATH}/livro`, {
		form: { intent: 'nothing' },
		headers: { Origin: SITE_URL },
	})
	expect(invalid.status()).toBe(400)
	expect(await invalid.text()).toContain('O pedido não foi reconhecido. Recarregue a página e tente novamente.')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('signing in, a wrong password and signing out all work', async ({ page }) => {
		await page.goto(SIGN_IN_PATH)
		await submitSignIn(page, { email: signInAdmin().email, password: 'not the right passphrase' })
		await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)

		await signInWith(page, signInAdmin())
		await expect(page.getByTestId('admin-toast')).toHaveText(/Login efectuado com sucesso!/)

		await page.getByRole('button', { name: 'Sair' }).click()
		await expect(page).toHaveURL(SIGN_IN_PATH)
		await expect(page.getByTestId('admin-toast')).toHaveText(/Sessão terminada com sucesso!/)
	})
})

test('the sign-in page and the dashboard fit a phone @mobile', async ({ page }) => {
	await page.goto(SIGN_IN_PATH)
	await expect(page.getByRole('button', { name: 'Entrar' })).toBeInViewport()
	await signInAsAdmin(page)
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
	expect(overflow).toBeLessThanOrEqual(0)
	await expect(page.getByRole('button', { name: 'Sair' })).toBeInViewport()
})
