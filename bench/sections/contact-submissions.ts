/**
 * Accepted contact-form submissions per second (issue 4), on the embedded PGlite and on a
 * PostgreSQL server, each with its own freshly started app server whose form rate limits
 * are relaxed (RATE_LIMIT_SCALE), so every valid submission is accepted. Each accepted
 * submission is a validated row in `contact_submissions` plus the owner's notification in
 * the mail outbox, written with the client's rate-limit count in one statement (so in one
 * transaction); the mail sender runs as in production.
 *
 * Two kinds of load: many visitors (each post from its own client address, given to the
 * server, which trusts its proxy here, in `X-Forwarded-For`), as a thousand posts a second
 * would come in reality, and one visitor sending every post. The target is checked on the
 * first. The second is the worst case: every post updates the same rate-limit counter row,
 * so each waits for the previous one's commit (its row lock) before its own.
 *
 * Measured on the path JavaScript visitors use (`POST /contacto.data`, React Router's data
 * request) and on the plain no-JavaScript post (`POST /contacto`, which renders the page).
 * PostgreSQL: BENCH_DATABASE_URL names a server database to create a scratch database
 * beside (default postgres://postgres@127.0.0.1:5432/postgres); skipped if unreachable.
 */
import { type LoadResult, runLoad, summarize } from '../lib/load.ts'
import { type Check, heading, ms, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchSection } from '../lib/section.ts'
import { startAppServer } from '../lib/server.ts'

/** The target of issue 15 on PostgreSQL (this machine, rate limits relaxed). */
export const MIN_POSTGRES_SUBMISSIONS_PER_SECOND = 1000
const CONNECTIONS = 10
const WARMUP_SECONDS = 2
const RUN_SECONDS = 6

const FORM_BODY = new URLSearchParams({
	name: 'Maria Inês Duarte',
	email: 'maria.duarte@exemplo.pt',
	subject: 'Automação de marcações',
	message: 'Olá! Gostava de automatizar as marcações da minha clínica em Óbidos. Podemos falar esta semana?',
	gdprConsent: 'on',
	website: '',
}).toString()

/** Who sends the posts: each from its own address, or all from one. */
type Senders = 'many visitors' | 'one visitor'

/** A new client address per post (10.0.0.1, 10.0.0.2, …), as a proxy in front would report it. */
function nextClientAddress(): () => Record<string, string> {
	let count = 0
	return () => {
		count++
		return { 'x-forwarded-for': `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}` }
	}
}

interface Row {
	database: string
	senders: Senders
	path: string
	accepted: number
	perSecond: number
	p50: number
	p99: number
	other: number
}

async function measure(origin: string, path: string, senders: Senders): Promise<Omit<Row, 'database'>> {
	let accepted = 0
	let other = 0
	const options = {
		url: `${origin}${path}`,
		method: 'POST' as const,
		body: FORM_BODY,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		connections: CONNECTIONS,
		durationSeconds: RUN_SECONDS,
		...(senders === 'many visitors' ? { headersPerRequest: nextClientAddress() } : {}),
		onResponse: (status: number) => {
			if (status === 200) accepted++
			else other++
		},
	}
	await runLoad({ ...options, durationSeconds: WARMUP_SECONDS, onResponse: () => {} })
	const run: LoadResult = await runLoad(options)
	const summary = summarize([run])
	return {
		senders,
		path,
		accepted,
		perSecond: accepted / run.durationSeconds,
		p50: summary.latencyMs.p50,
		p99: summary.latencyMs.p99,
		other: other + summary.errors,
	}
}

export const contactSubmissions: BenchSection = {
	id: 'contact',
	title: 'Contact form: accepted submissions per second (rate limits relaxed)',
	async run() {
		heading(contactSubmissions.title)
		const rows: Row[] = []
		const checks: Check[] = []
		const relaxed = { RATE_LIMIT_SCALE: '1000000', TRUST_PROXY: 'true' }

		for (const target of ['PGlite', 'PostgreSQL'] as const) {
			const scratch = target === 'PostgreSQL' ? await scratchPostgres('bench_contact') : undefined
			if (target === 'PostgreSQL' && !scratch) {
				console.log('PostgreSQL is not reachable: skipped (set BENCH_DATABASE_URL)')
				continue
			}
			const server = await startAppServer({ env: { ...relaxed, ...(scratch ? { DATABASE_URL: scratch.url } : {}) } })
			try {
				for (const senders of ['many visitors', 'one visitor'] as const) {
					for (const path of ['/contacto.data', '/contacto']) {
						console.log(`${target}: POST ${path} from ${senders}, ${CONNECTIONS} connections, ${RUN_SECONDS} s`)
						rows.push({ database: target, ...(await measure(server.origin, path, senders)) })
					}
				}
			} finally {
				await server.stop()
				await scratch?.drop()
			}
		}

		printTable(
			[
				{ header: 'database' },
				{ header: 'senders' },
				{ header: 'request' },
				{ header: 'accepted/s', align: 'right' },
				{ header: 'accepted', align: 'right' },
				{ header: 'latency p50 / p99 ms', align: 'right' },
				{ header: 'not accepted', align: 'right' },
			],
			rows.map((row) => [
				row.database,
				row.senders,
				`POST ${row.path}`,
				row.perSecond.toFixed(0),
				row.accepted,
				`${ms(row.p50)} / ${ms(row.p99)}`,
				row.other,
			]),
		)
		const postgres = rows.find(
			(row) => row.database === 'PostgreSQL' && row.senders === 'many visitors' && row.path === '/contacto.data',
		)
		checks.push({
			name: `PostgreSQL accepts ≥ ${MIN_POSTGRES_SUBMISSIONS_PER_SECOND} contact submissions/s from many visitors (data request)`,
			pass: Boolean(postgres && postgres.perSecond >= MIN_POSTGRES_SUBMISSIONS_PER_SECOND),
			detail: postgres ? `${postgres.perSecond.toFixed(0)}/s` : 'not measured (PostgreSQL unreachable)',
		})
		checks.push({
			name: 'every submission under load was accepted (200)',
			pass: rows.length > 0 && rows.every((row) => row.other === 0),
			detail: rows.map((row) => `${row.database} ${row.senders} ${row.path}: ${row.other} not accepted`).join('; '),
		})
		printChecks(checks)
		return checks
	},
}
