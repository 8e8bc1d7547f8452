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
 * The columns of a row that holds one mail for `queueMailPerRow`: each one's SQL type and the
 * outbox row's field it fills. The one list the insert, the record set's declaration and
 * `mailColumns` are made from.
 */
const MAIL_COLUMNS = {
	mailKind: { type: 'text', field: 'kind' },
	mailRecipient: { type: 'text', field: 'recipient' },
	mailLocale: { type: 'text', field: 'locale' },
	mailMessage: { type: 'jsonb', field: 'message' },
	mailDueAt: { type: 'timestamptz', field: 'nextAttemptAt' },
} as const satisfies Record<string, { type: string; field: keyof ReturnType<typeof outboxRow> }>

const mailColumnEntries = Object.entries(MAIL_COLUMNS)
const OUTBOX_COLUMNS_SQL = sql.raw(mailColumnEntries.map(([, { field }]) => mailOutbox[field].name).join(', '))
const MAIL_COLUMN_NAMES_SQL = sql.raw(mailColumnEntries.map(([name]) => `"${name}"`).join(', '))

/**
 * The insert that queues one mail per row of `rows`, a query of the statement's own (a CTE's
 * name) whose columns hold each mail as `mailColumns` gives them: for a statement that stores
 * records and their mail together, as atomic as a transaction, in one round trip to the
 * database instead of four (BEGIN, two inserts, COMMIT). The rows are the records the
 * statement's own conditions let through (e.g. not over a rate limit), so a record left
 * unwritten queues no mail. Call `announce()` once the statement has run. For the busiest
 * form, contact.
 */
export function queueMailPerRow(rows: string): SQL {
	return sql`insert into ${mailOutbox} (${OUTBOX_COLUMNS_SQL})
		select ${MAIL_COLUMN_NAMES_SQL} from ${sql.identifier(rows)}`
}

/** The columns of `queueMailPerRow`'s rows with their SQL types, for rows read from JSON (`jsonb_to_recordset`). */
export const MAIL_COLUMNS_SQL = sql.raw(mailColumnEntries.map(([name, { type }]) => `"${name}" ${type}`).join(', '))

type MailColumnValues = Record<keyof typeof MAIL_COLUMNS, unknown>

/** The values of those columns for `mail`, to be sent as JSON (the due time as its ISO string). */
export function mailColumns(mail: OutgoingMail): MailColumnValues {
	const row = outboxRow(mail)
	return Object.fromEntries(mailColumnEntries.map(([name, { field }]) => [name, row[field]])) as MailColumnValues
}
