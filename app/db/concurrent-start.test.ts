import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { connectDatabase, type DatabaseHandle } from './client.server.ts'
import { projectos } from './schema.ts'
import { seedDatabase } from './seed.server.ts'
import { SEED_CONTENT } from './seed-content.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const name = `test_start_${process.pid}_${Date.now()}`
const handles: DatabaseHandle[] = []

afterAll(async () => {
	for (const handle of handles) await handle.close()
	if (!adminUrl) return
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	await client.query(`drop database if exists ${name} with (force)`)
	await client.end()
})

test.skipIf(!adminUrl)(
	'several server processes starting together on one PostgreSQL migrate once and seed once',
	async () => {
		const client = new pg.Client({ connectionString: adminUrl })
		await client.connect()
		await client.query(`create database ${name}`)
		await client.end()
		const url = new URL(adminUrl ?? '')
		url.pathname = `/${name}`

		const started = await Promise.all([1, 2, 3].map(() => connectDatabase({ url: url.href, poolSize: 3 })))
		handles.push(...started)
		const seeded = await Promise.all(started.map((handle) => seedDatabase(handle.db)))

		expect(seeded.filter(Boolean)).toHaveLength(1)
		const [first] = started
		const [row] = (await first?.db.select({ total: count() }).from(projectos)) ?? []
		expect(row?.total).toBe(SEED_CONTENT.projects.length)
	},
	60_000,
)
