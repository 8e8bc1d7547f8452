/**
 * Property fuzzing of every public endpoint and every admin action, called as React Router
 * calls them, with the app's database underneath: malformed bodies, wrong content types,
 * huge fields, invalid UTF-8 and percent-encoding, and odd headers (cookies, languages,
 * origins). Whatever arrives, nothing answers a server error (500), and every row the public
 * forms store still meets the rules in docs/product/rules.md.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	bookPrereservations,
	contactSubmissions,
	cookieConsents,
	dataAccessLinks,
	formRateLimits,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { seedDatabase } from '#app/db/seed.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { startFlash } from '#app/features/admin/shell/flash.server.ts'
import { signedInAdmin, TEST_SITE } from '#app/features/admin/test-support.server.ts'
import { characterCount } from '#app/features/forms/schema-helpers.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import routes from '#app/routes.ts'
import { FUZZ_RUNS, recordFigures } from './faults-config.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

type Handler = (args: never) => Promise<unknown>

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

/** Every route of the app with its module: public pages, resources and the admin. */
const allRoutes = await Promise.all(
	flatten(routes as RouteEntry[])
		.filter((route) => !route.path.includes(':') && !route.path.includes('*'))
		.map(async (route) => ({
			...route,
			module: (await import(pathToFileURL(path.resolve('app', route.file)).href)) as {
				action?: Handler
				loader?: Handler
			},
		})),
)
const isAdmin = (route: { path: string }) => route.path === '/admin' || route.path.startsWith('/admin/')
// Signing out would end the fuzzing admin's own session: it is a plain POST with no fields anyway.
const adminActions = allRoutes.filter(
	(route) => isAdmin(route) && route.module.action && !route.file.endsWith('sign-out.ts'),
)
const publicActions = allRoutes.filter((route) => !isAdmin(route) && route.module.action)
const publicLoaders = allRoutes.filter((route) => !isAdmin(route) && route.module.loader)

const FIELD_NAMES = [
	'intent',
	'id',
	'name',
	'email',
	'subject',
	'message',
	'gdprConsent',
	'consent',
	'privacy',
	'locale',
	'want',
	'token',
	'analytics',
	'marketing',
	'title.pt-PT',
	'title.en',
	'description.pt-PT',
	'content.pt-PT',
	'quote.pt-PT',
	'priority',
	'active',
	'image_url',
	'external_url',
	'thumbnail_url',
	'photo_url',
	'date',
	'value',
	'code',
	'password',
	'website',
	'List-Unsubscribe',
]
const INTENTS = ['newsletter', 'request', 'verify', 'delete', 'confirm-delete', 'end', 'save', 'create', 'update']

/** Text as a hostile client sends it: any characters, control and NUL, huge, odd e-mails. */
const anyText = fc.oneof(
	fc.string({ unit: 'grapheme', maxLength: 200 }),
	fc.string({ unit: 'binary', maxLength: 200 }),
	fc.constantFrom('', ' ', '\u0000', 'x'.repeat(70_000), '🙂'.repeat(3000), '\uFEFF', '\uD800', 'a@b.c', '../../etc'),
	fc.emailAddress(),
	fc.constantFrom(...INTENTS),
)

/** Percent-encodes any string, a lone surrogate included (as U+FFFD, which encodeURIComponent refuses). */
const encode = (value: string) =>
	encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'))

/** Percent-encoding that does not decode: lone `%`, bad hex, bytes that are not UTF-8. */
const badPercent = fc.constantFrom('%', '%z', '%zz', '%E9', '%C3%28', '%FF%FE', '%ED%A0%80', '%00', '%%41', '+%2')

const urlencodedBody = fc
	.array(
		fc.tuple(
			fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
			fc.oneof(
				anyText.map(encode),
				badPercent,
				fc.tuple(anyText, badPercent).map(([a, b]) => a + b),
			),
		),
		{ maxLength: 10 },
	)
	.map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'))

