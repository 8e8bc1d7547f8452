/**
 * Configuration that cannot hang or split the site: a pool too small to start is refused
 * with the variable named; the LISTEN connection that keeps every process's caches in step
 * notices a connection that went silent and comes back (and the caches are emptied then);
 * a remembered setting is read again after a while even if an invalidation was lost.
 */
import { connect, createServer, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, expect, test, vi } from 'vitest'
import { parseEnv } from '#app/config/env.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import { CONTENT_MAX_AGE_MS } from '#app/lib/content-cache.server.ts'
import { connectDatabase, type DatabaseHandle, setAppDatabase } from './client.server.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
	for (const cleanup of cleanups.reverse()) await cleanup()
})

test('DATABASE_POOL_SIZE=1 is refused at start with the variable named, instead of hanging', async () => {
	expect(() => parseEnv({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE: must be at least 2/)
	expect(parseEnv({ DATABASE_POOL_SIZE: '2' }).DATABASE_POOL_SIZE).toBe(2)
	await expect(connectDatabase({ url: 'postgres://nobody@127.0.0.1:9/none', poolSize: 1 })).rejects.toThrow(
		/DATABASE_POOL_SIZE must be at least 2/,
	)
})

/** A TCP relay to PostgreSQL that can go silent: bytes stop flowing, no connection is closed. */
async function silenceableRelay(target: URL): Promise<{ url: string; silence(): void; close(): void }> {
	const pairs: Socket[][] = []
	const server: Server = createServer((inbound) => {
		const outbound = connect(Number(target.port || 5432), target.hostname)
		pairs.push([inbound, outbound])
		inbound.on('data', (chunk) => outbound.write(chunk))
		outbound.on('data', (chunk) => inbound.write(chunk))
		for (const socket of [inbound, outbound]) socket.on('error', () => {})
		inbound.on('close', () => outbound.destroy())
		outbound.on('close', () => inbound.destroy())
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	const url = new URL(target.href)
	url.hostname = '127.0.0.1'
	url.port = String(typeof address === 'object' && address ? address.port : 0)
	return {
		url: url.href,
		silence() {
			// The connections open now carry nothing more, and say nothing of it; new ones work.
			for (const socket of pairs.flat()) socket.removeAllListeners('data')
		},
		close() {
			for (const socket of pairs.flat()) socket.destroy()
			server.close()
		},
	}
}

test.skipIf(!adminUrl)(
	'a LISTEN connection that goes silent is noticed, replaced, and the caches are emptied',
	async () => {
		const name = `test_listen_${process.pid}_${Date.now()}`
		const admin = new pg.Client({ connectionString: adminUrl })
		await admin.connect()
		await admin.query(`create database ${name}`)
		cleanups.push(async () => {
			await admin.query(`drop database if exists ${name} with (force)`)
			await admin.end()
		})
		const direct = new URL(adminUrl ?? '')
		direct.pathname = `/${name}`
		const relay = await silenceableRelay(direct)
		cleanups.push(() => relay.close())

		const handle: DatabaseHandle = await connectDatabase({
			url: relay.url,
			poolSize: 2,
			listenHealth: { pingEveryMs: 300, pingTimeoutMs: 300 },
		})
		cleanups.push(() => void handle.close().catch(() => {}))
		const messages: string[] = []
		let reconnects = 0
		await handle.listen(
			'test_channel',
			(payload) => messages.push(payload),
			() => {
				reconnects += 1
			},
		)
		const notifier = new pg.Client({ connectionString: direct.href })
		await notifier.connect()
		cleanups.push(() => notifier.end())
		const notify = (payload: string) => notifier.query('select pg_notify($1, $2)', ['test_channel', payload])

		await notify('before')
		await vi.waitFor(() => expect(messages).toContain('before'), { timeout: 5000 })

		relay.silence()
		await notify('lost in the silence')
		await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000, interval: 100 })
		await notify('after')
		await vi.waitFor(() => expect(messages).toContain('after'), { timeout: 5000 })
	},
	30_000,
)

test('a remembered setting is read again after its maximum age, even without an invalidation', async () => {
	const handle = await connectDatabase({ memory: true })
	setAppDatabase(handle)
	cleanups.push(async () => {
		setAppDatabase(undefined)
		await handle.close()
	})
	vi.useFakeTimers({ toFake: ['Date'] })
	try {
		await handle.db.insert(siteSettings).values({ key: 'contact_success', value: { 'pt-PT': 'Primeiro' } })
		expect(await getCachedSetting('contact_success')).toEqual({ 'pt-PT': 'Primeiro' })
		// Changed by another process whose NOTIFY never arrived.
		await handle.db.update(siteSettings).set({ value: { 'pt-PT': 'Segundo' } })
		expect(await getCachedSetting('contact_success')).toEqual({ 'pt-PT': 'Primeiro' })
		vi.setSystemTime(Date.now() + CONTENT_MAX_AGE_MS + 1)
		expect(await getCachedSetting('contact_success')).toEqual({ 'pt-PT': 'Segundo' })
	} finally {
		vi.useRealTimers()
	}
})
