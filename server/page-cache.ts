/**
 * Serves public pages from the in-memory HTML cache (app/lib/html-cache.server.ts).
 * A response is stored only when its route marked it `Cache-Control: public`, it is a
 * 200 without cookies, and the request was anonymous and had no query string but tracking
 * parameters; admin, form and personal-data responses therefore never enter it. A page asked
 * for with tracking parameters (`/bio?utm_source=ig`, a click from a social app) is the page
 * itself: served from its entry, or rendered without them and stored as it (decision 036).
 *
 * The visitor whose request fills an entry is answered as soon as the page is rendered: the
 * entry is stored compressed quickly, and recompressed at the best quality afterwards
 * (`storeBestCompression`).
 *
 * Hits are answered from plain data (`lookupCachedPage`), both by the Hono middleware and,
 * in the running server, straight from the Node listener before Hono (server/node-listener.ts),
 * so a cached page costs little more than writing its bytes.
 */
import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { CachedPage, HtmlCache } from '#app/lib/html-cache.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { bytesResponse, responseBytes } from '#app/lib/response-bytes.server.ts'
import { pathWithoutTracking } from '#app/lib/tracking-parameters.ts'
import { compress, type Encoding, negotiateEncoding } from './compression.ts'
import { replaceResponse } from './replace-response.ts'
import { type DocumentOptions, finalizeDocument, isHtml, staticSecurityHeaders } from './security-headers.ts'

/**
 * Cookies that make a request personal: such requests bypass the cache. better-auth's, under
 * the site's `site.` prefix (`site.session_token`, the pending `site.two_factor`, ...), the admin's
 * one-time toast `site.admin_toast` (app/features/admin/flash.server.ts), and the visitor's
 * verified personal-data session `__data_access`. Over HTTPS they may carry `__Secure-`/`__Host-`.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?(?:site\.[\w.-]+|__data_access)=/

const REPLAYED_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'vary', 'content-language']

/** What a cache lookup needs to know of a request. */
export interface PageRequest {
	method: string
	/** Path and query, as in the request line. */
	url: string
	cookie?: string
	ifNoneMatch?: string
	acceptEncoding?: string
}

export interface PlainResponse {
	status: number
	headers: Record<string, string>
	body: Buffer | null
}

