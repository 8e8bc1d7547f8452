import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterEach, expect, test } from 'vitest'
import { HtmlCache } from '#app/lib/html-cache.server.ts'
import { createNodeListener } from './node-listener.ts'
import { pageCache } from './page-cache.ts'
import { Drain } from './shutdown.ts'

const servers: Server[] = []
afterEach(async () => {
	for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

async function start() {
	const cache = new HtmlCache()
	let renders = 0
	const app = new Hono()
	app.use(
		pageCache(cache, {
			security: { https: true, analytics: false, csp: true },
			nonce: 'marker',
			isPagePath: () => true,
		}),
	)
	app.all('*', (c) => {
		renders++
		return c.html('<html><body><script nonce="marker">boot()</script>Olá</body></html>', 200, {
			'Cache-Control': 'public, max-age=0',
		})
	})
	const server = createServer(createNodeListener(app.fetch, cache, new Drain()))
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return { origin, renders: () => renders }
}

test('a cached page is answered before Hono with the same body and every security header', async () => {
	const { origin, renders } = await start()
	const first = await fetch(`${origin}/bio`)
	const firstBody = await first.text()
	const second = await fetch(`${origin}/bio`)
	expect(second.headers.get('x-cache')).toBe('HIT')
	expect(await second.text()).toBe(firstBody)
	expect(renders()).toBe(1)
	for (const header of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'etag']) {
		expect(second.headers.get(header), header).toBe(first.headers.get(header))
	}
	expect(second.headers.get('content-security-policy')).toContain("'sha256-")
})

test('the fast path answers a current ETag with 304 and leaves other requests to the app', async () => {
	const { origin, renders } = await start()
	const first = await fetch(`${origin}/media`)
	const revalidated = await fetch(`${origin}/media`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } })
	expect(revalidated.status).toBe(304)
	await fetch(`${origin}/media`, { method: 'POST' })
	await fetch(`${origin}/media?ref=newsletter`)
	expect(renders()).toBe(3)
})
