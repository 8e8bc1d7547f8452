import { z } from 'zod'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, recordId } from '#app/features/admin/forms/admin-fields.ts'
import {
	ContactMessageCard,
	type ContactMessageView,
	DELETE_MESSAGE_INTENT,
	MARK_PROCESSED_INTENT,
} from '#app/features/admin/inbox/contact-message-card.tsx'
import {
	deleteContactMessage,
	listContactMessages,
	markContactMessageProcessed,
} from '#app/features/admin/inbox/contact-messages.server.ts'
import { type ContactFilter, FILTER_PARAM, requestedFilter } from '#app/features/admin/inbox/contact-messages.ts'
import { requestedSearch, SEARCH_PARAM } from '#app/features/admin/inbox/inbox-search.ts'
import { Badge, FilterLinks, InboxEmpty, Pager, SearchForm, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/contactos'

const T = ADMIN_TEXTS.contact

/**
 * Contactos ('Mensagens de Contacto', docs/product/pages.md): the messages newest first, 50 a
 * page, filtered (`?estado=por-processar|processadas`) and searched (`?q=`) by GET parameters.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	const search = requestedSearch(url)
	const filter = requestedFilter(url)
	try {
		const page = await listContactMessages({ page: requestedPage(url), search, filter })
		const messages: ContactMessageView[] = page.messages.map(({ createdAt, ...message }) => ({
			...message,
			createdAt: isoOf(createdAt),
			receivedOn: formatDateTime(createdAt),
		}))
		return { messages, total: page.total, page: page.page, pageCount: page.pageCount, search, filter, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin: contact messages could not be loaded')
		return { messages: [], total: 0, page: 1, pageCount: 1, search, filter, loadError: T.loadError }
	}
}

export const ContactActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: intent(MARK_PROCESSED_INTENT), id: recordId() }),
	z.object({ intent: intent(DELETE_MESSAGE_INTENT), id: recordId() }),
])

/** 'Marcar como processada' (one way only, docs/product/behaviour.md) and 'Eliminar' (after the confirmation). */
export const action = adminAction(
	ContactActionSchema,
	async ({ data, values, actor, context }) => {
		const error = { type: 'error', title: ADMIN_TEXTS.errorTitle } as const
		const success = { type: 'success', title: ADMIN_TEXTS.successTitle } as const
		if (data.intent === DELETE_MESSAGE_INTENT) {
			try {
				if (!(await deleteContactMessage(actor, data.id)))
					return refuse(context, values, { ...error, message: T.missing }, { status: 404 })
				return acknowledge(context, { ...success, message: T.deleted }, data.intent)
			} catch (failure) {
				logger.error({ err: failure }, 'admin: contact message could not be deleted')
				return refuse(context, values, { ...error, message: T.deleteError }, { status: 503 })
			}
		}
		try {
			const result = await markContactMessageProcessed(actor, data.id)
			if (result === 'missing') return refuse(context, values, { ...error, message: T.missing }, { status: 404 })
			return acknowledge(context, { ...success, message: T.marked }, data.intent)
		} catch (failure) {
			logger.error({ err: failure }, 'admin: contact message could not be marked processed')
			return refuse(context, values, { ...error, message: T.markError }, { status: 503 })
		}
	},
	{ invalid: () => ({ type: 'error', title: ADMIN_TEXTS.errorTitle, message: ADMIN_TEXTS.inbox.invalid }) },
)

const FILTER_LABELS: Record<ContactFilter, string> = {
	todas: T.filters.all,
	'por-processar': T.filters.unprocessed,
	processadas: T.filters.processed,
}

/** The query string of a view of the list (page 1). */
function viewOf(filter: ContactFilter, search: string): string {
	const params = new URLSearchParams()
	if (filter !== 'todas') params.set(FILTER_PARAM, filter)
	if (search) params.set(SEARCH_PARAM, search)
	return `?${params}`
}

function emptyMessage(filter: ContactFilter, search: string): string {
	if (search) return T.noMatches
	if (filter === 'por-processar') return T.noneUnprocessed
	if (filter === 'processadas') return T.noneProcessed
	return T.empty
}

export default function ContactMessagesTab({ loaderData }: Route.ComponentProps) {
	const { messages, total, page, pageCount, search, filter, loadError } = loaderData
	const narrowed = Boolean(search) || filter !== 'todas'
	return (
		<section className="flex flex-col gap-5" aria-labelledby="contact-messages-title">
			<TabHeader
				title={T.title}
				titleId="contact-messages-title"
				badges={<Badge>{narrowed ? T.found(total) : T.total(total)}</Badge>}
			/>
			<div className="card flex flex-col gap-4 p-4 sm:p-5">
				<FilterLinks
					label={T.filterLabel}
					options={(Object.keys(FILTER_LABELS) as ContactFilter[]).map((option) => ({
						label: FILTER_LABELS[option],
						to: viewOf(option, search),
						current: option === filter,
					}))}
				/>
				<SearchForm
					label={T.searchLabel}
					hint={T.searchHint}
					search={search}
					keep={filter === 'todas' ? {} : { [FILTER_PARAM]: filter }}
				/>
			</div>
			{loadError ? <LoadError title={ADMIN_TEXTS.errorTitle} message={loadError} /> : null}
			{messages.length === 0 && !loadError ? (
				<InboxEmpty icon="message-square-text" message={emptyMessage(filter, search)} />
			) : null}
			<div className="flex flex-col gap-4">
				{messages.map((message) => (
					<ContactMessageCard key={message.id} message={message} />
				))}
			</div>
			<Pager page={page} pageCount={pageCount} />
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Contactos')
