/**
 * A rolling restart under load: readers and contact-form posts through nginx while each
 * instance in turn gets SIGTERM, drains, exits and starts again. Half-way (the first instance
 * down, the others still on the old code) an additive migration is applied, as a new release's
 * first instance would at its start: the instances still running keep answering and storing
 * (docs/decisions/025-scale-out-load-balancer-and-rolling-restarts.md, "Compatible migrations").
 */

import { randomUUID } from 'node:crypto'
import https from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import { postForm, request } from './http-client.ts'
import type { Instance } from './instances.ts'
import { upstreamFailTimeoutMs } from './nginx.ts'

const READERS = 3
const POSTERS = 2
const READ_PATHS = ['/', '/bio', '/projectos', '/contacto', '/en', '/media']

/** The expand step of a new release: only additions, nothing the running code reads changes. */
export const ADDITIVE_MIGRATION = [
	'alter table contact_submissions add column roll_test_note text',
	'create table roll_test_expand (id uuid primary key, note text)',
]

interface RollOptions {
	instances: Instance[]
	site: string
	db: pg.Pool
	check: (name: string, body: () => Promise<string>) => Promise<void>
	figures: [string, string][]
}

/** A unique source address per post (127.20.x.y), so no post meets the per-client limit. */
function sourceAddress(n: number): string {
	return `127.20.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`
}

export async function rollingRestart({ instances, site, db, check, figures }: RollOptions): Promise<void> {
	const run = randomUUID().slice(0, 8)
	const tally = { reads: 0, posts: 0, failed: 0, failures: [] as string[] }
	const acknowledged: string[] = []
	let loading = true
	let posted = 0
	const agent = new https.Agent({ keepAlive: true, maxSockets: READERS })

	const fail = (what: string) => {
		tally.failed++
		if (tally.failures.length < 10) tally.failures.push(what)
	}
	const reader = async (index: number) => {
		for (let n = index; loading; n++) {
			const path = READ_PATHS[n % READ_PATHS.length] as string
			try {
				const answer = await request(`${site}${path}`, { agent, headers: { 'accept-encoding': 'br' } })
				tally.reads++
				if (answer.status !== 200) fail(`GET ${path}: ${answer.status}`)
			} catch (error) {
				tally.reads++
				fail(`GET ${path}: ${(error as Error).message}`)
			}
			await sleep(10)
		}
	}
	const poster = async () => {
		while (loading) {
			const n = posted++
			const subject = `Rolagem ${run} ${n}`
			try {
				const answer = await postForm(
					`${site}/contacto`,
					{
						name: 'Rolagem',
						email: 'rolagem@cluster.example.com',
						subject,
						message: 'Durante o reinício.',
						gdprConsent: 'on',
					},
					{ localAddress: sourceAddress(n) },
				)
				tally.posts++
				if (answer.status === 200) acknowledged.push(subject)
				else fail(`POST /contacto: ${answer.status}`)
			} catch (error) {
				tally.posts++
				fail(`POST /contacto: ${(error as Error).message}`)
			}
			await sleep(20)
		}
	}

	const load = Promise.all([
		...Array.from({ length: READERS }, (_, index) => reader(index)),
		...Array.from({ length: POSTERS }, () => poster()),
	])
	const stops: { name: string; code: number | null; ms: number }[] = []
	let migrated = false
	const startedAt = Date.now()
	try {
		await sleep(1_000)
		for (const [index, instance] of instances.entries()) {
			const stopped = await instance.stop()
			stops.push({ name: instance.name, ...stopped })
			if (index === 0) {
				for (const statement of ADDITIVE_MIGRATION) await db.query(statement)
				migrated = true
				await check('after an additive migration, the instances still on the old code keep answering', async () => {
					const answers = await Promise.all(
						instances.slice(1).flatMap((old) => [
							request(`${old.origin}/contacto`),
							postForm(
								`${old.origin}/contacto`,
								{
									name: 'Antigo',
									email: 'antigo@cluster.example.com',
									subject: `Código antigo ${run}`,
									message: 'Depois da migração.',
									gdprConsent: 'on',
								},
								{ headers: { 'x-forwarded-for': `198.51.100.${20 + instances.indexOf(old)}` } },
							),
						]),
					)
					const statuses = answers.map((answer) => answer.status)
					expect(
						statuses.every((status) => status === 200),
						`statuses: ${statuses.join(', ')}`,
					)
					return `GET and POST /contacto on the old instances: ${statuses.join(', ')}`
				})
			}
			await instance.start()
			// As the README's procedure does: nginx counts the instance out until its fail_timeout
			// has passed since the refused connection, so the next one waits for that.
			await sleep(upstreamFailTimeoutMs())
		}
		await sleep(500)
	} finally {
		loading = false
		await load
		agent.destroy()
	}
	const seconds = (Date.now() - startedAt) / 1000

	const { rows } = await db.query<{ subject: string; n: number }>(
		'select subject, count(*)::int as n from contact_submissions where subject like $1 group by subject',
		[`Rolagem ${run} %`],
	)
	const stored = new Map(rows.map((row) => [row.subject, row.n]))
	const lost = acknowledged.filter((subject) => !stored.has(subject))
	const twice = rows.filter((row) => row.n > 1)

	figures.push(
		[
			'requests during the rolling restart',
			`${tally.reads + tally.posts} (${tally.reads} reads, ${tally.posts} posts) in ${seconds.toFixed(1)} s`,
		],
		['failed requests', String(tally.failed)],
		['acknowledged submissions', String(acknowledged.length)],
		['acknowledged submissions lost', String(lost.length)],
		['submissions stored twice', String(twice.length)],
		['drain time per instance (SIGTERM to exit)', stops.map((stop) => `${stop.ms} ms`).join(', ')],
	)
	await check('a rolling restart under load fails no request', async () => {
		expect(migrated, 'the roll did not reach the migration')
		expect(tally.reads > 0 && tally.posts > 0, 'no load ran')
		expect(tally.failed === 0, `${tally.failed} failed: ${tally.failures.join('; ')}`)
		return `${tally.reads} reads and ${tally.posts} posts through nginx in ${seconds.toFixed(1)} s, 0 failed`
	})
	await check('a rolling restart loses no acknowledged submission and stores none twice', async () => {
		expect(lost.length === 0, `${lost.length} lost: ${lost.slice(0, 5).join(', ')}`)
		expect(twice.length === 0, `${twice.length} stored twice`)
		return `${acknowledged.length} acknowledged, ${acknowledged.length - lost.length} in the database`
	})
	await check('every instance drained and exited cleanly on SIGTERM', async () => {
		expect(
			stops.every((stop) => stop.code === 0),
			stops.map((stop) => `${stop.name}: exit ${stop.code}`).join(', '),
		)
		return stops.map((stop) => `${stop.name}: exit ${stop.code} after ${stop.ms} ms`).join(', ')
	})
}

function expect(condition: unknown, message: string): asserts condition {
	if (!condition) throw new Error(message)
}
