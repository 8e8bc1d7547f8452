/**
 * `npm run admin:create -- --email you@example.com --password "at least 12 characters" [--name "Name"]`
 *
 * Adds an administrator, or gives an existing account a new password (its sessions end)
 * and the admin role, on the database the server uses (same `.env`, `DATABASE_URL` or
 * `DATA_DIR`). The embedded database may be open in one process only: stop the server first.
 */
import { parseArgs } from 'node:util'
import { ConfigError, getEnv } from '#app/config/env.server.ts'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { DataDirLockedError } from '#app/db/data-dir-lock.server.ts'
import { AdminInputError, createOrResetAdmin, validateAdminCredentials } from '#app/features/auth/admin.server.ts'
import { openAppDatabase } from '#server/database.ts'
import { loadDotEnv } from '#server/load-dotenv.ts'

const USAGE =
	'Usage: npm run admin:create -- --email you@example.com --password "at least 12 characters" [--name "Your Name"]'

function fail(message: string): never {
	console.error(message)
	process.exit(1)
}

async function main() {
	let values: { email?: string; password?: string; name?: string }
	try {
		;({ values } = parseArgs({
			options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
			strict: true,
			allowPositionals: false,
		}))
	} catch (error) {
		fail(`${(error as Error).message}\n${USAGE}`)
	}
	if (!values.email || !values.password) fail(`Both --email and --password are needed.\n${USAGE}`)

	try {
		validateAdminCredentials(values.email, values.password)
	} catch (error) {
		fail((error as Error).message)
	}

	loadDotEnv()
	let handle: DatabaseHandle | undefined
	try {
		const env = getEnv()
		handle = await openAppDatabase(env)
		const result = await createOrResetAdmin(
			{ email: values.email, password: values.password, name: values.name },
			{ actor: { id: null, email: 'admin:create' } },
		)
		console.log(
			result.created
				? `Created the administrator ${result.email}. Sign in at ${env.SITE_URL}/admin`
				: `Reset the password of ${result.email} (its sessions were ended) and made sure it is an administrator. Sign in at ${env.SITE_URL}/admin`,
		)
	} catch (error) {
		if (error instanceof AdminInputError || error instanceof ConfigError || error instanceof DataDirLockedError) {
			fail(error.message)
		}
		throw error
	} finally {
		await handle?.close()
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error('admin:create failed:', error)
		process.exit(1)
	},
)
