/**
 * What the site holds for one e-mail address, and its deletion (docs/product/pages.md data page, §7;
 * issue 6). Every query is filtered by that address alone: the export never carries
 * anyone else's records (the documented export of every cookie-consent row is not repeated;
 * those rows hold no address and cannot be linked to one).
 */
import { and, asc, count, eq, notInArray, or, sql } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import { db } from '#app/db/client.server.ts'
import {
	bookPrereservations,
	campaignRecipients,
	campaigns,
	contactSubmissions,
	dataAccessLinks,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { ownerNotificationAddress } from '#app/features/contact/contact-notification.server.ts'
import type { Executor } from '#app/features/mail/outbox.server.ts'
import { forgetOutboxFiles } from '#app/features/mail/outbox-files.server.ts'
import type { MailConfig } from '#app/features/mail/transport.server.ts'
import { lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import { dataRequestsOf, logDataRequest } from './request-log.server.ts'

export interface DataCounts {
	contactMessages: number
	newsletterSubscriptions: number
	bookPrereservations: number
}

/** The counts the verified page shows (docs/product/pages.md). */
export async function countDataOf(email: string): Promise<DataCounts> {
	const database = db()
	const [[contact], [newsletter], [book]] = await Promise.all([
		database.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.email, email)),
		database.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
		database.select({ n: count() }).from(bookPrereservations).where(eq(bookPrereservations.email, email)),
	])
	return {
		contactMessages: Number(contact?.n ?? 0),
		newsletterSubscriptions: Number(newsletter?.n ?? 0),
		bookPrereservations: Number(book?.n ?? 0),
	}
}

/**
 * The owner's own addresses (where notifications go, the public one, the sender's): mail to
 * them is the owner's, about other visitors, even when someone proves one of them.
 */
function ownerAddresses(): string[] {
	const env = getEnv()
	const sender = env.MAIL_FROM ? /<([^<>\s]+@[^<>\s]+)>\s*$|^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(env.MAIL_FROM) : null
	const addresses = [ownerNotificationAddress(env), OWNER.email, sender?.[1] ?? sender?.[2]]
	return [...new Set(addresses.filter((address) => address !== undefined).map((address) => address.toLowerCase()))]
}

/** Mail sent to the address, unless the address is the owner's (whose mail is about visitors). */
function mailTo(email: string) {
	return and(eq(mailOutbox.recipient, email), notInArray(sql`lower(${mailOutbox.recipient})`, ownerAddresses()))
}

/**
 * Outbox mail about the address: mail sent to it (`mailTo`), and the owner's notifications
 * of its contact messages (which carry the message and reply to the address).
 */
