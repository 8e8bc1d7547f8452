/**
 * The accounts layer: one better-auth instance per database (issue 5, "Accounts" and
 * "Two-factor authentication"). E-mail and password with no public sign-up, database
 * sessions with a sliding expiry, rate limits kept in the database under hashed keys (so
 * they hold across processes sharing PostgreSQL, and no client address is stored), optional
 * TOTP with backup codes, and a TOTP code accepted once only (better-auth alone accepts one
 * code several times within its window). Neither sessions nor counters keep an IP address.
 * See docs/decisions/010-better-auth-and-legacy-peer-deps.md. better-auth itself is imported
 * on first use, by `getAuth` (`loadBetterAuth`): a process that serves only public pages never
 * needs it (docs/decisions/029-memory-heap-settings-and-pglite-creation.md, third round).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { type Env, getEnv } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import { type Database, db } from '#app/db/client.server.ts'
import { accounts, rateLimits, sessions, totpReplay, twoFactors, users, verifications } from '#app/db/schema.ts'
import { resolveClientAddress } from '#app/lib/client-address.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'

export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 128
/** Where the auth endpoints are mounted (better-auth's `basePath`). */
export const AUTH_BASE_PATH = '/api/auth'
/**
 * The only header the client address is read from. The server sets it from the socket
 * (or from `X-Forwarded-For` when TRUST_PROXY is on) and drops any value a client sent:
 * see `withClientAddress`.
 */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

const SESSION_DAYS = 7
const DAY = 24 * 60 * 60
const TOTP_PERIOD = 30
const TOTP_DIGITS = 6
/** Steps either side of now that the replay guard inspects: wider than better-auth's ±1. */
const TOTP_GUARD_WINDOW = 2
const TOTP_REPLAY_KEEP = '10 minutes'

export interface RateLimitRule {
	/** Seconds. */
	window: number
	max: number
}

export interface AuthSettings {
	database: Database
	/** The public origin (SITE_URL). */
	siteUrl: string
	secret: string
	/** Per client address, for `/sign-in/email`, `/two-factor/*` and `/change-password`; default 5 a minute. */
	signInLimit?: RateLimitRule
	/**
	 * Per account (e-mail): failed passwords for `/sign-in/email`, whatever the address;
	 * default 10 a minute. A browser the account has signed in from is not held by it
	 * (decision 016).
	 */
	accountLimit?: RateLimitRule
}

/**
 * better-auth's modules, imported once, when the first auth instance is made. Imported at
 * start they held about 11 MB of heap (and more of RSS) in every process for nothing on public pages.
 */
const importBetterAuth = async () => {
	const [core, drizzle, api, crypto, plugins] = await Promise.all([
		import('better-auth'),
		import('better-auth/adapters/drizzle'),
		import('better-auth/api'),
		import('better-auth/crypto'),
		import('better-auth/plugins'),
	])
	return {
		betterAuth: core.betterAuth,
		drizzleAdapter: drizzle.drizzleAdapter,
		APIError: api.APIError,
		createAuthMiddleware: api.createAuthMiddleware,
		getSessionFromCtx: api.getSessionFromCtx,
		symmetricDecrypt: crypto.symmetricDecrypt,
		twoFactor: plugins.twoFactor,
	}
}

type BetterAuthModules = Awaited<ReturnType<typeof importBetterAuth>>

let betterAuthModules: Promise<BetterAuthModules> | undefined

/** better-auth's modules, for this module and the admin code that needs one of them directly. */
export function loadBetterAuth(): Promise<BetterAuthModules> {
	betterAuthModules ??= importBetterAuth().catch((error: unknown) => {
		// A failed import is not remembered: the next call tries again.
		betterAuthModules = undefined
		throw error
	})
	return betterAuthModules
}

