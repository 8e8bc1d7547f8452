/** Helpers for the child processes the benches start (the app server, the minimal server). */
import type { ChildProcess } from 'node:child_process'

const KEPT_LINES = 60

/** Keeps the last lines a child printed, to show them if it fails. */
export function captureOutput(child: ChildProcess): () => string {
	const lines: string[] = []
	const keep = (chunk: Buffer) => {
		lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
		if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES)
	}
	child.stdout?.on('data', keep)
	child.stderr?.on('data', keep)
	return () => lines.join('\n')
}

export function hasExited(child: ChildProcess): boolean {
	return child.exitCode !== null || child.signalCode !== null
}

/** Resolves when the child has exited, or with false after `timeoutMs`. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
	if (hasExited(child)) return Promise.resolve(true)
	return new Promise((resolve) => {
		const timer = setTimeout(() => {
			child.off('exit', onExit)
			resolve(false)
		}, timeoutMs)
		const onExit = () => {
			clearTimeout(timer)
			resolve(true)
		}
		child.once('exit', onExit)
	})
}

/** SIGTERM, wait for a graceful exit, SIGKILL if it does not come. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
	if (hasExited(child)) return
	child.kill('SIGTERM')
	if (await waitForExit(child, graceMs)) return
	console.error(`process ${child.pid} did not exit within ${graceMs} ms of SIGTERM; killing it`)
	child.kill('SIGKILL')
	await waitForExit(child, 5_000)
}
