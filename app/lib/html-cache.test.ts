import { sql } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'
import { fakePage } from '../../tests/support/cached-page.ts'
import { waitUntil } from '../../tests/support/wait-until.ts'
import type { DatabaseHandle } from '../db/client.server.ts'
import { createTestDatabase } from '../db/testing.server.ts'
import { followInvalidations, HtmlCache, htmlCache, invalidatePublicPages } from './html-cache.server.ts'
import { setSingleton } from './singleton.server.ts'

const handles: DatabaseHandle[] = []

afterEach(async () => {
	setSingleton('database', undefined)
	for (const handle of handles.splice(0)) await handle.close()
})

test('invalidating empties the cache of this process', async () => {
	htmlCache.set('/bio', fakePage(), htmlCache.generation)
	await invalidatePublicPages()
	expect(htmlCache.get('/bio')).toBeUndefined()
})

test('an entry is replaced only while it is still the one stored', () => {
	const cache = new HtmlCache()
	const first = fakePage({ text: 'first' })
	cache.set('/bio', first, cache.generation)
	const recompressed = fakePage({ text: 'first' })
	expect(cache.replace('/bio', first, recompressed)).toBe(true)
	expect(cache.get('/bio')).toBe(recompressed)

	// Rendered again, or invalidated, since: the older entry's copy is not put back.
	expect(cache.replace('/bio', first, fakePage({ text: 'stale' }))).toBe(false)
	expect(cache.get('/bio')).toBe(recompressed)
	cache.clear()
	expect(cache.replace('/bio', recompressed, fakePage({ text: 'stale' }))).toBe(false)
	expect(cache.get('/bio')).toBeUndefined()
})

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'on PostgreSQL an invalidation in another server process empties this one too',
	async () => {
		const database = await createTestDatabase('postgres')
		handles.push(database)
		await followInvalidations(database)
		htmlCache.set('/media', fakePage(), htmlCache.generation)

		await database.db.execute(sql`select pg_notify('html_cache_invalidate', 'another-process')`)
		await waitUntil(() => htmlCache.get('/media') === undefined)
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
		await waitUntil(() => heard.length === 1)
	},
)

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'on PostgreSQL a lost LISTEN connection is re-established and the cache emptied',
	async () => {
		const database = await createTestDatabase('postgres')
		handles.push(database)
		await followInvalidations(database)
		htmlCache.set('/bio', fakePage(), htmlCache.generation)

		await database.db.execute(
			sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`,
		)
		await waitUntil(() => htmlCache.get('/bio') === undefined)

		htmlCache.set('/media', fakePage(), htmlCache.generation)
		await database.db.execute(sql`select pg_notify('html_cache_invalidate', 'another-process')`)
		await waitUntil(() => htmlCache.get('/media') === undefined)
	},
	15_000,
)
