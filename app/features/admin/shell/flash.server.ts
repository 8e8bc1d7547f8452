/**
 * The admin's one feedback path (docs/decisions/015): an action says what happened with
 * `flash(context, toast)`, and the admin layout's loader shows it with `takeFlash(context)`,
 * with and without JavaScript:
 *
 * - a plain POST (no JavaScript) runs the action and then the loaders in one request, so the
 *   toast is rendered into the very page that answers;
 * - with JavaScript the action is its own request; the toast then travels in a signed,
 *   one-minute cookie (`site.admin_toast`) to the revalidation that follows it (the layout
 *   revalidates after every admin action, see `routes/admin/layout.tsx`), and after a redirect
 *   to the page it leads to.
 *
 * `flashMiddleware` (on the admin layout) reads the cookie first and, once the answer is
 * made, writes or clears it, so actions and loaders never touch headers for it.
 */
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { getEnv } from '#app/config/env.server.ts'
import type { AdminToast, AdminToastInput } from './admin-toast-types.ts'

interface FlashState {
	/** The toast the browser brought in its cookie (left by an earlier answer). */
	incoming: AdminToast | null
	/** The toast this request's action left. */
	outgoing: AdminToast | null
	/** Ids of the toasts put into this answer's page. */
	shown: Set<string>
}

const flashContext = createContext<FlashState | null>(null)

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

async function readCookie(request: Request): Promise<AdminToast | null> {
	const header = request.headers.get('cookie')
	if (!header?.includes('site.admin_toast=')) return null
	const value: unknown = await toastCookie().parse(header)
	return isToast(value) ? value : null
}

/** Makes the request's toast state: the toast its cookie brings, none left yet. */
export async function startFlash(context: Readonly<RouterContextProvider>, request: Request): Promise<FlashState> {
	const state: FlashState = { incoming: await readCookie(request), outgoing: null, shown: new Set() }
	context.set(flashContext, state)
	return state
}

/** Reads the incoming toast before the admin's loaders and actions run, and keeps the cookie in step after. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const state = await startFlash(context, request)
	const response = await next()
	const pending = state.outgoing && !state.shown.has(state.outgoing.id) ? state.outgoing : null
	if (pending) {
		response.headers.append('Set-Cookie', await toastCookie().serialize(pending))
	} else if (state.incoming && state.shown.has(state.incoming.id)) {
		response.headers.append('Set-Cookie', await toastCookie().serialize('', { maxAge: 0 }))
	}
	return response
}

type Context = Readonly<RouterContextProvider>

/** Says what an action did: shown on the page that answers it, or on the next one (a redirect, a revalidation). */
export function flash(context: Context, toast: AdminToastInput): void {
	const state = context.get(flashContext)
	if (state) state.outgoing = { ...toast, id: crypto.randomUUID() }
}

/** The toast for the page being rendered (this request's own, else the one carried over), now marked shown. */
export function takeFlash(context: Context): AdminToast | null {
	const state = context.get(flashContext)
	const toast = state ? (state.outgoing ?? state.incoming) : null
	if (state && toast) state.shown.add(toast.id)
	return toast
}
