/**
 * The database: PGlite in `DATA_DIR` by default, PostgreSQL when a URL is given. Both run
 * the same Drizzle schema and the same committed SQL migrations, applied at start.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { getSingleton, setSingleton } from '../lib/singleton.server.ts'
import { acquireDataDirLock } from './data-dir-lock.server.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
	db: Database
	kind: 'pglite' | 'postgres'
	/** Throws when the database does not answer. */
	ping(): Promise<void>
	/** Calls `onMessage` for each NOTIFY on `channel` (PostgreSQL only; PGlite has one process). */
	listen(channel: string, onMessage: (payload: string) => void): Promise<void>
	close(): Promise<void>
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true }

/** Folder of the committed migrations, found from the source tree or the built server. */
export function migrationsFolder(): string {
	const fromEnv = process.env.MIGRATIONS_DIR
	if (fromEnv) return path.resolve(fromEnv)
	return path.resolve(process.cwd(), 'app/db/migrations')
}

/** Any number that stops two server processes migrating the same PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 727_001

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
	if ('url' in target) return connectPostgres(target.url)
	return connectPglite(target)
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
	const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
	pool.on('error', () => {}) // idle client errors surface on the next query
	const db = drizzlePostgres(pool, { schema, casing: 'snake_case' })
	const lock = await pool.connect()
	try {
		await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
		await migratePostgres(db, { migrationsFolder: migrationsFolder() })
	} finally {
		await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
		lock.release()
	}
	const listeners: pg.PoolClient[] = []
	return {
		db,
		kind: 'postgres',
		async ping() {
			await pool.query('select 1')
		},
		async listen(channel, onMessage) {
			const client = await pool.connect()
			listeners.push(client)
			client.on('notification', (message) => {
				if (message.channel === channel) onMessage(message.payload ?? '')
			})
			await client.query(`listen "${channel.replaceAll('"', '')}"`)
		},
		async close() {
			for (const client of listeners) client.release()
			await pool.end()
		},
	}
}

async function connectPglite(target: { dataDir: string } | { memory: true }): Promise<DatabaseHandle> {
	let releaseLock = () => {}
	let client: PGlite
	if ('dataDir' in target) {
		mkdirSync(path.dirname(target.dataDir), { recursive: true })
		releaseLock = acquireDataDirLock(target.dataDir)
		client = new PGlite(target.dataDir)
	} else {
		client = new PGlite()
	}
	try {
		await client.waitReady
		const db = drizzlePglite(client, { schema, casing: 'snake_case' })
		await migratePglite(db, { migrationsFolder: migrationsFolder() })
		return {
			db,
			kind: 'pglite',
			async ping() {
				await db.execute(sql`select 1`)
			},
			async listen() {},
			async close() {
				await client.close()
				releaseLock()
			},
		}
	} catch (error) {
		await client.close().catch(() => {})
		releaseLock()
		throw error
	}
}

// ---------------------------------------------------------------------------------------
// The process's database, opened once by the server and read by every loader and action.

const KEY = 'database'

export function setAppDatabase(handle: DatabaseHandle | undefined): void {
	setSingleton(KEY, handle)
}

export function getAppDatabase(): DatabaseHandle {
	const handle = getSingleton<DatabaseHandle>(KEY)
	if (!handle) throw new Error('The database is not open yet')
	return handle
}

/** The Drizzle database of this process. */
export function db(): Database {
	return getAppDatabase().db
}
