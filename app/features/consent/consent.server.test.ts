import fc from 'fast-check'
import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { cookieConsents, formRateLimits } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { FORM_RATE_LIMITS } from '#app/features/abuse/rate-limits.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { action, loader } from '#app/routes/resources/consent.ts'

vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-hmac')

const URL_ = 'http://localhost/api/consent'
let addressCounter = 0

/** Posts to the route's action as the HTTP server would, from a client address of its own. */
async function post(
	body: BodyInit | null,
	{
		type = 'application/json',
		address,
		headers = {},
	}: { type?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
	addressCounter += 1
	const context = new RouterContextProvider()
	context.set(clientAddressContext, address ?? `192.0.2.${addressCounter % 250}`)
	const request = new Request(URL_, { method: 'POST', body, headers: { 'Content-Type': type, ...headers } })
	const args = { request, context, params: {}, url: new URL(URL_) } as unknown as Parameters<typeof action>[0]
	return action(args)
}

const json = (value: unknown) => JSON.stringify(value)

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const rows = () => database().db.select().from(cookieConsents)

	beforeEach(async () => {
		await database().db.delete(cookieConsents)
		await database().db.delete(formRateLimits)
	})

	test('a JSON choice is stored with a fresh random session id and preferences consent true', async () => {
		const response = await post(json({ analytics: true, marketing: false }))
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ saved: true })
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const [row, ...others] = await rows()
		expect(others).toEqual([])
		expect(row).toMatchObject({ analyticsConsent: true, marketingConsent: false, preferencesConsent: true })
		expect(row?.sessionId).toMatch(/^[0-9a-f-]{36}$/)
	})

	test('every save gets its own session id, even for the same choice', async () => {
		await post(json({ analytics: false, marketing: false }))
		await post(json({ analytics: false, marketing: false }))
		await post(json({ analytics: true, marketing: true }))
		const stored = await rows()
		expect(stored).toHaveLength(3)
		expect(new Set(stored.map((row) => row.sessionId)).size).toBe(3)
		expect(stored.map((row) => [row.analyticsConsent, row.marketingConsent]).sort()).toEqual(
			[
				[false, false],
				[false, false],
				[true, true],
			].sort(),
		)
	})

	test('a url-encoded form body with true and false is stored the same way', async () => {
		const response = await post('analytics=false&marketing=true', { type: 'application/x-www-form-urlencoded' })
		expect(response.status).toBe(201)
		expect(await rows()).toMatchObject([{ analyticsConsent: false, marketingConsent: true, preferencesConsent: true }])
	})

	test('a session id sent by the client is refused, never stored', async () => {
		const response = await post(json({ analytics: true, marketing: true, session_id: 'chosen-by-client' }))
		expect(response.status).toBe(400)
		expect(await rows()).toEqual([])
	})

	test('malformed choices answer 400 with a JSON error and store nothing', async () => {
		const bad: [BodyInit, string][] = [
			['{', 'application/json'],
			['null', 'application/json'],
			['[]', 'application/json'],
			[json({ analytics: 'true', marketing: false }), 'application/json'],
			[json({ analytics: true }), 'application/json'],
			[json({ analytics: 1, marketing: 0 }), 'application/json'],
			['', 'application/json'],
			['analytics=on&marketing=false', 'application/x-www-form-urlencoded'],
			['analytics=true', 'application/x-www-form-urlencoded'],
			['analytics=true&analytics=false&marketing=false', 'application/x-www-form-urlencoded'],
		]
		for (const [body, type] of bad) {
			const response = await post(body, { type })
			expect(response.status, `${type} ${String(body)}`).toBe(400)
			expect(await response.json()).toEqual({ error: 'invalid-choice' })
		}
		expect(await rows()).toEqual([])
	})

	test('a multipart form body is read like the url-encoded one', async () => {
		const form = new FormData()
		form.append('analytics', 'true')
		form.append('marketing', 'false')
		const request = new Request(URL_, { method: 'POST', body: form })
		const response = await post(await request.arrayBuffer(), { type: request.headers.get('Content-Type') ?? '' })
		expect(response.status).toBe(201)
		expect(await rows()).toMatchObject([{ analyticsConsent: true, marketingConsent: false }])
	})

	test('another content type answers 400 and an oversized body 413, storing nothing', async () => {
		expect((await post(json({ analytics: true, marketing: true }), { type: 'text/plain' })).status).toBe(400)
		const padded = json({ analytics: true, marketing: true, padding: 'x'.repeat(5000) })
		expect((await post(padded)).status).toBe(413)
		expect(await rows()).toEqual([])
	})

	test('a post that a browser marks as coming from another site is refused', async () => {
		const response = await post(json({ analytics: true, marketing: true }), {
			headers: { 'Sec-Fetch-Site': 'cross-site' },
		})
		expect(response.status).toBe(403)
		expect(await rows()).toEqual([])
	})

	test('a client past the rate limit gets 429 with Retry-After and nothing more is stored', async () => {
		const address = '203.0.113.77'
		const { max } = FORM_RATE_LIMITS.cookieConsent
		for (let i = 0; i < max; i += 1) {
			expect((await post(json({ analytics: false, marketing: false }), { address })).status).toBe(201)
		}
		const limited = await post(json({ analytics: false, marketing: false }), { address })
		expect(limited.status).toBe(429)
		expect(await limited.json()).toEqual({ error: 'rate-limited' })
		expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(await rows()).toHaveLength(max)
		// Another client is not affected.
		expect((await post(json({ analytics: false, marketing: false }), { address: '203.0.113.78' })).status).toBe(201)
	})

	test('malformed posts do not count towards the limit', async () => {
		const address = '203.0.113.90'
		for (let i = 0; i < FORM_RATE_LIMITS.cookieConsent.max + 5; i += 1) {
			expect((await post('{', { address })).status).toBe(400)
		}
		expect((await post(json({ analytics: true, marketing: false }), { address })).status).toBe(201)
	})

	test('a database failure answers 503 and is logged, without details for the visitor', async () => {
		const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
		const insert = vi.spyOn(database().db, 'insert').mockImplementation(() => {
			throw new Error('database down')
		})
		try {
			const response = await post(json({ analytics: true, marketing: false }), { address: '' })
			expect(response.status).toBe(503)
			expect(await response.json()).toEqual({ error: 'unavailable' })
			expect(error).toHaveBeenCalledTimes(1)
		} finally {
			insert.mockRestore()
			error.mockRestore()
		}
	})

	test('any body at all gets 201, 400 or 413, and only well-formed choices are stored', async () => {
		const bodies = fc.oneof(
			fc.string({ maxLength: 300 }),
			fc.json().map(String),
			fc
				.record({ analytics: fc.anything(), marketing: fc.anything(), extra: fc.anything() }, { requiredKeys: [] })
				.map((value) => JSON.stringify(value) ?? ''),
			fc.record({ analytics: fc.boolean(), marketing: fc.boolean() }).map(json),
		)
		const types = fc.constantFrom(
			'application/json',
			'application/x-www-form-urlencoded',
			'multipart/form-data',
			'multipart/form-data; boundary=x',
			'text/plain',
			'',
		)
		await fc.assert(
			fc.asyncProperty(bodies, types, async (body, type) => {
				const response = await post(body, { type })
				expect([201, 400, 413]).toContain(response.status)
			}),
			{ numRuns: 150 },
		)
		for (const row of await rows()) {
			expect(typeof row.analyticsConsent).toBe('boolean')
			expect(typeof row.marketingConsent).toBe('boolean')
			expect(row.preferencesConsent).toBe(true)
			expect(row.sessionId.length).toBeGreaterThanOrEqual(8)
		}
	})
})

test('a GET is not allowed and says so', async () => {
	const response = loader()
	expect(response.status).toBe(405)
	expect(response.headers.get('Allow')).toBe('POST')
})
