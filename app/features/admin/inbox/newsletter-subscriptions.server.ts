/**
 * The Newsletter tab (docs/product/pages.md): the subscriptions newest first, a page at a
 * time, searched by e-mail; the confirmed and pending counts; the CSV of confirmed subscribers;
 * sending a pending subscriber the confirmation mail again (at most once per
 * RESEND_INTERVAL_MINUTES per subscription) and removing a subscriber, each audited.
 */
import { and, count, desc, eq, gt, ilike, inArray, like, max } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { auditLog, mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { type CsvFile, newsletterCsv } from '#app/features/exports/csv.ts'
import { enqueueMail } from '#app/features/mail/outbox.server.ts'
import { confirmationMail } from '#app/features/newsletter/newsletter-mail.server.ts'
import { DEFAULT_LOCALE, isLocale } from '#app/i18n/locales.ts'
import { offsetOf, PAGE_SIZE, type PageInfo, pageInfo } from '../shell/paging.ts'
import { containsPattern } from './inbox-search.ts'

import { RESEND_INTERVAL_MINUTES } from './newsletter-subscriptions.ts'

export { RESEND_INTERVAL_MINUTES }

const RESEND_INTERVAL_MS = RESEND_INTERVAL_MINUTES * 60 * 1000
const RESEND_ACTION = 'newsletter.resend_confirmation'

export interface Subscription {
	id: string
	email: string
	confirmed: boolean
	createdAt: Date
	/** When an admin last sent a pending subscription its confirmation again, if within RESEND_INTERVAL_MINUTES: no resend before then. */
	resentAt: Date | null
}

export interface SubscriptionPage extends PageInfo {
	subscriptions: Subscription[]
	confirmed: number
	pending: number
}

export interface SubscriptionQuery {
	page?: number
	/** Part of the e-mail address, any case; '' for none. */
	search?: string
	now?: Date
}

/** When each of the subscriptions `ids` was last sent the confirmation again, if within the resend interval. */
async function recentResends(ids: string[], now: Date): Promise<Map<string, Date>> {
	if (ids.length === 0) return new Map()
	const rows = await db()
		.select({ id: auditLog.entityId, sentAt: max(auditLog.createdAt) })
		.from(auditLog)
		.where(
			and(
				eq(auditLog.action, RESEND_ACTION),
				inArray(auditLog.entityId, ids),
				gt(auditLog.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
			),
		)
		.groupBy(auditLog.entityId)
	return new Map(rows.flatMap((row) => (row.id && row.sentAt ? [[row.id, new Date(row.sentAt)] as const] : [])))
}

export async function listSubscriptions(query: SubscriptionQuery | number = {}): Promise<SubscriptionPage> {
	const { page: requestedPage = 1, search = '', now = new Date() } = typeof query === 'number' ? { page: query } : query
	const database = db()
	const counts = await database
		.select({ confirmed: newsletterSubscriptions.confirmed, total: count() })
		.from(newsletterSubscriptions)
		.groupBy(newsletterSubscriptions.confirmed)
	const confirmed = Number(counts.find((row) => row.confirmed)?.total ?? 0)
	const pending = Number(counts.find((row) => !row.confirmed)?.total ?? 0)
	const where = search ? ilike(newsletterSubscriptions.email, containsPattern(search)) : undefined
	const [matching] = search
		? await database.select({ total: count() }).from(newsletterSubscriptions).where(where)
		: [{ total: confirmed + pending }]
	const info = pageInfo(requestedPage, Number(matching?.total ?? 0))
	const rows = await database
		.select({
			id: newsletterSubscriptions.id,
			email: newsletterSubscriptions.email,
			confirmed: newsletterSubscriptions.confirmed,
			createdAt: newsletterSubscriptions.createdAt,
		})
		.from(newsletterSubscriptions)
		.where(where)
		.orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
		.limit(PAGE_SIZE)
		.offset(offsetOf(info))
	const resent = await recentResends(
		rows.filter((row) => !row.confirmed).map((row) => row.id),
		now,
	)
	const subscriptions = rows.map((row) => ({
		...row,
		resentAt: row.confirmed ? null : (resent.get(row.id) ?? null),
	}))
	return { ...info, subscriptions, confirmed, pending }
}

/** `sent`; `too-soon` (a confirmation mail went within the interval); `confirmed` (nothing to confirm); `missing`. */
export type ResendResult = 'sent' | 'too-soon' | 'confirmed' | 'missing'

/**
 * Queues the newsletter's own confirmation mail again for a pending subscription, with a fresh
 * link (it works CONFIRM_LINK_DAYS from now), and records it in the audit log, in one
 * transaction. Refused when an admin sent it again less than RESEND_INTERVAL_MINUTES ago (the
 * audit log says when), so the button cannot flood someone's inbox. The name typed at signup
 * is not stored, so the mail greets the address.
 */
export async function resendConfirmation(actor: AuditActor, id: string, now = new Date()): Promise<ResendResult> {
	return db().transaction(async (tx) => {
		const [subscription] = await tx
			.select({
				id: newsletterSubscriptions.id,
				email: newsletterSubscriptions.email,
				locale: newsletterSubscriptions.locale,
				confirmed: newsletterSubscriptions.confirmed,
			})
			.from(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.id, id))
			.for('update')
		if (!subscription) return 'missing'
		if (subscription.confirmed) return 'confirmed'
		const [recent] = await tx
			.select({ seq: auditLog.seq })
			.from(auditLog)
			.where(
				and(
					eq(auditLog.action, RESEND_ACTION),
					eq(auditLog.entityId, id),
					gt(auditLog.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
				),
			)
			.limit(1)
		if (recent) return 'too-soon'
		const locale = isLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE
		await enqueueMail(tx, confirmationMail({ ...subscription, locale }, now))
		await recordAudit(tx, {
			actor,
			action: RESEND_ACTION,
			entity: 'newsletter_subscription',
			entityId: id,
		})
		return 'sent'
	})
}

/**
 * Removes a subscriber: the subscription is deleted (nothing is kept of the address, as when
 * they unsubscribe themselves), and so is any newsletter mail still waiting for them; the
 * audit record keeps only the subscription's id. `false` when there was no such subscription.
 */
export async function removeSubscription(actor: AuditActor, id: string): Promise<boolean> {
	return db().transaction(async (tx) => {
		const [removed] = await tx
			.delete(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.id, id))
			.returning({ email: newsletterSubscriptions.email })
		if (!removed) return false
		await tx
			.delete(mailOutbox)
			.where(
				and(
					eq(mailOutbox.recipient, removed.email),
					like(mailOutbox.kind, 'newsletter.%'),
					eq(mailOutbox.status, 'pending'),
				),
			)
		await recordAudit(tx, {
			actor,
			action: 'newsletter.remove_subscriber',
			entity: 'newsletter_subscription',
			entityId: id,
		})
		return true
	})
}

/**
 * The confirmed subscribers as `newsletter-{date}.csv` (docs/product/data.md). Taking personal data out of
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
