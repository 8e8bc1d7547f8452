/**
 * A campaign to 10,000 newsletter subscribers on PostgreSQL (issue 12): how long the
 * enqueueing takes (every recipient's row and mail, in chunked transactions), how fast the
 * app server's mail sender drains it to a local SMTP server (the `smtp-server` package, in
 * a process of its own at a lower CPU priority, standing in for a remote server; it accepts
 * everything) with the campaign rate limit lifted
 * (MAIL_RATE_PER_MINUTE=0), and whether the public pages keep answering meanwhile: the
 * cached home page's requests/s during the drain (the median of several short windows, each
 * begun and ended while mail was arriving) against the median of the same windows before the
 * campaign and after it (wrk when installed, else autocannon). On PostgreSQL the server's
 * sender runs in a thread of its own at a lower priority (decision 022).
 *
 * The campaign is started by this process, on its own connection to the scratch database,
 * with the app's own code (`startCampaign`), as the admin's action would in a server process;
 * the server's sender finds the mail at its next poll.
 */
import { connectDatabase, setAppDatabase } from '#app/db/client.server.ts'
import { campaigns, newsletterSubscriptions, users } from '#app/db/schema.ts'
import { startCampaign } from '#app/features/campaigns/campaign-send.server.ts'
import { median, runLoad } from '../lib/load.ts'
import { type Check, heading, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchSection } from '../lib/section.ts'
import { startAppServer } from '../lib/server.ts'
import { startSmtpSink } from '../lib/smtp-sink.ts'
import { ensureWrk, runWrk } from '../lib/wrk.ts'

const SUBSCRIBERS = 10_000
export const MAX_ENQUEUE_SECONDS = 2
export const MIN_MAILS_PER_SECOND = 300
export const MIN_PAGE_RATIO = 0.7
const PAGE_SECONDS = 3
/** Page-rate windows before the campaign and again after it (the idle figure is their median). */
const IDLE_WINDOWS = 2
/** At most this many windows while the mail drains (the busy figure is their median). */
const BUSY_WINDOWS = 5
const CONNECTIONS = 10
const SECRET = 'bench-campaign-secret-0123456789abcdef0123'

interface PageRate {
	perSecond: number
	tool: string
}

/** Requests/s of the cached home page for `seconds` (wrk, installed from Debian if missing; else autocannon). */
async function pageRate(origin: string, seconds: number): Promise<PageRate> {
	if (ensureWrk()) {
		const result = await runWrk({
			url: `${origin}/`,
			headers: { 'accept-encoding': 'br' },
			connections: CONNECTIONS,
			durationSeconds: seconds,
		})
		return { perSecond: result.requestsPerSecond, tool: 'wrk' }
	}
	const result = await runLoad({
		url: `${origin}/`,
		headers: { 'accept-encoding': 'br' },
		connections: CONNECTIONS,
		durationSeconds: seconds,
	})
	return { perSecond: result.latenciesMs.length / result.durationSeconds, tool: 'autocannon' }
}

