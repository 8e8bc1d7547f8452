/**
 * Signing in from the /admin page's action, the only way in (better-auth's `/api/auth/*` is not
 * served): the rate limits apply per client address (as the server resolved it) and per account,
 * a non-admin gets no session, and the dashboard's guard turns away whoever is not an admin.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { sessions, users } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createOrResetAdmin, requireAdmin } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { action as signInAction, loader as signInLoader } from '#app/routes/admin/account/sign-in.tsx'
import { action as signOutAction } from '#app/routes/admin/account/sign-out.ts'
import { startFlash, takeFlash } from '../shell/flash.server.ts'
import { slideDashboardSession } from './admin-auth.server.ts'

vi.stubEnv('SITE_URL', 'http://localhost:3000')
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const SITE = 'http://localhost:3000'
const PASSWORD = 'correct horse battery'

let counter = 0
function newAddress(): string {
	counter += 1
	return `192.0.2.${counter}`
}

type ActionResult = Awaited<ReturnType<typeof signInAction>>

/** The /admin form's POST, as the server would hand it to the action. */
async function postSignIn(fields: Record<string, string>, address: string, cookie?: string) {
	const url = new URL(`${SITE}/admin`)
	const context = new RouterContextProvider()
	context.set(clientAddressContext, address)
	const headers = new Headers(cookie ? { cookie } : {})
	const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers })
	await startFlash(context, request)
	try {
		const result: ActionResult = await signInAction({ request, url, context, params: {} } as never)
		return { result, redirect: undefined, toast: takeFlash(context) }
	} catch (thrown) {
		if (thrown instanceof Response) return { result: undefined, redirect: thrown, toast: takeFlash(context) }
		throw thrown
	}
}

/** The dashboard's middleware run for `request`, in front of a tab that answers `body`. */
async function throughDashboard(request: Request, next = async () => new Response('a tab')) {
	const context = new RouterContextProvider()
	await startFlash(context, request)
	const response = await slideDashboardSession({ request, context }, next).catch(
		(thrown: unknown) => thrown as Response,
	)
	return { response, toast: takeFlash(context) }
}

