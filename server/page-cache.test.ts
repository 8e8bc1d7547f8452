import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { HtmlCache } from '#app/lib/html-cache.server.ts'
import { fakePage } from '../tests/support/cached-page.ts'
import type * as Compression from './compression.ts'
import { pageCache } from './page-cache.ts'

/** The `best` compressions: held until `release` when a test holds them, and counted when done. */
const best = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined, done: 0 }))
vi.mock('./compression.ts', async (importOriginal) => {
	const real = await importOriginal<typeof Compression>()
	return {
		...real,
		compress: async (...args: Parameters<typeof real.compress>) => {
			if (args[2] !== 'best') return real.compress(...args)
			if (best.held) await best.held
			const compressed = await real.compress(...args)
			best.done++
			return compressed
		},
	}
})

/** Holds every `best` compression until the returned function is called. */
function holdBestCompression(): () => void {
	let release = () => {}
	best.held = new Promise((resolve) => {
		release = resolve
	})
	return release
}

const security = { https: false, analytics: false, csp: true }
let renders = 0
let cache: HtmlCache

function app(headers: Record<string, string> = { 'Cache-Control': 'public, max-age=0, s-maxage=60' }) {
	const hono = new Hono()
	hono.use(pageCache(cache, { security, nonce: 'marker', isPagePath: (path) => !path.startsWith('/odd') }))
	hono.all('*', (c) => {
		renders++
		return c.html(
			`<html><body><script nonce="marker">hydrate(${renders})</script>render ${renders}</body></html>`,
			200,
			headers,
		)
	})
	return hono
}

beforeEach(() => {
	renders = 0
	cache = new HtmlCache()
	best.done = 0
})

afterEach(() => {
	best.held = undefined
})

test('the second request for a public page is served from memory, not rendered again', async () => {
	const site = app()
	const first = await site.request('/bio')
	expect(first.headers.get('X-Cache')).toBe('MISS')
	const second = await site.request('/bio')
	expect(second.headers.get('X-Cache')).toBe('HIT')
	expect(await second.text()).toBe(await first.text())
	expect(renders).toBe(1)
})

test('a stored page and its 304 tell nginx in front to keep it no later than the end of the current second', async () => {
	const site = app()
	const before = Math.floor(Date.now() / 1000)
	const first = await site.request('/bio')
	const second = await site.request('/bio', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } })
	const after = Math.floor(Date.now() / 1000)
	for (const response of [first, second]) {
		const until = Number(/^@(\d+)$/.exec(response.headers.get('X-Accel-Expires') ?? '')?.[1])
		expect(until).toBeGreaterThanOrEqual(before)
		expect(until).toBeLessThanOrEqual(after)
	}
	expect(second.status).toBe(304)
})

test('a conditional request with the current ETag gets 304 and no body', async () => {
	const site = app()
	const first = await site.request('/bio')
	const etag = first.headers.get('ETag')
	expect(etag).toMatch(/^W\/".+"$/)
	const revalidated = await site.request('/bio', { headers: { 'If-None-Match': etag ?? '' } })
	expect(revalidated.status).toBe(304)
	expect(await revalidated.text()).toBe('')
	const stale = await site.request('/bio', { headers: { 'If-None-Match': 'W/"old"' } })
	expect(stale.status).toBe(200)
})

test('cached pages are stored compressed and keep their CSP and cache headers', async () => {
	const site = app()
	await site.request('/')
	const hit = await site.request('/', { headers: { 'Accept-Encoding': 'br' } })
	expect(hit.headers.get('Content-Encoding')).toBe('br')
	expect(brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain('render 1')
	expect(hit.headers.get('Content-Security-Policy')).toContain("'sha256-")
	expect(hit.headers.get('Cache-Control')).toContain('s-maxage=60')
})

test('invalidation makes the next request render the page again', async () => {
	const site = app()
	await site.request('/media')
	cache.clear()
	const after = await site.request('/media')
	expect(after.headers.get('X-Cache')).toBe('MISS')
	expect(await after.text()).toContain('render 2')
})

test('the visitor whose request stores a page is answered without waiting for its best compression', async () => {
	holdBestCompression()
	const site = app()
	const first = await site.request('/bio', { headers: { 'Accept-Encoding': 'br' } })
	expect(first.headers.get('X-Cache')).toBe('MISS')
	expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('render 1')
	const second = await site.request('/bio', { headers: { 'Accept-Encoding': 'br' } })
	expect(second.headers.get('X-Cache')).toBe('HIT')
	expect(renders).toBe(1)
})

test('a stored page is then compressed at the best quality in its place: the same page, the same ETag', async () => {
	const release = holdBestCompression()
	const site = app()
	const first = await site.request('/bio')
	const stored = cache.get('/bio')
	release()
	await vi.waitFor(() => expect(cache.get('/bio')).not.toBe(stored))
	const recompressed = cache.get('/bio')
	expect(recompressed?.etag).toBe(stored?.etag)
	expect(recompressed?.storedAt).toBe(stored?.storedAt)
	expect(brotliDecompressSync(recompressed?.br ?? Buffer.alloc(0)).toString()).toBe(await first.text())
	const hit = await site.request('/bio', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } })
	expect(hit.status).toBe(304)
})

test('an invalidation while a page is being compressed again is not undone', async () => {
	const release = holdBestCompression()
	const site = app()
	await site.request('/bio')
	cache.clear()
	release()
	await vi.waitFor(() => expect(best.done).toBe(2))
	await new Promise((resolve) => setTimeout(resolve, 0))
	expect(cache.get('/bio')).toBeUndefined()
	const after = await site.request('/bio')
	expect(after.headers.get('X-Cache')).toBe('MISS')
	expect(await after.text()).toContain('render 2')
})

