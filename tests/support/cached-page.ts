import type { CachedPage } from '#app/lib/html-cache.server.ts'

/** A minimal HTML cache entry for tests of the cache's bookkeeping. */
export function fakePage(storedAt = Date.now()): CachedPage {
	const body = Buffer.from('<p>page</p>')
	return { body, br: body, gzip: body, etag: 'W/"x"', headers: {}, storedAt }
}