function cookiesOf(response: Response): string {
	return response.headers
		.getSetCookie()
		.filter((line) => !/max-age=0/i.test(line))
		.map((line) => line.split(';')[0])
		.join('; ')
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeAll(async () => {
		// One admin per test that counts attempts: the per-account limit (10 a minute) is shared.
		for (const email of ['admin@example.com', 'limited@example.com', 'mount@example.com', 'sliding@example.com']) {
			await createOrResetAdmin({ email, password: PASSWORD })
		}
		const ctx = await (await getAuth()).$context
		const user = await ctx.internalAdapter.createUser(
			{ email: 'visitor@example.com', name: 'Visitor', emailVerified: true },
			{ method: 'admin' },
		)
		await ctx.internalAdapter.linkAccount({
			userId: user.id,
			providerId: 'credential',
			accountId: user.id,
			password: await ctx.password.hash(PASSWORD),
		})
	})

	test('the right password leads to the dashboard with a session cookie and the success toast', async () => {
		const { redirect, toast } = await postSignIn(
			{ intent: 'password', email: ' Admin@Example.com ', password: PASSWORD },
			newAddress(),
		)

		expect(redirect?.status).toBe(302)
		expect(redirect?.headers.get('Location')).toBe('/admin/dashboard')
		const cookies = redirect?.headers.getSetCookie() ?? []
		expect(cookies.some((line) => line.startsWith('site.session_token='))).toBe(true)
		expect(toast).toMatchObject({ type: 'success', message: 'Login efectuado com sucesso!' })
		if (!redirect) return
		const signedIn = new Request(`${SITE}/admin`, { headers: { cookie: cookiesOf(redirect) } })
		const again = await signInLoader({ request: signedIn } as never).catch((thrown: unknown) => thrown)
		expect((again as Response).headers.get('Location')).toBe('/admin/dashboard')
	})

	test('a wrong password and an unknown e-mail get the same answer, and no session', async () => {
		const wrong = await postSignIn(
			{ intent: 'password', email: 'admin@example.com', password: 'nope nope nope' },
			newAddress(),
		)
		const unknown = await postSignIn(
			{ intent: 'password', email: 'who@example.com', password: 'nope nope nope' },
			newAddress(),
		)

		for (const { result } of [wrong, unknown]) {
			expect(result?.init?.status).toBe(401)
			expect(result?.data).toMatchObject({
				step: 'credentials',
				error: 'Erro ao fazer login: e-mail ou palavra-passe incorrectos.',
			})
			expect(new Headers(result?.init?.headers).getSetCookie().join()).not.toContain('session_token=')
		}
	})

	test('the sixth attempt from one client within a minute is refused, whatever the password', async () => {
		const address = newAddress()
		const statuses: number[] = []
		for (let attempt = 0; attempt < 6; attempt++) {
			const { result } = await postSignIn(
				{ intent: 'password', email: 'limited@example.com', password: 'wrong wrong' },
				address,
			)
			statuses.push(result?.init?.status ?? 0)
		}
		const blocked = await postSignIn({ intent: 'password', email: 'limited@example.com', password: PASSWORD }, address)

		expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
		expect(blocked.redirect).toBeUndefined()
		expect(blocked.result?.init?.status).toBe(429)
		expect((blocked.result?.data as { error?: string } | undefined)?.error).toMatch(
			/^Erro ao fazer login: demasiadas tentativas\. Tente novamente dentro de \d+ segundos\.$/,
		)
	})

	test('an account without the admin role is told access is denied and keeps no session', async () => {
		const { result } = await postSignIn(
			{ intent: 'password', email: 'visitor@example.com', password: PASSWORD },
			newAddress(),
		)

		expect(result?.init?.status).toBe(403)
		expect(result?.data.error).toBe('Acesso negado. Apenas administradores podem aceder.')
		const [visitor] = await database().db.select().from(users).where(eq(users.email, 'visitor@example.com'))
		expect(
			await database()
				.db.select()
				.from(sessions)
				.where(eq(sessions.userId, visitor?.id ?? '')),
		).toEqual([])
	})

	test('the dashboard guard sends the anonymous to /admin and signs a non-admin out with the denial toast', async () => {
		const anonymous = await throughDashboard(new Request(`${SITE}/admin/dashboard`))
		expect(anonymous.response.headers.get('Location')).toBe('/admin')

		const ctx = await (await getAuth()).$context
		const [visitor] = await database().db.select().from(users).where(eq(users.email, 'visitor@example.com'))
		const session = await ctx.internalAdapter.createSession(visitor?.id ?? '')
		const signed = await (await getAuth()).api.signInEmail({
			body: { email: 'visitor@example.com', password: PASSWORD },
			returnHeaders: true,
		})
		const cookie = cookiesOf(new Response(null, { headers: signed.headers }))

		const denied = await throughDashboard(new Request(`${SITE}/admin/dashboard`, { headers: { cookie } }))
		expect(denied.response.headers.get('Location')).toBe('/admin')
		expect(denied.response.headers.getSetCookie().some((line) => /^site\.session_token=;/.test(line))).toBe(true)
		expect(denied.toast).toMatchObject({
			type: 'error',
			message: 'Acesso negado. Apenas administradores podem aceder.',
		})
		const left = await database()
			.db.select({ token: sessions.token })
			.from(sessions)
			.where(eq(sessions.userId, visitor?.id ?? ''))
		expect(left.map((row) => row.token)).toEqual([session.token])
	})

	test('a day-old session is extended once per dashboard request, by the middleware, whose answer carries the new cookie', async () => {
		const signed = await (await getAuth()).api.signInEmail({
			body: { email: 'sliding@example.com', password: PASSWORD },
			returnHeaders: true,
		})
		const cookie = cookiesOf(new Response(null, { headers: signed.headers }))
		const token = signed.response.token
		const week = 7 * 24 * 60 * 60_000
		// Signed in two days ago: due for its daily extension.
		const aged = new Date(Date.now() + week - 2 * 24 * 60 * 60_000)
		await database().db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.token, token))
		const expiry = async () =>
			(await database().db.select().from(sessions).where(eq(sessions.token, token)))[0]?.expiresAt.getTime()
		const request = () => new Request(`${SITE}/admin/dashboard/contactos`, { headers: { cookie } })

		// A tab's own check reads the session without extending it (its answer could not carry the cookie).
		expect((await requireAdmin(request())).user.email).toBe('sliding@example.com')
		expect(await expiry()).toBe(aged.getTime())

		const { response: answered } = await throughDashboard(request())
		expect(await answered.text()).toBe('a tab')
		const refreshed = answered.headers.getSetCookie().find((line) => line.startsWith('site.session_token='))
		expect(refreshed).toMatch(/Max-Age=604800/)
		expect(refreshed?.split(';')[0]).toBe(cookie.split('; ').find((part) => part.startsWith('site.session_token=')))
		expect(await expiry()).toBeGreaterThan(Date.now() + week - 60_000)

		// Extended, it is not due again today: the next request sends no cookie.
		const { response: next } = await throughDashboard(request(), async () => new Response('again'))
		expect(next.headers.getSetCookie()).toEqual([])
	})

	test('a post from another site is refused by the dashboard before any action, and by sign-in and sign-out', async () => {
		const signed = await (await getAuth()).api.signInEmail({
			body: { email: 'admin@example.com', password: PASSWORD },
			returnHeaders: true,
		})
		const cookie = cookiesOf(new Response(null, { headers: signed.headers }))
		let ran = 0
		const reached = async () => {
			ran += 1
			return new Response('done')
		}
		const dashboardPost = (headers: Record<string, string>) =>
			new Request(`${SITE}/admin/dashboard/livro`, { method: 'POST', headers: { cookie, ...headers } })

		const foreignHeaders: Record<string, string>[] = [
			{ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
			{ 'Sec-Fetch-Site': 'same-site', Origin: 'https://other.localhost:3000' },
			{ Origin: 'https://evil.example' },
		]
		for (const foreign of foreignHeaders) {
			expect((await throughDashboard(dashboardPost(foreign), reached)).response.status).toBe(403)
		}
		expect(ran).toBe(0)
		const { response: own } = await throughDashboard(
			dashboardPost({ 'Sec-Fetch-Site': 'same-origin', Origin: SITE }),
			reached,
		)
		expect(await own.text()).toBe('done')
		expect(ran).toBe(1)

		const context = new RouterContextProvider()
		context.set(clientAddressContext, newAddress())
		const foreignSignIn = new Request(`${SITE}/admin`, {
			method: 'POST',
			headers: { 'Sec-Fetch-Site': 'cross-site' },
			body: new URLSearchParams({ intent: 'password', email: 'admin@example.com', password: PASSWORD }),
		})
		const refused = await signInAction({ request: foreignSignIn, context, params: {} } as never).catch(
			(thrown: unknown) => thrown,
		)
		expect((refused as Response).status).toBe(403)
		expect((refused as Response).headers.getSetCookie()).toEqual([])

		const foreignSignOut = new Request(`${SITE}/admin/sair`, {
			method: 'POST',
			headers: { cookie, Origin: 'https://evil.example' },
		})
		const kept = await signOutAction({ request: foreignSignOut, context, params: {} } as never).catch(
			(thrown: unknown) => thrown,
		)
		expect((kept as Response).status).toBe(403)
		expect((await requireAdmin(dashboardPost({}))).user.email).toBe('admin@example.com')
	})
})
