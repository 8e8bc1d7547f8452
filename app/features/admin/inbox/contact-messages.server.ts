/**
 * The Contactos tab (SPEC §2, §4, §7): every contact message, newest first, a page at a time,
 * and marking one processed, one way only.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { offsetOf, PAGE_SIZE, type PageInfo, pageInfo } from '../shell/paging.ts'

export interface ContactMessage {
	id: string
	name: string
	email: string
	subject: string
	message: string
	processed: boolean
	createdAt: Date
}

export interface ContactMessagePage extends PageInfo {
	messages: ContactMessage[]
}

export async function listContactMessages(requestedPage = 1): Promise<ContactMessagePage> {
	const database = db()
	const [counted] = await database.select({ total: count() }).from(contactSubmissions)
	const info = pageInfo(requestedPage, counted?.total ?? 0)
	const messages = await database
		.select({
			id: contactSubmissions.id,
			name: contactSubmissions.name,
			email: contactSubmissions.email,
			subject: contactSubmissions.subject,
			message: contactSubmissions.message,
			processed: contactSubmissions.processed,
			createdAt: contactSubmissions.createdAt,
		})
		.from(contactSubmissions)
		.orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
		.limit(PAGE_SIZE)
		.offset(offsetOf(info))
	return { ...info, messages }
}

/** `marked`: now processed; `already`: it was (nothing changes); `missing`: no such message (e.g. erased meanwhile). */
export type MarkResult = 'marked' | 'already' | 'missing'

/**
 * Marks a message processed, with its audit record in the same transaction. The audit record
 * holds no personal data (only the message's id), so erasing the message erases the person.
 */
export async function markContactMessageProcessed(actor: AuditActor, id: string): Promise<MarkResult> {
	return db().transaction(async (tx) => {
		const [updated] = await tx
			.update(contactSubmissions)
			.set({ processed: true })
			.where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.processed, false)))
			.returning({ id: contactSubmissions.id })
		if (!updated) {
			const [existing] = await tx
				.select({ id: contactSubmissions.id })
				.from(contactSubmissions)
				.where(eq(contactSubmissions.id, id))
			return existing ? 'already' : 'missing'
		}
		await recordAudit(tx, { actor, action: 'contact.mark_processed', entity: 'contact_submission', entityId: id })
		return 'marked'
	})
}
