/**
 * Per-client limits of the public forms, counted in PostgreSQL so they hold across every
 * server process sharing it. The row key is an HMAC of the form and the client address
 * under the server's secret: the address itself is never written anywhere (docs/product/data.md), and a
 * key cannot be turned back into one. Rows are worthless once their window has passed and
 * are pruned as new windows open.
 */
import { createHmac } from 'node:crypto'
import { lt, type SQL, sql } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { db } from '#app/db/client.server.ts'
import { preparedStatement } from '#app/db/prepared-statement.server.ts'
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
 * The upsert of a counter, returning it (`hits`, `window_started_at`): a new window opens
 * with 1 when the stored one started at or before `windowStart`. Placeholders: `rateLimitKey`
 * (null counts nothing and returns no row), `now`, `windowStart`. Run alone by
 * `consumeRateLimit`, or inside a larger statement (the contact form counts and stores in
 * one round trip).
 */
export function counterUpsert(): SQL {
	const key = sql.placeholder('rateLimitKey')
	const now = sql.placeholder('now')
	const windowStart = sql.placeholder('windowStart')
	return sql`insert into ${formRateLimits} (key, hits, window_started_at)
		select ${key}::text, 1, ${now}::timestamptz where ${key}::text is not null
		on conflict (key) do update set
			hits = case when ${formRateLimits.windowStartedAt} <= ${windowStart}::timestamptz then 1 else ${formRateLimits.hits} + 1 end,
			window_started_at = case when ${formRateLimits.windowStartedAt} <= ${windowStart}::timestamptz then ${now}::timestamptz else ${formRateLimits.windowStartedAt} end
		returning hits, (extract(epoch from window_started_at) * 1000)::float8 as "windowStartedMs"`
}

/** The counter's row as the upsert returns it. */
export interface CounterRow {
	hits: number
	windowStartedMs: number
}

const upsertCounter = preparedStatement<CounterRow>('rate_limit_count', counterUpsert)

/**
 * One use of `form` by `clientAddress` to count: the values of `counterUpsert`'s
 * placeholders, the most `hits` allowed, and the verdict on the counter it returns.
 */
export interface RateLimitCount {
	/** Within the limit while the counter's `hits` is at most this. */
	max: number
	values: { rateLimitKey: string; now: string; windowStart: string }
	verdict(row: CounterRow | undefined): RateLimitResult
}

export function countRateLimit(form: RateLimitedForm, clientAddress: string, now: Date = new Date()): RateLimitCount {
	const rule = FORM_RATE_LIMITS[form]
	const max = rule.max * getEnv().RATE_LIMIT_SCALE
	const windowStart = new Date(now.getTime() - rule.window * 1000)
	return {
		max,
		values: {
			rateLimitKey: counterKey(form, clientAddress),
			now: now.toISOString(),
			windowStart: windowStart.toISOString(),
		},
		verdict(row) {
			if (!row || row.hits <= max) return { allowed: true }
			const endsAt = row.windowStartedMs + rule.window * 1000
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
	const [row] = await upsertCounter(count.values)
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
