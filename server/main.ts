/**
 * Production entry: validates the configuration, opens the database, serves the built
 * app, and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the
 * database closes, so PGlite's files are left consistent).
 */

// First, so it runs before any of the app's own code (docs/decisions/040).
import './tick-object-shapes.ts'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { ConfigError, type Env, getEnv } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import { announceFirstAdmin } from '#app/features/auth/first-admin.server.ts'
import { campaignSending, startCampaignJob } from '#app/features/campaigns/campaign-send.server.ts'
import { otherMailDue, startMailSender } from '#app/features/mail/mail-sender.server.ts'
import { startRetentionJob } from '#app/features/personal-data/retention.server.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { createApp } from './app.ts'
import { openAppDatabase } from './database.ts'
import { readStylesheets } from './inline-stylesheets.ts'
import { loadDotEnv } from './load-dotenv.ts'
import { startMailThread } from './mail-thread.ts'
import { missingServerSettings } from './node-flags.ts'
import { createNodeListener } from './node-listener.ts'
import { Drain, KEEP_ALIVE_TIMEOUT_MS, onShutdown } from './shutdown.ts'

async function main() {
	loadDotEnv()
	const env = getEnv()
	warnAboutPlaceholders(env)
	const database = await openAppDatabase(env)
	// Once, before listening: a new installation gets its first administrator (README).
	await announceFirstAdmin(env, database.kind)
	// On PostgreSQL mail in bulk (a campaign, a burst of notifications) has a thread of its
	// own, off the pages' event loop, while there is such mail (docs/decisions/022, 029 and
	// 042); this thread sends the other mail meanwhile, and stands aside while the thread runs.
	const mailThread = env.DATABASE_URL
		? startMailThread({
				entry: new URL('./mail-worker.js', import.meta.url),
				campaignSending,
				otherMailDue,
			})
		: undefined
	const stopMailSender = startMailSender({
		claims: mailThread ? 'other-mail' : 'all',
		standAside: () => mailThread?.sending === true,
		onFullBatch: () => mailThread?.burst(),
	})
	const stopMailThread = async () => mailThread?.stop()
	const stopCampaignJob = startCampaignJob()
	const stopRetention = startRetentionJob()
	// The React Router server build sits next to this file once built.
	const build = (await import(new URL('./index.js', import.meta.url).href)) as ServerBuild
	const clientDir = path.relative(process.cwd(), fileURLToPath(new URL('../client', import.meta.url)))
	const app = createApp({
		build,
		mode: 'production',
		clientDir,
		stylesheets: await readStylesheets(clientDir),
		analytics: Boolean(env.GA_MEASUREMENT_ID),
		https: env.SITE_URL.startsWith('https://'),
		trustProxy: env.TRUST_PROXY,
		imageHosts: env.IMAGE_HOSTS,
	})
	const drain = new Drain()
	const server = createServer(createNodeListener(app.fetch, htmlCache, drain))
	server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
	server.listen(env.PORT, env.HOST, () => {
		logger.info({ port: env.PORT, url: env.SITE_URL }, `listening on http://localhost:${env.PORT}`)
	})
	onShutdown(server, drain, database, [stopMailSender, stopMailThread, stopCampaignJob, stopRetention])
}

/** Reminders for a production start that still runs on the shipped placeholders or without its settings. */
function warnAboutPlaceholders(env: Env) {
	if (OWNER.isPlaceholder) {
		logger.warn('the owner identity is still the placeholder: edit app/config/owner.ts before going live')
	}
	const missing = missingServerSettings()
	if (missing.length > 0) {
		logger.warn({ missing }, 'node was started without the memory settings of server/node-flags.ts: memory may grow')
	}
	if (new URL(env.SITE_URL).hostname === 'localhost') {
		logger.warn({ SITE_URL: env.SITE_URL }, 'SITE_URL is localhost: set it to the public origin for canonical links')
	}
}

main().catch((error) => {
	if (error instanceof ConfigError) {
		console.error(error.message)
	} else {
		logger.fatal({ err: error }, 'failed to start')
	}
	process.exit(1)
})
