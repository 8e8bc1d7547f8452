/**
 * Environment configuration, validated once at start (the schema: env-schema.server.ts). A
 * bad value stops the server with the variable named (see `.env.example` for what each one
 * does).
 */
import path from 'node:path'
import { getSingleton, setSingleton } from '../lib/singleton.server.ts'
import { ConfigError } from './config-error.ts'
import { type ParsedEnv, parseEnv } from './env-schema.server.ts'

export { ConfigError, parseEnv }

export type Env = ParsedEnv & { SESSION_SECRET: string; DATA_DIR: string; SITE_URL: string }

const SECRET_SINGLETON = 'session-secret'

/**
 * Makes `secret` this process's session secret when `SESSION_SECRET` is unset. The server
 * does this once at start, from the database (app/db/session-secret.server.ts, decision 024),
 * before it serves anything; kept per process for both of its bundles.
 */
export function installSessionSecret(secret: string): void {
	if (secret.length < 32) throw new ConfigError('the session secret must be at least 32 characters')
	setSingleton(SECRET_SINGLETON, secret)
}

/** `SESSION_SECRET` as configured, if it is. */
export function configuredSessionSecret(): string | undefined {
	return parseEnv(process.env).SESSION_SECRET
}

function installedSessionSecret(): string {
	const secret = getSingleton<string>(SECRET_SINGLETON)
	if (!secret) {
		throw new Error(
			'The session secret is not settled yet: it is read from the database at start (server/database.ts), or set SESSION_SECRET',
		)
	}
	return secret
}

let parsed: ParsedEnv | undefined
let cached: Env | undefined

/**
 * The environment as validated once for this process, before its session secret is settled:
 * what the server's thread hands to the mail thread (server/mail-thread.ts).
 */
export function parsedEnv(): ParsedEnv {
	parsed ??= parseEnv(process.env)
	return parsed
}

/**
 * The validated configuration of this process. `SESSION_SECRET` is the configured one, else
 * the one the database gave at start; reading it before then throws.
 */
export function getEnv(): Env {
	if (!cached) {
		const env = parsedEnv()
		const configuredSecret = env.SESSION_SECRET
		cached = Object.defineProperty({ ...env, DATA_DIR: path.resolve(env.DATA_DIR) }, 'SESSION_SECRET', {
			enumerable: true,
			get: () => configuredSecret ?? installedSessionSecret(),
		}) as Env
	}
	return cached
}
