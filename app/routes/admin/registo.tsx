import { Link } from 'react-router'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AUDIT_PATH } from '#app/features/admin/admin-tabs.ts'
import { auditPage } from '#app/features/admin/audit-view.server.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import type { Route } from './+types/registo'

/** The audit log (issue 5, "Effects"): who changed what, and when, newest first. */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	const before = url.searchParams.get('antes')
	return { ...(await auditPage(before)), paged: Boolean(before) }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { rows, nextBefore, paged } = loaderData
	return (
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
								<p className="font-medium text-ink">
									{row.summary}
									{row.target ? <span className="text-muted"> — {row.target}</span> : null}
								</p>
								<p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted">
									<span className="break-all">{row.who}</span>
									<code className="rounded bg-sand-100 px-1.5 text-xs leading-5 text-ocean-800">{row.action}</code>
								</p>
								{row.details ? (
									<details className="mt-2 text-sm">
										<summary className="cursor-pointer text-sea-700">Detalhes</summary>
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
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Registo de alterações')
