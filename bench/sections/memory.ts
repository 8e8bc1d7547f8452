/**
 * Memory of the server process (resident set size, read from /proc) on the embedded
 * database and on PostgreSQL, each in a freshly started server: idle after start, then after
 * `LOAD_SECONDS` of mixed load — page views of every public page (cached and, with a query
 * string, rendered) and contact-form posts (rate limits relaxed) — and again after a short
 * rest. Reported against the targets below.
 */
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { publicPages } from '../../tests/support/public-pages.ts'
import { get } from '../lib/http.ts'
import { runLoad } from '../lib/load.ts'
import { type Check, heading, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchSection } from '../lib/section.ts'
import { startAppServer } from '../lib/server.ts'

/** RSS targets after the load (MB = 10^6 bytes). */
export const MAX_LOADED_RSS_MB = { PGlite: 400, PostgreSQL: 150 } as const
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60)
const SETTLE_SECONDS = 5

const CONTACT_BODY = new URLSearchParams({
	name: 'Maria Inês Duarte',
	email: 'maria.duarte@exemplo.pt',
	subject: 'Automação de marcações',
	message: 'Olá! Gostava de automatizar as marcações da minha clínica em Óbidos. Podemos falar esta semana?',
	gdprConsent: 'on',
	website: '',
}).toString()

async function rssMb(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8')
	const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN)
	return (kb * 1024) / 1e6
}

/** Page views (cached and rendered) on several connections while contact posts run beside them. */
async function mixedLoad(origin: string, seconds: number): Promise<{ views: number; posts: number }> {
	const paths = publicPages()
		.filter((page) => page.id !== 'digitalKit')
		.map((page) => page.path)
	let views = 0
	const deadline = Date.now() + seconds * 1000
	const viewer = async (offset: number) => {
		for (let index = offset; Date.now() < deadline; index++) {
			const path = paths[index % paths.length] as string
			// Every third view is rendered for it (a query string bypasses the HTML cache).
			await get(new URL(index % 3 === 0 ? `${path}?view=${index}` : path, origin).href, { 'accept-encoding': 'br' })
			views++
		}
	}
	const [posts] = await Promise.all([
		runLoad({
			url: `${origin}/contacto.data`,
			method: 'POST',
			body: CONTACT_BODY,
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			connections: 2,
			durationSeconds: seconds,
		}).then((result) => result.latenciesMs.length),
		...[0, 7, 13, 21].map(viewer),
	])
	return { views, posts }
}

interface Row {
	database: 'PGlite' | 'PostgreSQL'
	idle: number
	loaded: number
	rested: number
	views: number
	posts: number
}

export const memory: BenchSection = {
	id: 'memory',
	title: `Server memory (RSS): idle, after ${LOAD_SECONDS} s of mixed load, and after a rest`,
	async run() {
		heading(memory.title)
		const rows: Row[] = []
		for (const database of ['PGlite', 'PostgreSQL'] as const) {
			const scratch = database === 'PostgreSQL' ? await scratchPostgres('bench_memory') : undefined
			if (database === 'PostgreSQL' && !scratch) {
				console.log('PostgreSQL is not reachable: skipped (set BENCH_DATABASE_URL)')
				continue
			}
			const server = await startAppServer({
				env: { RATE_LIMIT_SCALE: '1000000', ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
			})
			try {
				await get(`${server.origin}/`)
				await sleep(SETTLE_SECONDS * 1000)
				const idle = await rssMb(server.pid)
				console.log(`${database}: ${LOAD_SECONDS} s of page views and contact posts`)
				const { views, posts } = await mixedLoad(server.origin, LOAD_SECONDS)
				const loaded = await rssMb(server.pid)
				await sleep(SETTLE_SECONDS * 1000)
				const rested = await rssMb(server.pid)
				rows.push({ database, idle, loaded, rested, views, posts })
			} finally {
				await server.stop()
				await scratch?.drop()
			}
		}
		printTable(
			[
				{ header: 'database' },
				{ header: 'idle MB', align: 'right' },
				{ header: 'after load MB', align: 'right' },
				{ header: `after ${SETTLE_SECONDS} s rest MB`, align: 'right' },
				{ header: 'target MB', align: 'right' },
				{ header: 'page views', align: 'right' },
				{ header: 'contact posts', align: 'right' },
			],
			rows.map((row) => [
				row.database,
				row.idle.toFixed(0),
				row.loaded.toFixed(0),
				row.rested.toFixed(0),
				`≤ ${MAX_LOADED_RSS_MB[row.database]}`,
				row.views,
				row.posts,
			]),
		)
		const checks: Check[] = rows.map((row) => ({
			name: `${row.database}: RSS after the load ≤ ${MAX_LOADED_RSS_MB[row.database]} MB`,
			pass: row.loaded <= MAX_LOADED_RSS_MB[row.database],
			detail: `idle ${row.idle.toFixed(0)} MB, loaded ${row.loaded.toFixed(0)} MB, rested ${row.rested.toFixed(0)} MB`,
		}))
		printChecks(checks)
		return checks
	},
}
