/**
 * Proof of ownership for the data page (issue 6, docs/decisions/013). Asking for access
 * sends a one-time link to the address typed, whether or not anything is held for it, and
 * the page answers the same either way. The link's token is 32 random bytes; only its keyed
 * hash is stored. Following the link shows a button; pressing it (a POST: mail scanners
 * that open links spend nothing) spends the link and opens a verified session of
 * ACCESS_SESSION_MINUTES in an httpOnly cookie, whose random value is stored hashed too.
 * The session, not the link, then allows viewing, exporting and deleting; deleting the
 * address's data deletes its links and so ends the session.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { db } from '#app/db/client.server.ts'
import { dataAccessLinks } from '#app/db/schema.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { enqueueMail } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { logger } from '#app/lib/logger.server.ts'
import { accessLinkMail } from './access-link-mail.server.ts'
import { ACCESS_LINK_MINUTES, ACCESS_SESSION_MINUTES, DATA_PAGE_TEXTS } from './data-page-texts.ts'
import { DATA_REQUEST_FIELDS, DataRequestSchema, type DataRequestWant } from './data-request-schema.ts'
import { logDataRequest } from './request-log.server.ts'

/** The verified session's cookie (httpOnly, SameSite=Strict). */
export const ACCESS_COOKIE = '__data_access'

const MINUTE_MS = 60_000
const TOKEN_SHAPE = /^[\w-]{43}$/

function newToken(): string {
	return randomBytes(32).toString('base64url')
}

export function keyedHash(purpose: 'link' | 'session', token: string): string {
	return createHmac('sha256', getEnv().SESSION_SECRET).update(`data-access-${purpose}\0${token}`).digest('base64url')
}

/** The ordinary answer to a request for a link: the same whether or not the address is known. */
function linkSentAnswer(email: string, want: DataRequestWant): FormAnswer {
	return { state: { status: 'success', message: DATA_PAGE_TEXTS.linkSent(email, want) }, status: 200 }
}

/**
 * A request for an access link (any of the e-mail form's three buttons). Invalid input
 * costs nothing; a valid one counts against the client's limit (past it: an error) and the
 * address's limit (past it: the ordinary answer, but no further mail, so nobody can flood a
 * mailbox, and the answer still says nothing about the address). A tripped honeypot gets
 * the ordinary answer and sends nothing.
 */
export async function requestAccessLink({
	form,
	locale,
	clientAddress,
	now = new Date(),
}: {
	form: FormData
	locale: Locale
	clientAddress: string | null | undefined
	now?: Date
}): Promise<FormAnswer> {
	const t = translatorFor(locale)
	const parsed = parseForm(DataRequestSchema, form, DATA_REQUEST_FIELDS, t)
	if (!parsed.ok) return { state: parsed.state, status: 400 }
	const { email, want } = parsed.data
	if (isHoneypotTripped(form)) return linkSentAnswer(email, want)
	const values = submittedValues(form, DATA_REQUEST_FIELDS)
	try {
		const client = await consumeRateLimit('dataRequest', clientAddress, now)
		if (!client.allowed) return { state: { status: 'error', message: t('forms.rateLimited'), values }, status: 429 }
		const address = await consumeRateLimit('dataRequestAddress', email, now)
		if (!address.allowed) {
			logger.info('data access link not sent again: the address has had its share this hour')
			return linkSentAnswer(email, want)
		}
		const token = newToken()
		await db().transaction(async (tx) => {
			await pruneExpiredLinks(tx, now)
			await tx.insert(dataAccessLinks).values({
				email,
				tokenHash: keyedHash('link', token),
				expiresAt: new Date(now.getTime() + ACCESS_LINK_MINUTES * MINUTE_MS),
				createdAt: now,
			})
			await enqueueMail(tx, accessLinkMail({ email, token, locale, minutes: ACCESS_LINK_MINUTES }))
		})
	} catch (error) {
		logger.error({ err: error }, 'data access link request failed')
		return { state: { status: 'error', message: DATA_PAGE_TEXTS.requestFailed, values }, status: 503 }
	}
	return linkSentAnswer(email, want)
}

/**
 * How long a link is kept after its time, so a late click is told that it expired (rather
 * than that it is unknown); after that, it holds an address for nothing.
 */
export const EXPIRED_LINK_KEPT_MS = 24 * 60 * MINUTE_MS

/** Links past their time (and grace), whose session, if any, has ended too. */
export function spentLinks(now: Date) {
	return and(
		lt(dataAccessLinks.expiresAt, new Date(now.getTime() - EXPIRED_LINK_KEPT_MS)),
		or(isNull(dataAccessLinks.sessionExpiresAt), lt(dataAccessLinks.sessionExpiresAt, now)),
	)
}

