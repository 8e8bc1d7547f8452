/**
 * Administrators: the admin-role check every admin loader and action makes on the server,
 * creating or resetting an admin (start-up, `npm run admin:create`), and the first admin
 * of a new installation (issue 5, "Accounts"; README "First administrator").
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import { OWNER } from '#app/config/owner.ts'
import { type Database, db } from '#app/db/client.server.ts'
import { userRoles, users } from '#app/db/schema.ts'
import { ADMIN_SIGN_IN_PATH } from '#app/features/admin/admin-pages.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'
import { type Auth, getAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.server.ts'

export const ADMIN_ROLE = 'admin'

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
export type AdminSession = { user: SessionResult['user']; session: SessionResult['session'] }

/** Overrides for tests and tools that hold their own database; the process's by default. */
export interface AdminDeps {
	auth?: Auth
	database?: Database
}

/** The auth instance (better-auth is imported on first use: decision 029) and the database. */
async function resolve(deps: AdminDeps): Promise<{ auth: Auth; database: Database }> {
	return { auth: deps.auth ?? (await getAuth()), database: deps.database ?? db() }
}

export async function isAdmin(userId: string, deps: Pick<AdminDeps, 'database'> = {}): Promise<boolean> {
	const database = deps.database ?? db()
	const [row] = await database
		.select({ role: userRoles.role })
		.from(userRoles)
		.where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
		.limit(1)
	return Boolean(row)
}

/**
 * The session of the request when it belongs to an admin; null otherwise (none, expired, not an admin).
 * A pure check: it never extends the session, since the refreshed cookie better-auth would answer
 * with is not passed on from here. The dashboard's middleware (`slideDashboardSession`) extends it,
 * once per request, and sends the cookie.
 */
export async function getAdminSession(request: Request, deps: AdminDeps = {}): Promise<AdminSession | null> {
	const { auth, database } = await resolve(deps)
	const result = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } })
	if (!result) return null
	if (!(await isAdmin(result.user.id, { database }))) return null
	return { user: result.user, session: result.session }
}

/** The admin session of the request, or a redirect to the sign-in page (thrown, for loaders and actions). */
export async function requireAdmin(request: Request, deps: AdminDeps = {}): Promise<AdminSession> {
	const session = await getAdminSession(request, deps)
	if (!session) throw redirect(ADMIN_SIGN_IN_PATH)
	return session
}

export class AdminInputError extends Error {
	override name = 'AdminInputError'
}

export function normalizeEmail(email: string): string {
	return email.trim().toLowerCase()
}

/** Throws an `AdminInputError` naming what is wrong with an admin's e-mail or password. */
export function validateAdminCredentials(email: string, password: string): void {
	const normalized = normalizeEmail(email)
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized) || normalized.length > 255) {
		throw new AdminInputError(`"${email}" is not a valid e-mail address`)
	}
	if (password.length < MIN_PASSWORD_LENGTH) {
		throw new AdminInputError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
	}
	if (password.length > MAX_PASSWORD_LENGTH) {
		throw new AdminInputError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
	}
}

export interface AdminCredentials {
	email: string
	password: string
	name?: string
}

export interface AdminChange {
	userId: string
	email: string
	/** True when the account was made now; false when an existing one got a new password. */
	created: boolean
}

const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' }

/**
 * Creates an admin, or gives an existing account a new password (ending its sessions),
 * and grants it the admin role. The password is hashed by better-auth itself.
 */
