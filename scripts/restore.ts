/**
 * `npm run restore FILE`
 *
 * Replaces the whole database with the backup in FILE (made by `npm run backup`, on either
 * database: a backup of the embedded one restores into PostgreSQL and back). The file is read
 * completely first and refused if it is not a whole backup; the current content is saved next
 * to FILE before anything is replaced. Stop every server process first: the embedded database
 * refuses while a server holds it; on PostgreSQL nothing can check, so it is on you.
 */
import { parseArgs } from 'node:util'
import { ConfigError, parseEnv } from '#app/config/env.server.ts'
import { BackupError } from '#app/db/backup.server.ts'
import { DataDirLockedError } from '#app/db/data-dir-lock.server.ts'
import { loadDotEnv } from '#server/load-dotenv.ts'
import { restoreDatabase } from '#server/maintenance.ts'

const USAGE = 'Usage: npm run restore FILE'

async function main() {
	let file: string
	try {
		const { positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true })
		if (positionals.length !== 1 || !positionals[0]) throw new Error('Name one backup file.')
		file = positionals[0]
	} catch (error) {
		console.error(`${(error as Error).message}\n${USAGE}`)
		process.exit(1)
	}
	loadDotEnv()
	try {
		const { rows, previous } = await restoreDatabase(parseEnv(process.env), file)
		const total = Object.values(rows).reduce((sum, count) => sum + count, 0)
		console.log(`Restored ${total} rows from ${file}; what was there before is in ${previous}`)
	} catch (error) {
		if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error('restore failed:', error)
		process.exit(1)
	},
)
