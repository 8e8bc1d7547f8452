/**
 * Load generation with `wrk` (Debian's package): a C load generator on its own thread, so
 * the measured server — not the client — is what saturates. `ensureWrk()` installs it from
 * Debian when it is missing (as root, like the CI script); without it the caller falls back
 * to autocannon (load.ts) and says so.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
	/** Form posts instead of GETs: the same body every time, built by wrk's Lua (`postScript`). */
	post?: PostOptions
}

export interface PostOptions {
	body: string
	contentType: string
	/** Each post from its own client address (`X-Forwarded-For` 10.t.x.y), else all from 10.0.0.1. */
	newClientPerPost: boolean
}

/**
 * wrk's Lua script for `post`: the request is built in Lua, in wrk's own thread, so a new
 * client address per post costs the measured server's cores nothing (an in-process
 * autocannon rebuilding each request in JavaScript competes with it on a small machine).
 */
export function postScript({ body, contentType, newClientPerPost }: PostOptions): string {
	if (body.includes(']==]')) throw new Error('the body cannot be written as a Lua long string')
	return `wrk.method = "POST"
wrk.body = [==[${body}]==]
wrk.headers["Content-Type"] = "${contentType}"
wrk.headers["X-Forwarded-For"] = "10.0.0.1"
local threads = 0
function setup(thread)
  thread:set("thread_number", threads)
  threads = threads + 1
end
local posts = 0
function request()
  ${
		newClientPerPost
			? `posts = posts + 1
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", thread_number % 256, math.floor(posts / 256) % 256, posts % 256)`
			: ''
	}
  return wrk.format()
end
`
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
	const folder = options.post ? mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')) : undefined
	const script = folder && options.post ? path.join(folder, 'post.lua') : undefined
	if (script && options.post) writeFileSync(script, postScript(options.post))
	const args = [
		`-t${options.threads ?? 1}`,
		`-c${options.connections}`,
		`-d${options.durationSeconds}s`,
		'--latency',
		...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
		...(script ? ['-s', script] : []),
		options.url,
	]
	try {
		const { stdout } = await run('wrk', args, { maxBuffer: 1024 * 1024 })
		return parseWrkOutput(stdout)
	} finally {
		if (folder) rmSync(folder, { recursive: true, force: true })
	}
}
