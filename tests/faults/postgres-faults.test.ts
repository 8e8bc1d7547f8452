/**
 * PostgreSQL going away under load, on a throw-away cluster of the suite's own: stopped and
 * started again while visitors keep sending the contact form (writes answer 503 while it is
 * down, and work again without restarting the site), and killed with SIGKILL mid-storm.
 * Either way, every submission the site acknowledged is in the database afterwards.
 */
import { count, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectDatabase, type DatabaseHandle, setAppDatabase } from '#app/db/client.server.ts'
import { contactSubmissions, newsletterSubscriptions } from '#app/db/schema.ts'
import { settleSessionSecret } from '#app/db/session-secret.server.ts'
import { submitContact } from '#app/features/contact/contact.server.ts'
import { subscribe } from '#app/features/newsletter/newsletter.server.ts'
import { FULL, recordFigures } from './faults-config.ts'
import { type OwnPostgres, postgresBin, startOwnPostgres } from './own-postgres.ts'

const available = Boolean(postgresBin())
let cluster: OwnPostgres
let handle: DatabaseHandle

beforeAll(async () => {
	if (!available) return
	cluster = await startOwnPostgres()
	handle = await connectDatabase({ url: cluster.url, poolSize: 8 })
	// As the server's start does (the rate limits are keyed with the session secret).
	await settleSessionSecret(handle.db)
	setAppDatabase(handle)
}, 120_000)

afterAll(async () => {
	setAppDatabase(undefined)
	// Closing waits for every connection; one that died mid-transaction may never answer its end.
	await Promise.race([handle?.close().catch(() => {}), sleep(5000)])
	cluster?.destroy()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Visitors sending the contact form and signing up for the newsletter as fast as the site
 * answers, until stopped. Each acknowledged (200) submission is remembered by what it stored.
 */
function storm(workers: number) {
	const acknowledged = { messages: [] as string[], emails: [] as string[] }
	const statuses = new Map<number, number>()
	let running = true
	let sent = 0
	const loops = Array.from({ length: workers }, async (_, worker) => {
		while (running) {
			const id = `storm-${worker}-${sent++}-${Math.random().toString(36).slice(2, 8)}`
			const form = new FormData()
			let status: number
			if (worker % 2 === 0) {
				const message = `Mensagem ${id} durante a falha.`
				for (const [name, value] of Object.entries({
					name: 'Visitante Tempestade',
					email: 'storm@example.com',
					subject: 'Teste de falhas',
					message,
					gdprConsent: 'on',
				})) {
					form.set(name, value)
				}
				;({ status } = await submitContact(form, 'pt-PT', undefined))
				if (status === 200) acknowledged.messages.push(message)
			} else {
				const email = `${id}@example.com`
				for (const [name, value] of Object.entries({ intent: 'newsletter', name: 'Ana', email, consent: 'on' })) {
					form.set(name, value)
				}
				;({ status } = await subscribe({ form, locale: 'pt-PT', clientAddress: undefined }))
				if (status === 200) acknowledged.emails.push(email)
			}
			statuses.set(status, (statuses.get(status) ?? 0) + 1)
			if (status !== 200) await sleep(20)
		}
	})
	return {
		acknowledged,
		statuses,
		total: () => acknowledged.messages.length + acknowledged.emails.length,
		okSince: (mark: number) => (statuses.get(200) ?? 0) - mark,
		async stop() {
			running = false
			await Promise.all(loops)
		},
	}
}

async function missing({ messages, emails }: { messages: string[]; emails: string[] }): Promise<number> {
	let found = 0
	for (let index = 0; index < messages.length; index += 500) {
		const [row] = await handle.db
			.select({ total: count() })
			.from(contactSubmissions)
			.where(inArray(contactSubmissions.message, messages.slice(index, index + 500)))
		found += Number(row?.total ?? 0)
	}
	for (let index = 0; index < emails.length; index += 500) {
		const [row] = await handle.db
			.select({ total: count() })
			.from(newsletterSubscriptions)
			.where(inArray(newsletterSubscriptions.email, emails.slice(index, index + 500)))
		found += Number(row?.total ?? 0)
	}
	return messages.length + emails.length - found
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (!check()) {
		if (Date.now() > deadline) throw new Error('timed out')
		await sleep(50)
	}
}

test.skipIf(!available)(
	'PostgreSQL stopped and started under load: 503 while down, back without a restart, nothing acknowledged lost',
	async () => {
		const load = storm(6)
		await waitFor(() => load.total() >= 20, 30_000)
		cluster.stop()
		await waitFor(() => (load.statuses.get(503) ?? 0) >= 10, 30_000)
		await sleep(FULL ? 3000 : 800)
		cluster.start()
		const mark = load.statuses.get(200) ?? 0
		await waitFor(() => load.okSince(mark) >= 20, 60_000)
		await load.stop()

		const lost = await missing(load.acknowledged)
		recordFigures('postgres restart', {
			requests: [...load.statuses.values()].reduce((sum, value) => sum + value, 0),
			acknowledged: load.total(),
			answered503: load.statuses.get(503) ?? 0,
			serverErrors500: load.statuses.get(500) ?? 0,
			lost,
		})
		expect([...load.statuses.keys()].sort()).toEqual([200, 503])
		expect(lost).toBe(0)
	},
	180_000,
)

test.skipIf(!available)(
	'PostgreSQL killed with SIGKILL mid-storm: after its restart every acknowledged submission is there',
	async () => {
		const load = storm(6)
		await waitFor(() => load.total() >= 30, 30_000)
		cluster.kill()
		await waitFor(() => (load.statuses.get(503) ?? 0) >= 5, 30_000)
		cluster.start()
		const mark = load.statuses.get(200) ?? 0
		await waitFor(() => load.okSince(mark) >= 20, 60_000)
		await load.stop()

		const lost = await missing(load.acknowledged)
		recordFigures('postgres SIGKILL', {
			requests: [...load.statuses.values()].reduce((sum, value) => sum + value, 0),
			acknowledged: load.total(),
			serverErrors500: load.statuses.get(500) ?? 0,
			lost,
		})
		expect(load.statuses.get(500) ?? 0).toBe(0)
		expect(lost).toBe(0)
	},
	180_000,
)