export async function pruneExpiredLinks(executor: Pick<ReturnType<typeof db>, 'delete'>, now: Date): Promise<number> {
	const removed = await executor.delete(dataAccessLinks).where(spentLinks(now)).returning({ id: dataAccessLinks.id })
	return removed.length
}

/** Where a link stands: usable, already followed, past its time, or not one of ours. */
export type LinkState = 'valid' | 'used' | 'expired' | 'invalid'

/** What following a link shows (a GET: it reads only, and never reveals the address). */
export async function inspectAccessLink(token: string | null | undefined, now = new Date()): Promise<LinkState> {
	if (!token || !TOKEN_SHAPE.test(token)) return 'invalid'
	const [row] = await db()
		.select({ expiresAt: dataAccessLinks.expiresAt, usedAt: dataAccessLinks.usedAt })
		.from(dataAccessLinks)
		.where(eq(dataAccessLinks.tokenHash, keyedHash('link', token)))
	if (!row) return 'invalid'
	if (row.usedAt) return 'used'
	return row.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired'
}

export type OpenedSession =
	| { status: 'verified'; sessionToken: string; expiresAt: Date }
	| { status: 'used' | 'expired' | 'invalid' | 'rate-limited' }

/**
 * Spends a valid link (the button's POST) and opens its verified session; the view is
 * logged in the same transaction. Two presses at once: one wins, the other finds it used.
 */
export async function openAccessSession(
	token: string | null | undefined,
	clientAddress: string | null | undefined,
	now = new Date(),
): Promise<OpenedSession> {
	const limit = await consumeRateLimit('dataAccess', clientAddress, now)
	if (!limit.allowed) return { status: 'rate-limited' }
	if (!token || !TOKEN_SHAPE.test(token)) return { status: 'invalid' }
	const sessionToken = newToken()
	const expiresAt = new Date(now.getTime() + ACCESS_SESSION_MINUTES * MINUTE_MS)
	const opened = await db().transaction(async (tx) => {
		const [row] = await tx
			.update(dataAccessLinks)
			.set({ usedAt: now, sessionHash: keyedHash('session', sessionToken), sessionExpiresAt: expiresAt })
			.where(
				and(
					eq(dataAccessLinks.tokenHash, keyedHash('link', token)),
					isNull(dataAccessLinks.usedAt),
					gt(dataAccessLinks.expiresAt, now),
				),
			)
			.returning({ email: dataAccessLinks.email })
		if (row) await logDataRequest(tx, row.email, 'view', now)
		return Boolean(row)
	})
	if (opened) return { status: 'verified', sessionToken, expiresAt }
	const state = await inspectAccessLink(token, now)
	return { status: state === 'valid' ? 'used' : state }
}

/** The address a verified session belongs to, while it lasts. */
export async function sessionEmail(sessionToken: string | undefined, now = new Date()): Promise<string | undefined> {
	if (!sessionToken || !TOKEN_SHAPE.test(sessionToken)) return undefined
	const [row] = await db()
		.select({ email: dataAccessLinks.email })
		.from(dataAccessLinks)
		.where(
			and(
				eq(dataAccessLinks.sessionHash, keyedHash('session', sessionToken)),
				gt(dataAccessLinks.sessionExpiresAt, now),
			),
		)
	return row?.email
}

/** Ends a verified session at once ("Terminar"). */
export async function endAccessSession(sessionToken: string | undefined, now = new Date()): Promise<void> {
	if (!sessionToken || !TOKEN_SHAPE.test(sessionToken)) return
	await db()
		.update(dataAccessLinks)
		.set({ sessionExpiresAt: now })
		.where(eq(dataAccessLinks.sessionHash, keyedHash('session', sessionToken)))
}

// ---------------------------------------------------------------------------------------
// The session cookie.

/** The session token in a request's cookies, if any. */
export function readAccessCookie(request: Request): string | undefined {
	const header = request.headers.get('Cookie') ?? ''
	for (const part of header.split(';')) {
		const [name, ...value] = part.trim().split('=')
		if (name === ACCESS_COOKIE) return value.join('=')
	}
	return undefined
}

/**
 * Path `/`: the page's client-side data requests go to `/gerir-dados.data`, which a
 * `/gerir-dados` path would not match. Only the data page reads the cookie.
 */
function cookieAttributes(maxAgeSeconds: number): string {
	const secure = getEnv().SITE_URL.startsWith('https://') ? '; Secure' : ''
	return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`
}

/** The Set-Cookie header that carries a new session. */
export function accessCookie(sessionToken: string, expiresAt: Date, now = new Date()): string {
	const seconds = Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000))
	return `${ACCESS_COOKIE}=${sessionToken}; ${cookieAttributes(seconds)}`
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedAccessCookie(): string {
	return `${ACCESS_COOKIE}=; ${cookieAttributes(0)}`
}
