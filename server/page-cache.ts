/**
 * Serves public pages from the in-memory HTML cache (app/lib/html-cache.server.ts).
 * A response is stored only when its route marked it `Cache-Control: public`, it is a
 * 200 without cookies, and the request was anonymous and had no query string; admin,
 * form and personal-data responses therefore never enter it.
 */
import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { CachedPage, HtmlCache } from '#app/lib/html-cache.server.ts'
import { compress, negotiateEncoding } from './compression.ts'
import { replaceResponse } from './replace-response.ts'
import { contentSecurityPolicy, isHtml, type SecurityOptions } from './security-headers.ts'

/** Cookies that make a request personal (session, one-time toasts): such requests bypass the cache. */
export const PERSONAL_COOKIE = /(?:^|;\s*)(?:__session|__toast|__flash|better-auth\.[\w.-]+)=/

const REPLAYED_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'vary', 'content-language']

export function isCacheableRequest(c: Context): boolean {
	if (c.req.method !== 'GET') return false
	const url = new URL(c.req.url)
	if (url.search) return false
	return !PERSONAL_COOKIE.test(c.req.header('Cookie') ?? '')
}

function isCacheableResponse(response: Response): boolean {
	return (
		response.status === 200 &&
		!response.headers.has('Set-Cookie') &&
		!response.headers.has('Content-Encoding') &&
		/\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')
	)
}

/** Weak validator: the same page in any encoding is semantically the same (RFC 9110 §8.8.1). */
function etagOf(body: Buffer): string {
	return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	const bare = etag.replace(/^W\//, '')
	return ifNoneMatch.split(',').some((candidate) => {
		const value = candidate.trim()
		return value === '*' || value.replace(/^W\//, '') === bare
	})
}

export async function toCachedPage(
	response: Response,
	security: SecurityOptions & { csp: boolean },
): Promise<CachedPage> {
	const body = Buffer.from(await response.arrayBuffer())
	const headers: Record<string, string> = {}
	for (const name of REPLAYED_HEADERS) {
		const value = response.headers.get(name)
		if (value) headers[name] = value
	}
	if (security.csp && isHtml(response)) {
		headers['content-security-policy'] = contentSecurityPolicy(body.toString('utf8'), security)
	}
	const [br, gzip] = await Promise.all([compress(body, 'br', 'best'), compress(body, 'gzip', 'best')])
	return { body, br, gzip, etag: etagOf(body), headers, storedAt: Date.now() }
}

export function respondFromCache(c: Context, page: CachedPage, state: 'HIT' | 'MISS'): Response {
	const headers = new Headers(page.headers)
	headers.set('ETag', page.etag)
	headers.set('Vary', 'Accept-Encoding')
	headers.set('X-Cache', state)
	if (matchesEtag(c.req.header('If-None-Match'), page.etag)) {
		headers.delete('Content-Type')
		return new Response(null, { status: 304, headers })
	}
	const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
	const body = encoding ? page[encoding] : page.body
	if (encoding) headers.set('Content-Encoding', encoding)
	headers.set('Content-Length', String(body.length))
	return new Response(new Uint8Array(body), { status: 200, headers })
}

export function pageCache(cache: HtmlCache, security: SecurityOptions & { csp: boolean }): MiddlewareHandler {
	return async (c, next) => {
		if (!isCacheableRequest(c)) return next()
		const key = new URL(c.req.url).pathname
		const hit = cache.get(key)
		if (hit) return respondFromCache(c, hit, 'HIT')

		const generation = cache.generation
		await next()
		if (!isCacheableResponse(c.res)) return
		const page = await toCachedPage(c.res, security)
		cache.set(key, page, generation)
		replaceResponse(c, respondFromCache(c, page, 'MISS'))
	}
}
