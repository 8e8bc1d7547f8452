/**
 * The Livro tab (docs/product/pages.md, behaviour.md, data.md): the book pre-reservations newest first, a page at a time,
 * deleting one, their CSV, and the owner's switch `book_prereservation_enabled`, which the
 * public site reads on every request (`isPrereservationOpen`) and whose change empties the
 * public page cache, so it takes effect at once.
 */
import { count, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { bookPrereservations, siteSettings } from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { isPrereservationOpen } from '#app/features/book/prereservation.server.ts'
import { type CsvFile, prereservationsCsv } from '#app/features/exports/csv.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { offsetOf, PAGE_SIZE, type PageInfo, pageInfo } from '../shell/paging.ts'

export const PRERESERVATION_SETTING = 'book_prereservation_enabled'

export interface PrereservationRow {
	id: string
	name: string
	email: string
	source: string
	createdAt: Date
}

export interface PrereservationPage extends PageInfo {
	prereservations: PrereservationRow[]
	enabled: boolean
}

const columns = {
	id: bookPrereservations.id,
	name: bookPrereservations.name,
	email: bookPrereservations.email,
	source: bookPrereservations.source,
	createdAt: bookPrereservations.createdAt,
}

export async function listPrereservations(requestedPage = 1): Promise<PrereservationPage> {
	const database = db()
	const [counted] = await database.select({ total: count() }).from(bookPrereservations)
	const info = pageInfo(requestedPage, counted?.total ?? 0)
	const prereservations = await database
		.select(columns)
		.from(bookPrereservations)
		.orderBy(desc(bookPrereservations.createdAt), desc(bookPrereservations.id))
		.limit(PAGE_SIZE)
		.offset(offsetOf(info))
	return { ...info, prereservations, enabled: await isPrereservationOpen() }
}

/** Deletes one pre-reservation; false when it no longer exists. The audit record keeps only its id. */
export async function deletePrereservation(actor: AuditActor, id: string): Promise<boolean> {
	return db().transaction(async (tx) => {
		const [deleted] = await tx
			.delete(bookPrereservations)
			.where(eq(bookPrereservations.id, id))
			.returning({ id: bookPrereservations.id })
		if (!deleted) return false
		await recordAudit(tx, { actor, action: 'book_prereservation.delete', entity: 'book_prereservation', entityId: id })
		return true
	})
}

/** Opens or closes pre-reservations on the public site, at once. */
export async function setPrereservationEnabled(actor: AuditActor, enabled: boolean): Promise<void> {
	await db().transaction(async (tx) => {
		await tx
			.insert(siteSettings)
			.values({ key: PRERESERVATION_SETTING, value: enabled })
			.onConflictDoUpdate({ target: siteSettings.key, set: { value: enabled, updatedAt: new Date() } })
		await recordAudit(tx, {
			actor,
			action: 'settings.update',
			entity: 'site_settings',
			entityId: PRERESERVATION_SETTING,
			details: { value: enabled },
		})
	})
	// After the commit, so no page rendered from the old value can be cached afterwards.
	await invalidatePublicPages()
}

/** Every pre-reservation as `pre-reservas-livro-{date}.csv`; the export is recorded in the audit log. */
export async function exportPrereservations(actor: AuditActor, now = new Date()): Promise<CsvFile> {
	return db().transaction(async (tx) => {
		const rows = await tx.select(columns).from(bookPrereservations).orderBy(desc(bookPrereservations.createdAt))
		const file = prereservationsCsv(rows, now)
		await recordAudit(tx, {
			actor,
			action: 'book_prereservation.export',
			entity: 'book_prereservation',
			details: { rows: rows.length, file: file.fileName },
		})
		return file
	})
}