export async function createAuth(settings: AuthSettings) {
	const lib = await loadBetterAuth()
	const { betterAuth, drizzleAdapter, APIError, createAuthMiddleware, twoFactor } = lib
	const { database, siteUrl } = settings
	const https = siteUrl.startsWith('https://')
	const signInLimit = settings.signInLimit ?? { window: 60, max: 5 }
	const accountLimit = settings.accountLimit ?? { window: 60, max: 10 }

	return betterAuth({
		appName: OWNER.name,
		baseURL: siteUrl,
		basePath: AUTH_BASE_PATH,
		secret: settings.secret,
		trustedOrigins: [new URL(siteUrl).origin],
		database: drizzleAdapter(database, {
			provider: 'pg',
			schema: {
				user: users,
				session: sessions,
				account: accounts,
				verification: verifications,
				twoFactor: twoFactors,
				rateLimit: rateLimits,
			},
		}),
		emailAndPassword: {
			enabled: true,
			disableSignUp: true,
			minPasswordLength: MIN_PASSWORD_LENGTH,
			maxPasswordLength: MAX_PASSWORD_LENGTH,
		},
		session: { expiresIn: SESSION_DAYS * DAY, updateAge: DAY },
		rateLimit: {
			enabled: true,
			window: 60,
			max: 100,
			customRules: { '/sign-in/email': signInLimit, '/two-factor/*': signInLimit, '/change-password': signInLimit },
			// better-auth keys its counters by `address|path`: stored under a keyed hash instead,
			// so the table never holds a client address (docs/architecture.md, "Privacy and security defaults").
			customStorage: hashedRateLimitStorage(database, settings.secret),
		},
		databaseHooks: {
			// A session row would keep the client address it was made from: it is never stored.
			session: { create: { before: async (session) => ({ data: { ...session, ipAddress: null } }) } },
		},
		advanced: {
			cookiePrefix: 'site',
			useSecureCookies: https,
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
			ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
		},
		telemetry: { enabled: false },
		logger: {
			log(level, message, ...args) {
				logger[level]({ args }, `better-auth: ${message}`)
			},
		},
		plugins: [twoFactor({ issuer: OWNER.name, backupCodeOptions: { amount: 10, length: 10 } })],
		hooks: {
			before: createAuthMiddleware(async (ctx) => {
				if (ctx.path === '/sign-in/email') {
					const email = accountEmail(ctx.body?.email)
					const known = email && isKnownDevice(settings.secret, email, ctx.getCookie(KNOWN_DEVICE_COOKIE))
					if (email && !known) await refuseWhenAccountLimited(lib, database, settings.secret, email, accountLimit)
				} else if (ctx.path === '/two-factor/verify-totp') {
					const userId = await twoFactorUserId(lib, ctx)
					if (userId && typeof ctx.body?.code === 'string') {
						await claimTotpCode(lib, database, ctx.context.secretConfig, userId, ctx.body.code)
					}
				}
			}),
			after: createAuthMiddleware(async (ctx) => {
				if (ctx.path === '/sign-in/email') {
					const returned = ctx.context.returned
					const email = accountEmail(ctx.body?.email)
					// Only a wrong password counts against the account: signing in never does.
					if (email && returned instanceof APIError && returned.statusCode === 401) {
						await consumeAuthRateLimit(database, settings.secret, accountLimitKey(email), accountLimit)
					}
				}
				const session = ctx.context.newSession
				if (session && (ctx.path === '/sign-in/email' || ctx.path.startsWith('/two-factor/'))) {
					ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceToken(settings.secret, session.user.email), {
						httpOnly: true,
						sameSite: 'lax',
						secure: https,
						path: '/',
						maxAge: KNOWN_DEVICE_DAYS * DAY,
					})
				}
			}),
		},
	})
}

export type Auth = Awaited<ReturnType<typeof createAuth>>

/**
 * Shared by the server's bundle and the app's (like the database handle), one per database.
 * The promise is kept, so that requests arriving while the first is made share it.
 */
const instances = singleton('auth-instances', () => new WeakMap<Database, Promise<Auth>>())

/** The better-auth instance of this process's database, made (and better-auth imported) on first use. */
export function getAuth(): Promise<Auth> {
	const database = db()
	let auth = instances.get(database)
	if (!auth) {
		const env: Env = getEnv()
		auth = createAuth({ database, siteUrl: env.SITE_URL, secret: env.SESSION_SECRET })
		instances.set(database, auth)
		// A failed import is not remembered: the next request tries again.
		auth.catch(() => instances.delete(database))
	}
	return auth
}

/**
 * The request as the auth endpoints must see it: the client address (`resolveClientAddress`)
 * in `CLIENT_ADDRESS_HEADER`; whatever a client put in that header itself is dropped.
 */
export function withClientAddress(request: Request, socketAddress: string | undefined, trustProxy: boolean): Request {
	const headers = new Headers(request.headers)
	headers.delete(CLIENT_ADDRESS_HEADER)
	const address = resolveClientAddress(request, socketAddress, trustProxy)
	if (address) headers.set(CLIENT_ADDRESS_HEADER, address)
	return new Request(request, { headers })
}

