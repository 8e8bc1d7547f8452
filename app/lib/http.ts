/**
 * Cache policy of public pages: identical for every anonymous visitor, so a CDN may keep
 * them briefly and serve stale while it revalidates; browsers always revalidate (ETag).
 * The server's own HTML cache keeps responses marked `public` (server/page-cache.ts).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600'

/** Responses that must never be stored anywhere (admin, forms, personal data). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

export function publicPageHeaders() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}
