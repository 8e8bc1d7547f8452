import { Link } from 'react-router'
import { auditPage } from '#app/features/admin/account/audit-view.server.ts'
import { DATA_REQUESTS_PAGE_PARAM } from '#app/features/admin/account/data-requests.ts'
import { dataRequestsPage, requestedDataRequestsPage } from '#app/features/admin/account/data-requests-view.server.ts'
import { AUDIT_PATH } from '#app/features/admin/admin-pages.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import type { Route } from './+types/registo'

/**
 * The audit log (issue 5, "Effects"): who changed what, and when, newest first; below it the
 * log of personal-data requests (issue 6, item 4), each paged on its own.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	const before = url.searchParams.get('antes')
	const [audit, dataRequests] = await Promise.all([auditPage(before), dataRequestsPage(requestedDataRequestsPage(url))])
	return { ...audit, paged: Boolean(before), dataRequests }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { rows, nextBefore, paged, dataRequests } = loaderData
	return (
		<div className="grid gap-10">
			<div className="grid gap-6">
				<div>
					<h2 className="text-3xl font-semibold">Registo de alterações</h2>
					<p className="mt-2 text-muted">
						Cada alteração feita no dashboard: quem, o quê e quando. As mais recentes primeiro.
					</p>
				</div>
				{rows.length === 0 ? (
					<div className="card p-8 text-center text-muted">
						{paged ? 'Não há registos mais antigos.' : 'Ainda não há alterações registadas.'}
					</div>
				) : (
					<ol className="card divide-y divide-sand-200" aria-label="Registos">
						{rows.map((row) => (
							<li key={row.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6 sm:px-6">
								<time dateTime={row.iso} className="text-sm text-muted tabular-nums">
									{row.when}
								</time>
								<div className="min-w-0">
									<p className="font-medium text-ink">{row.summary}</p>
									<p className="mt-0.5 text-sm break-all text-muted">{row.who}</p>
									{row.details ? (
										<details className="mt-2 text-sm">
											<summary className="cursor-pointer text-sea-700">Detalhes técnicos</summary>
											<pre className="mt-2 overflow-x-auto rounded-lg bg-sand-100 p-3 text-xs">{row.details}</pre>
										</details>
									) : null}
								</div>
							</li>
						))}
					</ol>
				)}
				<nav aria-label="Páginas do registo" className="flex flex-wrap justify-between gap-3">
					{paged ? (
						<Link to={AUDIT_PATH} className="btn-secondary">
							Mais recentes
						</Link>
					) : (
						<span />
					)}
					{nextBefore ? (
						<Link to={`${AUDIT_PATH}?antes=${nextBefore}`} className="btn-secondary">
							Mais antigos
						</Link>
					) : null}
				</nav>
			</div>
			<DataRequestLog {...dataRequests} />
		</div>
	)
}

/** 'Pedidos de dados pessoais': who (as a hash), what (Ver / Exportar / Eliminar) and when. */
function DataRequestLog({ rows, total, page, pageCount }: Route.ComponentProps['loaderData']['dataRequests']) {
	const pageLink = (target: number) =>
		`${AUDIT_PATH}?${new URLSearchParams({ [DATA_REQUESTS_PAGE_PARAM]: String(target) })}#pedidos`
	return (
		<section id="pedidos" aria-labelledby="data-requests-title" className="grid gap-6">
			<div>
				<h2 id="data-requests-title" className="text-3xl font-semibold">
					Pedidos de dados pessoais
				</h2>
				<p className="mt-2 text-muted">
					Cada pedido confirmado por um visitante sobre os seus dados: ver, exportar ou eliminar. O endereço de e-mail
					não é guardado, apenas uma impressão digital dele. Os mais recentes primeiro ({total}{' '}
					{total === 1 ? 'pedido' : 'pedidos'}).
				</p>
			</div>
			{rows.length === 0 ? (
				<div className="card p-8 text-center text-muted">Ainda não há pedidos de dados pessoais.</div>
			) : (
				<ol className="card divide-y divide-sand-200" aria-label="Pedidos de dados pessoais">
					{rows.map((row) => (
						<li
							key={row.id}
							className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_7rem_1fr] sm:items-baseline sm:gap-6 sm:px-6"
						>
							<time dateTime={row.iso} className="text-sm text-muted tabular-nums">
								{row.when}
							</time>
							<p className="font-medium text-ink">{row.action}</p>
							<code className="min-w-0 break-all text-xs text-ocean-800" title="Impressão digital do endereço">
								{row.hash}
							</code>
						</li>
					))}
				</ol>
			)}
			{pageCount > 1 ? (
				<nav
					aria-label="Páginas dos pedidos de dados pessoais"
					className="flex flex-wrap items-center justify-between gap-3"
				>
					{page > 1 ? (
						<Link to={pageLink(page - 1)} className="btn-secondary">
							Mais recentes
						</Link>
					) : (
						<span />
					)}
					<span className="text-sm text-muted">
						Página {page} de {pageCount}
					</span>
					{page < pageCount ? (
						<Link to={pageLink(page + 1)} className="btn-secondary">
							Mais antigos
						</Link>
					) : (
						<span />
					)}
				</nav>
			) : null}
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Registo de alterações')
