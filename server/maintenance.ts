/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): the
 * database the server uses (same `.env`: `DATABASE_URL`, else PGlite in `DATA_DIR/pglite`),
 * opened without seeding. The embedded database refuses while a server holds it (its lock).
 */
import path from 'node:path'
import type { Env } from '#app/config/env.server.ts'
import { type BackupSummary, restoreBackup, writeBackup } from '#app/db/backup.server.ts'
import { connectDatabase, type DatabaseHandle } from '#app/db/client.server.ts'

type DatabaseConfig = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>

async function withDatabase<T>(env: DatabaseConfig, run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
	const handle = env.DATABASE_URL
		? await connectDatabase({ url: env.DATABASE_URL, poolSize: 2 })
		: await connectDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') })
	try {
		return await run(handle)
	} finally {
		await handle.close()
	}
}

/** `backups/site-{time}.jsonl.gz` in the working directory. */
export function defaultBackupFile(now = new Date()): string {
	return path.join(
		'backups',
		`site-${now
			.toISOString()
			.replaceAll(':', '-')
			.replace(/\.\d+Z$/, 'Z')}.jsonl.gz`,
	)
}

export function backupDatabase(env: DatabaseConfig, file: string): Promise<BackupSummary> {
	return withDatabase(env, (handle) => writeBackup(handle, file))
}

/**
 * Replaces the database with the backup in `file`. The current content is first saved next to
 * it (`{file}.before-restore-{time}.jsonl.gz`), so a restore of the wrong file can be undone.
 */
export async function restoreDatabase(
	env: DatabaseConfig,
	file: string,
): Promise<{ rows: Record<string, number>; previous: string }> {
	return withDatabase(env, async (handle) => {
		const previous = `${file.replace(/\.jsonl\.gz$/, '')}.before-restore-${Date.now()}.jsonl.gz`
		await writeBackup(handle, previous)
		return { ...(await restoreBackup(handle, file)), previous }
	})
}
