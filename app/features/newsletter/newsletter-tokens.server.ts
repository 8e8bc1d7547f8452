/**
 * The signed links of the newsletter's e-mails (double opt-in, unsubscribe, and "keep me
 * subscribed" of the re-permission mail). A token is
 * `{subscription id}.{expiry}.{signature}`: the signature is an HMAC-SHA256 under the server
 * secret over the purpose, the subscription id, its e-mail address and the expiry, so a
 * token works for one purpose and one subscription only, cannot be altered, and carries no
 * personal data in the URL. Confirmation and keep links expire; the leave links (newsletter
 * unsubscribe, and the launch notice's pre-reservation cancel) do not (expiry 0) but die with
 * the record they belong to.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '#app/config/env.server.ts'

/** `prereservation-cancel` signs the link of a launch notice that deletes a book pre-reservation (campaigns). */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'keep' | 'prereservation-cancel'

/** The leave links of mails (RFC 8058 List-Unsubscribe): they keep working as long as the mail is read. */
const PERMANENT_PURPOSES: ReadonlySet<TokenPurpose> = new Set(['unsubscribe', 'prereservation-cancel'])

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000

/** How long a keep link works past the day its subscription is due for removal (the retention job runs daily). */
export const KEEP_LINK_GRACE_MS = 24 * 60 * 60 * 1000

const NEVER = '0'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const EXPIRY = /^[0-9a-z]{1,10}$/
const SIGNATURE = /^[\w-]{43}$/

export interface TokenClaims {
	purpose: TokenPurpose
	subscriptionId: string
	email: string
	/** When the link stops working; none for a link that never expires. */
	expiresAt?: Date
}

function signature(purpose: TokenPurpose, subscriptionId: string, email: string, expiry: string, secret: string) {
	return createHmac('sha256', secret)
		.update(`newsletter-link\0${purpose}\0${subscriptionId}\0${email}\0${expiry}`)
		.digest('base64url')
}

export function signToken(claims: TokenClaims, secret: string = getEnv().SESSION_SECRET): string {
	const expiry = claims.expiresAt ? Math.ceil(claims.expiresAt.getTime() / 1000).toString(36) : NEVER
	return `${claims.subscriptionId}.${expiry}.${signature(claims.purpose, claims.subscriptionId, claims.email, expiry, secret)}`
}

/**
 * The subscription a token names, read without trusting it (the caller then looks the
 * subscription up and checks the token against its e-mail), or undefined when the token
 * is not even shaped like one.
 */
export function tokenSubscriptionId(token: string | null | undefined): string | undefined {
	const [subscriptionId, expiry, mac, ...rest] = (token ?? '').split('.')
	if (rest.length > 0 || !subscriptionId || !expiry || !mac) return undefined
	if (!UUID.test(subscriptionId) || !EXPIRY.test(expiry) || !SIGNATURE.test(mac)) return undefined
	return subscriptionId
}

export type TokenCheck = 'valid' | 'invalid' | 'expired'

/**
 * Whether `token` was issued by this server for `purpose` and this subscription and e-mail
 * (compared in constant time), and, if it expires, whether it still works at `now`. Only a
 * leave link's token may live for ever. Only an authentic token is ever reported as expired.
 */
export function checkToken(
	token: string,
	expected: { purpose: TokenPurpose; subscriptionId: string; email: string; now?: Date },
	secret: string = getEnv().SESSION_SECRET,
): TokenCheck {
	if (tokenSubscriptionId(token) !== expected.subscriptionId) return 'invalid'
	const [, expiry = '', mac = ''] = token.split('.')
	const wanted = Buffer.from(signature(expected.purpose, expected.subscriptionId, expected.email, expiry, secret))
	const given = Buffer.from(mac)
	if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid'
	if (expiry === NEVER) return PERMANENT_PURPOSES.has(expected.purpose) ? 'valid' : 'invalid'
	const expiresAt = Number.parseInt(expiry, 36) * 1000
	return (expected.now ?? new Date()).getTime() < expiresAt ? 'valid' : 'expired'
}
