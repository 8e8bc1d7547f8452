import { data } from 'react-router'
import { z } from 'zod'
import { adminHeaders } from '#app/features/admin/inbox/admin-page.ts'
import { useNoticeToast } from '#app/features/admin/inbox/admin-toast.ts'
import {
	Badge,
	CsvExportLink,
	InboxEmpty,
	NoticeBanner,
	Pager,
	TabHeader,
} from '#app/features/admin/inbox/inbox-ui.tsx'
import { type AdminNotice, errorNotice, successNotice } from '#app/features/admin/inbox/notice.ts'
import { PRERESERVATIONS_EXPORT_PATH } from '#app/features/admin/inbox/paths.ts'
import { PrereservationToggle, TOGGLE_INTENT } from '#app/features/admin/inbox/prereservation-toggle.tsx'
import {
	deletePrereservation,
	listPrereservations,
	setPrereservationEnabled,
} from '#app/features/admin/inbox/prereservations.server.ts'
import { DELETE_INTENT, PrereservationsTable } from '#app/features/admin/inbox/prereservations-table.tsx'
import { INBOX_TEXTS } from '#app/features/admin/inbox/texts.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { formatDate, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/livro'

const T = INBOX_TEXTS.book

const LivroActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal(TOGGLE_INTENT), enabled: z.enum(['true', 'false']).transform((v) => v === 'true') }),
	z.object({ intent: z.literal(DELETE_INTENT), id: z.uuid() }),
])

export const headers: Route.HeadersFunction = adminHeaders

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
			loadError: errorNotice(T.loadError),
		}
	}
}

/** The switch (saved at once, public site updated at once) and deleting a pre-reservation. */
export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireAdmin(request)
	const actor = { id: user.id, email: user.email }
	const parsed = LivroActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return answer(errorNotice(INBOX_TEXTS.errorTitle, T.invalid), 400)
	const intent = parsed.data
	if (intent.intent === TOGGLE_INTENT) {
		try {
			await setPrereservationEnabled(actor, intent.enabled)
			return answer(successNotice(intent.enabled ? T.enabled : T.disabled), 200)
		} catch (error) {
			logger.error({ err: error }, 'admin: book pre-reservation switch could not be saved')
			return answer(errorNotice(T.toggleError), 503)
		}
	}
	try {
		if (!(await deletePrereservation(actor, intent.id))) return answer(errorNotice(T.deleteError), 404)
		return answer(successNotice(T.deleted), 200)
	} catch (error) {
		logger.error({ err: error }, 'admin: book pre-reservation could not be deleted')
		return answer(errorNotice(T.deleteError), 503)
	}
}

function answer(notice: AdminNotice, status: number) {
	return data({ notice }, { status, headers: adminHeaders() })
}

export default function BookPrereservationsTab({ loaderData, actionData }: Route.ComponentProps) {
	const { enabled, prereservations, total, page, pageCount, loadError } = loaderData
	useNoticeToast(loadError)
	return (
		<section className="flex flex-col gap-5" aria-labelledby="prereservations-title">
			<TabHeader
				title={T.title}
				titleId="prereservations-title"
				badges={<Badge>{T.total(total)}</Badge>}
				actions={<CsvExportLink href={PRERESERVATIONS_EXPORT_PATH} label={T.export} disabled={total === 0} />}
			/>
			<NoticeBanner notice={loadError ?? actionData?.notice} />
			{enabled === null ? null : <PrereservationToggle enabled={enabled} />}
			{prereservations.length === 0 && !loadError ? <InboxEmpty icon="book-open" message={T.empty} /> : null}
			{prereservations.length > 0 ? <PrereservationsTable rows={prereservations} /> : null}
			<Pager page={page} pageCount={pageCount} />
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Livro')
