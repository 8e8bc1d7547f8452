/**
 * The app instances of the cluster test: the built server (`build/server/main.js`), each on
 * its own port with its own scratch DATA_DIR, all on one PostgreSQL database. Each one's log
 * goes to a file that survives its restarts, so the test can read what every process did.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { hasExited, stopChild, waitForExit } from '../../bench/lib/child.ts'
import { PROJECT_ROOT } from '../../bench/lib/server.ts'
import { SERVER_NODE_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.ts'
import { request } from './http-client.ts'

const SERVER_ENTRY = path.join(PROJECT_ROOT, 'build/server/main.js')
const INHERITED_ENV = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL']

export class Instance {
	readonly name: string
	readonly port: number
	readonly origin: string
	readonly logFile: string
	readonly #env: NodeJS.ProcessEnv
	#child: ChildProcess | undefined

	constructor(options: { name: string; port: number; root: string; env: Record<string, string> }) {
		this.name = options.name
		this.port = options.port
		this.origin = `http://127.0.0.1:${options.port}`
		this.logFile = path.join(options.root, `${options.name}.log`)
		const env: NodeJS.ProcessEnv = {}
		for (const name of INHERITED_ENV) if (process.env[name] !== undefined) env[name] = process.env[name]
		this.#env = {
			...env,
			...SERVER_NODE_ENV,
			NODE_ENV: 'production',
			PORT: String(options.port),
			HOST: '127.0.0.1',
			DATA_DIR: path.join(options.root, options.name),
			...options.env,
		}
	}

	/** Starts the process and waits for GET /healthz to answer 200. */
	async start(timeoutMs = 60_000): Promise<void> {
		if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`)
		const log = createWriteStream(this.logFile, { flags: 'a' })
		const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
			cwd: PROJECT_ROOT,
			env: this.#env,
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		child.stdout?.pipe(log)
		child.stderr?.pipe(log)
		this.#child = child
		const deadline = Date.now() + timeoutMs
		while (Date.now() < deadline) {
			if (hasExited(child)) throw new Error(`${this.name} exited during start:\n${this.log().slice(-3000)}`)
			try {
				if ((await request(`${this.origin}/healthz`, { timeoutMs: 2_000 })).status === 200) return
			} catch {
				// not listening yet
			}
			await sleep(100)
		}
		throw new Error(`${this.name} did not become healthy within ${timeoutMs / 1000} s`)
	}

	/** SIGTERM and wait for it to exit; the exit code and how long the drain took. */
	async stop(): Promise<{ code: number | null; ms: number }> {
		const child = this.#child
		if (!child || hasExited(child)) return { code: child?.exitCode ?? null, ms: 0 }
		const started = Date.now()
		child.kill('SIGTERM')
		if (!(await waitForExit(child, 30_000))) await stopChild(child, 1_000)
		return { code: child.exitCode, ms: Date.now() - started }
	}

	/** Stops it hard if it still runs (cleanup after a failure). */
	async kill(): Promise<void> {
		if (this.#child) await stopChild(this.#child, 5_000)
	}

	log(): string {
		try {
			return readFileSync(this.logFile, 'utf8')
		} catch {
			return ''
		}
	}

	/** Log lines (pino JSON) whose message is `message`. */
	logLines(message: string): Record<string, unknown>[] {
		return this.log()
			.split('\n')
			.flatMap((line) => {
				try {
					const entry = JSON.parse(line) as Record<string, unknown>
					return entry.msg === message ? [entry] : []
				} catch {
					return []
				}
			})
	}
}
