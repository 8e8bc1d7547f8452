/**
 * A server of its own for the admin content journeys (tests/e2e/admin-content.spec.ts).
 * Those journeys change the site's content (bio, settings, press kit, projects…), which the
 * public page specs check against the seeded content on the shared e2e server; running them
 * on a second instance of the same build, with its own fresh data folder, keeps both sets of
 * tests exact while they run in parallel. Its origin is 127.0.0.1 (the shared server is
 * localhost), so the two servers' cookies never mix.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ADMIN_CREDENTIALS } from './admin-accounts.ts'
import { DIGITAL_KIT_URL, E2E_PORT } from './server.ts'

/** Where it listens: the shared server's port plus 100. */
export const CONTENT_SERVER_ORIGIN = `http://127.0.0.1:${E2E_PORT + 100}`

export interface ContentServer {
	origin: string
	dataDir: string
	stop(): Promise<void>
}

/** Starts the built server (`npm run build` first) on `E2E_PORT + 100` and waits until it answers. */
export async function startContentServer(): Promise<ContentServer> {
	const origin = CONTENT_SERVER_ORIGIN
	const port = new URL(origin).port
	const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-content-'))
	const child: ChildProcess = spawn(process.execPath, ['build/server/main.js'], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: port,
			HOST: '127.0.0.1',
			SITE_URL: origin,
			DATA_DIR: dataDir,
			DIGITAL_KIT_URL,
			DATABASE_URL: '',
			SMTP_URL: '',
			MAIL_OUTBOX_DIR: '',
			GA_MEASUREMENT_ID: '',
			ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
			ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
			TRUST_PROXY: 'true',
			LOG_LEVEL: 'warn',
		},
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const deadline = Date.now() + 60_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`the content e2e server exited with ${child.exitCode}`)
		try {
			if ((await fetch(`${origin}/healthz`)).ok) break
		} catch {
			// Not listening yet.
		}
		if (Date.now() > deadline) {
			child.kill('SIGTERM')
			throw new Error('the content e2e server did not start within 60 s')
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	return {
		origin,
		dataDir,
		async stop() {
			child.kill('SIGTERM')
			await exited
			await rm(dataDir, { recursive: true, force: true })
		},
	}
}
