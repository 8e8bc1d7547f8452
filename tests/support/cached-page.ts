import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { CachedPage } from '#app/lib/html-cache.server.ts'

/** An HTML cache entry holding `text`, compressed as the cache stores pages, for tests of the cache. */
export function fakePage({
	text = '<p>page</p>',
	headers = {},
	storedAt = Date.now(),
}: {
	text?: string
	headers?: Record<string, string>
	storedAt?: number
} = {}): CachedPage {
	const body = Buffer.from(text)
	return { br: brotliCompressSync(body), gzip: gzipSync(body), size: body.length, etag: 'W/"x"', headers, storedAt }
}
