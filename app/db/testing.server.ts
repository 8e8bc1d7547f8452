/**
 * Fresh databases for integration tests: PGlite in memory always, and a new database on
 * the PostgreSQL server of `TEST_DATABASE_URL` when it is set (dropped afterwards).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectDatabase, type DatabaseHandle } from './client.server.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

/** The engines the integration suite runs on here. */
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
	? ['pglite', 'postgres']
	: ['pglite']

export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
	if (kind === 'pglite') return connectDatabase({ memory: true })

	const { url, drop } = await createEmptyPostgresDatabase()
	const handle = await connectDatabase({ url })
	return {
		...handle,
		async close() {
			await handle.close()
			await drop()
		},
	}
}

/**
 * A new, empty database on the server of `TEST_DATABASE_URL`, for tests that connect to it
 * several times (several app processes on one PostgreSQL); `drop` removes it.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
	const adminUrl = process.env.TEST_DATABASE_URL
	if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
	const name = `test_${randomBytes(6).toString('hex')}`
	await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return {
		url: url.href,
		async drop() {
			await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
		},
	}
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await run(client)
	} finally {
		await client.end()
	}
}
