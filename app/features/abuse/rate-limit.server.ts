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
 * Counts one use of `form` by `clientAddress` and says whether it is within the limit.
 * Without an address (no socket, e.g. an in-process call) nothing is counted.
 */
export async function consumeRateLimit(
	form: RateLimitedForm,
	clientAddress: string | null | undefined,
	now: Date = new Date(),
): Promise<RateLimitResult> {
	if (!clientAddress) return { allowed: true }
	const rule = FORM_RATE_LIMITS[form]
	const max = rule.max * getEnv().RATE_LIMIT_SCALE
	const windowStart = new Date(now.getTime() - rule.window * 1000)
	const [row] = await db()
		.insert(formRateLimits)
		.values({ key: counterKey(form, clientAddress), hits: 1, windowStartedAt: now })
		.onConflictDoUpdate({
			target: formRateLimits.key,
			set: {
				hits: sql`case when ${formRateLimits.windowStartedAt} <= ${windowStart} then 1 else ${formRateLimits.hits} + 1 end`,
				windowStartedAt: sql`case when ${formRateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${formRateLimits.windowStartedAt} end`,
			},
		})
		.returning({ hits: formRateLimits.hits, windowStartedAt: formRateLimits.windowStartedAt })
	await pruneExpired(now)
	if (!row || row.hits <= max) return { allowed: true }
	const endsAt = row.windowStartedAt.getTime() + rule.window * 1000
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) }
}

async function pruneExpired(now: Date): Promise<void> {
	if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return
	lastPrune = now.getTime()
	const longestWindow = Math.max(...Object.values(FORM_RATE_LIMITS).map((rule) => rule.window))
	await db()
		.delete(formRateLimits)
		.where(lt(formRateLimits.windowStartedAt, new Date(now.getTime() - longestWindow * 1000)))
}
