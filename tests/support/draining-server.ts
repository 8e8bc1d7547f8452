/**
 * A bare HTTP server with the production shutdown (server/shutdown.ts), for
 * server/shutdown.test.ts: `GET /?delay=ms` answers `ok` after that long. It prints
 * `port N` once listening and `database closed` when the shutdown closes its database.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { KEEP_ALIVE_TIMEOUT_MS, onShutdown } from '#server/shutdown.ts'

const server = createServer((request, response) => {
	const delay = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('delay') ?? 0)
	setTimeout(() => response.end('ok'), delay)
})
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
const database = {
	close: async () => {
		process.stdout.write('database closed\n')
	},
} as unknown as DatabaseHandle
onShutdown(server, database)
server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`))
