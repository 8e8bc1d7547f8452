import { symmetricDecrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { OWNER } from '#app/config/owner.ts'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { auditLog, rateLimits, sessions, twoFactors, userRoles } from '#app/db/schema.ts'
import { createTestDatabase, TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import {
	AdminInputError,
	createOrResetAdmin,
	ensureFirstAdmin,
	getAdminSession,
	isAdmin,
	requireAdmin,
} from './admin.server.ts'
import { listAudit, recordAudit } from './audit.server.ts'
import {
	type Auth,
	CLIENT_ADDRESS_HEADER,
	createAuth,
	KNOWN_DEVICE_COOKIE,
	totpCode,
	withClientAddress,
} from './auth.server.ts'

const SITE = 'http://localhost:3000'
const PASSWORD = 'correct horse battery'
const quietLog = { info() {}, warn() {} }

let addressCounter = 0
/** A client address of its own per test, so one test's attempts never count against another's. */
function newAddress(): string {
	addressCounter += 1
	return `198.51.100.${addressCounter}`
}

async function post(auth: Auth, path: string, body: unknown, options: { cookie?: string; address: string }) {
	const headers = new Headers({ 'content-type': 'application/json', origin: SITE })
	if (options.cookie) headers.set('cookie', options.cookie)
	const request = new Request(`${SITE}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
	return auth.handler(withClientAddress(request, options.address, false))
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (expired ones left out). */
function cookiesOf(response: Response): string {
	return response.headers
		.getSetCookie()
		.filter((line) => !/max-age=0/i.test(line))
		.map((line) => line.split(';')[0])
		.join('; ')
}

function requestWith(cookie: string): Request {
	return new Request(`${SITE}/admin/dashboard`, { headers: { cookie } })
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	let handle: DatabaseHandle
	let auth: Auth
	let deps: { auth: Auth; database: DatabaseHandle['db'] }

	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		auth = await createAuth({ database: handle.db, siteUrl: SITE, secret: 'test-secret-of-at-least-32-characters!!' })
		deps = { auth, database: handle.db }
	})
	afterAll(async () => {
		await handle?.close()
	})

	async function signIn(email: string, password: string, address = newAddress()) {
		return post(auth, '/sign-in/email', { email, password }, { address })
	}

	test('an admin signs in with the right password and gets an httpOnly, SameSite=Lax session cookie', async () => {
		await createOrResetAdmin({ email: 'ana@example.com', password: PASSWORD }, deps)

		const response = await signIn('ana@example.com', PASSWORD)

		expect(response.status).toBe(200)
		const sessionCookie = response.headers.getSetCookie().find((line) => line.startsWith('site.session_token='))
		expect(sessionCookie).toMatch(/HttpOnly/i)
		expect(sessionCookie).toMatch(/SameSite=Lax/i)
		expect(sessionCookie).not.toMatch(/Secure/i) // http origin; https turns it on
		const session = await getAdminSession(requestWith(cookiesOf(response)), deps)
		expect(session?.user.email).toBe('ana@example.com')
	})

	test('a wrong password is refused without a session', async () => {
		await createOrResetAdmin({ email: 'bruno@example.com', password: PASSWORD }, deps)

		const response = await signIn('bruno@example.com', 'not the password at all')

		expect(response.status).toBe(401)
		expect(
			response.headers
				.getSetCookie()
				.some((line) => line.startsWith('site.session_token=') && !/max-age=0/i.test(line)),
		).toBe(false)
	})

	test('an https site sends Secure cookies', async () => {
		const secure = await createAuth({
			database: handle.db,
			siteUrl: 'https://www.example.com',
			secret: 'another-secret-of-32-characters-or-more',
		})
		await createOrResetAdmin({ email: 'https@example.com', password: PASSWORD }, deps)
		const request = new Request('https://www.example.com/api/auth/sign-in/email', {
			method: 'POST',
			headers: { 'content-type': 'application/json', origin: 'https://www.example.com' },
			body: JSON.stringify({ email: 'https@example.com', password: PASSWORD }),
		})

		const response = await secure.handler(withClientAddress(request, newAddress(), false))

		expect(response.status).toBe(200)
		const sessionCookie = response.headers.getSetCookie().find((line) => line.includes('site.session_token='))
		expect(sessionCookie).toMatch(/^__Secure-/)
		expect(sessionCookie).toMatch(/; Secure/i)
	})

	test('there is no public sign-up', async () => {
		await expect(
			auth.api.signUpEmail({ body: { email: 'intruder@example.com', password: PASSWORD, name: 'Intruder' } }),
		).rejects.toThrow()
		const response = await post(
			auth,
			'/sign-up/email',
			{ email: 'intruder@example.com', password: PASSWORD, name: 'Intruder' },
			{ address: newAddress() },
		)
		expect(response.status).toBeGreaterThanOrEqual(400)
		expect((await signIn('intruder@example.com', PASSWORD)).status).toBe(401)
	})

	test('a signed-in user without the admin role has no admin session and is sent to /admin', async () => {
		const ctx = await auth.$context
		const user = await ctx.internalAdapter.createUser(
			{ email: 'visitor@example.com', name: 'Visitor' },
			{ method: 'admin' },
		)
		await ctx.internalAdapter.linkAccount({
			userId: user.id,
			providerId: 'credential',
			accountId: user.id,
			password: await ctx.password.hash(PASSWORD),
		})

		const response = await signIn('visitor@example.com', PASSWORD)
		expect(response.status).toBe(200)
		const request = requestWith(cookiesOf(response))

		expect(await auth.api.getSession({ headers: request.headers })).not.toBeNull()
		expect(await isAdmin(user.id, deps)).toBe(false)
		expect(await getAdminSession(request, deps)).toBeNull()
		const thrown = await requireAdmin(request, deps).catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(302)
		expect((thrown as Response).headers.get('location')).toBe('/admin')
		expect(await getAdminSession(new Request(SITE), deps)).toBeNull()
	})

	test('createOrResetAdmin creates an admin, then resets its password and ends its sessions', async () => {
		const first = await createOrResetAdmin({ email: '  Carla@Example.COM ', password: PASSWORD, name: 'Carla' }, deps)
		expect(first).toMatchObject({ email: 'carla@example.com', created: true })
		expect(await isAdmin(first.userId, deps)).toBe(true)
		const signedIn = await signIn('carla@example.com', PASSWORD)
		const oldSession = requestWith(cookiesOf(signedIn))
		expect(await getAdminSession(oldSession, deps)).not.toBeNull()

		const second = await createOrResetAdmin({ email: 'carla@example.com', password: 'a brand new passphrase' }, deps)

		expect(second).toEqual({ userId: first.userId, email: 'carla@example.com', created: false })
		expect(await getAdminSession(oldSession, deps)).toBeNull()
		expect((await signIn('carla@example.com', PASSWORD)).status).toBe(401)
		expect((await signIn('carla@example.com', 'a brand new passphrase')).status).toBe(200)
		const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.entityId, first.userId))).map(
			(row) => row.action,
		)
		expect(actions.sort()).toEqual(['admin.create', 'admin.reset_password'])
	})

	test('createOrResetAdmin refuses a short password or a bad e-mail with a clear message', async () => {
		await expect(createOrResetAdmin({ email: 'dora@example.com', password: 'short' }, deps)).rejects.toThrow(
			new AdminInputError('The password must be at least 12 characters long'),
		)
		await expect(createOrResetAdmin({ email: 'not-an-email', password: PASSWORD }, deps)).rejects.toThrow(
			AdminInputError,
		)
	})

	test('ensureFirstAdmin creates the ADMIN_EMAIL admin once and never resets it on a later start', async () => {
		const options = { adminEmail: 'Env@Example.com', adminPassword: PASSWORD, embedded: false, log: quietLog }

		expect(await ensureFirstAdmin(options, deps)).toEqual({ action: 'created', email: 'env@example.com' })
		expect(await ensureFirstAdmin({ ...options, adminPassword: 'a different passphrase' }, deps)).toEqual({
			action: 'none',
		})

		expect((await signIn('env@example.com', PASSWORD)).status).toBe(200)
		expect((await signIn('env@example.com', 'a different passphrase')).status).toBe(401)
	})

	test('ensureFirstAdmin on an embedded database without an admin generates one, once; on PostgreSQL it only warns', async () => {
		await handle.db.delete(userRoles)
		const warnings: string[] = []
		const log = { info() {}, warn: (message: string) => warnings.push(message) }

		expect(await ensureFirstAdmin({ embedded: false, log }, deps)).toEqual({ action: 'missing' })
		expect(warnings.join('\n')).toContain('npm run admin:create')

		const created = await ensureFirstAdmin({ embedded: true, log }, deps)
		if (created.action !== 'created' || !created.generatedPassword) throw new Error('no admin was generated')
		expect(created.email).toBe(OWNER.email)
		expect(created.generatedPassword.length).toBeGreaterThanOrEqual(24)
		expect((await signIn(created.email, created.generatedPassword)).status).toBe(200)

		expect(await ensureFirstAdmin({ embedded: true, log }, deps)).toEqual({ action: 'none' })
		expect((await signIn(created.email, created.generatedPassword)).status).toBe(200)
	})

	test('a TOTP code is accepted once: a replay is refused, at set-up and at sign-in', async () => {
		const email = 'totp@example.com'
		await createOrResetAdmin({ email, password: PASSWORD }, deps)
		const address = newAddress()
		const session = cookiesOf(await signIn(email, PASSWORD, address))
		const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: { cookie: session } })
		if (enabled.method !== 'totp') throw new Error('TOTP was not set up')
		expect(enabled.backupCodes).toHaveLength(10)
		expect(enabled.totpURI).toContain(encodeURIComponent(OWNER.name))

		const ctx = await auth.$context
		const [row] = await handle.db.select().from(twoFactors)
		if (!row) throw new Error('no two-factor row')
		const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret })
		const now = Date.now()
		const firstCode = totpCode(secret, now)

		// Set-up: the first code confirms TOTP; the same code again is refused.
		const confirmed = await post(auth, '/two-factor/verify-totp', { code: firstCode }, { cookie: session, address })
		expect(confirmed.status).toBe(200)
		const currentSession = cookiesOf(confirmed) || session
		const replayed = await post(
			auth,
			'/two-factor/verify-totp',
			{ code: firstCode },
			{ cookie: currentSession, address },
		)
		expect(replayed.status).toBe(401)

		// Sign-in now asks for a code.
		const pending = await signIn(email, PASSWORD, newAddress())
		expect(await pending.json()).toMatchObject({ twoFactorRedirect: true })
		const challenge = cookiesOf(pending)
		const signInAddress = newAddress()
		expect(
			(await post(auth, '/two-factor/verify-totp', { code: firstCode }, { cookie: challenge, address: signInAddress }))
				.status,
		).toBe(401)

		// The next step's code is fresh: accepted once; two requests at once, only one passes.
		const nextCode = totpCode(secret, now + 30_000)
		const [a, b] = await Promise.all([
			post(auth, '/two-factor/verify-totp', { code: nextCode }, { cookie: challenge, address: signInAddress }),
			post(auth, '/two-factor/verify-totp', { code: nextCode }, { cookie: challenge, address: newAddress() }),
		])
		expect([a.status, b.status].sort()).toEqual([200, 401])
		const winner = a.status === 200 ? a : b
		expect(await getAdminSession(requestWith(cookiesOf(winner)), deps)).not.toBeNull()
	})

	test('neither the rate-limit counters nor the sessions keep a client address or an e-mail in clear', async () => {
		await createOrResetAdmin({ email: 'private@example.com', password: PASSWORD }, deps)
		const address = '203.0.113.77'

		expect((await signIn('private@example.com', 'wrong password here', address)).status).toBe(401)
		expect((await signIn('private@example.com', PASSWORD, address)).status).toBe(200)

		const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
		expect(keys.length).toBeGreaterThan(0)
		expect(keys.join('\n')).not.toContain('203.0.113')
		expect(keys.join('\n')).not.toContain('private@example.com')
		const addresses = (await handle.db.select({ ip: sessions.ipAddress }).from(sessions)).map((row) => row.ip)
		expect(addresses.length).toBeGreaterThan(0)
		expect(addresses.every((ip) => ip === null)).toBe(true)
	})

	test('the sixth sign-in attempt within a minute from one address is refused with 429', async () => {
		await createOrResetAdmin({ email: 'limited@example.com', password: PASSWORD }, deps)
		const address = newAddress()

		const statuses: number[] = []
		for (let attempt = 0; attempt < 6; attempt++) {
			statuses.push((await signIn('limited@example.com', 'wrong password here', address)).status)
		}

		expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
		expect((await signIn('limited@example.com', PASSWORD, address)).status).toBe(429)
		expect((await signIn('limited@example.com', PASSWORD, newAddress())).status).toBe(200)
	})

	test('one account takes at most ten wrong passwords a minute, from however many unknown browsers', async () => {
		await createOrResetAdmin({ email: 'target@example.com', password: PASSWORD }, deps)

		const statuses: number[] = []
		for (let attempt = 0; attempt < 11; attempt++) {
			statuses.push((await signIn('target@example.com', 'wrong password here')).status)
		}

		expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
		expect(statuses[10]).toBe(429)
		expect((await signIn('TARGET@example.com', PASSWORD)).status).toBe(429)
	})

	test('signing in never counts against the account: the owner signs in as often as needed', async () => {
		await createOrResetAdmin({ email: 'busy@example.com', password: PASSWORD }, deps)
		const statuses: number[] = []
		for (let attempt = 0; attempt < 14; attempt++) statuses.push((await signIn('busy@example.com', PASSWORD)).status)
		expect(statuses.every((status) => status === 200)).toBe(true)
	})

	test('strangers who fill the account limit do not keep the owner out of a browser already signed in from', async () => {
		await createOrResetAdmin({ email: 'owner@example.com', password: PASSWORD }, deps)
		const first = await signIn('owner@example.com', PASSWORD)
		expect(first.status).toBe(200)
		const device = first.headers
			.getSetCookie()
			.find((line) => line.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
			?.split(';')[0]
		expect(device).toBeDefined()
		expect(first.headers.getSetCookie().find((line) => line.startsWith(KNOWN_DEVICE_COOKIE))).toMatch(/HttpOnly/i)

		// Strangers, from many addresses, fill the account's window with wrong passwords.
		for (let attempt = 0; attempt < 12; attempt++) await signIn('owner@example.com', 'wrong password here')
		expect((await signIn('owner@example.com', PASSWORD)).status).toBe(429)
		expect((await signIn('owner@example.com', 'another wrong one', newAddress())).status).toBe(429)

		// The owner's own browser still gets in, and a wrong password there is still only a 401.
		const owner = await post(
			auth,
			'/sign-in/email',
			{ email: 'owner@example.com', password: PASSWORD },
			{
				address: newAddress(),
				cookie: device,
			},
		)
		expect(owner.status).toBe(200)
		const forged = await post(
			auth,
			'/sign-in/email',
			{ email: 'owner@example.com', password: PASSWORD },
			{
				address: newAddress(),
				cookie: `${KNOWN_DEVICE_COOKIE}=zzzzzz.abc.def`,
			},
		)
		expect(forged.status).toBe(429)
		// A known-device cookie is for its own account only.
		await createOrResetAdmin({ email: 'other@example.com', password: PASSWORD }, deps)
		for (let attempt = 0; attempt < 12; attempt++) await signIn('other@example.com', 'wrong password here')
		const elsewhere = await post(
			auth,
			'/sign-in/email',
			{ email: 'other@example.com', password: PASSWORD },
			{
				address: newAddress(),
				cookie: device,
			},
		)
		expect(elsewhere.status).toBe(429)
	})

	test('audit records are listed newest first, page by page', async () => {
		const actor = { id: null, email: 'Audit@Example.com' }
		for (const action of ['project.create', 'project.update', 'project.delete']) {
			await recordAudit(handle.db, { actor, action, entity: 'project', entityId: 'p1', details: { action } })
		}

		const firstPage = await listAudit({ limit: 2 }, handle.db)
		expect(firstPage.map((row) => row.action)).toEqual(['project.delete', 'project.update'])
		expect(firstPage[0]).toMatchObject({ actorEmail: 'audit@example.com', entity: 'project', entityId: 'p1' })
		const secondPage = await listAudit({ limit: 2, before: firstPage[1]?.id }, handle.db)
		expect(secondPage[0]?.action).toBe('project.create')
		expect(secondPage.map((row) => row.id)).not.toContain(firstPage[0]?.id)
	})
})

test('the client address comes from the socket, and from X-Forwarded-For only behind a trusted proxy', () => {
	const request = new Request(SITE, {
		headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '7.7.7.7, 10.0.0.2' },
	})

	expect(withClientAddress(request, '192.0.2.1', false).headers.get(CLIENT_ADDRESS_HEADER)).toBe('192.0.2.1')
	expect(withClientAddress(request, '192.0.2.1', true).headers.get(CLIENT_ADDRESS_HEADER)).toBe('10.0.0.2')
	expect(withClientAddress(request, undefined, false).headers.get(CLIENT_ADDRESS_HEADER)).toBeNull()
})
