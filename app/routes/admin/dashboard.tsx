import { History, LogOut, ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, NavLink, useLocation, useNavigation, useOutlet } from 'react-router'
import { slideDashboardSession } from '#app/features/admin/account/admin-auth.server.ts'
import {
	ACCOUNT_LINKS,
	ADMIN_TABS,
	AUDIT_PATH,
	DASHBOARD_PATH,
	SIGN_OUT_PATH,
} from '#app/features/admin/admin-pages.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { UnsavedChangesGuard } from '#app/features/admin/shell/unsaved-changes.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import type { Route } from './+types/dashboard'

/**
 * The guard every tab sits behind, for every request under /admin/dashboard: signs a non-admin
 * out (SPEC §4) and keeps the session sliding, its refreshed cookie sent with the answer.
 */
export const middleware: Route.MiddlewareFunction[] = [slideDashboardSession]

/**
 * The dashboard's frame (SPEC §2): the header with 'Sair', the tabs, the toasts and the loading
 * state. Each tab's own loader and action check the admin role again (`requireAdmin`).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return { email: admin.user.email }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const outlet = useOutlet()
	const { email } = loaderData
	const tabs = ADMIN_TABS
	const accountLinks = ACCOUNT_LINKS
	const location = useLocation()
	const tabList = useRef<HTMLUListElement>(null)
	// On a phone the tabs scroll sideways: keep the current one in view.
	useEffect(() => {
		if (!location.pathname) return
		const list = tabList.current
		const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
		if (!list || !current) return
		// Only the list scrolls (sideways), never the page, so scroll restoration is left alone.
		const left = current.offsetLeft - list.offsetLeft
		if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
			list.scrollLeft = left - 16
		}
	}, [location.pathname])
	return (
		<div className="min-h-dvh bg-sand-100">
			<header className="bg-ocean-900 text-white">
				<div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-8">
					<div className="min-w-0">
						<h1 className="text-2xl font-semibold text-white">Dashboard Admin</h1>
						<p className="truncate text-sm text-ocean-100">{email}</p>
					</div>
					<nav aria-label="Conta" className="flex flex-wrap items-center gap-2">
						{accountLinks.map((link) => {
							const LinkIcon = link.path === AUDIT_PATH ? History : ShieldCheck
							return (
								<NavLink key={link.id} to={link.path} className={headerLink}>
									<LinkIcon aria-hidden="true" className="size-4" />
									{link.label}
								</NavLink>
							)
						})}
						<Form method="post" action={SIGN_OUT_PATH}>
							<button
								type="submit"
								className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ocean-900 transition-colors hover:bg-sand-100"
							>
								<LogOut aria-hidden="true" className="size-4" />
								Sair
							</button>
						</Form>
					</nav>
				</div>
				{tabs.length > 0 ? (
					<nav aria-label="Secções do dashboard" className="border-t border-white/10 bg-ocean-950/40">
						<ul
							ref={tabList}
							className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-6"
						>
							{tabs.map((tab) => (
								<li key={tab.id} className="shrink-0">
									<NavLink
										to={tab.path}
										end={tab.path === DASHBOARD_PATH}
										prefetch="intent"
										className={({ isActive }) =>
											`block border-b-3 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
												isActive
													? 'border-coral-600 text-white'
													: 'border-transparent text-ocean-100 hover:border-white/40 hover:text-white'
											}`
										}
									>
										{tab.label}
									</NavLink>
								</li>
							))}
						</ul>
					</nav>
				) : null}
			</header>
			<div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center">
				{navigation.state !== 'idle' ? (
					<p className="animate-pulse rounded-full bg-ocean-900 px-4 py-1.5 text-sm font-medium text-white shadow-card">
						A carregar...
					</p>
				) : null}
			</div>
			<main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
				{outlet ?? (
					<div className="card p-8 text-center">
						<p className="text-lg text-muted">Escolha uma secção para começar.</p>
					</div>
				)}
			</main>
			<UnsavedChangesGuard />
		</div>
	)
}

function headerLink({ isActive }: { isActive: boolean }) {
	return `inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-2 text-sm font-medium transition-colors ${
		isActive ? 'bg-white/15 text-white' : 'text-ocean-100 hover:bg-white/10 hover:text-white'
	}`
}

export const meta: Route.MetaFunction = () => adminMeta('Dashboard Admin')
