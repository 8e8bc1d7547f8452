import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { formRateLimits } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { consumeRateLimit } from './rate-limit.server.ts'
import { FORM_RATE_LIMITS } from './rate-limits.ts'

const { max, window } = FORM_RATE_LIMITS.newsletter
const start = new Date('2026-03-02T10:00:00Z')
const secondsIn = (seconds: number) => new Date(start.getTime() + seconds * 1000)

describe.each(TEST_DATABASE_KINDS)('the counter of a form and a client, on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(formRateLimits)
	})

	test('allows the maximum in a window, then says how long until the window ends', async () => {
		for (let use = 0; use < max; use++) {
			expect(await consumeRateLimit('newsletter', '203.0.113.7', secondsIn(use))).toEqual({ allowed: true })
		}
		expect(await consumeRateLimit('newsletter', '203.0.113.7', secondsIn(60))).toEqual({
			allowed: false,
			retryAfterSeconds: window - 60,
		})
		// Another client, and another form of the same client, count apart.
		expect(await consumeRateLimit('newsletter', '203.0.113.8', secondsIn(60))).toEqual({ allowed: true })
		expect(await consumeRateLimit('contact', '203.0.113.7', secondsIn(60))).toEqual({ allowed: true })
	})

	test('a new window starts once the last one has passed, counting from one again', async () => {
		for (let use = 0; use <= max; use++) await consumeRateLimit('newsletter', '203.0.113.7', start)
		expect((await consumeRateLimit('newsletter', '203.0.113.7', secondsIn(window - 1))).allowed).toBe(false)
		expect(await consumeRateLimit('newsletter', '203.0.113.7', secondsIn(window))).toEqual({ allowed: true })
		const [row] = await database().db.select().from(formRateLimits)
		expect(row).toMatchObject({ hits: 1, windowStartedAt: secondsIn(window) })
		expect(await consumeRateLimit('newsletter', '203.0.113.7', secondsIn(window + 1))).toEqual({ allowed: true })
	})

	test('without a client address nothing is counted', async () => {
		expect(await consumeRateLimit('newsletter', undefined, start)).toEqual({ allowed: true })
		expect(await database().db.select().from(formRateLimits)).toEqual([])
	})
})
