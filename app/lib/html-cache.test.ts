import { sql } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'
import type { DatabaseHandle } from '../db/client.server.ts'
import { createTestDatabase } from '../db/testing.server.ts'
import { followInvalidations, htmlCache, invalidatePublicPages } from './html-cache.server.ts'
import { setSingleton } from './singleton.server.ts'

const page = {
	body: Buffer.from('x'),
	br: Buffer.from(''),
	gzip: Buffer.from(''),
	etag: 'W/"x"',
	headers: {},
	storedAt: 0,
}
const handles: DatabaseHandle[] = []

afterEach(async () => {
	setSingleton('database', undefined)
	for (const handle of handles.splice(0)) await handle.close()
})

function until(check: () => boolean) {
	return new Promise<void>((resolve, reject) => {
		const started = Date.now()
		const timer = setInterval(() => {
			if (check()) resolve()
			else if (Date.now() - started > 5000) reject(new Error('timed out'))
			else return
			clearInterval(timer)
		}, 10)
	})
}

test('invalidating empties the cache of this process', async () => {
	htmlCache.set('/bio', { ...page, storedAt: Date.now() }, htmlCache.generation)
	await invalidatePublicPages()
	expect(htmlCache.get('/bio')).toBeUndefined()
})

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'on PostgreSQL an invalidation in another server process empties this one too',
	async () => {
		const database = await createTestDatabase('postgres')
		handles.push(database)
		await followInvalidations(database)
		htmlCache.set('/media', { ...page, storedAt: Date.now() }, htmlCache.generation)

		await database.db.execute(sql`select pg_notify('html_cache_invalidate', 'another-process')`)
		await until(() => htmlCache.get('/media') === undefined)
	},
)

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'on PostgreSQL an invalidation is announced to the other processes',
	async () => {
		const database = await createTestDatabase('postgres')
		handles.push(database)
		setSingleton('database', database)
		const heard: string[] = []
		await database.listen('html_cache_invalidate', (payload) => heard.push(payload))

		await invalidatePublicPages()
		await until(() => heard.length === 1)
	},
)

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'on PostgreSQL a lost LISTEN connection is re-established and the cache emptied',
	async () => {
		const database = await createTestDatabase('postgres')
		handles.push(database)
		await followInvalidations(database)
		htmlCache.set('/bio', { ...page, storedAt: Date.now() }, htmlCache.generation)

		await database.db.execute(
			sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`,
		)
		await until(() => htmlCache.get('/bio') === undefined)

		htmlCache.set('/media', { ...page, storedAt: Date.now() }, htmlCache.generation)
		await database.db.execute(sql`select pg_notify('html_cache_invalidate', 'another-process')`)
		await until(() => htmlCache.get('/media') === undefined)
	},
	15_000,
)