// ---------------------------------------------------------------------------------------
// Rate-limit counters in better-auth's `rate_limits` table, shared by every process using
// the database. Keys are stored as an HMAC under the server secret: a key names a client
// address (better-auth's `address|path`) or an account, neither of which is kept in clear.

/** The stored form of a rate-limit key: not reversible without the secret. */
export function rateLimitKeyHash(secret: string, key: string): string {
	return createHmac('sha256', secret).update(`rate-limit:${key}`).digest('base64url')
}

/**
 * Counts one request against `key` in one atomic statement (a concurrent burst cannot slip
 * past a stale read) and says whether it is within the rule. Refused requests are counted
 * too, so hammering keeps the window closed.
 */
export async function consumeAuthRateLimit(
	database: Database,
	secret: string,
	key: string,
	rule: RateLimitRule,
): Promise<{ allowed: boolean; retryAfter: number | null }> {
	const hashed = rateLimitKeyHash(secret, key)
	const now = Date.now()
	const windowStart = now - rule.window * 1000
	const [row] = await database
		.insert(rateLimits)
		.values({ id: crypto.randomUUID(), key: hashed, count: 1, lastRequest: now })
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
				lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
			},
		})
		.returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
	if (row?.count === 1) {
		// A window (re)opened: rows idle for longer than any rule's window are dropped.
		await database.delete(rateLimits).where(lt(rateLimits.lastRequest, now - RATE_LIMIT_KEEP_MS))
	}
	if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null }
	return {
		allowed: false,
		retryAfter: Math.max(1, Math.ceil((Number(row.lastRequest) + rule.window * 1000 - now) / 1000)),
	}
}

/** Counters idle this long are deleted (longer than every window in use). */
const RATE_LIMIT_KEEP_MS = 60 * 60 * 1000

function hashedRateLimitStorage(database: Database, secret: string) {
	return { consume: (key: string, rule: RateLimitRule) => consumeAuthRateLimit(database, secret, key, rule) }
}

// ---------------------------------------------------------------------------------------
// The per-account limit (decision 016). Strangers who know the owner's public address must
// not keep the owner out: only wrong passwords are counted, and a browser the account has
// fully signed in from before (second factor included) carries a signed "known device"
// cookie that the account's limit does not hold. Unknown browsers, the attacker's among
// them, get at most `accountLimit.max` wrong passwords per window between them; every
// client also keeps its per-address limit.

/** The cookie that marks a browser the account signed in from. */
export const KNOWN_DEVICE_COOKIE = 'site.known_device'
const KNOWN_DEVICE_DAYS = 180

function accountEmail(email: unknown): string | undefined {
	return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}

function accountLimitKey(email: string): string {
	return `account|/sign-in/email|${email}`
}

function deviceMac(secret: string, email: string, expiry: string, nonce: string): string {
	return createHmac('sha256', secret).update(`known-device\0${email}\0${expiry}\0${nonce}`).digest('base64url')
}

/** A known-device token for `email`: `expiry.nonce.mac`, signed with the server secret. */
export function knownDeviceToken(secret: string, email: string, now = Date.now()): string {
	const expiry = Math.ceil(now / 1000 + KNOWN_DEVICE_DAYS * DAY).toString(36)
	const nonce = randomBytes(12).toString('base64url')
	return `${expiry}.${nonce}.${deviceMac(secret, email.trim().toLowerCase(), expiry, nonce)}`
}

export function isKnownDevice(secret: string, email: string, token: string | null | undefined, now = Date.now()) {
	const [expiry, nonce, mac, ...rest] = (token ?? '').split('.')
	if (!expiry || !nonce || !mac || rest.length > 0) return false
	if (Number.parseInt(expiry, 36) * 1000 < now) return false
	const expected = Buffer.from(deviceMac(secret, email, expiry, nonce))
	const given = Buffer.from(mac)
	return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Refuses (429) a sign-in from an unknown browser while the account's failures fill its window. */
async function refuseWhenAccountLimited(
	{ APIError }: BetterAuthModules,
	database: Database,
	secret: string,
	email: string,
	rule: RateLimitRule,
): Promise<void> {
	const [row] = await database
		.select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
		.from(rateLimits)
		.where(eq(rateLimits.key, rateLimitKeyHash(secret, accountLimitKey(email))))
	if (!row) return
	const windowEnds = Number(row.lastRequest) + rule.window * 1000
	if (windowEnds <= Date.now() || row.count < rule.max) return
	throw new APIError(
		'TOO_MANY_REQUESTS',
		{ message: 'Too many requests. Please try again later.' },
		{ 'X-Retry-After': String(Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000))) },
	)
}

