/**
 * Starts the built production server (`build/server/main.js`) for a bench: a free port on
 * 127.0.0.1, its own fresh temporary DATA_DIR (PGlite allows one process per folder), and
 * a minimal, reproducible environment. `stop()` ends it gracefully; its folder is removed when
 * the bench ends (`runCleanups`), not then.
 *
 * Why not at once: a server under the contact load writes tens of thousands of `.eml` files
 * into its outbox folder, and on an ext4 file system without a journal (this machine's) the
 * kernel will not reuse an inode freed in the last 60 s (360 s while its table block is not
 * yet written back): each new file's inode allocation steps past every one of them. Removing
 * the first server's folder right before the next server's run made each file the second one
 * wrote cost about 0.5 ms of kernel time (perf: `recently_deleted`, `find_inode_bit` and the
 * group's lock took a fifth of the machine's CPU), a cost the product never pays in service,
 * where nothing deletes thousands of files a minute before (docs/decisions/032). After the
 * removal the file system is synced, so the window a following bench run meets is the 60 s
 * one; runs alternated back to back (an A/B) should still be a minute apart.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.ts'
import { captureOutput, hasExited, stopChild } from './child.ts'
import { onCleanup } from './cleanup.ts'
import { get } from './http.ts'

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'build/server/main.js')

/** Variables the server inherits from the bench's environment; everything else is set here. */
const INHERITED_ENV = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL']

export interface AppServer {
	origin: string
	port: number
	/** The server process, e.g. to read its memory. */
	pid: number
	dataDir: string
	/** The last lines the server logged. */
	output(): string
	stop(): Promise<void>
}

export interface AppServerOptions {
	/** Extra environment (e.g. ADMIN_EMAIL/ADMIN_PASSWORD for a bench that signs in). */
	env?: Record<string, string>
	startTimeoutMs?: number
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
	if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`)
	const dataDir = await mkdtemp(path.join(os.tmpdir(), 'silver-coast-bench-'))
	const removeDataDir = onCleanup(async () => {
		await rm(dataDir, { recursive: true, force: true })
		spawnSync('sync')
	})
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`

	const env: NodeJS.ProcessEnv = {}
	for (const name of INHERITED_ENV) if (process.env[name] !== undefined) env[name] = process.env[name]
	Object.assign(env, {
		...SERVER_NODE_ENV,
		NODE_ENV: 'production',
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		// One process: its own folder is the shared one (decision 024 asks for it by name on PostgreSQL).
		MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
		SITE_URL: origin,
		LOG_LEVEL: 'warn',
		...options.env,
	})

	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
		cwd: PROJECT_ROOT,
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const output = captureOutput(child)
	const stopProcess = onCleanup(() => stopChild(child))
	const stop = stopProcess

	try {
		await waitForHealthy(origin, () => hasExited(child), options.startTimeoutMs ?? 120_000)
	} catch (error) {
		await stop()
		await removeDataDir()
		const logs = output()
		throw new Error(`${(error as Error).message}${logs ? `\n--- server output ---\n${logs}` : ''}`)
	}
	return { origin, port, pid: child.pid ?? 0, dataDir, output, stop }
}

async function waitForHealthy(origin: string, exited: () => boolean, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (exited()) throw new Error('the server exited during start')
		try {
			const response = await get(`${origin}/healthz`)
			if (response.status === 200) return
		} catch {
			// not listening yet
		}
		await sleep(200)
	}
	throw new Error(`the server did not answer GET /healthz with 200 within ${timeoutMs / 1000} s`)
}
