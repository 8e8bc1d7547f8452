import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { createDatabaseStorage } from '#app/features/uploads/storage.server.ts'
import { backupDatabase, restoreDatabase } from '#server/maintenance.ts'
import { BackupError, restoreBackup, writeBackup } from './backup.server.ts'
import { connectDatabase, type Database, type DatabaseHandle } from './client.server.ts'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.server.ts'
import { auditLog, contactSubmissions, mailOutbox, users } from './schema.ts'
import { seedDatabase } from './seed.server.ts'
import { sharedSessionSecret } from './session-secret.server.ts'
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabaseKind } from './testing.server.ts'

const folders: string[] = []
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
function temporaryDir(): string {
	const folder = mkdtempSync(path.join(tmpdir(), 'backup-test-'))
	folders.push(folder)
	return folder
}

/** Every row of every table of the site, as PostgreSQL prints it, in key order. */
async function everything(db: Database): Promise<Record<string, string[]>> {
	const run = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
	const tables = await run<{ name: string }>(
		sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
	)
	const result: Record<string, string[]> = {}
	for (const { name } of tables) {
		const rows = await run<{ row: string }>(sql.raw(`select to_jsonb(t)::text as row from public."${name}" t`))
		result[name] = rows.map((row) => row.row).sort()
	}
	return result
}

const PHOTO = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256))

/** A site with some of everything: seeded content, an account, its audit trail, a visitor's message and mail, an image, the secret. */
async function fill(db: Database) {
	await seedDatabase(db)
	await sharedSessionSecret(db)
	const userId = randomUUID()
	await db.insert(users).values({ id: userId, name: 'Ana Admin', email: `ana-${userId.slice(0, 6)}@example.com` })
	await db.insert(auditLog).values([
		{ actorUserId: userId, actorEmail: 'ana@example.com', action: 'project.update', details: { title: 'Olá «mundo»' } },
		{ actorUserId: userId, actorEmail: 'ana@example.com', action: 'image.upload' },
	])
	await db.insert(contactSubmissions).values({
		name: 'Zé',
		email: 'ze@exemplo.pt',
		subject: 'Pergunta',
		message: 'Linha 1\nLinha 2 — com acentos: ção',
		gdprConsentTimestamp: new Date('2026-03-04T05:06:07.891Z'),
	})
	await db.insert(mailOutbox).values({
		kind: 'contact.notification',
		recipient: 'owner@example.com',
		locale: 'pt-PT',
		message: { subject: 'Nova mensagem', text: 'x', html: '<p>x</p>', headers: { 'X-A': 'b' } },
	})
	const { url } = await createDatabaseStorage({ database: () => db }).save('projects', PHOTO, 'jpg')
	return { imageUrl: url }
}

describe.each(TEST_DATABASE_KINDS)('backup and restore on %s', (kind) => {
	test('back up, wipe, restore: every record is identical, images included, and identities continue', async () => {
		const handle = await createTestDatabase(kind)
		try {
			const { imageUrl } = await fill(handle.db)
			const before = await everything(handle.db)
			const file = path.join(temporaryDir(), 'site.jsonl.gz')
			const { rows } = await writeBackup(handle, file)
			expect(rows.stored_images).toBe(1)
			expect(rows.audit_log).toBe(2)

			// Everything changes or goes after the backup...
			await handle.db.delete(contactSubmissions)
			await handle.db.execute(sql`drop table stored_images cascade`)
			await handle.db.insert(auditLog).values({ actorEmail: 'intruso@example.com', action: 'x' })

			await restoreBackup(handle, file)

			expect(await everything(handle.db)).toEqual(before)
			const storage = createDatabaseStorage({ database: () => handle.db })
			expect((await storage.read(storage.keyOf(imageUrl) ?? ''))?.bytes).toEqual(PHOTO)
			// A new audit row gets the next number, not one the restored rows hold.
			const [added] = await handle.db
				.insert(auditLog)
				.values({ actorEmail: 'ana@example.com', action: 'after.restore' })
				.returning({ seq: auditLog.seq })
			const seqs = (await handle.db.select({ seq: auditLog.seq }).from(auditLog)).map((row) => Number(row.seq))
			expect(Number(added?.seq)).toBe(Math.max(...seqs))
			expect(new Set(seqs).size).toBe(seqs.length)
		} finally {
			await handle.close()
		}
	}, 180_000)

	test('a backup restores into a new, empty database (the machine was lost)', async () => {
		const source = await createTestDatabase(kind)
		const target = await createTestDatabase(kind)
		try {
			await fill(source.db)
			const file = path.join(temporaryDir(), 'site.jsonl.gz')
			await writeBackup(source, file)
			await restoreBackup(target, file)
			expect(await everything(target.db)).toEqual(await everything(source.db))
		} finally {
			await source.close()
			await target.close()
		}
	}, 180_000)

	test('a cut-off or foreign file is refused and the database is left as it was', async () => {
		const handle = await createTestDatabase(kind)
		try {
			await fill(handle.db)
			const before = await everything(handle.db)
			const folder = temporaryDir()
			const file = path.join(folder, 'site.jsonl.gz')
			await writeBackup(handle, file)
			const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n')
			const cut = path.join(folder, 'cut.jsonl.gz')
			writeFileSync(cut, gzipSync(`${lines.slice(0, -2).join('\n')}\n`))
			const foreign = path.join(folder, 'foreign.jsonl.gz')
			writeFileSync(foreign, gzipSync('{"format":"something-else"}\n'))
			const garbage = path.join(folder, 'garbage.jsonl.gz')
			writeFileSync(garbage, 'not even gzip')

			for (const bad of [cut, foreign, garbage]) await expect(restoreBackup(handle, bad)).rejects.toThrow(BackupError)
			expect(await everything(handle.db)).toEqual(before)
		} finally {
			await handle.close()
		}
	}, 180_000)
})

test.skipIf(!TEST_DATABASE_KINDS.includes('postgres'))(
	'a backup of the embedded database restores into PostgreSQL, record for record',
	async () => {
		const source = await createTestDatabase('pglite')
		const target = await createTestDatabase('postgres' as TestDatabaseKind)
		try {
			await fill(source.db)
			const file = path.join(temporaryDir(), 'site.jsonl.gz')
			await writeBackup(source, file)
			await restoreBackup(target, file)
			expect(await everything(target.db)).toEqual(await everything(source.db))
		} finally {
			await source.close()
			await target.close()
		}
	},
	180_000,
)

test('npm run backup and restore refuse an embedded database a running server holds, and change nothing', async () => {
	const dataDir = temporaryDir()
	const env = { DATA_DIR: dataDir, DATABASE_URL: undefined }
	const first: DatabaseHandle = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') })
	await fill(first.db)
	const before = await everything(first.db)
	await first.close()
	const file = path.join(dataDir, 'site.jsonl.gz')
	await backupDatabase(env, file)

	const release = acquireDataDirLock(path.join(dataDir, 'pglite')) // a server is running
	try {
		await expect(restoreDatabase(env, file)).rejects.toThrow(DataDirLockedError)
		await expect(backupDatabase(env, path.join(dataDir, 'other.jsonl.gz'))).rejects.toThrow(DataDirLockedError)
	} finally {
		release()
	}
	// Stopped: the restore runs, and keeps what was there in a backup of its own.
	const { previous } = await restoreDatabase(env, file)
	expect(previous).toMatch(/site\.before-restore-\d+\.jsonl\.gz$/)
	const reopened = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') })
	try {
		expect(await everything(reopened.db)).toEqual(before)
	} finally {
		await reopened.close()
	}
}, 180_000)
