/**
 * Signing in to and out of the dashboard from the admin pages' own actions, so the forms work
 * without JavaScript. Sign-in goes through better-auth's HTTP handler in-process (not `auth.api`),
 * so its per-client and per-account rate limits and the TOTP replay guard apply (the handler is
 * not mounted on the server: this is the only way in); the Set-Cookie headers it answers with are passed on to the browser.
 */
import { type RouterContextProvider, redirect } from 'react-router'
import { getEnv } from '#app/config/env.server.ts'
import { ADMIN_SIGN_IN_PATH, DASHBOARD_PATH } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { flash } from '#app/features/admin/shell/flash.server.ts'
import { type AdminSession, isAdmin } from '#app/features/auth/admin.server.ts'
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, getAuth } from '#app/features/auth/auth.server.ts'
import { foreignPostRefused, isForeignPost } from '#app/lib/same-origin.server.ts'

export const SIGN_IN_SUCCESS = ADMIN_TEXTS.account.signedIn
export const SIGN_IN_ERROR_PREFIX = ADMIN_TEXTS.account.signInErrorPrefix
export const ACCESS_DENIED = ADMIN_TEXTS.account.accessDenied
export const SIGNED_OUT = ADMIN_TEXTS.account.signedOut

/** Where a sign-in submission leads: the dashboard, or back to one of the form's two steps. */
export type SignInState =
	| { step: 'signed-in' }
	| { step: 'credentials'; error: string; email: string }
	| { step: 'two-factor'; error?: string }

export interface SignInResult {
	state: SignInState
	/** 200 signed in or next step, 400 bad input, 401 refused, 403 not an admin, 429 rate-limited. */
	status: number
	headers: Headers
}

/** The reasons shown after 'Erro ao fazer login: ', never saying whether an e-mail is known. */
const REASONS: Record<string, string> = {
	INVALID_EMAIL_OR_PASSWORD: 'e-mail ou palavra-passe incorrectos.',
	INVALID_EMAIL: 'e-mail ou palavra-passe incorrectos.',
	INVALID_PASSWORD: 'e-mail ou palavra-passe incorrectos.',
	INVALID_CODE: 'código inválido ou já utilizado.',
	INVALID_BACKUP_CODE: 'código inválido ou já utilizado.',
	TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'demasiadas tentativas. Introduza de novo o e-mail e a palavra-passe.',
	ACCOUNT_TEMPORARILY_LOCKED: 'demasiadas tentativas falhadas. A conta está bloqueada temporariamente.',
	INVALID_TWO_FACTOR_COOKIE: 'a verificação expirou. Introduza de novo o e-mail e a palavra-passe.',
}
const FALLBACK_REASON = 'não foi possível iniciar sessão. Tente novamente.'

function reasonFor(status: number, body: { code?: unknown }, retryAfter: string | null): string {
	if (status === 429) {
		const seconds = Number(retryAfter)
		return Number.isFinite(seconds) && seconds > 0
			? `demasiadas tentativas. Tente novamente dentro de ${Math.ceil(seconds)} segundos.`
			: 'demasiadas tentativas. Tente novamente dentro de um minuto.'
	}
	return (typeof body.code === 'string' && REASONS[body.code]) || FALLBACK_REASON
}

