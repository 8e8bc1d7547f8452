/**
 * Backups of the whole database, on PGlite and on PostgreSQL alike (decision 024): every
 * table of the site, images included, as one gzip-compressed file of JSON lines that
 * PostgreSQL itself writes (`to_jsonb`) and reads back (`jsonb_populate_recordset`), so each
 * value returns exactly, and a backup of one engine restores into the other.
 *
 * The file: a header line (format, when, which migrations the data is at, the tables in an
 * order that satisfies their foreign keys), one line per row (`{"t": table, "r": row}`), and a
 * closing line with the row counts, so a cut-off file is refused before anything is touched.
 *
 * A restore replaces everything: the site's tables are dropped, the migrations the backup was
 * at are applied, its rows are loaded, and the migrations made since then are applied on top,
 * so an older backup restores into a newer version of the site (never the other way round).
 */
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { type SQL, sql } from 'drizzle-orm'
import { type Database, type DatabaseHandle, migrationsFolder } from './client.server.ts'

export const BACKUP_FORMAT = 'silver-coast-site-backup'
const BACKUP_VERSION = 1

export class BackupError extends Error {
	override name = 'BackupError'
}

interface AppliedMigration {
	hash: string
	createdAt: number
}

interface BackupHeader {
	format: typeof BACKUP_FORMAT
	version: number
	createdAt: string
	source: DatabaseHandle['kind']
	migrations: AppliedMigration[]
	tables: string[]
}

interface BackupEnd {
	end: true
	rows: Record<string, number>
}

