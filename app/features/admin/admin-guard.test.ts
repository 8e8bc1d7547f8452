/**
 * The guard over the whole admin (issue 5, "Guard"): every route under /admin in the route
 * config — found there, so a new one is covered without touching this file — refuses an
 * anonymous request and a signed-in non-admin's, in its loader and in its action, and changes
 * nothing in the database. The sign-in page is the one route open to everyone.
 */
import { createHmac } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bookPrereservations, contactSubmissions, newsletterSubscriptions } from '#app/db/schema.ts'
import { seedDatabase } from '#app/db/seed.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createOrResetAdmin } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import routes from '#app/routes.ts'

const SECRET = 'a-guard-test-secret-of-enough-length-000'
vi.stubEnv('SITE_URL', 'http://localhost:3000')
vi.stubEnv('SESSION_SECRET', SECRET)

const SITE = 'http://localhost:3000'
/** Open to everyone by design: signing in. */
const PUBLIC_ADMIN_FILES = new Set(['routes/admin/account/sign-in.tsx'])

interface RouteEntry {
	path?: string
	index?: boolean
	file: string
	children?: RouteEntry[]
}

function flatten(entries: RouteEntry[], parent = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const joined = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/')
		return [{ path: `/${joined.replace(/^\/+/, '')}`, file: entry.file }, ...flatten(entry.children ?? [], joined)]
	})
}

const adminRoutes = flatten(routes as RouteEntry[]).filter(
	(route) => route.path === '/admin' || route.path.startsWith('/admin/'),
)
const guardedRoutes = adminRoutes.filter((route) => !PUBLIC_ADMIN_FILES.has(route.file))

type Handler = (args: unknown) => Promise<unknown>
interface RouteModule {
	loader?: Handler
	action?: Handler
}

async function importRoute(file: string): Promise<RouteModule> {
	return import(pathToFileURL(path.resolve('app', file)).href)
}

/** A concrete URL for a route path (`:id` and `*` filled with a made-up value). */
function concrete(routePath: string): { url: URL; params: Record<string, string> } {
	const params: Record<string, string> = {}
	const filled = routePath
		.split('/')
		.map((segment) => {
			if (segment.startsWith(':')) {
				const name = segment.slice(1).replace(/\?$/, '')
				params[name] = '00000000-0000-4000-8000-000000000000'
				return params[name]
			}
			if (segment === '*') {
				params['*'] = 'x'
				return 'x'
			}
			return segment
		})
		.join('/')
	return { url: new URL(`${SITE}${filled}`), params }
}

/** Calls a loader or action as React Router would; a thrown Response counts as its answer. */
async function call(handler: Handler, request: Request, url: URL, params: Record<string, string>): Promise<unknown> {
	const context = new RouterContextProvider()
	context.set(clientAddressContext, '192.0.2.200')
	try {
		return await handler({ request, url, params, context })
	} catch (thrown) {
		return thrown
	}
}

/** Refused: a redirect to the sign-in page, or 401/403. */
function isRefusal(answer: unknown): boolean {
	if (!(answer instanceof Response)) return false
	if (answer.status === 401 || answer.status === 403) return true
	const location = answer.headers.get('Location')
	return answer.status >= 300 && answer.status < 400 && (location === '/admin' || location === `${SITE}/admin`)
}

function describeAnswer(answer: unknown): string {
	if (answer instanceof Response) return `Response ${answer.status} ${answer.headers.get('Location') ?? ''}`
	return `data ${JSON.stringify(answer)?.slice(0, 200)}`
}

