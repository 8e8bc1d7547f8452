/**
 * Starts the minimal reference server (`minimal-server-child.ts`) in a child process,
 * serving one fixed response, and returns its origin.
 */
import { fork } from 'node:child_process'
import type { OutgoingHttpHeaders } from 'node:http'
import { fileURLToPath } from 'node:url'
import { captureOutput, stopChild } from './child.ts'
import { onCleanup } from './cleanup.ts'
import type { FixedResponse, MinimalServerReady } from './minimal-server-child.ts'
import { PROJECT_ROOT } from './server.ts'

const CHILD = fileURLToPath(new URL('./minimal-server-child.ts', import.meta.url))

/** Per-connection headers that Node's `http` writes itself. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

export interface MinimalServer {
	origin: string
	/** The server's process, e.g. to read its CPU time. */
	pid: number
	stop(): Promise<void>
}

/** Response headers as received, minus the ones Node sets per connection. */
export function replayableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
	return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))
}

export async function startMinimalServer(response: {
	status: number
	headers: OutgoingHttpHeaders
	body: Buffer
}): Promise<MinimalServer> {
	const child = fork(CHILD, [], {
		cwd: PROJECT_ROOT,
		execArgv: ['--import', 'tsx'],
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	})
	const output = captureOutput(child)
	const stop = onCleanup(() => stopChild(child, 5_000))
	try {
		const fixed: FixedResponse = {
			status: response.status,
			headers: replayableHeaders(response.headers),
			body: response.body.toString('base64'),
		}
		const ready = new Promise<MinimalServerReady>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error('the minimal server did not start within 15 s')), 15_000)
			child.once('message', (message) => {
				clearTimeout(timer)
				resolve(message as MinimalServerReady)
			})
			child.once('exit', (code) => {
				clearTimeout(timer)
				reject(new Error(`the minimal server exited with code ${code}`))
			})
		})
		child.send(fixed)
		return { origin: `http://127.0.0.1:${(await ready).port}`, pid: child.pid ?? 0, stop }
	} catch (error) {
		await stop()
		throw new Error(`${(error as Error).message}\n${output()}`)
	}
}