/** A multipart body with raw bytes (invalid UTF-8 included) in its values. */
const multipartBody = fc
	.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.uint8Array({ maxLength: 300 })), { maxLength: 8 })
	.map((parts) => {
		const chunks: Buffer[] = []
		for (const [name, bytes] of parts) {
			chunks.push(Buffer.from(`--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, 'latin1'))
			chunks.push(Buffer.from(bytes), Buffer.from('\r\n'))
		}
		chunks.push(Buffer.from('--fuzz--\r\n'))
		return new Uint8Array(Buffer.concat(chunks))
	})

const contentTypes = fc.constantFrom(
	'application/x-www-form-urlencoded',
	'application/x-www-form-urlencoded; charset=latin1',
	'multipart/form-data; boundary=fuzz',
	'multipart/form-data',
	'multipart/form-data; boundary=',
	'application/json',
	'application/json; charset=utf-16',
	'text/plain',
	'text/html',
	'',
	undefined,
)

const body = fc.oneof(
	fc.tuple(urlencodedBody as fc.Arbitrary<BodyInit>, fc.constant('application/x-www-form-urlencoded')),
	fc.tuple(multipartBody as fc.Arbitrary<BodyInit>, fc.constant('multipart/form-data; boundary=fuzz')),
	fc.tuple(
		fc.oneof(urlencodedBody, multipartBody, fc.uint8Array({ maxLength: 2000 })) as fc.Arbitrary<BodyInit>,
		contentTypes,
	),
)

/** Headers a client may send in any state: garbage cookies, languages, origins. */
const oddHeaders = fc.record(
	{
		cookie: fc.oneof(
			fc.constantFrom('__data_access=%%%', 'site.session_token=x.y', 'a', '=;=;', `__data_access=${'a'.repeat(5000)}`),
			fc.string({ unit: 'binary-ascii', maxLength: 100 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
		),
		'accept-language': fc.constantFrom('*', 'xx-YY;q=abc', '', 'pt-PT,en;q=0.5'),
		accept: fc.constantFrom('application/json', '*/*', 'text/html', ''),
		'user-agent': fc.constantFrom('', 'curl/8', 'Googlebot', 'x'.repeat(2000)),
	},
	{ requiredKeys: [] },
)

/** Query strings as they arrive: tokens of any shape, bad percent-encoding, repeated keys. */
const query = fc
	.array(fc.tuple(fc.constantFrom('token', 'erro', 'lang', 'page', 'x'), fc.oneof(anyText.map(encode), badPercent)), {
		maxLength: 4,
	})
	.map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'))

const figures = { requests: 0, serverErrors500: 0, ruleBreakingRows: 0 }

/** Calls a loader or action as React Router would; the status it answers (a thrown error is a 500). */
async function call(
	handler: Handler,
	routePath: string,
	init: { method: string; body?: BodyInit | null; contentType?: string; headers?: Record<string, string> },
	search = '',
	cookie = '',
): Promise<number> {
	figures.requests += 1
	const headers = new Headers()
	for (const [name, value] of Object.entries(init.headers ?? {})) {
		try {
			headers.set(name, value)
		} catch {}
	}
	if (init.contentType) headers.set('content-type', init.contentType)
	if (cookie) headers.set('cookie', [headers.get('cookie'), cookie].filter(Boolean).join('; '))
	const url = new URL(`${TEST_SITE}${routePath}${search ? `?${search}` : ''}`)
	const request = new Request(url, { method: init.method, body: init.body ?? null, headers })
	const context = new RouterContextProvider()
	context.set(clientAddressContext, '2001:db8::1')
	let status: number
	try {
		await startFlash(context, request)
		const result = await handler({ request, url, params: {}, context } as never)
		status =
			result instanceof Response
				? result.status
				: ((result as { init?: { status?: number } } | undefined)?.init?.status ?? 200)
	} catch (thrown) {
		status = thrown instanceof Response ? thrown.status : 500
		if (status === 500) console.warn(`${routePath}: ${thrown instanceof Error ? thrown.stack : String(thrown)}`)
	}
	if (status >= 500) figures.serverErrors500 += 1
	return status
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let adminCookie = ''

	beforeAll(async () => {
		Object.assign(figures, { requests: 0, serverErrors500: 0, ruleBreakingRows: 0 })
		await seedDatabase(database().db)
		;({ cookie: adminCookie } = await signedInAdmin())
	})

	afterAll(() => {
		recordFigures(`fuzz on ${kind}`, figures)
	})

	/** Every stored public record against the product's rules; the number that break one. */
	async function ruleBreakingRows(): Promise<number> {
		const { db } = database()
		const email = (value: string) =>
			value === value.trim().toLowerCase() && value.length <= 255 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
		const within = (value: string, min: number, max: number) =>
			value === value.trim() && characterCount(value) >= min && characterCount(value) <= max
		let broken = 0
		for (const row of await db.select().from(contactSubmissions)) {
			const ok =
				within(row.name, 2, 100) &&
				email(row.email) &&
				within(row.subject, 5, 200) &&
				characterCount(row.message) >= 10 &&
				characterCount(row.message) <= 2000 &&
				row.ipAddress === null
			if (!ok) broken += 1
		}
		for (const row of await db.select().from(newsletterSubscriptions)) {
			if (!email(row.email) || row.ipAddress !== null || (row.confirmed && !row.confirmedAt)) broken += 1
		}
		for (const row of await db.select().from(bookPrereservations)) {
			if (!within(row.name, 1, 100) || !email(row.email) || !['pt-PT', 'en', 'es'].includes(row.locale)) broken += 1
		}
		for (const row of await db.select().from(cookieConsents)) {
			if (typeof row.analyticsConsent !== 'boolean' || row.preferencesConsent !== true) broken += 1
		}
		for (const row of await db.select().from(dataAccessLinks)) {
			if (!email(row.email)) broken += 1
		}
		figures.ruleBreakingRows = broken
		return broken
	}

	test('the app has public and admin endpoints to fuzz', () => {
		expect(publicActions.length).toBeGreaterThanOrEqual(6)
		expect(adminActions.length).toBeGreaterThanOrEqual(10)
		expect(publicLoaders.length).toBeGreaterThanOrEqual(10)
	})

	test('public actions: malformed bodies, wrong content types, bad encodings and odd headers never make a 500', async () => {
		for (const route of publicActions) {
			await fc.assert(
				fc.asyncProperty(body, oddHeaders, query, async ([payload, contentType], headers, search) => {
					await database().db.delete(formRateLimits)
					const status = await call(
						route.module.action as Handler,
						route.path,
						{ method: 'POST', body: payload, contentType, headers },
						search,
					)
					expect(status, route.path).toBeLessThan(500)
				}),
				{ numRuns: FUZZ_RUNS * 2 },
			)
		}
		expect(await ruleBreakingRows()).toBe(0)
	}, 600_000)

	test('public pages: any query string, token or header never makes a 500', async () => {
		for (const route of publicLoaders) {
			await fc.assert(
				fc.asyncProperty(query, oddHeaders, async (search, headers) => {
					const status = await call(route.module.loader as Handler, route.path, { method: 'GET', headers }, search)
					expect(status, route.path).toBeLessThan(500)
				}),
				{ numRuns: FUZZ_RUNS },
			)
		}
	}, 600_000)

	test('admin actions: a signed-in admin’s malformed posts never make a 500 nor break a public rule', async () => {
		for (const route of adminActions) {
			await fc.assert(
				fc.asyncProperty(body, oddHeaders, async ([payload, contentType], headers) => {
					const status = await call(
						route.module.action as Handler,
						route.path,
						{ method: 'POST', body: payload, contentType, headers: { ...headers, cookie: '' } },
						'',
						adminCookie,
					)
					expect(status, route.path).toBeLessThan(500)
				}),
				{ numRuns: FUZZ_RUNS },
			)
		}
		expect(await ruleBreakingRows()).toBe(0)
	}, 600_000)
})
