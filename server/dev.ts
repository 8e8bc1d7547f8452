/**
 * Development entry: the same HTTP app, with Vite serving client files and hot reload,
 * and the server build loaded through Vite on every request.
 */
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { getEnv } from '#app/config/env.server.ts'
import { announceFirstAdmin } from '#app/features/auth/first-admin.server.ts'
import { startCampaignJob } from '#app/features/campaigns/campaign-send.server.ts'
import { startMailSender } from '#app/features/mail/mail-sender.server.ts'
import { startRetentionJob } from '#app/features/personal-data/retention.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { createApp } from './app.ts'
import { openAppDatabase } from './database.ts'
import { loadDotEnv } from './load-dotenv.ts'
import { Drain, onShutdown } from './shutdown.ts'

loadDotEnv()
const env = getEnv()
const database = await openAppDatabase(env)
// Once, before listening: a new installation gets its first administrator (README).
await announceFirstAdmin(env, database.kind)
const stopMailSender = startMailSender()
const stopCampaignJob = startCampaignJob()
const stopRetention = startRetentionJob()
const vite = await createViteServer({ server: { middlewareMode: true } })
const app = createApp({
	mode: 'development',
	trustProxy: env.TRUST_PROXY,
	build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
})
const listener = getRequestListener(app.fetch)
const drain = new Drain()
const server = createServer((req, res) => {
	drain.track(res)
	vite.middlewares(req, res, () => listener(req, res))
})
server.listen(env.PORT, env.HOST, () => logger.info(`dev server on http://localhost:${env.PORT}`))
onShutdown(server, drain, database, [stopMailSender, stopCampaignJob, stopRetention])
