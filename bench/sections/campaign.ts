/**
 * A campaign to 10,000 newsletter subscribers on PostgreSQL (issue 12): how long the
 * enqueueing takes (every recipient's row and mail, in chunked transactions), how fast the
 * app server's mail sender drains it to a local SMTP server (the `smtp-server` package, in
 * this process, accepting everything) with the campaign rate limit lifted
 * (MAIL_RATE_PER_MINUTE=0), and whether the public pages keep answering meanwhile: the
 * cached home page's requests/s during the drain against the same measurement while idle
 * (wrk when installed, else autocannon).
 *
 * The campaign is started by this process, on its own connection to the scratch database,
 * with the app's own code (`startCampaign`), as the admin's action would in a server process;
 * the server's sender finds the mail at its next poll.
 */
import { SMTPServer } from 'smtp-server'
import { connectDatabase, setAppDatabase } from '#app/db/client.server.ts'
import { campaigns, newsletterSubscriptions, users } from '#app/db/schema.ts'
import { startCampaign } from '#app/features/campaigns/campaign-send.server.ts'
import { runLoad } from '../lib/load.ts'
import { type Check, heading, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchSection } from '../lib/section.ts'
import { freePort, startAppServer } from '../lib/server.ts'
import { ensureWrk, runWrk } from '../lib/wrk.ts'

const SUBSCRIBERS = 10_000
export const MAX_ENQUEUE_SECONDS = 2
export const MIN_MAILS_PER_SECOND = 300
export const MIN_PAGE_RATIO = 0.7
const PAGE_SECONDS = 5
const CONNECTIONS = 10
const SECRET = 'bench-campaign-secret-0123456789abcdef0123'

/** Requests/s of the cached home page for `seconds` (wrk, installed from Debian if missing; else autocannon). */
async function pageRate(origin: string, seconds: number): Promise<{ perSecond: number; tool: string }> {
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

/** A local SMTP server that accepts every message and notes when each arrived. */
async function startSmtpSink() {
	const arrivals: number[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		size: 1024 * 1024,
		onData(stream, _session, callback) {
			stream.on('data', () => {})
			stream.on('end', () => {
				arrivals.push(performance.now())
				callback()
			})
		},
	})
	const port = await freePort()
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
	return { port, arrivals, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
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

			console.log(`idle: cached home page for ${PAGE_SECONDS} s…`)
			await pageRate(server.origin, 2)
			const idle = await pageRate(server.origin, PAGE_SECONDS)

			console.log(`enqueueing ${SUBSCRIBERS} mails…`)
			const enqueueStart = performance.now()
			const started = await startCampaign(actor, draft.id)
			const enqueueSeconds = (performance.now() - enqueueStart) / 1000
			const enqueuedAt = performance.now()
			if (started.status !== 'started') throw new Error(`the campaign did not start: ${started.status}`)

			// The server's sender picks the mail up at its next poll; measure pages while it drains.
			const deadline = Date.now() + 10 * 60_000
			while (smtp.arrivals.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
			const busy = await pageRate(server.origin, PAGE_SECONDS)
			const arrivedDuringPages = smtp.arrivals.length
			while (smtp.arrivals.length < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
			const first = smtp.arrivals[0] ?? enqueuedAt
			const last = smtp.arrivals.at(-1) ?? enqueuedAt
			const delivered = smtp.arrivals.length
			const drainSeconds = (last - first) / 1000
			const perSecond = delivered / Math.max(drainSeconds, 0.001)
			const ratio = busy.perSecond / Math.max(idle.perSecond, 1)

			printTable(
				[{ header: 'measure' }, { header: 'value', align: 'right' }],
				[
					['recipients enqueued', started.recipients],
					['enqueue time (s)', enqueueSeconds.toFixed(2)],
					['mails delivered to the SMTP server', delivered],
					['first to last delivery (s)', drainSeconds.toFixed(1)],
					['delivered mails/s', perSecond.toFixed(0)],
					['enqueue end to first delivery (s)', ((first - enqueuedAt) / 1000).toFixed(1)],
					[`home page req/s idle (${idle.tool})`, idle.perSecond.toFixed(0)],
					[`home page req/s during the drain (${busy.tool})`, busy.perSecond.toFixed(0)],
					['mails delivered while pages were measured', arrivedDuringPages],
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
					pass: ratio >= MIN_PAGE_RATIO,
					detail: `${(ratio * 100).toFixed(0)}% (${busy.perSecond.toFixed(0)} vs ${idle.perSecond.toFixed(0)} req/s)`,
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
