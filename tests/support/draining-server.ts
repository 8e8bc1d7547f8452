/**
 * The production request listener (server/node-listener.ts) and shutdown (server/shutdown.ts)
 * on a bare HTTP server, for server/shutdown.test.ts: `GET /cached` is a page in the HTML
 * cache (answered at once, before the app), any other path goes to the app, which answers
 * `ok` after `?delay=ms`. It prints `port N` once listening and `database closed` when the
 * shutdown closes its database.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { HtmlCache } from '#app/lib/html-cache.server.ts'
import { createNodeListener } from '#server/node-listener.ts'
import { Drain, KEEP_ALIVE_TIMEOUT_MS, onShutdown } from '#server/shutdown.ts'
import { fakePage } from './cached-page.ts'

const cache = new HtmlCache()
cache.set('/cached', fakePage({ text: 'cached', headers: { 'content-type': 'text/plain' } }), cache.generation)
async function app(request: Request): Promise<Response> {
	await sleep(Number(new URL(request.url).searchParams.get('delay') ?? 0))
	return new Response('ok')
}
const drain = new Drain()
const server = createServer(createNodeListener(app, cache, drain))
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
const database = {
	close: async () => {
		process.stdout.write('database closed\n')
	},
} as unknown as DatabaseHandle
onShutdown(server, drain, database)
server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`))
