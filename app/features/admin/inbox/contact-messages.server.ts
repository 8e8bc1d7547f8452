/**
 * The Contactos tab (docs/product/pages.md): the contact messages, newest first, a page at a
 * time, filtered by processed or not and searched by name, e-mail or subject; marking one
 * processed (one way only) and deleting one, each audited.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { offsetOf, PAGE_SIZE, type PageInfo, pageInfo } from '../shell/paging.ts'
import type { ContactFilter } from './contact-messages.ts'
import { containsPattern } from './inbox-search.ts'

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

export interface ContactQuery {
	page?: number
	/** Part of the name, e-mail or subject, any case; '' for none. */
	search?: string
	filter?: ContactFilter
}

function conditionsOf({ search = '', filter = 'todas' }: ContactQuery): SQL | undefined {
	const conditions: (SQL | undefined)[] = []
	if (filter !== 'todas') conditions.push(eq(contactSubmissions.processed, filter === 'processadas'))
	if (search) {
		const pattern = containsPattern(search)
		conditions.push(
			or(
				ilike(contactSubmissions.name, pattern),
				ilike(contactSubmissions.email, pattern),
				ilike(contactSubmissions.subject, pattern),
			),
		)
	}
	return and(...conditions)
}

export async function listContactMessages(query: ContactQuery | number = {}): Promise<ContactMessagePage> {
	const { page: requestedPage = 1, ...rest } = typeof query === 'number' ? { page: query } : query
	const database = db()
	const where = conditionsOf(rest)
	const [counted] = await database.select({ total: count() }).from(contactSubmissions).where(where)
	const info = pageInfo(requestedPage, Number(counted?.total ?? 0))
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
		.where(where)
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

/**
 * Deletes a message for good, with its audit record in the same transaction (the message's id
 * only: no personal data stays behind). `false` when there was no such message.
 */
export async function deleteContactMessage(actor: AuditActor, id: string): Promise<boolean> {
	return db().transaction(async (tx) => {
		const [deleted] = await tx
			.delete(contactSubmissions)
			.where(eq(contactSubmissions.id, id))
			.returning({ id: contactSubmissions.id })
		if (!deleted) return false
		await recordAudit(tx, { actor, action: 'contact.delete', entity: 'contact_submission', entityId: id })
		return true
	})
}
