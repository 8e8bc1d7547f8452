/**
 * The admin's own account security (issue 5, "Two-factor authentication"): turning TOTP on
 * (password, then a first code), off (password), and ending every other session. Each call goes
 * through better-auth's HTTP handler with the browser's cookies (`callAuth`), so its rate limits
 * and the TOTP replay guard apply, and each success is written to the audit log.
 */
import { and, eq } from 'drizzle-orm'
import { OWNER } from '#app/config/owner.ts'
import { db } from '#app/db/client.server.ts'
import { twoFactors } from '#app/db/schema.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import type { AdminSession } from '#app/features/auth/admin.server.ts'
import { recordAudit } from '#app/features/auth/audit.server.ts'
import { getAuth, loadBetterAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/features/auth/auth.server.ts'
import { callAuth, setCookiesOf } from './admin-auth.server.ts'
import { qrCodeShape } from './qr-code.server.ts'
import type { QrCodeShape } from './qr-code.tsx'

export const TWO_FACTOR_ENABLED = ADMIN_TEXTS.account.twoFactorEnabled
export const TWO_FACTOR_DISABLED = ADMIN_TEXTS.account.twoFactorDisabled
export const OTHER_SESSIONS_ENDED = ADMIN_TEXTS.account.otherSessionsEnded

export interface SecurityStatus {
	twoFactorEnabled: boolean
	/** A set-up begun and not yet confirmed with a code: what to add to the authenticator app. */
	pendingSetup: { uri: string; secret: string; qrCode: QrCodeShape } | null
	otherSessions: number
}

/** `otpauth://` URI of a TOTP secret, exactly as better-auth makes it (RFC 4648 base32 of its UTF-8 bytes). */
export function otpauthUri(secret: string, account: string, issuer = OWNER.name): string {
	const params = new URLSearchParams({ secret: base32(Buffer.from(secret, 'utf8')), issuer, digits: '6', period: '30' })
	return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params}`
}

function base32(bytes: Uint8Array): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
	let bits = 0
	let value = 0
	let output = ''
	for (const byte of bytes) {
		value = (value << 8) | byte
		bits += 8
		while (bits >= 5) {
			output += alphabet[(value >>> (bits - 5)) & 31]
			bits -= 5
		}
	}
	if (bits > 0) output += alphabet[(value << (5 - bits)) & 31]
	return output
}

export async function securityStatus(request: Request, { user }: AdminSession): Promise<SecurityStatus> {
	const auth = await getAuth()
	const [pending] = await db()
		.select({ secret: twoFactors.secret })
		.from(twoFactors)
		.where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)))
		.limit(1)
	let pendingSetup: SecurityStatus['pendingSetup'] = null
	if (pending && !user.twoFactorEnabled) {
		const { symmetricDecrypt } = await loadBetterAuth()
		const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: pending.secret })
		const uri = otpauthUri(secret, user.email)
		pendingSetup = { uri, secret: new URL(uri).searchParams.get('secret') ?? '', qrCode: qrCodeShape(uri) }
	}
	const sessions = await auth.api.listSessions({ headers: request.headers })
	return {
		twoFactorEnabled: Boolean(user.twoFactorEnabled),
		pendingSetup,
		otherSessions: Math.max(0, sessions.length - 1),
	}
}

export type SecurityAnswer =
	| { ok: true; message: string; headers: Headers; backupCodes?: string[] }
	| { ok: false; error: string; status: number; headers: Headers }

const WRONG_PASSWORD = ADMIN_TEXTS.account.wrongPassword

function failure(response: Response, json: Record<string, unknown>, fallback: string): SecurityAnswer {
	const error =
		response.status === 429
			? 'Demasiadas tentativas. Aguarde um minuto e tente de novo.'
			: json.code === 'INVALID_PASSWORD'
				? WRONG_PASSWORD
				: json.code === 'INVALID_CODE'
					? 'Código inválido ou já utilizado.'
					: fallback
	return { ok: false, error, status: response.status === 429 ? 429 : 400, headers: setCookiesOf(response) }
}

async function audit(admin: AdminSession, action: string): Promise<void> {
	await recordAudit(db(), {
		actor: { id: admin.user.id, email: admin.user.email },
		action,
		entity: 'user',
		entityId: admin.user.id,
	})
}

/** First step: a new secret and backup codes (shown once); TOTP is on only after `confirmTwoFactor`. */
export async function beginTwoFactor(
	request: Request,
	clientAddress: string | null,
	admin: AdminSession,
	password: string,
): Promise<SecurityAnswer> {
	if (!password) return { ok: false, error: WRONG_PASSWORD, status: 400, headers: new Headers() }
	const { response, json } = await callAuth('/two-factor/enable', { password }, request, clientAddress)
	if (!response.ok) return failure(response, json, 'Não foi possível iniciar a configuração. Tente novamente.')
	await audit(admin, 'account.two_factor_setup')
	const backupCodes = Array.isArray(json.backupCodes) ? json.backupCodes.map(String) : []
	return { ok: true, message: '', headers: setCookiesOf(response), backupCodes }
}

/** Second step: the first code from the app turns TOTP on (better-auth then renews the session). */
export async function confirmTwoFactor(
	request: Request,
	clientAddress: string | null,
	admin: AdminSession,
	rawCode: string,
): Promise<SecurityAnswer> {
	const code = rawCode.replace(/\s+/g, '')
	if (!/^\d{6}$/.test(code)) {
		return { ok: false, error: 'Introduza o código de 6 dígitos da aplicação.', status: 400, headers: new Headers() }
	}
	const { response, json } = await callAuth('/two-factor/verify-totp', { code }, request, clientAddress)
	if (!response.ok) return failure(response, json, 'Não foi possível confirmar o código. Tente novamente.')
	await audit(admin, 'account.two_factor_enable')
	return { ok: true, message: TWO_FACTOR_ENABLED, headers: setCookiesOf(response) }
}

export async function disableTwoFactor(
	request: Request,
	clientAddress: string | null,
	admin: AdminSession,
	password: string,
): Promise<SecurityAnswer> {
	if (!password) return { ok: false, error: WRONG_PASSWORD, status: 400, headers: new Headers() }
	const { response, json } = await callAuth('/two-factor/disable', { password }, request, clientAddress)
	if (!response.ok) return failure(response, json, 'Não foi possível desactivar. Tente novamente.')
	await audit(admin, 'account.two_factor_disable')
	return { ok: true, message: TWO_FACTOR_DISABLED, headers: setCookiesOf(response) }
}

/** Ends every session of the admin but this one (docs/product/behaviour.md: sign-out scope "others"). */
export async function endOtherSessions(
	request: Request,
	clientAddress: string | null,
	admin: AdminSession,
): Promise<SecurityAnswer> {
	const { response, json } = await callAuth('/revoke-other-sessions', {}, request, clientAddress)
	if (!response.ok) return failure(response, json, 'Não foi possível terminar as outras sessões. Tente novamente.')
	await audit(admin, 'account.sessions_revoke_others')
	return { ok: true, message: OTHER_SESSIONS_ENDED, headers: setCookiesOf(response) }
}

/**
 * Changes the admin's password (the current one asked, the new one twice), through better-auth's
 * handler, so it is rate limited like signing in; every other session of the admin ends, and
 * this one is renewed (its new cookie is passed on).
 */
export async function changePassword(
	request: Request,
	clientAddress: string | null,
	admin: AdminSession,
	input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<SecurityAnswer & { field?: 'currentPassword' | 'newPassword' | 'confirmPassword' }> {
	const texts = ADMIN_TEXTS.account
	const refused = (field: 'currentPassword' | 'newPassword' | 'confirmPassword', error: string) => ({
		ok: false as const,
		error,
		status: 400,
		headers: new Headers(),
		field,
	})
	if (!input.currentPassword) return refused('currentPassword', WRONG_PASSWORD)
	if (input.newPassword.length < MIN_PASSWORD_LENGTH)
		return refused('newPassword', texts.passwordTooShort(MIN_PASSWORD_LENGTH))
	if (input.newPassword.length > MAX_PASSWORD_LENGTH)
		return refused('newPassword', texts.passwordTooLong(MAX_PASSWORD_LENGTH))
	if (input.newPassword !== input.confirmPassword) return refused('confirmPassword', texts.passwordMismatch)
	if (input.newPassword === input.currentPassword) return refused('newPassword', texts.passwordSame)
	const { response, json } = await callAuth(
		'/change-password',
		{ currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
		request,
		clientAddress,
	)
	if (!response.ok) {
		const answer = failure(response, json, texts.passwordChangeFailed)
		return { ...answer, field: 'currentPassword' }
	}
	await audit(admin, 'account.password_change')
	return { ok: true, message: texts.passwordChanged, headers: setCookiesOf(response) }
}
