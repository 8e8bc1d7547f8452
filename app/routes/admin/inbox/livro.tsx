import { z } from 'zod'
import { PRERESERVATIONS_EXPORT_PATH } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse } from '#app/features/admin/forms/admin-action.server.ts'
import { checkbox, intent, recordId, UNKNOWN_REQUEST } from '#app/features/admin/forms/admin-fields.ts'
import { Badge, CsvExportLink, InboxEmpty, Pager, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { PrereservationToggle, TOGGLE_INTENT } from '#app/features/admin/inbox/prereservation-toggle.tsx'
import {
	deletePrereservation,
	listPrereservations,
	setPrereservationEnabled,
} from '#app/features/admin/inbox/prereservations.server.ts'
import { DELETE_INTENT, PrereservationsTable } from '#app/features/admin/inbox/prereservations-table.tsx'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDate, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/livro'

const T = ADMIN_TEXTS.book

export const LivroActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent(TOGGLE_INTENT), enabled: checkbox() }),
		z.object({ intent: intent(DELETE_INTENT), id: recordId() }),
	],
	{ error: UNKNOWN_REQUEST },
)

/** Livro ('Pré-Reservas do Livro', SPEC §2): the switch, the export and the pre-reservations newest first. */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const page = await listPrereservations(requestedPage(url))
		return {
			enabled: page.enabled,
			prereservations: page.prereservations.map(({ createdAt, ...row }) => ({
				...row,
				createdAt: isoOf(createdAt),
				reservedOn: formatDate(createdAt),
			})),
			total: page.total,
			page: page.page,
			pageCount: page.pageCount,
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin: book pre-reservations could not be loaded')
		return {
			enabled: null,
			prereservations: [],
			total: 0,
			page: 1,
			pageCount: 1,
			loadError: T.loadError,
		}
	}
}

/** The switch (saved at once, public site updated at once) and deleting a pre-reservation. */
export const action = adminAction(
	LivroActionSchema,
	async ({ data, values, actor, context }) => {
		if (data.intent === TOGGLE_INTENT) {
			try {
				await setPrereservationEnabled(actor, data.enabled)
				return acknowledge(context, data.enabled ? T.enabled : T.disabled, data.intent)
			} catch (error) {
				logger.error({ err: error }, 'admin: book pre-reservation switch could not be saved')
				return refuse(context, values, T.toggleError, { status: 503 })
			}
		}
		try {
			if (!(await deletePrereservation(actor, data.id))) return refuse(context, values, T.deleteError, { status: 404 })
			return acknowledge(context, T.deleted, data.intent)
		} catch (error) {
			logger.error({ err: error }, 'admin: book pre-reservation could not be deleted')
			return refuse(context, values, T.deleteError, { status: 503 })
		}
	},
	{ invalid: () => ({ type: 'error', title: ADMIN_TEXTS.errorTitle, message: T.invalid }) },
)

export default function BookPrereservationsTab({ loaderData }: Route.ComponentProps) {
	const { enabled, prereservations, total, page, pageCount, loadError } = loaderData
	return (
		<section className="flex flex-col gap-5" aria-labelledby="prereservations-title">
			<TabHeader
				title={T.title}
				titleId="prereservations-title"
				badges={<Badge>{T.total(total)}</Badge>}
				actions={<CsvExportLink href={PRERESERVATIONS_EXPORT_PATH} label={T.export} disabled={total === 0} />}
			/>
			{loadError ? <LoadError message={loadError} /> : null}
			{enabled === null ? null : <PrereservationToggle enabled={enabled} />}
			{prereservations.length === 0 && !loadError ? <InboxEmpty icon="book-open" message={T.empty} /> : null}
			{prereservations.length > 0 ? <PrereservationsTable rows={prereservations} /> : null}
			<Pager page={page} pageCount={pageCount} />
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Livro')
