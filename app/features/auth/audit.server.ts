/**
 * The audit log: who changed what, and when (issue 5, "Effects"). Every admin write calls
 * `recordAudit` with the same transaction as the change, so a change and its record are
 * committed together or not at all.
 */
import { desc, sql } from 'drizzle-orm'
import { type Database, db } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema.ts'

/** A database or an open transaction (anything that can insert). */
export type AuditWriter = Pick<Database, 'insert'>

export interface AuditActor {
	/** The user's id; null when the action is not done by a signed-in user (e.g. the CLI). */
	id: string | null
	email: string
}

export interface AuditEntry {
	actor: AuditActor
	/** What was done, as `entity.verb`, e.g. `project.update`. */
	action: string
	entity?: string
	entityId?: string
	details?: Record<string, unknown>
}

export type AuditRecord = typeof auditLog.$inferSelect

export async function recordAudit(writer: AuditWriter, entry: AuditEntry): Promise<void> {
	const action = entry.action.trim()
	if (!action) throw new Error('An audit record needs an action')
	await writer.insert(auditLog).values({
		actorUserId: entry.actor.id,
		actorEmail: entry.actor.email.trim().toLowerCase(),
		action,
		entity: entry.entity ?? null,
		entityId: entry.entityId ?? null,
		details: entry.details ?? null,
	})
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface AuditPage {
	/** At most 500; 50 by default. */
	limit?: number
	/** Only records older than this one: the id of the last record of the previous page. */
	before?: string
}

/**
 * Audit records, newest first; ties on the time are broken by insertion order, and the cursor is
 * compared in the database (microsecond times never pass through a millisecond Date),
 * so pages neither overlap nor skip a record.
 */
export async function listAudit(
	{ limit = 50, before }: AuditPage = {},
	database: Database = db(),
): Promise<AuditRecord[]> {
	const size = Math.min(Math.max(Math.trunc(limit) || 50, 1), 500)
	if (before !== undefined && !UUID.test(before)) throw new TypeError('`before` must be the id of an audit record')
	const olderThan = before
		? sql`(${auditLog.createdAt}, ${auditLog.seq}) < (select c.created_at, c.seq from audit_log c where c.id = ${before})`
		: undefined
	return database
		.select()
		.from(auditLog)
		.where(olderThan)
		.orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
		.limit(size)
}
