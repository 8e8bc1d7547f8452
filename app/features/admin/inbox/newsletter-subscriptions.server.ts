/**
 * The Newsletter tab (SPEC §2, §7): every subscription newest first, a page at a time, the
 * confirmed and pending counts, and the CSV of confirmed subscribers.
 */
import { count, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { newsletterSubscriptions } from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { type CsvFile, newsletterCsv } from '#app/features/exports/csv.ts'
import { offsetOf, PAGE_SIZE, type PageInfo, pageInfo } from '../shell/paging.ts'

export interface Subscription {
	id: string
	email: string
	confirmed: boolean
	createdAt: Date
}

export interface SubscriptionPage extends PageInfo {
	subscriptions: Subscription[]
	confirmed: number
	pending: number
}

export async function listSubscriptions(requestedPage = 1): Promise<SubscriptionPage> {
	const database = db()
	const counts = await database
		.select({ confirmed: newsletterSubscriptions.confirmed, total: count() })
		.from(newsletterSubscriptions)
		.groupBy(newsletterSubscriptions.confirmed)
	const confirmed = counts.find((row) => row.confirmed)?.total ?? 0
	const pending = counts.find((row) => !row.confirmed)?.total ?? 0
	const info = pageInfo(requestedPage, confirmed + pending)
	const subscriptions = await database
		.select({
			id: newsletterSubscriptions.id,
			email: newsletterSubscriptions.email,
			confirmed: newsletterSubscriptions.confirmed,
			createdAt: newsletterSubscriptions.createdAt,
		})
		.from(newsletterSubscriptions)
		.orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
		.limit(PAGE_SIZE)
		.offset(offsetOf(info))
	return { ...info, subscriptions, confirmed, pending }
}

/**
 * The confirmed subscribers as `newsletter-{date}.csv` (SPEC §7). Taking personal data out of
 * the site is recorded in the audit log (who, when, how many rows), in the same transaction
 * as the read.
 */
export async function exportNewsletter(actor: AuditActor, now = new Date()): Promise<CsvFile> {
	return db().transaction(async (tx) => {
		const rows = await tx
			.select({
				email: newsletterSubscriptions.email,
				confirmed: newsletterSubscriptions.confirmed,
				createdAt: newsletterSubscriptions.createdAt,
			})
			.from(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.confirmed, true))
			.orderBy(desc(newsletterSubscriptions.createdAt))
		const file = newsletterCsv(rows, now)
		await recordAudit(tx, {
			actor,
			action: 'newsletter.export',
			entity: 'newsletter_subscription',
			details: { rows: rows.length, file: file.fileName },
		})
		return file
	})
}
