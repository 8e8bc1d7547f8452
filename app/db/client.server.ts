/**
 * The database: PGlite in `DATA_DIR` by default, PostgreSQL when a URL is given. Both run
 * the same Drizzle schema and the same committed SQL migrations, applied at start.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { logger } from '../lib/logger.server.ts'
import { getSingleton, setSingleton } from '../lib/singleton.server.ts'
import { acquireDataDirLock } from './data-dir-lock.server.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
	db: Database
	kind: 'pglite' | 'postgres'
	/** Throws when the database does not answer. */
	ping(): Promise<void>
	/**
	 * Calls `onMessage` for each NOTIFY on `channel` (PostgreSQL only; PGlite has one process).
	 * A lost connection is re-established; `onReconnect` runs then, as messages may have been missed.
	 */
	listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<void>
	close(): Promise<void>
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true }

/**
 * Folder of the committed migrations, whatever the working directory: next to this module
 * in the source tree, or in the project's `app/db` seen from a bundle in `build/server/`.
 */
export function migrationsFolder(): string {
	const candidates = [new URL('./migrations', import.meta.url), new URL('../../app/db/migrations', import.meta.url)]
	const found = candidates.map((url) => fileURLToPath(url)).find((folder) => existsSync(folder))
	if (!found) throw new Error('The database migrations folder (app/db/migrations) is missing')
	return found
}

/** Any number that stops two server processes migrating the same PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 727_001

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
	if ('url' in target) return connectPostgres(target.url, target.poolSize ?? 10)
	return connectPglite(target)
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
	const pool = new pg.Pool({ connectionString: url, max: poolSize })
	// An idle connection that drops is replaced on the next query; note it, don't crash.
	pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'))
	const db = drizzlePostgres(pool, { schema, casing: 'snake_case' })
	const lock = await pool.connect()
	try {
		await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
		await migratePostgres(db, { migrationsFolder: migrationsFolder() })
	} finally {
		await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
		lock.release()
	}
	const listeners: { stop(): void }[] = []
	let closing = false
	return {
		db,
		kind: 'postgres',
		async ping() {
			await pool.query('select 1')
		},
		async listen(channel, onMessage, onReconnect) {
			listeners.push(await listenWithReconnect(pool, channel, onMessage, onReconnect, () => closing))
		},
		async close() {
			closing = true
			for (const listener of listeners) listener.stop()
			await pool.end()
		},
	}
}

/** A dedicated LISTEN connection that reconnects (with a pause) whenever it is lost. */
async function listenWithReconnect(
	pool: pg.Pool,
	channel: string,
	onMessage: (payload: string) => void,
	onReconnect: (() => void) | undefined,
	isClosing: () => boolean,
): Promise<{ stop(): void }> {
	let client: pg.PoolClient | undefined
	let stopped = false
	const quoted = `"${channel.replaceAll('"', '')}"`

	async function connect(): Promise<void> {
		const next = await pool.connect()
		next.on('notification', (message) => {
			if (message.channel === channel) onMessage(message.payload ?? '')
		})
		next.on('error', (error) => {
			next.release(true)
			if (client === next) client = undefined
			if (stopped || isClosing()) return
			logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting')
			void retry()
		})
		await next.query(`listen ${quoted}`)
		client = next
	}

	async function retry(): Promise<void> {
		while (!stopped && !isClosing()) {
			await new Promise((resolve) => setTimeout(resolve, 1000))
			try {
				await connect()
				onReconnect?.()
				return
			} catch (error) {
				logger.warn({ err: error, channel }, 'LISTEN reconnect failed; retrying')
			}
		}
	}

	await connect()
	return {
		stop() {
			stopped = true
			client?.release(true)
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