export interface BackupSummary {
	file: string
	rows: Record<string, number>
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
	return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The site's tables (schema `public`), parents before children. */
async function tablesInOrder(db: Database): Promise<string[]> {
	const names = (
		await rows<{ name: string }>(
			db,
			sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
		)
	).map((row) => row.name)
	const references = await rows<{ child: string; parent: string }>(
		db,
		sql`select c.relname as child, p.relname as parent from pg_constraint k
			join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
			join pg_namespace n on n.oid = c.relnamespace
			where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
	)
	const ordered: string[] = []
	const visit = (name: string, path: Set<string>) => {
		if (ordered.includes(name) || path.has(name)) return
		path.add(name)
		for (const { parent } of references.filter((reference) => reference.child === name)) visit(parent, path)
		ordered.push(name)
	}
	for (const name of names) visit(name, new Set())
	return ordered
}

async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
	const found = await rows<{ hash: string; created_at: string | number }>(
		db,
		sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
	)
	return found.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }))
}

/** The primary key's columns of `table`, to read it in a stable order. */
async function orderOf(db: Database, table: string): Promise<string> {
	const columns = await rows<{ name: string }>(
		db,
		sql`select a.attname as name from pg_index i
			join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
			where i.indrelid = ${`public.${quoted(table)}`}::regclass and i.indisprimary order by a.attnum`,
	)
	return columns.length > 0 ? columns.map((column) => quoted(column.name)).join(', ') : 'ctid'
}

/** Rows read per query: the images table holds up to a few MB per row. */
const BATCH_ROWS = 50

/**
 * Writes a backup of `handle`'s database to `file` (made atomically, readable by the owner
 * only: it holds visitors' personal data, the accounts and the session secret). One
 * read-only snapshot, so a backup taken while the site runs on PostgreSQL is consistent.
 */
export async function writeBackup(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
	await mkdir(path.dirname(path.resolve(file)), { recursive: true })
	const partial = `${file}.partial`
	const counts: Record<string, number> = {}
	const gzip = createGzip()
	const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }))
	const write = async (value: unknown) => {
		if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain')
	}
	try {
		await handle.db.transaction(
			async (tx) => {
				const db = tx as unknown as Database
				const tables = await tablesInOrder(db)
				const header: BackupHeader = {
					format: BACKUP_FORMAT,
					version: BACKUP_VERSION,
					createdAt: new Date().toISOString(),
					source: handle.kind,
					migrations: await appliedMigrations(db),
					tables,
				}
				await write(header)
				for (const table of tables) {
					const order = await orderOf(db, table)
					counts[table] = 0
					for (let offset = 0; ; offset += BATCH_ROWS) {
						const batch = await rows<{ row: string }>(
							db,
							sql.raw(
								`select to_jsonb(t)::text as row from public.${quoted(table)} t order by ${order} limit ${BATCH_ROWS} offset ${offset}`,
							),
						)
						for (const { row } of batch) {
							if (!gzip.write(`{"t":${JSON.stringify(table)},"r":${row}}\n`)) await once(gzip, 'drain')
						}
						counts[table] += batch.length
						if (batch.length < BATCH_ROWS) break
					}
				}
			},
			{ isolationLevel: 'repeatable read', accessMode: 'read only' },
		)
		await write({ end: true, rows: counts } satisfies BackupEnd)
		gzip.end()
		await done
		await rename(partial, file)
	} catch (error) {
		gzip.destroy()
		await done.catch(() => {})
		await rm(partial, { force: true })
		throw error
	}
	return { file, rows: counts }
}

/** Every line of a backup, parsed. */
async function* linesOf(file: string): AsyncGenerator<unknown> {
	const reader = createInterface({
		input: createReadStream(file).pipe(createGunzip()),
		crlfDelay: Number.POSITIVE_INFINITY,
	})
	for await (const line of reader) if (line) yield JSON.parse(line)
}

/** Reads the whole file once: a backup that is not one, or is cut off, is refused here. */
export async function checkBackup(file: string): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
	let header: BackupHeader | undefined
	let end: BackupEnd | undefined
	const seen: Record<string, number> = {}
	try {
		for await (const line of linesOf(file)) {
			if (!header) {
				header = line as BackupHeader
				if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
					throw new BackupError(`${file} is not a backup of this site (or of a newer format)`)
				}
				continue
			}
			if (end) throw new BackupError(`${file} has data after its end`)
			const record = line as { t?: string; end?: true; rows?: Record<string, number> }
			if (record.end) end = record as BackupEnd
			else if (record.t && header.tables.includes(record.t)) seen[record.t] = (seen[record.t] ?? 0) + 1
			else throw new BackupError(`${file} holds a row of an unknown table`)
		}
	} catch (error) {
		if (error instanceof BackupError) throw error
		throw new BackupError(`${file} cannot be read as a backup: ${(error as Error).message}`)
	}
	if (!header || !end) throw new BackupError(`${file} is incomplete (cut off before its end)`)
	for (const table of header.tables) {
		if ((seen[table] ?? 0) !== (end.rows[table] ?? 0)) throw new BackupError(`${file} is missing rows of ${table}`)
	}
	return { header, rows: end.rows }
}

/**
 * The app's migrations folder cut to its first `count` migrations, which must be the ones the
 * backup's data is at; refused when the backup comes from a newer version of the site.
 */
async function migrationsUpTo(migrations: AppliedMigration[]): Promise<{ folder: string; remove(): Promise<void> }> {
	const source = migrationsFolder()
	const journal = JSON.parse(
		await import('node:fs/promises').then((fs) => fs.readFile(path.join(source, 'meta', '_journal.json'), 'utf8')),
	) as { entries: { when: number }[] }
	const known = journal.entries.slice(0, migrations.length)
	if (known.length < migrations.length || known.some((entry, index) => entry.when !== migrations[index]?.createdAt)) {
		throw new BackupError(
			'this backup comes from a newer (or different) version of the site: restore it with the version that made it',
		)
	}
	const folder = await mkdtemp(path.join(tmpdir(), 'restore-migrations-'))
	await mkdir(path.join(folder, 'meta'))
	for (const name of (await readdir(source)).filter((name) => name.endsWith('.sql'))) {
		await copyFile(path.join(source, name), path.join(folder, name))
	}
	await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: known }))
	return { folder, remove: () => rm(folder, { recursive: true, force: true }) }
}

/** Drops every table of the site and its migration history. */
async function dropEverything(db: Database): Promise<void> {
	const tables = await tablesInOrder(db)
	if (tables.length > 0)
		await db.execute(sql.raw(`drop table ${tables.map((t) => `public.${quoted(t)}`).join(', ')} cascade`))
	await db.execute(sql`drop schema if exists drizzle cascade`)
}

/** Rows loaded per statement (as one JSON array), by size. */
const LOAD_BATCH_CHARS = 4 * 1024 * 1024

/**
 * Replaces the whole database of `handle` with the backup in `file`. The file is checked
 * completely first; nothing is touched if it is not a whole backup of this site. Stop every
 * server process on the database first (PGlite enforces it with its lock).
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<{ rows: Record<string, number> }> {
	const { header, rows: expected } = await checkBackup(file)
	const migrations = await migrationsUpTo(header.migrations)
	try {
		await dropEverything(handle.db)
		if (header.migrations.length > 0) await handle.migrate(migrations.folder)
		await handle.db.transaction(async (tx) => {
			const db = tx as unknown as Database
			let table = ''
			let batch: string[] = []
			let size = 0
			const flush = async () => {
				if (batch.length === 0) return
				await db.execute(
					sql`insert into ${sql.raw(`public.${quoted(table)}`)} overriding system value select * from jsonb_populate_recordset(null::${sql.raw(`public.${quoted(table)}`)}, ${`[${batch.join(',')}]`}::jsonb)`,
				)
				batch = []
				size = 0
			}
			let first = true
			for await (const line of linesOf(file)) {
				if (first) {
					first = false
					continue
				}
				const record = line as { t?: string; r?: unknown }
				if (!record.t) continue
				if (record.t !== table || size > LOAD_BATCH_CHARS) {
					await flush()
					table = record.t
				}
				const text = JSON.stringify(record.r)
				batch.push(text)
				size += text.length
			}
			await flush()
			await resetSequences(db)
		})
	} finally {
		await migrations.remove()
	}
	// Migrations made since the backup, on top of its data.
	await handle.migrate(migrationsFolder())
	return { rows: expected }
}

/** Identity and serial columns continue after the highest restored value. */
async function resetSequences(db: Database): Promise<void> {
	const columns = await rows<{ table_name: string; column_name: string }>(
		db,
		sql`select table_name, column_name from information_schema.columns
			where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
	)
	for (const { table_name: table, column_name: column } of columns) {
		const target = `public.${quoted(table)}`
		await db.execute(
			sql.raw(
				`select setval(pg_get_serial_sequence('${target.replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'), coalesce(max(${quoted(column)}), 0) + 1, false) from ${target}`,
			),
		)
	}
}
