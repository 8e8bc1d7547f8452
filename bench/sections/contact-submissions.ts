/**
 * Accepted contact-form submissions per second (issue 4), on the embedded PGlite and on a
 * PostgreSQL server, each with its own freshly started app server whose form rate limits
 * are relaxed (RATE_LIMIT_SCALE), so every valid submission is accepted. Each accepted
 * submission is a validated row in `contact_submissions` plus the owner's notification in
 * the mail outbox, written with the client's rate-limit count in one statement (so in one
 * transaction); the mail sender runs as in production. On PostgreSQL the table also shows
 * how many notifications were still waiting to be sent when the load ended and how long they
 * took to go: a rate bought by leaving the mail behind shows there.
 *
 * On PostgreSQL it also gives the server process's CPU time per stored post, every thread
 * counted (bench/lib/process-cpu.ts): from the warm-up's first post, with no mail waiting,
 * until the last notification of the run was sent, divided by the posts stored meanwhile, so
 * each post's request and its notification are in it and nothing else. It moves much less
 * with the rest of the machine's load than posts per second do: the figure to compare builds
 * by on a shared machine (decision 032).
 *
 * Two kinds of load: many visitors (each post from its own client address, given to the
 * server, which trusts its proxy here, in `X-Forwarded-For`), as a thousand posts a second
 * would come in reality, and one visitor sending every post. The target is checked on the
 * first. The second is the worst case: every post updates the same rate-limit counter row,
 * so each waits for the previous one's commit (its row lock) before its own.
 *
 * The data request, which the target is about, is measured `DATA_RUNS` times from each kind
 * of sender, the two kinds alternated (many, one, one, many, …), and the run with the median
 * rate is reported with every run's rate beside it: a single run, the first after the
 * server's start, read as much as a third lower than the runs after it. Each run starts with
 * a warm-up whose notifications are still being sent when the measured posts begin, as the
 * measured posts' own are when it ends: the rate is one the server sustains with its mail.
 *
 * Measured on the path JavaScript visitors use (`POST /contacto.data`, React Router's data
 * request) and on the plain no-JavaScript post (`POST /contacto`, which renders the page).
 * The posts come from `wrk` (its Lua builds each post, on its own thread), autocannon only
 * when wrk cannot be had: an in-process autocannon rebuilding every request in JavaScript
 * takes CPU from the server on a small machine (docs/decisions/032). A post counts as
 * accepted only if it was answered as one (2xx/3xx with wrk — a refusal is 400/429/503 —
 * 200 with autocannon) and, on PostgreSQL, stored: the messages in the database are counted
 * before and after the run, and answers beyond them are not accepted.
 * PostgreSQL: BENCH_DATABASE_URL names a server database to create a scratch database
 * beside (default postgres://postgres@127.0.0.1:5432/postgres); skipped if unreachable.
 */
import pg from 'pg'
import { type LoadResult, medianRun, runLoad, summarize } from '../lib/load.ts'
import { processCpuNs } from '../lib/process-cpu.ts'
import { type Check, heading, ms, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchSection } from '../lib/section.ts'
import { type AppServer, startAppServer } from '../lib/server.ts'
import { ensureWrk, runWrk } from '../lib/wrk.ts'

/** The target of issue 15 on PostgreSQL (this machine, rate limits relaxed). */
export const MIN_POSTGRES_SUBMISSIONS_PER_SECOND = 1000
const CONNECTIONS = 10
const WARMUP_SECONDS = 2
const RUN_SECONDS = 6
/** Runs of the data request per kind of sender; the median one is reported. */
const DATA_RUNS = 3

const FORM_BODY = new URLSearchParams({
	name: 'Maria Inês Duarte',
	email: 'maria.duarte@exemplo.pt',
	subject: 'Automação de marcações',
	message: 'Olá! Gostava de automatizar as marcações da minha clínica em Óbidos. Podemos falar esta semana?',
	gdprConsent: 'on',
	website: '',
}).toString()
const FORM_TYPE = 'application/x-www-form-urlencoded'

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

/**
 * The stored messages and the notifications not yet sent, on PostgreSQL (PGlite's files are
 * the server's alone while it runs).
 */
type RowCounter = { stored: () => Promise<number>; mailWaiting: () => Promise<number> } | undefined

interface Row {
	database: string
	senders: Senders
	path: string
	accepted: number
	perSecond: number
	p50: number
	p99: number
	other: number
	/** Messages stored during the measured run, when they can be counted. */
	stored: number | undefined
	/**
	 * Notifications queued and not yet sent when the run ended, when they can be counted: the
	 * server sends them as it goes, so a figure bought by leaving the mail behind shows here.
	 */
	mailWaiting: number | undefined
	/** Seconds after the run until every notification was sent, when counted. */
	mailSentAfter: number | undefined
	/** The server's CPU per stored post with its notification, ms, when measured. */
	cpuMsPerPost: number | undefined
	/** Accepted/s of every run of this case, in the order they ran (the row is the median one). */
	runRates: number[]
	/** CPU per post of every run of this case, in the same order. */
	runCpu: (number | undefined)[]
}

