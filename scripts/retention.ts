/**
 * `npm run retention -- --dry-run` / `npm run retention`
 *
 * Runs the retention job once, now, on the database the server uses (same `.env`,
 * `DATABASE_URL` or `DATA_DIR`), and prints what it removes (or, with --dry-run, would
 * remove) per table. The server also runs it daily by itself. The embedded database may be
 * open in one process only: stop the server first, or run this against PostgreSQL.
 */
import { parseArgs } from 'node:util'
import { ConfigError, getEnv } from '#app/config/env.server.ts'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { DataDirLockedError } from '#app/db/data-dir-lock.server.ts'
import { formatRetentionReport, runRetention } from '#app/features/personal-data/retention.server.ts'
import { openAppDatabase } from '#server/database.ts'
import { loadDotEnv } from '#server/load-dotenv.ts'

const USAGE = 'Usage: npm run retention [-- --dry-run]'

async function main() {
	let dryRun = false
	try {
		const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' } }, strict: true, allowPositionals: false })
		dryRun = values['dry-run'] ?? false
	} catch (error) {
		console.error(`${(error as Error).message}\n${USAGE}`)
		process.exit(1)
	}

	loadDotEnv()
	let handle: DatabaseHandle | undefined
	try {
		handle = await openAppDatabase(getEnv())
		const result = await runRetention({ dryRun })
		if (result.status === 'skipped') {
			console.log('Another process is running the retention job right now; nothing was done.')
			return
		}
		console.log(formatRetentionReport(result))
	} catch (error) {
		if (error instanceof ConfigError || error instanceof DataDirLockedError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	} finally {
		await handle?.close()
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error('retention failed:', error)
		process.exit(1)
	},
)
