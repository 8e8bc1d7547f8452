/**
 * The in-memory cache of rendered public pages. Pages are the same for every anonymous
 * visitor, so each is rendered once and served from memory (already compressed, with an
 * ETag) until content changes. `invalidatePublicPages()` is the one way to empty it; every
 * content write calls it, and on PostgreSQL it reaches every server process (NOTIFY).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.server.ts'
import { getSingleton, singleton } from './singleton.server.ts'

export interface CachedPage {
	/**
	 * The page compressed for the clients that ask for it (every browser over HTTPS asks for
	 * brotli). The uncompressed page is not kept: the rare client that accepts neither gets
	 * the gzip copy decompressed (server/page-cache.ts), which saves some 140 KB per page.
	 */
	br: Buffer
	gzip: Buffer
	/** Bytes of the uncompressed page (its Content-Length when sent uncompressed). */
	size: number
	etag: string
	/** Response headers to replay (content type, cache control, CSP...). */
	headers: Record<string, string>
	storedAt: number
}

export class HtmlCache {
	readonly #pages = new Map<string, CachedPage>()
	#generation = 0

	constructor(
		readonly maxEntries = 500,
		/** Entries also expire, so time-dependent text (the footer's year) never goes stale for long. */
		readonly ttlMs = 60 * 60 * 1000,
	) {}

	/** Changes on every invalidation; a render that began before one must not be stored. */
	get generation(): number {
		return this.#generation
	}

	get size(): number {
		return this.#pages.size
	}

	get(key: string, now = Date.now()): CachedPage | undefined {
		const page = this.#pages.get(key)
		if (page && now - page.storedAt > this.ttlMs) {
			this.#pages.delete(key)
			return undefined
		}
		return page
	}

	/** Stores a page rendered during `generation`; refuses it if content changed since. */
	set(key: string, page: CachedPage, generation: number): boolean {
		if (generation !== this.#generation) return false
		if (!this.#pages.has(key) && this.#pages.size >= this.maxEntries) {
			const oldest = this.#pages.keys().next().value
			if (oldest !== undefined) this.#pages.delete(oldest)
		}
		this.#pages.set(key, page)
		return true
	}

	/**
	 * Puts `next` in place of `current` only if `current` is still the entry stored for the key
	 * (not invalidated, expired or rendered again since): how a stored page gets its final
	 * compression without ever bringing back an older render (server/page-cache.ts).
	 */
	replace(key: string, current: CachedPage, next: CachedPage): boolean {
		if (this.#pages.get(key) !== current) return false
		this.#pages.set(key, next)
		return true
	}

	clear(): void {
		this.#pages.clear()
		this.#generation++
	}
}

export const htmlCache = singleton('html-cache', () => new HtmlCache())

const CHANNEL = 'html_cache_invalidate'
const INSTANCE_ID = singleton('instance-id', () => randomUUID())

/**
 * Empties the public page cache of this process and, on PostgreSQL, of every other one.
 * Call it after the content write has committed (not inside its transaction), so no page
 * rendered from the old content can be stored afterwards.
 */
export async function invalidatePublicPages(): Promise<void> {
	htmlCache.clear()
	const database = getSingleton<DatabaseHandle>('database')
	if (database?.kind === 'postgres') {
		await database.db.execute(sql`select pg_notify(${CHANNEL}, ${INSTANCE_ID})`)
	}
}

/** Empties this process's cache whenever another process invalidates (PostgreSQL only). */
export async function followInvalidations(database: DatabaseHandle): Promise<void> {
	await database.listen(
		CHANNEL,
		(sender) => {
			if (sender !== INSTANCE_ID) htmlCache.clear()
		},
		// Invalidations may have been missed while the connection was down.
		() => htmlCache.clear(),
	)
}