// ---------------------------------------------------------------------------------------
// TOTP replay protection (RFC 6238 §5.2): before better-auth checks a code, the time step
// it belongs to is claimed for the user in `totp_replay`. The primary key lets only one
// request claim a step, and a step at or before one already used is refused, so a code is
// accepted once. The guard looks two steps either side of now (better-auth one), so any
// code better-auth would accept has been claimed first; a claimed code that better-auth
// then refuses is only burned, never accepted.

type HookContext = Parameters<Parameters<BetterAuthModules['createAuthMiddleware']>[0]>[0]

/** The user a TOTP is presented for: the signed-in user, or the one of a pending sign-in. */
async function twoFactorUserId(
	{ getSessionFromCtx }: BetterAuthModules,
	ctx: HookContext,
): Promise<string | undefined> {
	const session = await getSessionFromCtx(ctx).catch(() => null)
	if (session) return session.user.id
	const cookie = ctx.context.createAuthCookie('two_factor')
	const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
	if (!token) return undefined
	const verification = await ctx.context.internalAdapter.findVerificationValue(token)
	return verification?.value
}

async function claimTotpCode(
	{ APIError, symmetricDecrypt }: BetterAuthModules,
	database: Database,
	secretConfig: Parameters<BetterAuthModules['symmetricDecrypt']>[0]['key'],
	userId: string,
	code: string,
): Promise<void> {
	const [row] = await database
		.select({ secret: twoFactors.secret })
		.from(twoFactors)
		.where(eq(twoFactors.userId, userId))
		.limit(1)
	if (!row) return
	const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret })
	// Secrets imported from elsewhere are stored as `base32:…`; this site only generates its own.
	if (secret.startsWith('base32:')) throw new APIError('BAD_REQUEST', { message: 'Unsupported TOTP secret' })
	const step = matchingStep(Buffer.from(secret, 'utf8'), code.trim(), Date.now())
	if (step === undefined) return // a wrong code: better-auth refuses it and counts the failure

	const claimed = await database.execute(sql`
		insert into ${totpReplay} (user_id, step)
		select ${userId}, ${step}
		where not exists (
			select 1 from ${totpReplay} where ${totpReplay.userId} = ${userId} and ${totpReplay.step} >= ${step}
		)
		on conflict do nothing
		returning 1`)
	await database.delete(totpReplay).where(lt(totpReplay.usedAt, sql`now() - ${TOTP_REPLAY_KEEP}::interval`))
	if (rowCount(claimed) === 0) {
		logger.warn({ userId }, 'a TOTP code was presented again and refused')
		throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' })
	}
}

function rowCount(result: unknown): number {
	const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : [])
	return rows.length
}

/** The time step (within the guard window) whose code is `code`, if any. */
export function matchingStep(key: Uint8Array, code: string, now: number): number | undefined {
	const current = Math.floor(now / 1000 / TOTP_PERIOD)
	for (let offset = -TOTP_GUARD_WINDOW; offset <= TOTP_GUARD_WINDOW; offset++) {
		if (hotp(key, current + offset) === code) return current + offset
	}
	return undefined
}

/** RFC 4226 HOTP with SHA-1 and six digits, as better-auth's TOTP uses. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
	const message = Buffer.alloc(8)
	message.writeBigUInt64BE(BigInt(counter))
	const hash = createHmac('sha1', key).update(message).digest()
	const offset = (hash[hash.length - 1] ?? 0) & 0x0f
	const binary =
		(((hash[offset] ?? 0) & 0x7f) << 24) |
		((hash[offset + 1] ?? 0) << 16) |
		((hash[offset + 2] ?? 0) << 8) |
		(hash[offset + 3] ?? 0)
	return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The TOTP code of `secret` at time `now` (ms): for tests and tooling. */
export function totpCode(secret: string, now = Date.now()): string {
	return hotp(Buffer.from(secret, 'utf8'), Math.floor(now / 1000 / TOTP_PERIOD))
}
