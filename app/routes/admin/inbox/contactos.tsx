import { z } from 'zod'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, recordId } from '#app/features/admin/forms/admin-fields.ts'
import {
	ContactMessageCard,
	type ContactMessageView,
	MARK_PROCESSED_INTENT,
} from '#app/features/admin/inbox/contact-message-card.tsx'
import { listContactMessages, markContactMessageProcessed } from '#app/features/admin/inbox/contact-messages.server.ts'
import { Badge, InboxEmpty, Pager, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/contactos'

const T = ADMIN_TEXTS.contact

/** Contactos ('Mensagens de Contacto', docs/product/pages.md): every message, newest first, 50 a page. */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const page = await listContactMessages(requestedPage(url))
		const messages: ContactMessageView[] = page.messages.map(({ createdAt, ...message }) => ({
			...message,
			createdAt: isoOf(createdAt),
			receivedOn: formatDateTime(createdAt),
		}))
		return { messages, total: page.total, page: page.page, pageCount: page.pageCount, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin: contact messages could not be loaded')
		return { messages: [], total: 0, page: 1, pageCount: 1, loadError: T.loadError }
	}
}

export const ContactActionSchema = z.object({ intent: intent(MARK_PROCESSED_INTENT), id: recordId() })

/** 'Marcar como processada' (one way only, docs/product/behaviour.md). */
export const action = adminAction(
	ContactActionSchema,
	async ({ data, values, actor, context }) => {
		const error = { type: 'error', title: ADMIN_TEXTS.errorTitle } as const
		try {
			const result = await markContactMessageProcessed(actor, data.id)
			if (result === 'missing') return refuse(context, values, { ...error, message: T.missing }, { status: 404 })
			return acknowledge(context, { type: 'success', title: ADMIN_TEXTS.successTitle, message: T.marked }, data.intent)
		} catch (failure) {
			logger.error({ err: failure }, 'admin: contact message could not be marked processed')
			return refuse(context, values, { ...error, message: T.markError }, { status: 503 })
		}
	},
	{ invalid: () => ({ type: 'error', title: ADMIN_TEXTS.errorTitle, message: T.missing }) },
)

export default function ContactMessagesTab({ loaderData }: Route.ComponentProps) {
	const { messages, total, page, pageCount, loadError } = loaderData
	return (
		<section className="flex flex-col gap-5" aria-labelledby="contact-messages-title">
			<TabHeader title={T.title} titleId="contact-messages-title" badges={<Badge>{T.total(total)}</Badge>} />
			{loadError ? <LoadError title={ADMIN_TEXTS.errorTitle} message={loadError} /> : null}
			{messages.length === 0 && !loadError ? <InboxEmpty icon="message-square-text" message={T.empty} /> : null}
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
