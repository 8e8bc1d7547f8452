import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'

const SERVER = fileURLToPath(new URL('../tests/support/draining-server.ts', import.meta.url))
let child: ChildProcess | undefined

afterEach(() => {
	child?.kill('SIGKILL')
})

function get(port: number, path: string, agent: http.Agent | false) {
	return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
		http
			.get({ host: '127.0.0.1', port, path, agent }, (response) => {
				let body = ''
				response.on('data', (chunk) => {
					body += chunk
				})
				response.on('end', () =>
					resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
				)
			})
			.on('error', reject)
	})
}

test('on SIGTERM the server refuses new connections, answers what arrives on open ones with Connection: close, leaves idle ones to the client, then exits', async () => {
	child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
		stdio: ['ignore', 'pipe', 'inherit'],
		env: { ...process.env, LOG_LEVEL: 'silent' },
	})
	let output = ''
	const port = await new Promise<number>((resolve) => {
		child?.stdout?.on('data', (chunk: Buffer) => {
			output += chunk.toString()
			const match = /port (\d+)/.exec(output)
			if (match) resolve(Number(match[1]))
		})
	})
	const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
	// Three kept-alive connections, as a proxy holds them; before the signal they stay open.
	const agent = new http.Agent({ keepAlive: true, maxSockets: 3 })
	expect(await Promise.all([get(port, '/', agent), get(port, '/cached', agent), get(port, '/', agent)])).toEqual([
		{ status: 200, connection: 'keep-alive', body: 'ok' },
		{ status: 200, connection: 'keep-alive', body: 'cached' },
		{ status: 200, connection: 'keep-alive', body: 'ok' },
	])

	const inFlight = get(port, '/?delay=800', agent)
	inFlight.catch(() => {}) // awaited below; not an unhandled rejection if an earlier check fails
	await new Promise((resolve) => setTimeout(resolve, 100))
	child.kill('SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 300))

	// A new connection is refused: a proxy sends that request to another instance.
	await expect(get(port, '/', false)).rejects.toThrow(/ECONNREFUSED/)
	// The idle connections are still open: requests the proxy sends on them now are answered,
	// by the app or from the page cache, and close their connection.
	expect(await Promise.all([get(port, '/', agent), get(port, '/cached', agent)])).toEqual([
		{ status: 200, connection: 'close', body: 'ok' },
		{ status: 200, connection: 'close', body: 'cached' },
	])
	// The request in flight at SIGTERM finishes.
	expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'ok' })

	// Every connection closed after its answer: the process exits cleanly, database closed.
	expect(await exited).toBe(0)
	expect(output).toContain('database closed')
	agent.destroy()
})
