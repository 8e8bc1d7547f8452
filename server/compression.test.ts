import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { compression, negotiateEncoding } from './compression.ts'

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
