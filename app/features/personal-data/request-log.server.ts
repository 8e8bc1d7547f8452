/**
 * The log of answered personal-data requests (issue 6): each verified view, export and
 * deletion, so the owner can show that requests were answered, without keeping the
 * personal data itself. The address is stored only as an HMAC-SHA256 under the server's
 * secret: it cannot be turned back into the address, yet whoever knows an address (and the
 * server) can find its requests with `dataRequestAddressHash`.
 */
import { createHmac } from 'node:crypto'
import { count, desc, eq } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { db } from '#app/db/client.server.ts'
import { type DataRequestAction, dataRequestLog } from '#app/db/schema.ts'
import type { Executor } from '#app/features/mail/outbox.server.ts'

/** The keyed hash of an address (already trimmed and lowercased) that the log stores. */
export function dataRequestAddressHash(email: string, secret: string = getEnv().SESSION_SECRET): string {
	return createHmac('sha256', secret).update(`data-request-address\0${email}`).digest('hex')
}

export async function logDataRequest(
	executor: Executor,
	email: string,
	action: DataRequestAction,
	now: Date = new Date(),
): Promise<void> {
	await executor.insert(dataRequestLog).values({ addressHash: dataRequestAddressHash(email), action, createdAt: now })
}

export interface DataRequestEntry {
	id: string
	/** The keyed hash of the address (hex), never the address. */
	addressHash: string
	action: DataRequestAction
	createdAt: Date
}

/**
 * A page of the log, newest first, with the total number of entries (for the admin
 * dashboard). `limit` is kept between 1 and 500.
 */
export async function listDataRequests({ limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<{
	entries: DataRequestEntry[]
	total: number
}> {
	const pageSize = Math.min(500, Math.max(1, Math.trunc(limit)))
	const skip = Math.max(0, Math.trunc(offset))
	const [entries, [totals]] = await Promise.all([
		db()
			.select({
				id: dataRequestLog.id,
				addressHash: dataRequestLog.addressHash,
				action: dataRequestLog.action,
				createdAt: dataRequestLog.createdAt,
			})
			.from(dataRequestLog)
			.orderBy(desc(dataRequestLog.createdAt), desc(dataRequestLog.seq))
			.limit(pageSize)
			.offset(skip),
		db().select({ total: count() }).from(dataRequestLog),
	])
	return { entries, total: Number(totals?.total ?? 0) }
}

/** The log entries of one address (shown to its owner in the export). */
export async function dataRequestsOf(executor: Executor, email: string): Promise<{ action: string; at: string }[]> {
	const rows = await executor
		.select({ action: dataRequestLog.action, createdAt: dataRequestLog.createdAt })
		.from(dataRequestLog)
		.where(eq(dataRequestLog.addressHash, dataRequestAddressHash(email)))
		.orderBy(dataRequestLog.createdAt, dataRequestLog.seq)
	return rows.map((row) => ({ action: row.action, at: row.createdAt.toISOString() }))
}