/** Bodies an action might act on: every usual intent, with ids of real rows. */
function actionBodies(ids: Record<string, string>): URLSearchParams[] {
	const intents = ['', 'create', 'save', 'update', 'delete', 'toggle', 'process', 'mark-processed', 'enable', 'disable']
	return intents.map(
		(intent) =>
			new URLSearchParams({
				intent,
				id: ids.contact ?? '',
				contactId: ids.contact ?? '',
				prereservationId: ids.prereservation ?? '',
				subscriptionId: ids.subscription ?? '',
				enabled: 'false',
				password: 'irrelevant passphrase',
				code: '123456',
				title: 'Intruso',
				name: 'Intruso',
				value: 'Intruso',
			}),
	)
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let nonAdminId = ''
	let adminCookie = ''
	const ids: Record<string, string> = {}

	/** The session cookie better-auth would have set for a new session of `userId`. */
	async function sessionCookie(userId: string): Promise<string> {
		const session = await (await (await getAuth()).$context).internalAdapter.createSession(userId)
		const signature = createHmac('sha256', SECRET).update(session.token).digest('base64')
		return `site.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`
	}

	/** Every table's rows, as text: what must not change. */
	async function snapshot(except: string[] = []): Promise<Record<string, string[]>> {
		const tables = await database().db.execute(
			sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by tablename`,
		)
		const result: Record<string, string[]> = {}
		for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
			if (except.includes(tablename)) continue
			const rows = await database().db.execute(sql.raw(`select row_to_json(t)::text as row from "${tablename}" t`))
			result[tablename] = (rows as unknown as { rows: { row: string }[] }).rows.map((row) => row.row).sort()
		}
		return result
	}

	beforeAll(async () => {
		const db = database().db
		await seedDatabase(db)
		const now = new Date()
		const [contact] = await db
			.insert(contactSubmissions)
			.values({
				name: 'Ana',
				email: 'ana@example.com',
				subject: 'Olá Ricardo',
				message: 'Uma mensagem.',
				gdprConsentTimestamp: now,
			})
			.returning({ id: contactSubmissions.id })
		const [subscription] = await db
			.insert(newsletterSubscriptions)
			.values({ email: 'leitor@example.com', consentTimestamp: now, confirmed: true })
			.returning({ id: newsletterSubscriptions.id })
		const [prereservation] = await db
			.insert(bookPrereservations)
			.values({ name: 'Rui', email: 'rui@example.com' })
			.returning({ id: bookPrereservations.id })
		Object.assign(ids, { contact: contact?.id, subscription: subscription?.id, prereservation: prereservation?.id })

		const admin = await createOrResetAdmin({ email: 'admin@example.com', password: 'the admin passphrase' })
		adminCookie = await sessionCookie(admin.userId)
		const ctx = await (await getAuth()).$context
		const user = await ctx.internalAdapter.createUser(
			{ email: 'visitor@example.com', name: 'Visitor', emailVerified: true },
			{ method: 'admin' },
		)
		nonAdminId = user.id
	})

	test('the route config has admin routes, and the sign-in page is its only open one', () => {
		expect(adminRoutes.map((route) => route.file)).toContain('routes/admin/dashboard.tsx')
		expect(guardedRoutes.length).toBeGreaterThanOrEqual(adminRoutes.length - PUBLIC_ADMIN_FILES.size)
	})

	test.each(guardedRoutes)('$path ($file): an admin session passes its loader (the check can tell)', async (route) => {
		const module = await importRoute(route.file)
		if (!module.loader) return
		const { url, params } = concrete(route.path)
		const answer = await call(module.loader, new Request(url, { headers: { cookie: adminCookie } }), url, params)
		expect(isRefusal(answer), describeAnswer(answer)).toBe(false)
	})

	test.each(guardedRoutes)('$path ($file): anonymous requests are refused and change nothing', async (route) => {
		const module = await importRoute(route.file)
		expect(module.loader ?? module.action, 'a route module with neither loader nor action').toBeDefined()
		const { url, params } = concrete(route.path)
		const before = await snapshot()

		if (module.loader) {
			const answer = await call(module.loader, new Request(url), url, params)
			expect(isRefusal(answer), `loader: ${describeAnswer(answer)}`).toBe(true)
		}
		if (module.action) {
			for (const body of actionBodies(ids)) {
				const request = new Request(url, { method: 'POST', body, headers: { origin: SITE } })
				const answer = await call(module.action, request, url, params)
				expect(isRefusal(answer), `action (intent "${body.get('intent')}"): ${describeAnswer(answer)}`).toBe(true)
			}
		}
		expect(await snapshot()).toEqual(before)
	})

	test.each(guardedRoutes)('$path ($file): a signed-in non-admin is refused and changes nothing', async (route) => {
		const module = await importRoute(route.file)
		const { url, params } = concrete(route.path)
		// Sessions aside: the dashboard's guard signs a non-admin out (docs/product/behaviour.md), ending that session.
		const before = await snapshot(['sessions'])
		const otherSessions = async () =>
			(await database().db.execute(
				sql`select token from sessions where user_id <> ${nonAdminId} order by token`,
			)) as unknown as {
				rows: unknown[]
			}
		const othersBefore = (await otherSessions()).rows

		if (module.loader) {
			const nonAdminCookie = await sessionCookie(nonAdminId)
			const answer = await call(module.loader, new Request(url, { headers: { cookie: nonAdminCookie } }), url, params)
			expect(isRefusal(answer), `loader: ${describeAnswer(answer)}`).toBe(true)
		}
		if (module.action) {
			for (const body of actionBodies(ids)) {
				const nonAdminCookie = await sessionCookie(nonAdminId)
				const request = new Request(url, { method: 'POST', body, headers: { cookie: nonAdminCookie, origin: SITE } })
				const answer = await call(module.action, request, url, params)
				expect(isRefusal(answer), `action (intent "${body.get('intent')}"): ${describeAnswer(answer)}`).toBe(true)
			}
		}
		expect(await snapshot(['sessions'])).toEqual(before)
		expect((await otherSessions()).rows).toEqual(othersBefore)
	})
})
