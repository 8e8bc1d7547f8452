import { data } from 'react-router'
import { z } from 'zod'
import { adminHeaders } from '#app/features/admin/inbox/admin-page.ts'
import { useNoticeToast } from '#app/features/admin/inbox/admin-toast.ts'
import {
	ContactMessageCard,
	type ContactMessageView,
	MARK_PROCESSED_INTENT,
} from '#app/features/admin/inbox/contact-message-card.tsx'
import { listContactMessages, markContactMessageProcessed } from '#app/features/admin/inbox/contact-messages.server.ts'
import { Badge, InboxEmpty, NoticeBanner, Pager, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { type AdminNotice, errorNotice, successNotice } from '#app/features/admin/inbox/notice.ts'
import { INBOX_TEXTS } from '#app/features/admin/inbox/texts.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/contactos'

const T = INBOX_TEXTS.contact

const MarkProcessedSchema = z.object({ intent: z.literal(MARK_PROCESSED_INTENT), id: z.uuid() })

export const headers: Route.HeadersFunction = adminHeaders

/** Contactos ('Mensagens de Contacto', SPEC §2): every message, newest first, 50 a page. */
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
		return {
			messages: [],
			total: 0,
			page: 1,
			pageCount: 1,
			loadError: errorNotice(INBOX_TEXTS.errorTitle, T.loadError),
		}
	}
}

/** 'Marcar como processada' (one way only, SPEC §4). */
export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireAdmin(request)
	const parsed = MarkProcessedSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return answer(errorNotice(INBOX_TEXTS.errorTitle, T.missing), 400)
	try {
		const result = await markContactMessageProcessed({ id: user.id, email: user.email }, parsed.data.id)
		if (result === 'missing') return answer(errorNotice(INBOX_TEXTS.errorTitle, T.missing), 404)
		return answer(successNotice(INBOX_TEXTS.successTitle, T.marked), 200)
	} catch (error) {
		logger.error({ err: error }, 'admin: contact message could not be marked processed')
		return answer(errorNotice(INBOX_TEXTS.errorTitle, T.markError), 503)
	}
}

function answer(notice: AdminNotice, status: number) {
	return data({ notice }, { status, headers: adminHeaders() })
}

export default function ContactMessagesTab({ loaderData, actionData }: Route.ComponentProps) {
	const { messages, total, page, pageCount, loadError } = loaderData
	useNoticeToast(loadError)
	return (
		<section className="flex flex-col gap-5" aria-labelledby="contact-messages-title">
			<TabHeader title={T.title} titleId="contact-messages-title" badges={<Badge>{T.total(total)}</Badge>} />
			<NoticeBanner notice={loadError ?? actionData?.notice} />
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
