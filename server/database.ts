import path from 'node:path'
import type { Env } from '#app/config/env.server.ts'
import { connectDatabase, type DatabaseHandle, setAppDatabase } from '#app/db/client.server.ts'
import { seedDatabase } from '#app/db/seed.server.ts'
import { settleSessionSecret } from '#app/db/session-secret.server.ts'
import { importUploadsFolder } from '#app/features/uploads/legacy-uploads-folder.server.ts'
import { followInvalidations } from '#app/lib/html-cache.server.ts'
import { logger } from '#app/lib/logger.server.ts'

/**
 * Opens the process's database (PostgreSQL when `DATABASE_URL` is set, else PGlite in
 * `DATA_DIR/pglite`), applies migrations, seeds a new installation, settles the session
 * secret and moves an old uploads folder into the database (decision 024), and makes it the app's.
 */
export async function openAppDatabase(env: Env): Promise<DatabaseHandle> {
	const handle = env.DATABASE_URL
		? await connectDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
		: await connectDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') })
	try {
		if (await seedDatabase(handle.db)) logger.info('seeded the default content')
		// Before anything is served or signed: every process on this database gets the same secret.
		await settleSessionSecret(handle.db, { dataDir: env.DATA_DIR })
		// Images uploaded before they lived in the database join the others (decision 024).
		const folder = await importUploadsFolder(handle.db, path.join(env.DATA_DIR, 'uploads'))
		if (folder.movedTo) logger.info(folder, 'moved the uploaded images into the database')
	} catch (error) {
		await handle.close().catch(() => {})
		throw error
	}
	await followInvalidations(handle)
	setAppDatabase(handle)
	logger.info({ database: handle.kind }, 'database ready')
	return handle
}
