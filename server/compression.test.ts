import {
	brotliCompress,
	brotliCompressSync,
	brotliDecompressSync,
	constants,
	gunzipSync,
	gzip,
	gzipSync,
} from 'node:zlib'
import { Hono } from 'hono'
import { expect, test, vi } from 'vitest'
import { brotliWindowBits, compress, compression, negotiateEncoding } from './compression.ts'

// The compressions are counted by where they ran: the calls go through to
vi.mock('node:zlib', async (importOriginal) => {
	const real = await importOriginal<typeof import('node:zlib')>()
	return {
		...real,
		brotliCompress: vi.fn(real.brotliCompress),
		brotliCompressSync: vi.fn(real.brotliCompressSync),
		gzip: vi.fn(real.gzip),
		gzipSync: vi.fn(real.gzipSync),
	}
})

test('brotli is preferred, then gzip, and q=0 refuses an encoding', () => {
	expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
	expect(negotiateEncoding('gzip')).toBe('gzip')
	expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
	expect(negotiateEncoding('identity')).toBeUndefined()
	expect(negotiateEncoding(undefined)).toBeUndefined()
	expect(negotiateEncoding('*')).toBe('br')
	expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('gzip')
})

function appWith(body: string, contentType: string) {
	const app = new Hono()
	app.use(compression())
	app.get('/', (c) => c.body(body, 200, { 'Content-Type': contentType }))
	return app
}

test('text responses are compressed for clients that accept it', async () => {
	const html = `<p>${'Costa de Prata '.repeat(200)}</p>`
	const br = await appWith(html, 'text/html').request('/', { headers: { 'Accept-Encoding': 'br' } })
	expect(br.headers.get('Content-Encoding')).toBe('br')
	expect(br.headers.get('Vary')).toContain('Accept-Encoding')
	expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)

	const gz = await appWith(html, 'text/html').request('/', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html)
})

test('small bodies and images are sent as they are', async () => {
	const small = await appWith('ok', 'text/plain').request('/', { headers: { 'Accept-Encoding': 'br' } })
	expect(small.headers.get('Content-Encoding')).toBeNull()
	const image = await appWith('x'.repeat(5000), 'image/jpeg').request('/', { headers: { 'Accept-Encoding': 'br' } })
	expect(image.headers.get('Content-Encoding')).toBeNull()
})

test('the brotli window holds the whole body, up to the largest window brotli has', () => {
	for (const length of [0, 1000, 65_520, 65_521, 143_412, 4_000_000]) {
		expect(2 ** brotliWindowBits(length) - 16).toBeGreaterThanOrEqual(length)
		expect(2 ** (brotliWindowBits(length) - 1) - 16).toBeLessThan(Math.max(length, 1009))
	}
	expect(brotliWindowBits(100_000_000)).toBe(constants.BROTLI_MAX_WINDOW_BITS)
})

test('a window sized to the body compresses a page as small as the default 4 MB window', async () => {
	const page = Buffer.from(
		Array.from(
			{ length: 1500 },
			(_, index) => `<li><a href="/en/projects/${index % 40}">Projeto ${index}</a></li>`,
		).join('\n'),
	)
	for (const [level, quality] of [
		['fast', 2],
		['best', 11],
	] as const) {
		const sized = await compress(page, 'br', level)
		const defaultWindow = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
		expect(brotliDecompressSync(sized).equals(page)).toBe(true)
		expect(sized.length).toBeLessThanOrEqual(Math.ceil(defaultWindow.length * 1.01))
	}
})

test('a response answered while no other request is being answered is compressed on the main thread, else in the pool', async () => {
	const html = `<p>${'Costa de Prata '.repeat(400)}</p>`
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	const app = new Hono()
	app.use(compression())
	app.get('/held', async (c) => {
		await held
		return c.body(html, 200, { 'Content-Type': 'text/html' })
	})
	app.get('/', (c) => c.body(html, 200, { 'Content-Type': 'text/html' }))
	const request = (path: string, encoding: string) => app.request(path, { headers: { 'Accept-Encoding': encoding } })
	const decoded = async (response: Response) => {
		const bytes = Buffer.from(await response.arrayBuffer())
		return (
			response.headers.get('Content-Encoding') === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)
		).toString()
	}
	vi.clearAllMocks()

	// Alone: on the main thread.
	expect(await decoded(await request('/', 'br'))).toBe(html)
	expect(await decoded(await request('/', 'gzip'))).toBe(html)
	expect(brotliCompressSync).toHaveBeenCalledTimes(1)
	expect(gzipSync).toHaveBeenCalledTimes(1)
	expect(brotliCompress).not.toHaveBeenCalled()
	expect(gzip).not.toHaveBeenCalled()

	// While another request is being answered: in the pool, and both answers are whole.
	const waiting = request('/held', 'br')
	expect(await decoded(await request('/', 'br'))).toBe(html)
	expect(await decoded(await request('/', 'gzip'))).toBe(html)
	expect(brotliCompress).toHaveBeenCalledTimes(1)
	expect(gzip).toHaveBeenCalledTimes(1)
	release()
	// The held one ends alone again.
	expect(await decoded(await waiting)).toBe(html)
	expect(brotliCompressSync).toHaveBeenCalledTimes(2)
	expect(brotliCompress).toHaveBeenCalledTimes(1)
})
