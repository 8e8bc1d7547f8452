/**
 * Load generation with `wrk` (Debian's package): a C load generator on its own thread, so
 * the measured server — not the client — is what saturates. `ensureWrk()` installs it from
 * Debian when it is missing (as root, like the CI script); without it the caller falls back
 * to autocannon (load.ts) and says so.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { ensureDebianTool } from './debian-tool.ts'
import { assertLocal } from './http.ts'

const run = promisify(execFile)

export interface WrkOptions {
	url: string
	headers?: Record<string, string>
	connections: number
	durationSeconds: number
	/** Client threads (default 1: on a small machine the server needs the other cores). */
	threads?: number
}

export interface WrkResult {
	requestsPerSecond: number
	requests: number
	latencyMs: { p50: number; p99: number }
	/** Answers that were neither 2xx nor 3xx. */
	non2xx3xx: number
	/** Connect, read, write errors and timeouts. */
	socketErrors: number
}

/** Whether wrk can be used, installing it from Debian first if it is missing. */
export function ensureWrk(): boolean {
	try {
		ensureDebianTool('wrk', 'wrk')
		return true
	} catch {
		return false
	}
}

/** "1.23ms", "850.00us", "2.01s" → ms. */
function durationMs(text: string): number {
	const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
	if (!match) return Number.NaN
	const value = Number(match[1])
	const unit = match[2]
	return unit === 'us' ? value / 1000 : unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000
}

/** Reads wrk's report (run with `--latency`). */
export function parseWrkOutput(output: string): WrkResult {
	const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN)
	const latency = (percent: string) =>
		durationMs(new RegExp(`^\\s*${percent}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? 'NaN')
	const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
	return {
		requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
		requests: number(/(\d+) requests in/),
		latencyMs: { p50: latency('50'), p99: latency('99') },
		non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
		socketErrors: socket ? socket.slice(1).reduce((total, value) => total + Number(value), 0) : 0,
	}
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
	assertLocal(new URL(options.url))
	const args = [
		`-t${options.threads ?? 1}`,
		`-c${options.connections}`,
		`-d${options.durationSeconds}s`,
		'--latency',
		...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
		options.url,
	]
	const { stdout } = await run('wrk', args, { maxBuffer: 1024 * 1024 })
	return parseWrkOutput(stdout)
}
