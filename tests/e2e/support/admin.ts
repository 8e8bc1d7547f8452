/**
 * Signing a Playwright page in as the shared admin (`ADMIN_CREDENTIALS`). The session cookies
 * are kept per worker and reused, so a suite of admin journeys signs in a few times rather than
 * once per test (sign-in is rate-limited per account: 10 a minute); a session that has ended
 * (a test pressed 'Sair') is noticed and replaced.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { ADMIN_CREDENTIALS, type Credentials } from './admin-accounts.ts'

export { ADMIN_CREDENTIALS, type Credentials } from './admin-accounts.ts'

export const SIGN_IN_PATH = '/admin'
export const DASHBOARD_PATH = '/admin/dashboard'

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>
let sharedCookies: Cookies | undefined

/** Fills in and submits the sign-in form (no assertion on the outcome). */
export async function submitSignIn(page: Page, { email, password }: Credentials): Promise<void> {
	if (new URL(page.url(), 'http://x').pathname !== SIGN_IN_PATH) await page.goto(SIGN_IN_PATH)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Palavra-passe').fill(password)
	await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Signs in through the form and waits for the dashboard. */
export async function signInWith(page: Page, credentials: Credentials): Promise<void> {
	await submitSignIn(page, credentials)
	await expect(page).toHaveURL(DASHBOARD_PATH)
	await expect(page.getByRole('heading', { name: 'Dashboard Admin' })).toBeVisible()
}

/**
 * Makes `page` an admin's: reuses this worker's session when it is still valid, else signs in.
 * Leaves the page on `path` (default: the dashboard).
 */
export async function signInAsAdmin(page: Page, path = DASHBOARD_PATH): Promise<void> {
	if (sharedCookies) {
		await page.context().addCookies(sharedCookies)
		await page.goto(path)
		if (new URL(page.url()).pathname !== SIGN_IN_PATH) return
	}
	await page.goto(SIGN_IN_PATH)
	await signInWith(page, ADMIN_CREDENTIALS)
	sharedCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes('session'))
	if (path !== DASHBOARD_PATH) await page.goto(path)
}

/** The raw TOTP secret behind the base32 key the security page shows (spaces allowed). */
export function secretFromBase32(key: string): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
	let bits = 0
	let value = 0
	const bytes: number[] = []
	for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
		value = (value << 5) | alphabet.indexOf(char)
		bits += 5
		if (bits >= 8) {
			bytes.push((value >>> (bits - 8)) & 0xff)
			bits -= 8
		}
	}
	return Buffer.from(bytes).toString('utf8')
}
