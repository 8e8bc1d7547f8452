/**
 * `npm run backup [-- FILE]`
 *
 * Writes the whole database (content, accounts, visitors' records, the mail queue, the
 * uploaded images and the session secret) to FILE, by default `backups/site-{time}.jsonl.gz`.
 * On PostgreSQL it may run while the site runs (one consistent snapshot); the embedded
 * database may be open in one process only, so stop the server first. Restore with
 * `npm run restore FILE`.
 */
import { parseArgs } from 'node:util'
import { ConfigError, parseEnv } from '#app/config/env.server.ts'
import { DataDirLockedError } from '#app/db/data-dir-lock.server.ts'
import { loadDotEnv } from '#server/load-dotenv.ts'
import { backupDatabase, defaultBackupFile } from '#server/maintenance.ts'

const USAGE = 'Usage: npm run backup [-- FILE]'

async function main() {
	let file: string
	try {
		const { positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true })
		if (positionals.length > 1) throw new Error('Only one file, please.')
		file = positionals[0] ?? defaultBackupFile()
	} catch (error) {
		console.error(`${(error as Error).message}\n${USAGE}`)
		process.exit(1)
	}
	loadDotEnv()
	try {
		const { rows } = await backupDatabase(parseEnv(process.env), file)
		const total = Object.values(rows).reduce((sum, count) => sum + count, 0)
		console.log(`Backed up ${total} rows of ${Object.keys(rows).length} tables to ${file}`)
	} catch (error) {
		if (error instanceof ConfigError || error instanceof DataDirLockedError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error('backup failed:', error)
		process.exit(1)
	},
)
