import { exportPrereservations } from '#app/features/admin/inbox/prereservations.server.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { csvDownloadHeaders } from '#app/features/exports/csv.ts'
import type { Route } from './+types/export-prereservations'

/** 'Exportar CSV': the book pre-reservations as `pre-reservas-livro-{date}.csv` (docs/product/data.md), admins only. */
export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireAdmin(request)
	const file = await exportPrereservations({ id: user.id, email: user.email })
	return new Response(file.content, { headers: csvDownloadHeaders(file.fileName) })
}