/** The cache key of a request, or undefined when the request may not use the cache. */
function cacheKey(request: PageRequest): string | undefined {
	if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
	if (request.cookie && PERSONAL_COOKIE.test(request.cookie)) return undefined
	return pathWithoutTracking(request.url)
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

/**
 * Turns a rendered response into a cache entry with every header it will be served with,
 * compressed at the `fast` qualities: the visitor who asked is answered from it at once.
 * The uncompressed page is returned too, for `storeBestCompression`.
 */
async function toCachedPage(
	response: Response,
	security: DocumentOptions,
	nonce: string,
): Promise<{ page: CachedPage; body: Buffer }> {
	const headers: Record<string, string> = {}
	for (const name of REPLAYED_HEADERS) {
		const value = response.headers.get(name)
		if (value) headers[name] = value
	}
	let body: Buffer
	if (isHtml(response)) {
		const document = finalizeDocument(await responseBytes(response), nonce, security)
		body = document.body
		if (document.csp) headers['content-security-policy'] = document.csp
	} else {
		body = await responseBytes(response)
	}
	for (const [name, value] of Object.entries(staticSecurityHeaders(security))) headers[name.toLowerCase()] = value
	const etag = etagOf(body)
	headers.etag = etag
	headers.vary = 'Accept-Encoding'
	const [br, gzip] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')])
	return { page: { br, gzip, size: body.length, etag, headers, storedAt: Date.now() }, body }
}

/**
 * Compresses a stored page again at the `best` qualities, which make it some 10-20 % smaller
 * for every later visitor but take a few hundred milliseconds of CPU for a whole page (brotli
 * quality 11), and puts that copy in its place if the entry is still the one stored. It runs
 * after the first visitor has been answered, in zlib's worker threads, so no visitor waits for
 * it. The page and its ETag are the same: only the bytes on the wire shrink. If it fails, the
 * page stays stored as it is.
 */
async function storeBestCompression(cache: HtmlCache, key: string, page: CachedPage, body: Buffer): Promise<void> {
	try {
		const [br, gzip] = await Promise.all([compress(body, 'br', 'best'), compress(body, 'gzip', 'best')])
		cache.replace(key, page, { ...page, br, gzip })
	} catch (error) {
		logger.warn({ err: error, key }, 'a cached page could not be compressed again; it stays as first stored')
	}
}

/**
 * How long nginx in front (deploy/nginx/silver-coast.conf) may keep the page: to the end of
 * the current second (`@` an epoch second, nginx's own clock unit; nginx strips the header).
 * So an edit reaches every visitor through it within a second; each page then costs an
 * instance one revalidation (a 304) per second. Other caches ignore the header and follow
 * `Cache-Control`. Decision 025.
 */
function proxyExpiry(second: number): string {
	return `@${second}`
}

/**
 * A cached page's answers, made once per page and second (the proxy expiry changes each
 * second): the hot path then only picks one. The uncompressed answer has its headers made
 * here and its body only when asked for (the cache keeps no uncompressed copy).
 */
interface PreparedAnswers {
	second: number
	notModified: PlainResponse
	br: PlainResponse
	gzip: PlainResponse
	identityHeaders: Record<string, string>
}

const preparedAnswers = new WeakMap<CachedPage, PreparedAnswers>()

function prepareAnswers(page: CachedPage, state: 'HIT' | 'MISS', second: number): PreparedAnswers {
	const base: Record<string, string> = { ...page.headers, 'x-cache': state, 'x-accel-expires': proxyExpiry(second) }
	const { 'content-type': _type, ...notModifiedHeaders } = base
	const compressed = (encoding: Encoding): PlainResponse => {
		const body = page[encoding]
		return {
			status: 200,
			headers: { ...base, 'content-encoding': encoding, 'content-length': String(body.length) },
			body,
		}
	}
	return {
		second,
		notModified: { status: 304, headers: notModifiedHeaders, body: null },
		br: compressed('br'),
		gzip: compressed('gzip'),
		identityHeaders: { ...base, 'content-length': String(page.size) },
	}
}

/** The answer to a request from a cached page: 304 when the client's copy is current. */
function cachedAnswer(page: CachedPage, request: PageRequest, state: 'HIT' | 'MISS'): PlainResponse {
	const second = Math.floor(Date.now() / 1000)
	let answers = state === 'HIT' ? preparedAnswers.get(page) : undefined
	if (!answers || answers.second !== second) {
		answers = prepareAnswers(page, state, second)
		if (state === 'HIT') preparedAnswers.set(page, answers)
	}
	if (matchesEtag(request.ifNoneMatch, page.etag)) return answers.notModified
	const encoding = negotiateEncoding(request.acceptEncoding)
	const head = request.method === 'HEAD'
	if (!encoding) {
		// A client that accepts no compression (rare: a script, an old tool) costs a decompression.
		return { status: 200, headers: answers.identityHeaders, body: head ? null : gunzipSync(page.gzip) }
	}
	const answer = answers[encoding]
	return head ? { ...answer, body: null } : answer
}

/** The cached answer to a request, if there is one. */
export function lookupCachedPage(cache: HtmlCache, request: PageRequest): PlainResponse | undefined {
	const key = cacheKey(request)
	const page = key === undefined ? undefined : cache.get(key)
	return page ? cachedAnswer(page, request, 'HIT') : undefined
}

function toResponse({ status, headers, body }: PlainResponse): Response {
	return body ? bytesResponse(body, { status, headers }) : new Response(null, { status, headers })
}

function pageRequest(c: Context): PageRequest {
	const url = new URL(c.req.url)
	return {
		method: c.req.method,
		url: `${url.pathname}${url.search}`,
		cookie: c.req.header('Cookie'),
		ifNoneMatch: c.req.header('If-None-Match'),
		acceptEncoding: c.req.header('Accept-Encoding'),
	}
}

export interface PageCacheOptions {
	security: DocumentOptions
	/** The marker of the app's own inline scripts (app/lib/script-nonce.server.ts). */
	nonce: string
	/** Only these paths are stored (the route table's pages), so odd spellings cannot flood the cache. */
	isPagePath: (path: string) => boolean
}

export function pageCache(cache: HtmlCache, { security, nonce, isPagePath }: PageCacheOptions): MiddlewareHandler {
	return async (c, next) => {
		const request = pageRequest(c)
		const key = cacheKey(request)
		if (key === undefined) return next()
		const hit = lookupCachedPage(cache, request)
		if (hit) return toResponse(hit)
		// Rendered as the page itself, so that what is stored for everyone carries no visitor's
		// tracking parameters (React Router keeps a page's query in its forms' actions).
		if (key !== request.url) c.req.raw = new Request(new URL(key, c.req.url), c.req.raw)

		const generation = cache.generation
		await next()
		if (request.method !== 'GET' || !isPagePath(key) || !isCacheableResponse(c.res)) return
		const { page, body } = await toCachedPage(c.res, security, nonce)
		if (cache.set(key, page, generation)) void storeBestCompression(cache, key, page, body)
		replaceResponse(c, toResponse(cachedAnswer(page, request, 'MISS')))
	}
}
