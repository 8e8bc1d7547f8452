import { exportNewsletter } from '#app/features/admin/inbox/newsletter-subscriptions.server.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { csvDownloadHeaders } from '#app/features/exports/csv.ts'
import type { Route } from './+types/export-newsletter'

/** 'Exportar Lista': the confirmed subscribers as `newsletter-{date}.csv` (docs/product/data.md), admins only. */
export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireAdmin(request)
	const file = await exportNewsletter({ id: user.id, email: user.email })
	return new Response(file.content, { headers: csvDownloadHeaders(file.fileName) })
}
