/**
 * Every content write of the admin: the change and its audit record in one transaction,
 * then the public page cache emptied, so the public page shows the change on the next
 * request (docs/decisions/002, admin contract).
 */
import { db } from '#app/db/client.server.ts'
import { type AuditActor, type AuditEntry, recordAudit } from '#app/features/auth/audit.server.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

type Transaction = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/**
 * Runs `change` in a transaction; the audit entry it returns is recorded in the same
 * transaction (none when it returns undefined: nothing changed). The cache is emptied after
 * the commit, never inside the transaction.
 */
export async function writeContent<T>(
	actor: AuditActor,
	change: (tx: Transaction) => Promise<{ result: T; audit?: Omit<AuditEntry, 'actor'> }>,
): Promise<T> {
	let changed = false
	const result = await db().transaction(async (tx) => {
		const { result, audit } = await change(tx)
		if (audit) {
			await recordAudit(tx, { ...audit, actor })
			changed = true
		}
		return result
	})
	if (changed) await invalidatePublicPages()
	return result
}

/** 'Erro ao guardar: {message}' (docs/product/messages.md), for any content save that fails. */
export const saveFailed = ADMIN_TEXTS.content.saveFailed

/** A message for the admin from a failed write (the database's own text, docs/product/messages.md). */
export function errorMessage(error: unknown): string {
	return error instanceof Error && error.message ? error.message : String(error)
}
