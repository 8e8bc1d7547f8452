/**
 * The database: PGlite in `DATA_DIR` by default, PostgreSQL when a URL is given. Both run
 * the same Drizzle schema and the same committed SQL migrations, applied at start.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { logger } from '../lib/logger.server.ts'
import { getSingleton, setSingleton } from '../lib/singleton.server.ts'
import { acquireDataDirLock } from './data-dir-lock.server.ts'
import * as schema from './schema.ts'

const execFileAsync = promisify(execFile)

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** How Drizzle names columns declared without a name (both databases; prepared-statement.server.ts builds SQL with it too). */
export const DB_CASING = 'snake_case'

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
	/** Applies the migrations of `folder` not applied yet (connecting applies all of the app's). */
	migrate(folder: string): Promise<void>
	close(): Promise<void>
}

export interface ListenHealth {
	/** How often the LISTEN connection is pinged; a silent network drop is noticed within about this. */
	pingEveryMs: number
	/** A ping not answered within this means the connection is gone. */
	pingTimeoutMs: number
}

const LISTEN_HEALTH: ListenHealth = { pingEveryMs: 30_000, pingTimeoutMs: 10_000 }

export type DatabaseTarget =
	| { url: string; poolSize?: number; listenHealth?: ListenHealth }
	| { dataDir: string }
	| { memory: true }

/** The smallest pool that can start: one connection holds the migration lock while another migrates. */
export const MIN_POOL_SIZE = 2

export function migrationsFolder(): string {
	const candidates = [new URL('./migrations', import.meta.url), new URL('../../app/db/migrations', import.meta.url)]
	const found = candidates.map((url) => fileURLToPath(url)).find((folder) => existsSync(folder))
	if (!found) throw new Error('The database migrations folder (app/db/migrations) is missing')
	return found
}

/** Any number that stops two server processes migrating the same PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 727_001

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
	if ('url' in target) return connectPostgres(target.url, target.poolSize ?? 10, target.listenHealth ?? LISTEN_HEALTH)
	return connectPglite(target)
}

async function connectPostgres(url: string, poolSize: number, health: ListenHealth): Promise<DatabaseHandle> {
	if (!Number.isInteger(poolSize) || poolSize < MIN_POOL_SIZE) {
		// With one connection, the migration lock would hold it and the migrations wait forever.
		throw new Error(`DATABASE_POOL_SIZE must be at least ${MIN_POOL_SIZE} (it is ${poolSize})`)
	}
	const pool = new pg.Pool({ connectionString: url, max: poolSize, keepAlive: true })
	// An idle connection that drops is replaced on the next query; note it, don't crash.
	pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'))
	// A connection checked out of the pool (inside a transaction, between its queries) has no
	// listener of the pool's: without one of its own, the server going away (a restart, a
	// failover) would be an uncaught exception that ends the process. The query in flight
	// fails on its own and the visitor gets a 503; the broken connection is not reused.
	pool.on('connect', (client) => {
		client.on('error', (error) => logger.warn({ err: error }, 'database connection lost while in use'))
	})
	const db = drizzlePostgres(pool, { schema, casing: DB_CASING })
	async function migrate(folder: string): Promise<void> {
		const lock = await pool.connect()
		try {
			await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
			await migratePostgres(db, { migrationsFolder: folder })
		} finally {
			await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
			lock.release()
		}
	}
	await migrate(migrationsFolder())
	const listeners: { stop(): void }[] = []
	let closing = false
	return {
		db,
		kind: 'postgres',
		async ping() {
			await pool.query('select 1')
		},
		async listen(channel, onMessage, onReconnect) {
			listeners.push(await listenWithReconnect(url, channel, onMessage, onReconnect, health, () => closing))
		},
		migrate,
		async close() {
			closing = true
			for (const listener of listeners) listener.stop()
			await pool.end()
		},
	}
}

/**
 * A dedicated LISTEN connection, outside the pool (it never holds a query connection and is
 * never "released"). TCP keep-alive is on, and a ping every `pingEveryMs` notices a
 * connection that dropped silently (a NAT or a failover that sent no reset): a ping that
 * fails or is not answered in time ends the connection. A lost connection is re-established
 * after a pause, and `onReconnect` runs then, since messages may have been missed.
 */
