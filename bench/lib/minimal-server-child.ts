/**
 * The reference server of the throughput bench, run in its own process (so it has its own
 * event loop, like the app server): answers every request with one fixed response held in
 * memory. Started by `minimal-server.ts`, which sends the response over IPC.
 */
import http, { type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FixedResponse {
	status: number
	headers: OutgoingHttpHeaders
	/** The body, base64-encoded for the IPC channel. */
	body: string
}

export interface MinimalServerReady {
	port: number
}

process.once('message', (message) => {
	const fixed = message as FixedResponse
	const body = Buffer.from(fixed.body, 'base64')
	const server = http.createServer((_request, response) => {
		response.writeHead(fixed.status, fixed.headers)
		response.end(body)
	})
	server.listen(0, '127.0.0.1', () => {
		const ready: MinimalServerReady = { port: (server.address() as AddressInfo).port }
		process.send?.(ready)
	})
	process.once('SIGTERM', () => {
		server.close(() => process.exit(0))
		server.closeAllConnections()
	})
})