interface Answers {
	/** Answered 200 (autocannon), or 2xx/3xx (wrk). */
	ok: number
	other: number
	durationSeconds: number
	p50: number
	p99: number
}

async function loadWithWrk(url: string, senders: Senders, durationSeconds: number): Promise<Answers> {
	const result = await runWrk({
		url,
		connections: CONNECTIONS,
		durationSeconds,
		post: { body: FORM_BODY, contentType: FORM_TYPE, newClientPerPost: senders === 'many visitors' },
	})
	return {
		ok: result.requests - result.non2xx3xx,
		other: result.non2xx3xx + result.socketErrors,
		durationSeconds: result.requests / result.requestsPerSecond,
		p50: result.latencyMs.p50,
		p99: result.latencyMs.p99,
	}
}

async function loadWithAutocannon(url: string, senders: Senders, durationSeconds: number): Promise<Answers> {
	let ok = 0
	let other = 0
	const run: LoadResult = await runLoad({
		url,
		method: 'POST',
		body: FORM_BODY,
		headers: { 'content-type': FORM_TYPE },
		connections: CONNECTIONS,
		durationSeconds,
		...(senders === 'many visitors' ? { headersPerRequest: nextClientAddress() } : {}),
		onResponse: (status: number) => {
			if (status === 200) ok++
			else other++
		},
	})
	const summary = summarize([run])
	return {
		ok,
		other: other + summary.errors,
		durationSeconds: run.durationSeconds,
		p50: summary.latencyMs.p50,
		p99: summary.latencyMs.p99,
	}
}

async function measure(
	server: AppServer,
	path: string,
	senders: Senders,
	withWrk: boolean,
	counter: RowCounter,
): Promise<Omit<Row, 'database' | 'runRates' | 'runCpu'>> {
	const load = withWrk ? loadWithWrk : loadWithAutocannon
	const url = `${server.origin}${path}`
	// The previous run ended once its mail was sent, unless that timed out: the window counts
	// only when it starts with no mail waiting.
	const startsEmpty = (await counter?.mailWaiting()) === 0
	const windowStored = await counter?.stored()
	const windowCpu = processCpuNs(server.pid)
	await load(url, senders, WARMUP_SECONDS)
	const before = await counter?.stored()
	const answers = await load(url, senders, RUN_SECONDS)
	const ended = Date.now()
	const mailWaiting = await counter?.mailWaiting()
	// Posts still in flight when the client stopped may be stored too, never fewer than answered.
	const stored = before === undefined ? undefined : ((await counter?.stored()) ?? 0) - before
	const mailSentAfter = counter ? await allMailSent(counter, ended) : undefined
	const windowEndCpu = processCpuNs(server.pid)
	const windowPosts = windowStored === undefined ? 0 : ((await counter?.stored()) ?? 0) - windowStored
	const cpuMsPerPost =
		startsEmpty &&
		mailSentAfter !== undefined &&
		windowCpu !== undefined &&
		windowEndCpu !== undefined &&
		windowPosts > 0
			? (windowEndCpu - windowCpu) / 1e6 / windowPosts
			: undefined
	const accepted = stored === undefined ? answers.ok : Math.min(answers.ok, stored)
	return {
		senders,
		path,
		accepted,
		perSecond: accepted / answers.durationSeconds,
		p50: answers.p50,
		p99: answers.p99,
		other: answers.other + (answers.ok - accepted),
		stored,
		mailWaiting,
		mailSentAfter,
		cpuMsPerPost,
	}
}

/** How long to wait for the notifications after a run before reporting them as not all sent. */
const MAIL_WAIT_SECONDS = 60

/**
 * Seconds from `since` until no notification is due and unsent (the next run starts with
 * none), or undefined if some were still waiting after `MAIL_WAIT_SECONDS`.
 */
