/**
 * The session secret every process on one database shares (decision 024). `SESSION_SECRET`
 * wins when set; otherwise the secret lives in the database (`app_state`), made by whichever
 * process starts first: each start proposes a random one with `ON CONFLICT DO NOTHING` and
 * reads back the row, so instances starting at the same moment still end up with the same
 * secret. It signs sessions, links and flash cookies, encrypts 2FA secrets and keys the rate
 * limits, so it must agree everywhere, and it travels with a backup of the database.
 *
 * An installation from before this kept it in `DATA_DIR/session-secret`: that secret is the
 * one proposed, so its sessions and 2FA enrolments survive the upgrade.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { ConfigError, configuredSessionSecret, installSessionSecret } from '../config/env.server.ts'
import type { Database } from './client.server.ts'
import { appState } from './schema.ts'

export const SESSION_SECRET_KEY = 'session_secret'
const MIN_LENGTH = 32

/** The legacy `DATA_DIR/session-secret`, if there is a usable one. */
function legacySecret(dataDir: string | undefined): string | undefined {
	if (!dataDir) return undefined
	try {
		const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()
		return secret.length >= MIN_LENGTH ? secret : undefined
	} catch {
		return undefined
	}
}

/** The database's secret, made now if there is none yet. */
export async function sharedSessionSecret(db: Database, { dataDir }: { dataDir?: string } = {}): Promise<string> {
	const proposed = legacySecret(dataDir) ?? randomBytes(32).toString('base64url')
	await db.insert(appState).values({ key: SESSION_SECRET_KEY, value: proposed }).onConflictDoNothing()
	const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, SESSION_SECRET_KEY))
	const secret = typeof row?.value === 'string' ? row.value : ''
	if (secret.length < MIN_LENGTH) {
		throw new ConfigError(
			`The database's session secret (app_state '${SESSION_SECRET_KEY}') is unusable: set SESSION_SECRET, or delete that row to make a new one`,
		)
	}
	return secret
}

/**
 * Settles this process's session secret once at start, after the database opens and before
 * anything is served: the configured one, else the database's (see above).
 */
export async function settleSessionSecret(db: Database, { dataDir }: { dataDir?: string } = {}): Promise<string> {
	const secret = configuredSessionSecret() ?? (await sharedSessionSecret(db, { dataDir }))
	installSessionSecret(secret)
	return secret
}
