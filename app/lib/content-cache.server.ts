/**
 * What public pages read from the database (bio, projects, media, testimonials, settings),
 * remembered between renders until the content changes
 * (docs/decisions/031-uncached-render-time.md). There is one invalidation signal: every
 * content write calls `invalidatePublicPages()`, which moves the HTML cache's generation on
 * (in every process, through NOTIFY on PostgreSQL); a remembered value belongs to the
 * generation during which its read began, so a read that raced a write is never served
 * after it. Never older than CONTENT_MAX_AGE_MS either, should an invalidation be lost.
 */
import { htmlCache } from './html-cache.server.ts'
import { getSingleton, singleton } from './singleton.server.ts'

/** A remembered value is read again after this, even if no invalidation arrived (a lost NOTIFY). */
export const CONTENT_MAX_AGE_MS = 60_000

const remembered = singleton('content-cache', () => ({
	generation: -1,
	/** The database the values were read from: another one (a test's, a reconnection's) starts afresh. */
	database: undefined as unknown,
	values: new Map<string, { value: Promise<unknown>; at: number }>(),
}))

/**
 * `read()`'s answer for `key`, remembered until the next content change. The value is shared
 * by every render that asks for it, so callers must not modify it. A failed read is not
 * remembered.
 */
export function rememberContent<T>(key: string, read: () => Promise<T>): Promise<T> {
	const database = getSingleton('database')
	if (remembered.generation !== htmlCache.generation || remembered.database !== database) {
		remembered.values.clear()
		remembered.generation = htmlCache.generation
		remembered.database = database
	}
	const now = Date.now()
	const entry = remembered.values.get(key)
	if (entry && now - entry.at < CONTENT_MAX_AGE_MS) return entry.value as Promise<T>
	const value = read()
	const fresh = { value, at: now }
	remembered.values.set(key, fresh)
	value.catch(() => {
		if (remembered.values.get(key) === fresh) remembered.values.delete(key)
	})
	return value
}
