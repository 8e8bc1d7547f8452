/**
 * Queuing mail. A feature inserts its message into `mail_outbox` in the same transaction
 * as the record it is about, so either both exist or neither; the sender
 * (mail-sender.server.ts) delivers it afterwards, with retries. Visitors never wait on,
 * or fail because of, a mail server.
 */
import { EventEmitter } from 'node:events'
import type { Database } from '#app/db/client.server.ts'
import { mailOutbox, type StoredMail } from '#app/db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { singleton } from '#app/lib/singleton.server.ts'

/** The database or an open transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export interface OutgoingMail extends StoredMail {
	/** What the mail is, as `feature.purpose` (e.g. `contact.notification`). */
	kind: string
	to: string
	/** The recipient's language: the mail is written in it. */
	locale: Locale
}

/** Tells this process's sender that mail is waiting (it also polls, for other processes' mail). */
export const mailQueue = singleton('mail-queue-events', () => new EventEmitter())

export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
	const { kind, to, locale, ...message } = mail
	// Due now by this process's clock, which the sender compares against (the column's
	// database default could be a fraction of a millisecond ahead of it and skip a run).
	await executor.insert(mailOutbox).values({ kind, recipient: to, locale, message, nextAttemptAt: new Date() })
	// Listeners run after the caller's transaction is likely committed; if not, the row is
	// simply not there yet and the next poll finds it.
	setImmediate(() => mailQueue.emit('queued'))
}
