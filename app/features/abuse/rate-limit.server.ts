/**
 * Per-client limits of the public forms, counted in PostgreSQL so they hold across every
 * server process sharing it. The row key is an HMAC of the form and the client address
 * under the server's secret: the address itself is never written anywhere (docs/product/data.md), and a
 * key cannot be turned back into one. Rows are worthless once their window has passed and
 * are pruned as new windows open.
 */
import { createHmac } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { db } from '#app/db/client.server.ts'
import { formRateLimits } from '#app/db/schema.ts'
import { rateLimitSubject } from '#app/lib/client-address.server.ts'
import { FORM_RATE_LIMITS, type RateLimitedForm } from './rate-limits.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Prune at most this often per process: stale rows are harmless, only untidy. */
const PRUNE_EVERY_MS = 60_000
let lastPrune = 0

function counterKey(form: string, clientAddress: string): string {
	return createHmac('sha256', getEnv().SESSION_SECRET)
		.update(`rate-limit\0${form}\0${rateLimitSubject(clientAddress)}`)
		.digest('base64url')
}

/**
 * One use of `form` by `clientAddress` counted: the upsert of its counter, returning the
 * counter (`hits`, `window_started_at`), to run alone or inside a larger statement (the
 * contact form counts and stores in one round trip), and the verdict on the returned row.
 */
export interface RateLimitCount {
	/** Within the limit while the counter's `hits` is at most this. */
	max: number
	upsert: ReturnType<typeof counterUpsert>
	verdict(row: { hits: number; windowStartedAt: Date } | undefined): RateLimitResult
}

function counterUpsert(key: string, now: Date, windowStart: Date) {
	return db()
		.insert(formRateLimits)
		.values({ key, hits: 1, windowStartedAt: now })
		.onConflictDoUpdate({
			target: formRateLimits.key,
			set: {
				hits: sql`case when ${formRateLimits.windowStartedAt} <= ${windowStart} then 1 else ${formRateLimits.hits} + 1 end`,
				windowStartedAt: sql`case when ${formRateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${formRateLimits.windowStartedAt} end`,
			},
		})
		.returning({ hits: formRateLimits.hits, windowStartedAt: formRateLimits.windowStartedAt })
}

export function countRateLimit(form: RateLimitedForm, clientAddress: string, now: Date = new Date()): RateLimitCount {
	const rule = FORM_RATE_LIMITS[form]
	const max = rule.max * getEnv().RATE_LIMIT_SCALE
	const windowStart = new Date(now.getTime() - rule.window * 1000)
	return {
		max,
		upsert: counterUpsert(counterKey(form, clientAddress), now, windowStart),
		verdict(row) {
			if (!row || row.hits <= max) return { allowed: true }
			const endsAt = row.windowStartedAt.getTime() + rule.window * 1000
			return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) }
		},
	}
}

/**
 * Counts one use of `form` by `clientAddress` and says whether it is within the limit.
 * Without an address (no socket, e.g. an in-process call) nothing is counted.
 */
export async function consumeRateLimit(
	form: RateLimitedForm,
	clientAddress: string | null | undefined,
	now: Date = new Date(),
): Promise<RateLimitResult> {
	if (!clientAddress) return { allowed: true }
	const count = countRateLimit(form, clientAddress, now)
	const [row] = await count.upsert
	await pruneExpiredRateLimits(now)
	return count.verdict(row)
}

/** Removes counters whose window has passed, at most once a minute per process. */
export async function pruneExpiredRateLimits(now: Date = new Date()): Promise<void> {
	if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return
	lastPrune = now.getTime()
	const longestWindow = Math.max(...Object.values(FORM_RATE_LIMITS).map((rule) => rule.window))
	await db()
		.delete(formRateLimits)
		.where(lt(formRateLimits.windowStartedAt, new Date(now.getTime() - longestWindow * 1000)))
}