test('a render that started before an invalidation is not stored', () => {
	const generation = cache.generation
	cache.clear()
	expect(cache.set('/', fakePage(), generation)).toBe(false)
	expect(cache.get('/')).toBeUndefined()
})

test('only the site pages are stored, so odd spellings of a path cannot fill the cache', async () => {
	const site = app()
	await site.request('/odd-spelling')
	const again = await site.request('/odd-spelling')
	expect(again.headers.get('X-Cache')).toBeNull()
	expect(renders).toBe(2)
})

test('a stored page no longer carries the script marker', async () => {
	const site = app()
	const first = await site.request('/bio')
	expect(await first.text()).toContain('<script>hydrate(1)</script>')
})

test('a client that accepts no compression gets the page uncompressed, though the cache keeps only compressed copies', async () => {
	const site = app()
	await site.request('/bio', { headers: { 'Accept-Encoding': 'br' } })
	const plain = await site.request('/bio')
	expect(plain.headers.get('X-Cache')).toBe('HIT')
	expect(plain.headers.get('Content-Encoding')).toBeNull()
	const text = await plain.text()
	expect(text).toContain('render 1')
	expect(plain.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
	const head = await site.request('/bio', { method: 'HEAD' })
	expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
	const stored = Object.values(cache.get('/bio') ?? {}).filter((value) => Buffer.isBuffer(value))
	expect(stored).toHaveLength(2)
	for (const bytes of stored) expect(bytes.equals(Buffer.from(text))).toBe(false)
	expect(renders).toBe(1)
})

test('a HEAD request is answered from the cache without a body', async () => {
	const site = app()
	await site.request('/bio')
	const head = await site.request('/bio', { method: 'HEAD' })
	expect(head.headers.get('X-Cache')).toBe('HIT')
	expect(await head.text()).toBe('')
	expect(renders).toBe(1)
})

test('the admin session (plain or secure-prefixed), its toast and a personal-data session each bypass the cache', async () => {
	const site = app()
	await site.request('/bio')
	const personal = [
		'site.session_token=abc',
		'__Secure-site.session_token=abc',
		'site.admin_toast=abc',
		'theme=dark; __data_access=abc',
		'__Secure-site.two_factor=abc',
	]
	for (const cookie of personal) {
		const answer = await site.request('/bio', { headers: { Cookie: cookie } })
		expect(answer.headers.get('X-Cache'), cookie).not.toBe('HIT')
	}
	expect(renders).toBe(1 + personal.length)
})

test('responses not marked public are never cached', async () => {
	const site = app({ 'Cache-Control': 'private, no-store' })
	await site.request('/admin')
	await site.request('/admin')
	expect(renders).toBe(2)
})

test('form posts, query strings and requests with a session or toast cookie bypass the cache', async () => {
	const site = app()
	await site.request('/contacto')
	await site.request('/contacto', { method: 'POST' })
	await site.request('/contacto?assunto=livro')
	await site.request('/contacto?utm_source=x&page=2')
	await site.request('/contacto', { headers: { Cookie: 'site.admin_toast=abc' } })
	await site.request('/contacto', { headers: { Cookie: 'theme=dark; site.session_token=abc' } })
	expect(renders).toBe(6)
	const anonymous = await site.request('/contacto', { headers: { Cookie: '_ga=GA1.1.1' } })
	expect(anonymous.headers.get('X-Cache')).toBe('HIT')
})

test('entries expire after their time to live', () => {
	const short = new HtmlCache(10, 1000)
	short.set('/', fakePage({ storedAt: 1_000 }), short.generation)
	expect(short.get('/', 1_500)).toBeDefined()
	expect(short.get('/', 2_001)).toBeUndefined()
})

test('the cache holds a bounded number of pages', () => {
	const small = new HtmlCache(2)
	for (const key of ['/a', '/b', '/c']) small.set(key, fakePage(), small.generation)
	expect(small.size).toBe(2)
	expect(small.get('/a')).toBeUndefined()
})

test('a page asked for with tracking parameters only is served from the entry of the page itself', async () => {
	const site = app()
	const page = await site.request('/bio')
	const tracked = await site.request('/bio?utm_source=ig&utm_medium=social&fbclid=IwAR0abc')
	expect(tracked.headers.get('X-Cache')).toBe('HIT')
	expect(await tracked.text()).toBe(await page.text())
	expect(renders).toBe(1)
})

test('a page first asked for with tracking parameters is rendered and stored without them', async () => {
	const seen: string[] = []
	const hono = new Hono()
	hono.use(pageCache(cache, { security, nonce: 'marker', isPagePath: () => true }))
	hono.all('*', (c) => {
		seen.push(c.req.url)
		return c.html(`<html><body>form action ${new URL(c.req.url).search || 'none'}</body></html>`, 200, {
			'Cache-Control': 'public, max-age=0',
		})
	})
	const tracked = await hono.request('http://site.test/en/bio?utm_source=newsletter')
	expect(tracked.headers.get('X-Cache')).toBe('MISS')
	expect(seen).toEqual(['http://site.test/en/bio'])
	const plain = await hono.request('http://site.test/en/bio')
	expect(plain.headers.get('X-Cache')).toBe('HIT')
	expect(await plain.text()).toContain('form action none')
	expect(seen).toHaveLength(1)
})
