import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { Badge, ConfirmDeletion } from './inbox-ui.tsx'

const T = ADMIN_TEXTS.contact

export interface ContactMessageView {
	id: string
	name: string
	email: string
	subject: string
	message: string
	processed: boolean
	/** ISO 8601, for `<time>`. */
	createdAt: string
	/** pt-PT, Lisbon time, formatted on the server. */
	receivedOn: string
}

export const MARK_PROCESSED_INTENT = 'mark-processed'
export const DELETE_MESSAGE_INTENT = 'delete'

/** A reply in the admin's mail program: to the visitor, with the subject 'Re: …' (every character encoded). */
export function replyHref(message: Pick<ContactMessageView, 'email' | 'subject'>): string {
	return `mailto:${encodeURIComponent(message.email).replaceAll('%40', '@')}?subject=${encodeURIComponent(T.replySubject(message.subject))}`
}

/**
 * One contact message. Everything the visitor wrote is rendered as text (React escapes it;
 * never as HTML), with their line breaks kept. 'Marcar como processada' works without
 * JavaScript (a plain POST); with it, the button waits for the answer. Either way a toast confirms.
 * 'Responder' opens the admin's mail program; 'Eliminar' asks first (`ConfirmDeletion`).
 */
export function ContactMessageCard({ message }: { message: ContactMessageView }) {
	const fetcher = useFetcher()
	const marking = fetcher.state !== 'idle'
	return (
		<article className="card flex flex-col gap-3 p-5 sm:p-6" data-contact-message={message.id}>
			<header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
				<div className="min-w-0">
					<h3 className="font-sans text-lg font-semibold break-words text-ink">{message.name}</h3>
					<a
						href={`mailto:${message.email}`}
						className="inline-flex items-center gap-1.5 break-all text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-800"
					>
						<Icon name="mail" className="size-4 shrink-0" />
						{message.email}
					</a>
				</div>
				<div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
					<time dateTime={message.createdAt} className="text-sm text-muted">
						{message.receivedOn}
					</time>
					{message.processed ? (
						<Badge tone="success">
							<Icon name="check" className="size-4" />
							{T.processed}
						</Badge>
					) : null}
				</div>
			</header>
			<p className="font-semibold break-words text-ocean-900">
				<span className="sr-only">{T.subject}: </span>
				{message.subject}
			</p>
			<p className="whitespace-pre-line break-words text-ink">{message.message}</p>
			<div className="flex flex-wrap items-start gap-2 pt-1">
				<a
					href={replyHref(message)}
					className="btn-secondary min-h-10 px-4 py-2 text-sm"
					aria-label={T.replyLabel(message.name)}
				>
					<Icon name="mail" className="size-4" />
					{T.reply}
				</a>
				{message.processed ? null : (
					<fetcher.Form method="post">
						<input type="hidden" name="intent" value={MARK_PROCESSED_INTENT} />
						<input type="hidden" name="id" value={message.id} />
						<button type="submit" className="btn-secondary min-h-10 px-4 py-2 text-sm" disabled={marking}>
							<Icon name="check" className="size-4" />
							{marking ? T.marking : T.markProcessed}
						</button>
					</fetcher.Form>
				)}
				<div className="sm:ml-auto">
					<ConfirmDeletion
						intent={DELETE_MESSAGE_INTENT}
						id={message.id}
						label={T.delete}
						accessibleLabel={T.deleteLabel(message.name)}
						question={T.confirmDelete}
						confirm={T.confirmDeleteButton}
					/>
				</div>
			</div>
		</article>
	)
}
