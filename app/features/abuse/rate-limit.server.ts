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

/** The counter's row key for `form` and `clientAddress`: an HMAC, so the address is never stored. */
export function rateLimitKey(form: RateLimitedForm, clientAddress: string): string {
	return createHmac('sha256', getEnv().SESSION_SECRET)
		.update(`rate-limit\0${form}\0${rateLimitSubject(clientAddress)}`)
		.digest('base64url')
}

/**
 * The upsert of counters, returning each one (`key`, `hits`, `windowStartedMs`). `uses` is a
 * query of rows `(key text, uses int)`, the uses to count on each key, at most one row per key
 * (a statement cannot update one row twice); the counters are written in the keys' order, so
 * two statements counting on the same keys take their row locks in the same order and never
 * deadlock. A window that started at or before `windowStart` opens again at `now` with the new
 * uses alone. Placeholders: `now`, `windowStart` (`rateLimitWindow`'s values). Run alone by
 * `consumeRateLimit`, or inside a larger statement (the contact form counts and stores in one).
 */
export function counterUpsert(uses: SQL): SQL {
	const now = sql.placeholder('now')
	const windowStart = sql.placeholder('windowStart')
	const expired = sql`${formRateLimits.windowStartedAt} <= ${windowStart}::timestamptz`
	return sql`insert into ${formRateLimits} (key, hits, window_started_at)
		select key, uses, ${now}::timestamptz from (${uses}) as counted_uses order by key
		on conflict (key) do update set
			hits = case when ${expired} then excluded.hits else ${formRateLimits.hits} + excluded.hits end,
			window_started_at = case when ${expired} then ${now}::timestamptz else ${formRateLimits.windowStartedAt} end
		returning key, hits, (extract(epoch from window_started_at) * 1000)::float8 as "windowStartedMs"`
}

/** A counter as the upsert returns it, after a use: `hits` counts that use. */
export interface CounterRow {
	hits: number
	windowStartedMs: number
}

const upsertCounter = preparedStatement<CounterRow>('rate_limit_count', () =>
	counterUpsert(sql`select ${sql.placeholder('rateLimitKey')}::text as key, 1 as uses`),
)

/** The values of `counterUpsert`'s placeholders for a use of `form` at `now`. */
export function rateLimitWindow(form: RateLimitedForm, now: Date): { now: string; windowStart: string } {
	const windowStart = new Date(now.getTime() - FORM_RATE_LIMITS[form].window * 1000)
	return { now: now.toISOString(), windowStart: windowStart.toISOString() }
}

/** The most uses of `form` a client has in one window (`hits` up to this is within the limit). */
export function rateLimitMax(form: RateLimitedForm): number {
	return FORM_RATE_LIMITS[form].max * getEnv().RATE_LIMIT_SCALE
}

/** Whether a use of `form` at `now` that brought its counter to `row` is within the limit. */
export function rateLimitVerdict(form: RateLimitedForm, row: CounterRow | undefined, now: Date): RateLimitResult {
	if (!row || row.hits <= rateLimitMax(form)) return { allowed: true }
	const endsAt = row.windowStartedMs + FORM_RATE_LIMITS[form].window * 1000
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) }
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
	const [row] = await upsertCounter({ rateLimitKey: rateLimitKey(form, clientAddress), ...rateLimitWindow(form, now) })
	await pruneExpiredRateLimits(now)
	return rateLimitVerdict(form, row, now)
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
