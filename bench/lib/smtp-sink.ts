/**
 * Starts the bench's local SMTP server (`smtp-sink-child.ts`) in a child process at a lower
 * CPU priority: a remote mail server does not share the app server's cores, and this one
 * should take as little from them as it can. Arrival times come back over IPC.
 */
import { fork } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { captureOutput, stopChild } from './child.ts'
import { onCleanup } from './cleanup.ts'
import { PROJECT_ROOT } from './server.ts'
import type { SmtpSinkMessage } from './smtp-sink-child.ts'

const CHILD = fileURLToPath(new URL('./smtp-sink-child.ts', import.meta.url))

export interface SmtpSink {
	port: number
	/** When each message arrived (ms since the epoch), in order; filled as they come. */
	arrivals: number[]
	close(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
	const child = fork(CHILD, [], {
		cwd: PROJECT_ROOT,
		execArgv: ['--import', 'tsx'],
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	})
	const output = captureOutput(child)
	const close = onCleanup(() => stopChild(child, 5_000))
	if (child.pid) os.setPriority(child.pid, os.constants.priority.PRIORITY_BELOW_NORMAL)
	const arrivals: number[] = []
	try {
		const port = await new Promise<number>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error('the SMTP sink did not start within 15 s')), 15_000)
			child.on('message', (message: SmtpSinkMessage) => {
				if (message.arrivals) arrivals.push(...message.arrivals)
				if (message.port) {
					clearTimeout(timer)
					resolve(message.port)
				}
			})
			child.once('exit', (code) => {
				clearTimeout(timer)
				reject(new Error(`the SMTP sink exited with code ${code}`))
			})
		})
		return { port, arrivals, close }
	} catch (error) {
		await close()
		throw new Error(`${(error as Error).message}\n${output()}`)
	}
}