export async function createOrResetAdmin(
	{ email, password, name }: AdminCredentials,
	deps: AdminDeps & { actor?: AuditActor } = {},
): Promise<AdminChange> {
	validateAdminCredentials(email, password)
	const { auth, database } = await resolve(deps)
	const normalized = normalizeEmail(email)
	const ctx = await auth.$context
	const hash = await ctx.password.hash(password)

	let created = false
	let userId: string
	const existing = await ctx.internalAdapter.findUserByEmail(normalized, { includeAccounts: true })
	if (existing) {
		userId = existing.user.id
		const credential = existing.accounts.find((account) => account.providerId === 'credential')
		if (credential) await ctx.internalAdapter.updatePassword(userId, hash)
		else await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash })
		await ctx.internalAdapter.deleteUserSessions(userId)
	} else {
		const user = await ctx.internalAdapter.createUser(
			{ email: normalized, name: name?.trim() || OWNER.name, emailVerified: true },
			{ method: 'admin' },
		)
		userId = user.id
		await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash })
		created = true
	}
	await database.transaction(async (tx) => {
		await tx.insert(userRoles).values({ userId, role: ADMIN_ROLE }).onConflictDoNothing()
		await recordAudit(tx, {
			actor: deps.actor ?? SYSTEM_ACTOR,
			action: created ? 'admin.create' : 'admin.reset_password',
			entity: 'user',
			entityId: userId,
			details: { email: normalized },
		})
	})
	return { userId, email: normalized, created }
}

export interface StartLog {
	info(message: string): void
	warn(message: string): void
}

export interface FirstAdminOptions {
	adminEmail?: string
	adminPassword?: string
	/** The database is the embedded PGlite default (one process, a local installation). */
	embedded: boolean
	log: StartLog
}

export type FirstAdminResult =
	| { action: 'none' }
	| {
			action: 'created'
			email: string /** Set only when generated: shown once, stored nowhere. */
			generatedPassword?: string
	  }
	| { action: 'granted'; email: string }
	| { action: 'missing' }

/**
 * Makes sure a new installation can be administered, at every start:
 * - ADMIN_EMAIL/ADMIN_PASSWORD set: that admin is created if the account does not exist
 *   yet (an existing account keeps its password: the variables are never a silent reset;
 *   `npm run admin:create` resets one);
 * - else, on the embedded database with no admin at all: an admin with the owner's e-mail
 *   and a generated password, returned once for the console;
 * - else, with no admin at all: a warning explaining `npm run admin:create`.
 */
export async function ensureFirstAdmin(options: FirstAdminOptions, deps: AdminDeps = {}): Promise<FirstAdminResult> {
	const database = deps.database ?? db()
	const { adminEmail, adminPassword, log } = options

	if (adminEmail && adminPassword) {
		const email = normalizeEmail(adminEmail)
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
		if (!user) {
			try {
				await createOrResetAdmin({ email, password: adminPassword }, deps)
				return { action: 'created', email }
			} catch (error) {
				// Another process sharing the database may have created it a moment ago.
				const [raced] = await database.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
				if (!raced) throw error
				return { action: 'none' }
			}
		}
		if (await isAdmin(user.id, { database })) return { action: 'none' }
		await database.insert(userRoles).values({ userId: user.id, role: ADMIN_ROLE }).onConflictDoNothing()
		log.warn(`ADMIN_EMAIL ${email} had an account without the admin role: the role was granted, the password kept`)
		return { action: 'granted', email }
	}

	const [anyAdmin] = await database
		.select({ userId: userRoles.userId })
		.from(userRoles)
		.where(eq(userRoles.role, ADMIN_ROLE))
		.limit(1)
	if (anyAdmin) return { action: 'none' }

	if (options.embedded) {
		const email = normalizeEmail(OWNER.email)
		const generatedPassword = generatePassword()
		await createOrResetAdmin({ email, password: generatedPassword }, deps)
		return { action: 'created', email, generatedPassword }
	}

	log.warn(
		'there is no administrator yet: run `npm run admin:create -- --email you@example.com --password "at least 12 characters"` (or set ADMIN_EMAIL and ADMIN_PASSWORD) to create one',
	)
	return { action: 'missing' }
}

/** 24 URL-safe characters (144 random bits). */
export function generatePassword(): string {
	return randomBytes(18).toString('base64url')
}