async function listenWithReconnect(
	url: string,
	channel: string,
	onMessage: (payload: string) => void,
	onReconnect: (() => void) | undefined,
	health: ListenHealth,
	isClosing: () => boolean,
): Promise<{ stop(): void }> {
	let client: pg.Client | undefined
	let pinger: NodeJS.Timeout | undefined
	let stopped = false
	let reconnecting = false
	const quoted = `"${channel.replaceAll('"', '')}"`
	const done = () => stopped || isClosing()

	/** Ends `lost` (once) and starts reconnecting, unless stopping. */
	function drop(lost: pg.Client, error: unknown): void {
		if (client !== lost) return
		client = undefined
		clearInterval(pinger)
		lost.removeAllListeners('notification')
		lost.on('error', () => {}) // a late error from a dropped connection is expected
		void lost.end().catch(() => {})
		;(lost as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
		if (done() || reconnecting) return
		logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting')
		void retry()
	}

	async function connect(): Promise<void> {
		const next = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 })
		next.on('error', (error) => drop(next, error))
		next.on('end', () => drop(next, new Error('the LISTEN connection ended')))
		next.on('notification', (message) => {
			if (message.channel === channel) onMessage(message.payload ?? '')
		})
		try {
			await next.connect()
			await next.query(`listen ${quoted}`)
		} catch (error) {
			next.on('error', () => {})
			await next.end().catch(() => {})
			throw error
		}
		if (done()) {
			await next.end().catch(() => {})
			return
		}
		client = next
		pinger = setInterval(() => void ping(next), health.pingEveryMs)
		pinger.unref()
	}

	async function ping(target: pg.Client): Promise<void> {
		let timer: NodeJS.Timeout | undefined
		const timeout = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error('the LISTEN connection did not answer a ping')), health.pingTimeoutMs)
		})
		try {
			await Promise.race([target.query('select 1'), timeout])
		} catch (error) {
			drop(target, error)
		} finally {
			clearTimeout(timer)
		}
	}

	async function retry(): Promise<void> {
		reconnecting = true
		try {
			while (!done()) {
				await new Promise((resolve) => setTimeout(resolve, 1000))
				if (done()) return
				try {
					await connect()
					onReconnect?.()
					return
				} catch (error) {
					logger.warn({ err: error, channel }, 'LISTEN reconnect failed; retrying')
				}
			}
		} finally {
			reconnecting = false
		}
	}

	await connect()
	return {
		stop() {
			stopped = true
			const current = client
			client = undefined
			clearInterval(pinger)
			if (current) {
				current.on('error', () => {})
				void current.end().catch(() => {})
			}
		},
	}
}

/**
 * PGlite's settings. Its default `shared_buffers` (128 MB) suits a server of its own; in the
 * site's process 16 MB holds a personal site's working set and keeps the memory down (an
 * existing database reopened: about 375 MB of RSS with the default, 240 MB with this).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB']

/**
 * PGlite and its Drizzle driver, imported when an embedded database is opened: a process (or
 * the mail thread) on PostgreSQL never loads them (about 1 MB of heap each; decision 029).
 */
async function importPglite() {
	const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
		import('@electric-sql/pglite'),
		import('drizzle-orm/pglite'),
		import('drizzle-orm/pglite/migrator'),
	])
	return { PGlite, drizzle, migrate }
}

/**
 * Creates a new PGlite database in `dataDir`, in a short-lived child process. Creating one
 * runs a second, throw-away PGlite (initdb) beside the first: in the server's own process its
 * memory stayed reachable until the database was closed, and even once freed it was not given
 * back to the system (about 280 MB, then 150 MB of RSS for the life of the process; decision 029).
 */
async function createPgliteDatabase(dataDir: string): Promise<void> {
	const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
	const script = `const { PGlite } = await import(${JSON.stringify(pglite)})
const database = await PGlite.create(${JSON.stringify(dataDir)}, { postgresqlconf: ${JSON.stringify(PGLITE_SETTINGS)} })
await database.close()`
	try {
		await execFileAsync(process.execPath, ['--input-type=module', '--eval', script])
	} catch (error) {
		const stderr = (error as { stderr?: string }).stderr?.trim()
		throw new Error(`Could not create the embedded database in ${dataDir}${stderr ? `: ${stderr}` : ''}`, {
			cause: error,
		})
	}
}

async function connectPglite(target: { dataDir: string } | { memory: true }): Promise<DatabaseHandle> {
	const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await importPglite()
	let releaseLock = () => {}
	const dataDir = 'dataDir' in target ? target.dataDir : undefined
	if (dataDir) {
		mkdirSync(path.dirname(dataDir), { recursive: true })
		releaseLock = acquireDataDirLock(dataDir)
	}
	if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
		await createPgliteDatabase(dataDir).catch((error: unknown) => {
			releaseLock()
			throw error
		})
	}
	const client = new PGlite(dataDir, { postgresqlconf: PGLITE_SETTINGS })
	try {
		await client.waitReady
		const db = drizzlePglite(client, { schema, casing: DB_CASING })
		await migratePglite(db, { migrationsFolder: migrationsFolder() })
		return {
			db,
			kind: 'pglite',
			async ping() {
				await db.execute(sql`select 1`)
			},
			async listen() {},
			async migrate(folder) {
				await migratePglite(db, { migrationsFolder: folder })
			},
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