async function allMailSent(counter: NonNullable<RowCounter>, since: number): Promise<number | undefined> {
	while ((await counter.mailWaiting()) > 0) {
		if (Date.now() - since > MAIL_WAIT_SECONDS * 1000) return undefined
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return (Date.now() - since) / 1000
}

/** Counts `contact_submissions` and the pending mail in the scratch database the server writes to. */
async function rowCounter(url: string): Promise<NonNullable<RowCounter> & { close: () => Promise<void> }> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	const count = async (query: string) => Number((await client.query(query)).rows[0].n)
	return {
		stored: () => count('select count(*) as n from contact_submissions'),
		mailWaiting: () =>
			count("select count(*) as n from mail_outbox where status = 'pending' and next_attempt_at <= now()"),
		close: () => client.end(),
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
		const withWrk = ensureWrk()
		const client = withWrk ? 'wrk, 1 thread' : 'autocannon (wrk could not be installed: the client may saturate first)'

		for (const target of ['PGlite', 'PostgreSQL'] as const) {
			const scratch = target === 'PostgreSQL' ? await scratchPostgres('bench_contact') : undefined
			if (target === 'PostgreSQL' && !scratch) {
				console.log('PostgreSQL is not reachable: skipped (set BENCH_DATABASE_URL)')
				continue
			}
			const server = await startAppServer({ env: { ...relaxed, ...(scratch ? { DATABASE_URL: scratch.url } : {}) } })
			const counter = scratch ? await rowCounter(scratch.url) : undefined
			const run = async (path: string, senders: Senders) => {
				console.log(`${target}: POST ${path} from ${senders}, ${CONNECTIONS} connections, ${RUN_SECONDS} s, ${client}`)
				return await measure(server, path, senders, withWrk, counter)
			}
			try {
				const dataRuns = new Map<Senders, Omit<Row, 'database' | 'runRates' | 'runCpu'>[]>()
				for (let round = 0; round < DATA_RUNS * 2; round++) {
					// many, one, one, many, many, one: each kind as often first as second.
					const senders: Senders = (Math.floor(round / 2) + (round % 2)) % 2 === 0 ? 'many visitors' : 'one visitor'
					dataRuns.set(senders, [...(dataRuns.get(senders) ?? []), await run('/contacto.data', senders)])
				}
				for (const senders of ['many visitors', 'one visitor'] as const) {
					const runs = dataRuns.get(senders) ?? []
					const median = medianRun(runs, (one) => one.perSecond)
					// Not accepted counts every run's refusals, not only the median run's.
					const other = runs.reduce((total, one) => total + one.other, 0)
					if (median) {
						const runRates = runs.map((one) => one.perSecond)
						rows.push({ database: target, ...median, other, runRates, runCpu: runs.map((one) => one.cpuMsPerPost) })
					}
					const page = await run('/contacto', senders)
					rows.push({ database: target, ...page, runRates: [page.perSecond], runCpu: [page.cpuMsPerPost] })
				}
			} finally {
				await counter?.close()
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
				{ header: 'accepted/s per run', align: 'right' },
				{ header: 'accepted', align: 'right' },
				{ header: 'stored', align: 'right' },
				{ header: 'latency p50 / p99 ms', align: 'right' },
				{ header: 'not accepted (all runs)', align: 'right' },
				{ header: 'mail waiting at the end', align: 'right' },
				{ header: 'all sent after s', align: 'right' },
				{ header: 'server CPU ms per post, with its mail, per run', align: 'right' },
			],
			rows.map((row) => [
				row.database,
				row.senders,
				`POST ${row.path}`,
				row.perSecond.toFixed(0),
				row.runRates.map((rate) => rate.toFixed(0)).join(' / '),
				row.accepted,
				row.stored ?? 'not counted',
				`${ms(row.p50)} / ${ms(row.p99)}`,
				row.other,
				row.mailWaiting ?? 'not counted',
				row.mailWaiting === undefined ? 'not counted' : (row.mailSentAfter?.toFixed(1) ?? `> ${MAIL_WAIT_SECONDS}`),
				row.runCpu.every((cpu) => cpu === undefined)
					? 'not counted'
					: row.runCpu.map((cpu) => cpu?.toFixed(2) ?? '–').join(' / '),
			]),
		)
		const postgres = rows.find(
			(row) => row.database === 'PostgreSQL' && row.senders === 'many visitors' && row.path === '/contacto.data',
		)
		checks.push({
			name: `PostgreSQL accepts ≥ ${MIN_POSTGRES_SUBMISSIONS_PER_SECOND} contact submissions/s from many visitors (data request)`,
			pass: Boolean(postgres && postgres.perSecond >= MIN_POSTGRES_SUBMISSIONS_PER_SECOND),
			detail: postgres
				? `median ${postgres.perSecond.toFixed(0)}/s of ${postgres.runRates.map((rate) => rate.toFixed(0)).join(', ')}`
				: 'not measured (PostgreSQL unreachable)',
		})
		console.log(
			`Client: ${client}. Stored: messages added to the database during the run; mail waiting: notifications queued and not yet sent when it ended, and how long after the end the last was sent; server CPU: the server process's CPU time (every thread) from the warm-up's first post until the run's last notification was sent, per post stored meanwhile (PostgreSQL only).`,
		)
		checks.push({
			name: 'every submission under load was accepted (answered 2xx/3xx, or 200 with autocannon, and stored)',
			pass: rows.length > 0 && rows.every((row) => row.other === 0),
			detail: rows.map((row) => `${row.database} ${row.senders} ${row.path}: ${row.other} not accepted`).join('; '),
		})
		printChecks(checks)
		return checks
	},
}
