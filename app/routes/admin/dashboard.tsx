import { ChevronLeft, ChevronRight, ExternalLink, History, LogOut, ShieldCheck } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Form, NavLink, useLocation, useNavigation, useOutlet } from 'react-router'
import { slideDashboardSession } from '#app/features/admin/account/admin-auth.server.ts'
import {
	ACCOUNT_LINKS,
	ADMIN_TABS,
	AUDIT_PATH,
	CONTACT_PATH,
	DASHBOARD_PATH,
	SIGN_OUT_PATH,
} from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { unprocessedMessageCount } from '#app/features/admin/inbox/overview.server.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { UnsavedChangesGuard } from '#app/features/admin/shell/unsaved-changes.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { homePath } from '#app/i18n/route-table.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/dashboard'

const T = ADMIN_TEXTS.overview

/**
 * The guard every tab sits behind, for every request under /admin/dashboard: signs a non-admin
 * out (docs/product/behaviour.md) and keeps the session sliding, its refreshed cookie sent with the answer.
 */
export const middleware: Route.MiddlewareFunction[] = [slideDashboardSession]

/**
 * The dashboard's frame (docs/product/pages.md): the header with 'Sair', the tabs, the toasts and the loading
 * state. Each tab's own loader and action check the admin role again (`requireAdmin`).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	// The Contactos tab's badge; a failed count only hides the badge.
	const unread = await unprocessedMessageCount().catch((error: unknown) => {
		logger.error({ err: error }, 'admin: unprocessed messages could not be counted')
		return 0
	})
	return { email: admin.user.email, unread }
}

/**
 * Whether the tab bar has more tabs past its start or its end. Before the page runs its script
 * a phone is assumed to have more past the end (the fade is hidden on wide screens by CSS).
 */
function useScrollEdges() {
	const [edges, setEdges] = useState<{ start: boolean; end: boolean } | null>(null)
	const measure = useCallback((list: HTMLElement | null) => {
		if (!list) return
		const start = list.scrollLeft > 1
		const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
		setEdges((previous) => (previous?.start === start && previous?.end === end ? previous : { start, end }))
	}, [])
	return { edges, measure }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const outlet = useOutlet()
	const { email, unread } = loaderData
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
			// Clear of the fade (w-12) at the start.
			list.scrollLeft = left - 56
		}
	}, [location.pathname])
	const { edges, measure } = useScrollEdges()
	useEffect(() => {
		const list = tabList.current
		if (!list) return
		const update = () => measure(list)
		update()
		list.addEventListener('scroll', update, { passive: true })
		window.addEventListener('resize', update)
		return () => {
			list.removeEventListener('scroll', update)
			window.removeEventListener('resize', update)
		}
	}, [measure])
	const fade = 'pointer-events-none absolute inset-y-0 z-10 flex w-12 items-center transition-opacity'
	return (
		<div className="min-h-dvh bg-sand-100">
			<header className="bg-ocean-900 text-white">
				<div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-8">
					<div className="min-w-0">
						<h1 className="text-2xl font-semibold text-white">Dashboard Admin</h1>
						<p className="truncate text-sm text-ocean-100">{email}</p>
					</div>
					<nav aria-label="Conta" className="flex flex-wrap items-center gap-2">
						<a
							href={homePath(DEFAULT_LOCALE)}
							target="_blank"
							rel="noopener"
							className={headerLink({ isActive: false })}
						>
							<ExternalLink aria-hidden="true" className="size-4" />
							{T.viewSite}
							<span className="sr-only"> {T.newTab}</span>
						</a>
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
					<nav aria-label="Secções do dashboard" className="border-t border-white/10 bg-ocean-950">
						<div className="relative mx-auto w-full max-w-6xl" data-tab-bar>
							<ul
								ref={tabList}
								className="flex gap-1 overflow-x-auto scroll-px-8 px-2 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
							>
								{tabs.map((tab) => (
									<li key={tab.id} className="shrink-0">
										<NavLink
											to={tab.path}
											end={tab.path === DASHBOARD_PATH}
											// Opening the overview records a visit: a hover must not.
											prefetch={tab.path === DASHBOARD_PATH ? 'none' : 'intent'}
											className={({ isActive }) =>
												`flex items-center gap-2 border-b-3 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
													isActive
														? 'border-coral-600 text-white'
														: 'border-transparent text-ocean-100 hover:border-white/40 hover:text-white'
												}`
											}
										>
											{tab.label}
											{tab.path === CONTACT_PATH && unread > 0 ? (
												<span data-unread={unread}>
													<span
														aria-hidden="true"
														className="inline-flex min-w-6 justify-center rounded-full bg-coral-600 px-1.5 py-0.5 text-xs leading-4 font-bold text-white"
													>
														{unread > 99 ? '99+' : unread}
													</span>
													<span className="sr-only"> ({T.unread(unread)})</span>
												</span>
											) : null}
										</NavLink>
									</li>
								))}
							</ul>
							{/* More tabs past an edge: the bar fades out there, with an arrow, so it shows that it scrolls. */}
							<div
								aria-hidden="true"
								data-fade="start"
								className={`${fade} left-0 justify-start bg-linear-to-r from-ocean-950 via-ocean-950/85 to-transparent pl-1 ${
									edges?.start ? 'opacity-100' : 'opacity-0'
								}`}
							>
								<ChevronLeft className="size-4 text-white" />
							</div>
							<div
								aria-hidden="true"
								data-fade="end"
								className={`${fade} right-0 justify-end bg-linear-to-l from-ocean-950 via-ocean-950/85 to-transparent pr-1 ${
									edges ? (edges.end ? 'opacity-100' : 'opacity-0') : 'opacity-100 lg:opacity-0'
								}`}
							>
								<ChevronRight className="size-4 text-white" />
							</div>
						</div>
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
