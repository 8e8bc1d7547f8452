/**
 * One-time admin toasts that survive a redirect: a signed cookie read (and cleared) by the
 * next admin page, so "Sessão terminada com sucesso!" and the like also show without
 * JavaScript. With JavaScript the same message appears as a toast.
 */
import { createCookie, redirect } from 'react-router'
import { getEnv } from '#app/config/env.server.ts'

export type AdminToastType = 'success' | 'error'

export interface AdminToast {
	/** Tells two identical messages apart, so each is shown once. */
	id: string
	type: AdminToastType
	message: string
	/** An optional heading, e.g. 'Erro' or 'Sucesso' (SPEC §8). */
	title?: string
}

function toastCookie() {
	const env = getEnv()
	return createCookie('site.admin_toast', {
		// Not `/admin`: the browser would not send it with `/admin.data`, which React Router fetches.
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: env.SITE_URL.startsWith('https://'),
		secrets: [env.SESSION_SECRET],
		maxAge: 60,
	})
}

function isToast(value: unknown): value is AdminToast {
	if (typeof value !== 'object' || value === null) return false
	const toast = value as Record<string, unknown>
	return (
		typeof toast.id === 'string' &&
		(toast.type === 'success' || toast.type === 'error') &&
		typeof toast.message === 'string' &&
		(toast.title === undefined || typeof toast.title === 'string')
	)
}

/** A Set-Cookie value carrying `toast` to the next admin page. */
export async function toastCookieHeader(toast: Omit<AdminToast, 'id'>): Promise<string> {
	return toastCookie().serialize({ ...toast, id: crypto.randomUUID() })
}

/** Headers with the toast cookie, to add to any admin response (a redirect or an action's data). */
export async function toastHeaders(toast: Omit<AdminToast, 'id'>, headers: HeadersInit = {}): Promise<Headers> {
	const result = new Headers(headers)
	result.append('Set-Cookie', await toastCookieHeader(toast))
	return result
}

/** A redirect that shows `toast` on the page it leads to. */
export async function redirectWithToast(
	url: string,
	toast: Omit<AdminToast, 'id'>,
	headers: HeadersInit = {},
): Promise<Response> {
	return redirect(url, { headers: await toastHeaders(toast, headers) })
}

/** The pending toast of the request, if any, and the header that clears it once shown. */
export async function takeToast(request: Request): Promise<{ toast: AdminToast | null; headers: Headers }> {
	const headers = new Headers()
	const cookieHeader = request.headers.get('cookie')
	if (!cookieHeader?.includes('site.admin_toast=')) return { toast: null, headers }
	const cookie = toastCookie()
	const value: unknown = await cookie.parse(cookieHeader)
	headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
	return { toast: isToast(value) ? value : null, headers }
}
