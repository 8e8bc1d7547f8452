import path from 'node:path'
import type { Env } from '#app/config/env.server.ts'
import { connectDatabase, type DatabaseHandle, setAppDatabase } from '#app/db/client.server.ts'
import { seedDatabase } from '#app/db/seed.server.ts'
import { followInvalidations } from '#app/lib/html-cache.server.ts'
import { logger } from '#app/lib/logger.server.ts'

/**
 * Opens the process's database (PostgreSQL when `DATABASE_URL` is set, else PGlite in
 * `DATA_DIR/pglite`), applies migrations, seeds a new installation, and makes it the app's.
 */
export async function openAppDatabase(env: Env): Promise<DatabaseHandle> {
	const handle = env.DATABASE_URL
		? await connectDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
		: await connectDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') })
	if (await seedDatabase(handle.db)) logger.info('seeded the default content')
	await followInvalidations(handle)
	setAppDatabase(handle)
	logger.info({ database: handle.kind }, 'database ready')
	return handle
}
