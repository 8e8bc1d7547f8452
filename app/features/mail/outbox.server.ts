/**
 * Queuing mail. A feature inserts its message into `mail_outbox` in the same transaction
 * as the record it is about, so either both exist or neither; the sender
 * (mail-sender.server.ts) delivers it afterwards, with retries. Visitors never wait on,
 * or fail because of, a mail server.
 */
import { EventEmitter } from 'node:events'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server.ts'
import { type ComposedMail, mailOutbox } from '#app/db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { singleton } from '#app/lib/singleton.server.ts'

/** The database or an open transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export interface OutgoingMail extends ComposedMail {
	/** What the mail is, as `feature.purpose` (e.g. `contact.notification`). */
	kind: string
	to: string
	/** The recipient's language: the mail is written in it. */
	locale: Locale
}

/**
 * Which mail was queued: a campaign's, or any other (a notification, a confirmation). On
 * PostgreSQL the two are sent by different threads (mail-sender.server.ts, `claims`).
 */
export type QueuedMail = 'other-mail' | 'campaign-mail'

/**
 * Tells this process's senders that mail is waiting, by an event named after the mail
 * (`QueuedMail`); they also poll, for other processes' mail.
 */
export const mailQueue = singleton('mail-queue-events', () => new EventEmitter())

/** The outbox row of `mail`: due now by this process's clock, which the sender compares against. */
function outboxRow({ kind, to, locale, ...message }: OutgoingMail) {
	return { kind, recipient: to, locale, message, nextAttemptAt: new Date() }
}

const announced = new Set<QueuedMail>()

/**
 * Wakes this process's sender of `which` mail, after the caller's transaction has likely
 * committed; if it has not, the row is simply not there yet and the next poll finds it.
 * Mail queued by several requests in one turn of the event loop wakes it once (one claim
 * finds all of it).
 */
export function announce(which: QueuedMail = 'other-mail'): void {
	if (announced.has(which)) return
	announced.add(which)
	setImmediate(() => {
		announced.delete(which)
		mailQueue.emit(which)
	})
}

export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
	await executor.insert(mailOutbox).values(outboxRow(mail))
	announce()
}

/**
 * The insert that queues a mail once per row returned by the statement's data-modifying
 * CTE named `record`, for a statement that stores a record and its mail together: as
 * atomic as a transaction, in one round trip to the database instead of four (BEGIN, two
 * inserts, COMMIT), and a record the statement's own conditions leave unwritten (e.g. a
 * client over its rate limit) queues no mail. The mail is given by placeholders, whose
 * values `mailPerRecordValues` returns, so the statement can be prepared once
 * (db/prepared-statement.server.ts). Call `announce()` once the statement has run. For the
 * busiest form, contact.
 */
export function queueMailPerRecord(record: string): SQL {
	return sql`insert into ${mailOutbox} (kind, recipient, locale, message, next_attempt_at)
		select ${sql.placeholder('mailKind')}::text, ${sql.placeholder('mailRecipient')}::text,
			${sql.placeholder('mailLocale')}::text, ${sql.placeholder('mailMessage')}::jsonb,
			${sql.placeholder('mailDueAt')}::timestamptz
		from ${sql.identifier(record)}`
}

/** The values of `queueMailPerRecord`'s placeholders for `mail`. */
export function mailPerRecordValues(mail: OutgoingMail) {
	const row = outboxRow(mail)
	return {
		mailKind: row.kind,
		mailRecipient: row.recipient,
		mailLocale: row.locale,
		mailMessage: JSON.stringify(row.message),
		mailDueAt: row.nextAttemptAt.toISOString(),
	}
}
