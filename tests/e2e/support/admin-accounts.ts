/**
 * The accounts the end-to-end server starts with. The shared admin comes from ADMIN_EMAIL /
 * ADMIN_PASSWORD (the real first-start path); the others are made by `seed-database.ts` before
 * the server starts, so tests that change an account (two-factor, ending sessions, wrong
 * passwords counting against the per-account limit) never disturb the shared one.
 * No module here imports app code: the Playwright config reads it.
 */
import { type Attempt, attemptNumber } from './attempt.ts'

export interface Credentials {
	email: string
	password: string
}

/** The admin every admin journey signs in as (see `signInAsAdmin`). Never change its password or 2FA. */
export const ADMIN_CREDENTIALS: Credentials = {
	email: 'admin@e2e.example.com',
	password: 'e2e shared admin passphrase',
}

/** Accounts of their own for the sign-in, security and session journeys (tests/e2e/admin-shell*.spec.ts). */
export const SIGN_IN_ADMIN: Credentials = { email: 'entrar@e2e.example.com', password: 'e2e sign-in passphrase' }
export const SESSIONS_ADMIN: Credentials = { email: 'sessoes@e2e.example.com', password: 'e2e sessions passphrase' }
export const TWO_FACTOR_ADMIN: Credentials = { email: 'totp@e2e.example.com', password: 'e2e two-factor passphrase' }
/** Its overview visits are its own, so 'since your last visit' is not reset by other journeys (admin-overview.spec.ts). */
export const OVERVIEW_ADMIN: Credentials = { email: 'resumo@e2e.example.com', password: 'e2e overview passphrase' }
export const PASSWORD_ADMIN: Credentials = { email: 'senha@e2e.example.com', password: 'e2e password passphrase' }
/** Has a password but no admin role. */
export const NON_ADMIN: Credentials = { email: 'visitante@e2e.example.com', password: 'e2e visitor passphrase' }

/**
 * A journey that changes its account (turns 2FA on, changes its password, ends sessions,
 * counts sign-ins and audit entries) leaves it changed for CI's retry when it fails halfway,
 * and for the next run of a test repeated with `--repeat-each` even when it passes; so each
 * attempt has an account of its own: `accountFor(TWO_FACTOR_ADMIN, testInfo)`. The first
 * attempt uses the account itself.
 */
export const SEEDED_ATTEMPTS = 3

export function accountFor(account: Credentials, attempt: Attempt): Credentials {
	return attemptAccount(account, Math.min(attemptNumber(attempt), SEEDED_ATTEMPTS - 1))
}

/** The account of the `n`th attempt: the account itself first, then `{local}.tentativa{n}@{domain}`. */
function attemptAccount(account: Credentials, n: number): Credentials {
	if (n === 0) return account
	const [local, domain] = account.email.split('@')
	return { email: `${local}.tentativa${n}@${domain}`, password: account.password }
}

export const SEEDED_ADMINS = [SIGN_IN_ADMIN, SESSIONS_ADMIN, TWO_FACTOR_ADMIN, OVERVIEW_ADMIN, PASSWORD_ADMIN].flatMap(
	(account) => Array.from({ length: SEEDED_ATTEMPTS }, (_, n) => attemptAccount(account, n)),
)