/** Calls one of better-auth's endpoints as the browser would, with the client's cookies and address. */
export async function callAuth(path: string, body: unknown, request: Request, clientAddress: string | null) {
	const { SITE_URL } = getEnv()
	const headers = new Headers({ 'content-type': 'application/json', origin: new URL(SITE_URL).origin })
	const cookie = request.headers.get('cookie')
	if (cookie) headers.set('cookie', cookie)
	const userAgent = request.headers.get('user-agent')
	if (userAgent) headers.set('user-agent', userAgent)
	if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress)
	const response = await (await getAuth()).handler(
		new Request(`${SITE_URL}${AUTH_BASE_PATH}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
	)
	const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
	return { response, json }
}

/** The Set-Cookie headers of a better-auth response, to pass on to the browser. */
export function setCookiesOf(response: Response): Headers {
	const headers = new Headers()
	for (const line of response.headers.getSetCookie()) headers.append('Set-Cookie', line)
	return headers
}

/**
 * A new session (password accepted, second factor done if any): to the dashboard if the user
 * is an admin; anyone else has the session ended at once and is told access is denied.
 */
async function finishSignIn(response: Response, json: Record<string, unknown>, email: string): Promise<SignInResult> {
	const user = json.user as { id?: unknown } | undefined
	const token = typeof json.token === 'string' ? json.token : undefined
	if (typeof user?.id === 'string' && (await isAdmin(user.id))) {
		return { state: { step: 'signed-in' }, status: 200, headers: setCookiesOf(response) }
	}
	if (token) await (await (await getAuth()).$context).internalAdapter.deleteSession(token)
	return { state: { step: 'credentials', error: ACCESS_DENIED, email }, status: 403, headers: new Headers() }
}

/** The first step: e-mail and password. */
export async function signInWithPassword(
	request: Request,
	clientAddress: string | null,
	input: { email: string; password: string },
): Promise<SignInResult> {
	const email = input.email.trim().toLowerCase()
	if (!email || !input.password) {
		return {
			state: { step: 'credentials', error: `${SIGN_IN_ERROR_PREFIX}preencha o e-mail e a palavra-passe.`, email },
			status: 400,
			headers: new Headers(),
		}
	}
	const { response, json } = await callAuth(
		'/sign-in/email',
		{ email, password: input.password },
		request,
		clientAddress,
	)
	if (response.ok && json.twoFactorRedirect === true) {
		return { state: { step: 'two-factor' }, status: 200, headers: setCookiesOf(response) }
	}
	if (response.ok) return finishSignIn(response, json, email)
	const reason = reasonFor(response.status, json, response.headers.get('x-retry-after'))
	return {
		state: { step: 'credentials', error: `${SIGN_IN_ERROR_PREFIX}${reason}`, email },
		status: response.status === 429 ? 429 : 401,
		headers: setCookiesOf(response),
	}
}

/** A six-digit code from the authenticator app; anything else is tried as a backup code. */
export function isTotpCode(code: string): boolean {
	return /^\d{6}$/.test(code)
}

/** The second step, for an account with two-factor authentication: a TOTP or backup code. */
export async function signInWithCode(
	request: Request,
	clientAddress: string | null,
	rawCode: string,
): Promise<SignInResult> {
	const code = rawCode.replace(/\s+/g, '')
	if (!code) {
		return {
			state: { step: 'two-factor', error: `${SIGN_IN_ERROR_PREFIX}introduza o código.` },
			status: 400,
			headers: new Headers(),
		}
	}
	const path = isTotpCode(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code'
	const { response, json } = await callAuth(path, { code }, request, clientAddress)
	if (response.ok) return finishSignIn(response, json, '')
	const reason = reasonFor(response.status, json, response.headers.get('x-retry-after'))
	// The pending sign-in is over (expired, or too many wrong codes): back to the password.
	const restart = json.code === 'INVALID_TWO_FACTOR_COOKIE' || json.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
	return {
		state: restart
			? { step: 'credentials', error: `${SIGN_IN_ERROR_PREFIX}${reason}`, email: '' }
			: { step: 'two-factor', error: `${SIGN_IN_ERROR_PREFIX}${reason}` },
		status: response.status === 429 ? 429 : 401,
		headers: setCookiesOf(response),
	}
}

/** Ends the request's session (if any) and clears its cookies: the headers to send. */
export async function endSession(request: Request): Promise<Headers> {
	const auth = await getAuth()
	const session = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } })
	if (!session) return new Headers()
	const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
	return setCookiesOf(new Response(null, { headers: result.headers }))
}

type Context = Readonly<RouterContextProvider>

/** A signed-in admin goes to the dashboard, greeted by 'Login efectuado com sucesso!'. */
export function toDashboard(context: Context, headers: Headers): Response {
	flash(context, { type: 'success', message: SIGN_IN_SUCCESS })
	return redirect(DASHBOARD_PATH, { headers })
}

/** Sign-out: the session ends and the sign-in page says so. */
export async function signOutToSignIn(request: Request, context: Context): Promise<Response> {
	flash(context, { type: 'success', message: SIGNED_OUT })
	return redirect(ADMIN_SIGN_IN_PATH, { headers: await endSession(request) })
}

/**
 * The dashboard's guard (docs/product/behaviour.md): no session goes to /admin; a session without the admin
 * role is signed out there with 'Acesso negado…'. Returns the admin's session, and the headers
 * that keep its cookie's expiry sliding along with the session's: better-auth extends a session
 * at most once a day (`updateAge`) and sends the new cookie only in that one answer, so those
 * headers must reach the browser (see `slideDashboardSession`). The only refreshing session read.
 */
async function requireDashboardAdmin(
	request: Request,
	context: Context,
): Promise<{ admin: AdminSession; headers: Headers }> {
	const auth = await getAuth()
	const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true })
	if (!response) throw redirect(ADMIN_SIGN_IN_PATH)
	if (!(await isAdmin(response.user.id))) {
		flash(context, { type: 'error', message: ACCESS_DENIED })
		throw redirect(ADMIN_SIGN_IN_PATH, { headers: await endSession(request) })
	}
	return {
		admin: { user: response.user, session: response.session },
		headers: setCookiesOf(new Response(null, { headers })),
	}
}

type MiddlewareNext = () => Promise<Response>

/**
 * The dashboard's route middleware: runs once for every request under /admin/dashboard (pages,
 * data requests, actions, exports), refuses a post from another site (`isForeignPost`: no
 * dashboard action runs for it), guards it (`requireDashboardAdmin`) and adds the refreshed
 * session cookie, when better-auth extended the session, to whatever the request answers.
 * Loaders and actions then check the role with `requireAdmin`, which never refreshes.
 */
export async function slideDashboardSession(
	{ request, context }: { request: Request; context: Context },
	next: MiddlewareNext,
) {
	if (isForeignPost(request)) return foreignPostRefused()
	const { headers } = await requireDashboardAdmin(request, context)
	const response = await next()
	for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
	return response
}
