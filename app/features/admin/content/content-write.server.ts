/**
 * Every content write of the admin: the change and its audit record in one transaction,
 * then the public page cache emptied, so the public page shows the change on the next
 * request (docs/decisions/002, admin contract), and the stored files of the images the change
 * replaced or whose record it deleted removed (docs/product/rules.md, "Images").
 */
import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { db } from '#app/db/client.server.ts'
import { type AuditActor, type AuditEntry, recordAudit } from '#app/features/auth/audit.server.ts'
import { discardImages } from '#app/features/uploads/orphan-images.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

export type Transaction = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

export interface ContentChange<T> {
	result: T
	audit?: Omit<AuditEntry, 'actor'>
	/** Image addresses the change stopped using (replaced, or their record deleted). */
	discardedImages?: (string | null | undefined)[]
}

/**
 * Runs `change` in a transaction; the audit entry it returns is recorded in the same
 * transaction (none when it returns undefined: nothing changed). The cache is emptied after
 * the commit, never inside the transaction; then the images the change dropped are removed
 * from `storage` (the configured one by default) unless another record still uses them.
 */
export async function writeContent<T>(
	actor: AuditActor,
	change: (tx: Transaction) => Promise<ContentChange<T>>,
	{ storage }: { storage?: ImageStorage } = {},
): Promise<T> {
	let changed = false
	let discarded: ContentChange<T>['discardedImages'] = []
	const result = await db().transaction(async (tx) => {
		const { result, audit, discardedImages } = await change(tx)
		if (audit) {
			await recordAudit(tx, { ...audit, actor })
			changed = true
		}
		discarded = discardedImages ?? []
		return result
	})
	if (changed) await invalidatePublicPages()
	if (discarded.length > 0) await discardImages(discarded, storage)
	return result
}

/** The image address a save leaves behind: the old one, when the save replaces or removes it. */
export function replacedImage(before: string | null | undefined, after: string | null): string | null {
	return before && before !== after ? before : null
}

/** Thrown by a save, delete or move whose record no longer exists. */
export class RecordNotFoundError extends Error {
	override name = 'RecordNotFoundError'
	constructor() {
		super('o registo já não existe')
	}
}

/** 'Erro ao guardar: {message}' (docs/product/messages.md), for any content save that fails. */
export const saveFailed = ADMIN_TEXTS.content.saveFailed

/** A message for the admin from a failed write (the database's own text, docs/product/messages.md). */
export function errorMessage(error: unknown): string {
	return error instanceof Error && error.message ? error.message : String(error)
}

/** A content table whose rows the dashboard deletes one at a time, with their image. */
export interface DeletableRecords {
	table: PgTable
	id: AnyPgColumn
	image: AnyPgColumn
	entity: 'project' | 'article' | 'testimonial'
	/** What the audit entry names the record by: its column, and the Portuguese of a translated one. */
	label: { key: 'title' | 'name'; column: AnyPgColumn; read?: (value: unknown) => unknown }
}

/** Deletes one record, audited as `{entity}.delete` with its name; its image is removed after the commit. */
export function deleteRecord(
	actor: AuditActor,
	records: DeletableRecords,
	id: string,
	storage?: ImageStorage,
): Promise<void> {
	return writeContent(
		actor,
		async (tx) => {
			const [row] = await tx
				.delete(records.table)
				.where(eq(records.id, id))
				.returning({ image: records.image, label: records.label.column })
			if (!row) throw new RecordNotFoundError()
			const label = records.label.read ? records.label.read(row.label) : row.label
			return {
				result: undefined,
				audit: {
					action: `${records.entity}.delete`,
					entity: records.entity,
					entityId: id,
					details: { [records.label.key]: label },
				},
				discardedImages: [typeof row.image === 'string' ? row.image : null],
			}
		},
		{ storage },
	)
}