function mailAbout(email: string) {
	return or(
		mailTo(email),
		sql`${mailOutbox.message}->'replyTo'->>'address' = ${email}`,
		// Notifications queued before Reply-To was structured hold `Name <address>`.
		sql`jsonb_typeof(${mailOutbox.message}->'replyTo') = 'string' and right(${mailOutbox.message}->>'replyTo', ${email.length + 2}) = ${`<${email}>`}`,
	)
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The export file's name (docs/product/data.md: `meus-dados-` plus the date, on the Lisbon calendar like the CSV exports). */
export function exportFileName(now: Date): string {
	return `meus-dados-${lisbonIsoDate(now)}.json`
}

/**
 * Every record held for the address, as the export file's content: the records under
 * the documented table names, the consents that can be linked to the address, the mail the
 * site sent it (subject and status: the bodies carry working links; none for the owner's
 * own address, whose mail is about other visitors), and the log of its
 * requests. The export itself is logged first, so it
 * appears in its own file.
 */
export async function exportDataOf(email: string, now: Date = new Date()) {
	return db().transaction(async (tx) => {
		await logDataRequest(tx, email, 'export', now)
		const [contacts, subscriptions, prereservations, mail, campaignMail, requests] = await Promise.all([
			tx
				.select()
				.from(contactSubmissions)
				.where(eq(contactSubmissions.email, email))
				.orderBy(asc(contactSubmissions.createdAt)),
			tx
				.select()
				.from(newsletterSubscriptions)
				.where(eq(newsletterSubscriptions.email, email))
				.orderBy(asc(newsletterSubscriptions.createdAt)),
			tx
				.select()
				.from(bookPrereservations)
				.where(eq(bookPrereservations.email, email))
				.orderBy(asc(bookPrereservations.createdAt)),
			tx
				.select({
					id: mailOutbox.id,
					kind: mailOutbox.kind,
					recipient: mailOutbox.recipient,
					message: mailOutbox.message,
					status: mailOutbox.status,
					createdAt: mailOutbox.createdAt,
					sentAt: mailOutbox.sentAt,
				})
				.from(mailOutbox)
				.where(mailTo(email))
				.orderBy(asc(mailOutbox.createdAt)),
			tx
				.select({
					campaignId: campaignRecipients.campaignId,
					audience: campaigns.audience,
					locale: campaignRecipients.locale,
					outboxId: campaignRecipients.outboxId,
					createdAt: campaignRecipients.createdAt,
				})
				.from(campaignRecipients)
				.innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
				.where(eq(campaignRecipients.email, email))
				.orderBy(asc(campaignRecipients.createdAt)),
			dataRequestsOf(tx, email),
		])
		return {
			email,
			exported_at: now.toISOString(),
			contact_submissions: contacts.map((row) => ({
				id: row.id,
				name: row.name,
				email: row.email,
				subject: row.subject,
				message: row.message,
				locale: row.locale,
				processed: row.processed,
				gdpr_consent_timestamp: iso(row.gdprConsentTimestamp),
				ip_address: row.ipAddress,
				created_at: iso(row.createdAt),
			})),
			newsletter_subscriptions: subscriptions.map((row) => ({
				id: row.id,
				email: row.email,
				locale: row.locale,
				confirmed: row.confirmed,
				confirmed_at: iso(row.confirmedAt),
				last_interaction_at: iso(row.lastInteractionAt),
				repermission_sent_at: iso(row.repermissionSentAt),
				consent_timestamp: iso(row.consentTimestamp),
				ip_address: row.ipAddress,
				created_at: iso(row.createdAt),
			})),
			book_prereservations: prereservations.map((row) => ({
				id: row.id,
				name: row.name,
				email: row.email,
				source: row.source,
				locale: row.locale,
				created_at: iso(row.createdAt),
			})),
			consents: [
				...contacts.map((row) => ({
					purpose: 'contact_form_privacy_policy',
					record: `contact_submissions/${row.id}`,
					given_at: iso(row.gdprConsentTimestamp),
				})),
				...subscriptions.map((row) => ({
					purpose: 'newsletter',
					record: `newsletter_subscriptions/${row.id}`,
					given_at: iso(row.consentTimestamp),
					confirmed_at: iso(row.confirmedAt),
				})),
				...prereservations.map((row) => ({
					purpose: 'book_prereservation_privacy_policy',
					record: `book_prereservations/${row.id}`,
					given_at: iso(row.createdAt),
				})),
			],
			cookie_consents_note:
				'As escolhas de cookies são guardadas com um identificador aleatório e sem e-mail, por isso não podem ser associadas a este endereço.',
			mail_sent_to_you: mail.map((row) => ({
				id: row.id,
				kind: row.kind,
				to: row.recipient,
				subject: row.message.subject,
				status: row.status,
				queued_at: iso(row.createdAt),
				sent_at: iso(row.sentAt),
			})),
			// The campaigns (newsletter issues, the book's launch notice) addressed to you; the
			// mail itself is in mail_sent_to_you while it is kept.
			campaign_recipients: campaignMail.map((row) => ({
				campaign_id: row.campaignId,
				audience: row.audience,
				email,
				locale: row.locale,
				mail_id: row.outboxId,
				queued_at: iso(row.createdAt),
			})),
			data_requests: requests,
		}
	})
}

export type DataExport = Awaited<ReturnType<typeof exportDataOf>>

export interface DeletedCounts extends DataCounts {
	mail: number
}

/**
 * Deletes everything held for the address in one transaction: contact messages, newsletter
 * subscriptions, book pre-reservations, any outbox mail about it (sent, pending or failed,
 * so no further mail goes out, campaign mail included), the campaigns' record of having
 * addressed it, and its access links (which ends the verified session).
 * The request log keeps one line, with the address hashed. Once that is committed, the
 * `.eml` copies of the deleted mail go from the outbox folder (when mail is written there).
 */
export async function deleteDataOf(
	email: string,
	now: Date = new Date(),
	mailConfig: Pick<MailConfig, 'SMTP_URL' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'> = getEnv(),
): Promise<DeletedCounts> {
	const { counts, mailIds } = await db().transaction(async (tx) => deleteDataIn(tx, email, now))
	try {
		await forgetOutboxFiles(mailIds, mailConfig)
	} catch (error) {
		// The records are gone; the retention job removes the files when their period ends.
		logger.error({ err: error, files: mailIds.length }, 'the outbox files of deleted mail could not be removed')
	}
	return counts
}

async function deleteDataIn(
	tx: Executor,
	email: string,
	now: Date,
): Promise<{ counts: DeletedCounts; mailIds: string[] }> {
	const id = { id: sql<string>`id` }
	const contacts = await tx.delete(contactSubmissions).where(eq(contactSubmissions.email, email)).returning(id)
	const subscriptions = await tx
		.delete(newsletterSubscriptions)
		.where(eq(newsletterSubscriptions.email, email))
		.returning(id)
	const prereservations = await tx.delete(bookPrereservations).where(eq(bookPrereservations.email, email)).returning(id)
	const mail = await tx.delete(mailOutbox).where(mailAbout(email)).returning(id)
	await tx.delete(campaignRecipients).where(eq(campaignRecipients.email, email))
	await tx.delete(dataAccessLinks).where(eq(dataAccessLinks.email, email))
	await logDataRequest(tx, email, 'delete', now)
	return {
		counts: {
			contactMessages: contacts.length,
			newsletterSubscriptions: subscriptions.length,
			bookPrereservations: prereservations.length,
			mail: mail.length,
		},
		mailIds: mail.map((row) => row.id),
	}
}