export const campaignDelivery: BenchSection = {
	id: 'campaign',
	title: `Campaign: ${SUBSCRIBERS.toLocaleString('en')} subscribers enqueued and delivered over SMTP (PostgreSQL, rate limit lifted)`,
	async run() {
		heading(campaignDelivery.title)
		const scratch = await scratchPostgres('bench_campaign')
		if (!scratch) {
			console.log('PostgreSQL is not reachable: skipped (set BENCH_DATABASE_URL)')
			return [{ name: 'campaign bench ran', pass: false, detail: 'PostgreSQL unreachable' }]
		}
		const smtp = await startSmtpSink()
		const server = await startAppServer({
			env: {
				DATABASE_URL: scratch.url,
				SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
				MAIL_FROM: 'Ricardo Branco <ola@example.com>',
				MAIL_RATE_PER_MINUTE: '0',
				SESSION_SECRET: SECRET,
			},
		})
		// This process renders the mail as the server would: same site, same secret.
		process.env.SITE_URL = server.origin
		process.env.SESSION_SECRET = SECRET
		process.env.DATA_DIR = server.dataDir
		const handle = await connectDatabase({ url: scratch.url, poolSize: 4 })
		setAppDatabase(handle)
		try {
			const { db } = handle
			for (let start = 0; start < SUBSCRIBERS; start += 1000) {
				await db.insert(newsletterSubscriptions).values(
					Array.from({ length: Math.min(1000, SUBSCRIBERS - start) }, (_, offset) => {
						const index = start + offset
						return {
							email: `leitor${index}@example.com`,
							locale: (['pt-PT', 'en', 'es'] as const)[index % 3],
							confirmed: true,
							confirmedAt: new Date(),
							consentTimestamp: new Date(),
						}
					}),
				)
			}
			const actor = { id: 'bench-admin', email: 'admin@example.com' }
			await db.insert(users).values({ id: actor.id, name: 'Bench', email: actor.email })
			const [draft] = await db
				.insert(campaigns)
				.values({
					audience: 'newsletter',
					subject: { 'pt-PT': 'Edição de teste', en: 'Test issue', es: 'Edición de prueba' },
					body: {
						'pt-PT':
							'Olá!\n\nUma edição com **negrito**, uma lista:\n\n- um\n- dois\n\nE [um link](https://example.com/artigo).',
						en: 'Hello!\n\nAn issue with **bold** and [a link](https://example.com/article).',
						es: '¡Hola!\n\nUna edición con **negrita** y [un enlace](https://example.com/articulo).',
					},
				})
				.returning()
			if (!draft) throw new Error('no draft')

			console.log(`idle: cached home page, ${IDLE_WINDOWS} windows of ${PAGE_SECONDS} s…`)
			await pageRate(server.origin, 2)
			const idle: PageRate[] = []
			for (let window = 0; window < IDLE_WINDOWS; window++) idle.push(await pageRate(server.origin, PAGE_SECONDS))

			console.log(`enqueueing ${SUBSCRIBERS} mails…`)
			const enqueueStart = Date.now()
			const started = await startCampaign(actor, draft.id)
			const enqueueSeconds = (Date.now() - enqueueStart) / 1000
			const enqueuedAt = Date.now()
			if (started.status !== 'started') throw new Error(`the campaign did not start: ${started.status}`)

			// The server's sender picks the mail up at its next poll; measure pages while it drains.
			const deadline = Date.now() + 10 * 60_000
			while (smtp.arrivals.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
			// Windows that began and ended while mail was arriving; the idle windows run again after.
			const busy: PageRate[] = []
			let arrivedDuringPages = 0
			while (busy.length < BUSY_WINDOWS && smtp.arrivals.length < SUBSCRIBERS && Date.now() < deadline) {
				const before = smtp.arrivals.length
				const window = await pageRate(server.origin, PAGE_SECONDS)
				if (smtp.arrivals.length >= SUBSCRIBERS) break
				busy.push(window)
				arrivedDuringPages += smtp.arrivals.length - before
			}
			while (smtp.arrivals.length < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
			for (let window = 0; window < IDLE_WINDOWS; window++) idle.push(await pageRate(server.origin, PAGE_SECONDS))
			const first = smtp.arrivals[0] ?? enqueuedAt
			const last = smtp.arrivals.at(-1) ?? enqueuedAt
			const delivered = smtp.arrivals.length
			const drainSeconds = (last - first) / 1000
			const perSecond = delivered / Math.max(drainSeconds, 0.001)
			const idleRate = median(idle.map((window) => window.perSecond))
			const busyRate = median(busy.map((window) => window.perSecond))
			const ratio = busyRate / Math.max(idleRate, 1)
			const tool = idle[0]?.tool ?? 'wrk'

			printTable(
				[{ header: 'measure' }, { header: 'value', align: 'right' }],
				[
					['recipients enqueued', started.recipients],
					['enqueue time (s)', enqueueSeconds.toFixed(2)],
					['mails delivered to the SMTP server', delivered],
					['first to last delivery (s)', drainSeconds.toFixed(1)],
					['delivered mails/s', perSecond.toFixed(0)],
					['enqueue end to first delivery (s)', ((first - enqueuedAt) / 1000).toFixed(1)],
					[
						`home page req/s idle, median of ${idle.length} windows before and after (${tool})`,
						`${idleRate.toFixed(0)} (${idle.map((window) => window.perSecond.toFixed(0)).join(', ')})`,
					],
					[
						`home page req/s during the drain, median of ${busy.length} windows (${tool})`,
						`${busyRate.toFixed(0)} (${busy.map((window) => window.perSecond.toFixed(0)).join(', ')})`,
					],
					['mails delivered during those windows', arrivedDuringPages],
				],
			)
			const checks: Check[] = [
				{
					name: `enqueueing ${SUBSCRIBERS} recipients takes ≤ ${MAX_ENQUEUE_SECONDS} s`,
					pass: started.recipients === SUBSCRIBERS && enqueueSeconds <= MAX_ENQUEUE_SECONDS,
					detail: `${enqueueSeconds.toFixed(2)} s for ${started.recipients}`,
				},
				{
					name: `≥ ${MIN_MAILS_PER_SECOND} mails/s delivered, every one once`,
					pass: delivered === SUBSCRIBERS && perSecond >= MIN_MAILS_PER_SECOND,
					detail: `${perSecond.toFixed(0)}/s, ${delivered} of ${SUBSCRIBERS} delivered`,
				},
				{
					name: `cached page throughput during the drain ≥ ${MIN_PAGE_RATIO * 100}% of idle`,
					pass: busy.length > 0 && ratio >= MIN_PAGE_RATIO,
					detail: `${(ratio * 100).toFixed(0)}% (${busyRate.toFixed(0)} vs ${idleRate.toFixed(0)} req/s)`,
				},
			]
			printChecks(checks)
			return checks
		} finally {
			setAppDatabase(undefined)
			await handle.close()
			await server.stop()
			await smtp.close()
			await scratch.drop()
		}
	},
}
