import { Outlet } from 'react-router'
import { AdminToastArea } from '#app/features/admin/shell/admin-toast.tsx'
import { flashMiddleware, takeFlash } from '#app/features/admin/shell/flash.server.ts'
import type { Route } from './+types/layout'
import '#app/admin.css'

/**
 * Every admin page (sign-in, sign-out, the dashboard) sits in this layout: the one place the
 * admin's toasts are read (`flashMiddleware`) and shown (`AdminToastArea`), docs/decisions/015.
 */
export const middleware: Route.MiddlewareFunction[] = [flashMiddleware]

export function loader({ context }: Route.LoaderArgs) {
	return { toast: takeFlash(context) }
}

/**
 * On every admin navigation and after every action (even one answering 400), so a toast left by
 * an action or a redirect shows at once. It only reads a cookie, in the request the page makes anyway.
 */
export function shouldRevalidate() {
	return true
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<Outlet />
			<AdminToastArea toast={loaderData.toast} />
		</>
	)
}
