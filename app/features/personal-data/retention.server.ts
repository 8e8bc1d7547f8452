/**
 * The retention job (docs/product/rules.md, issue 6): deletes what the privacy policy says is kept no
 * longer, by the periods of `retention-periods.ts` (the policy prints the same ones).
 *
 * - contact messages older than `contactMessages`;
 * - newsletter sign-ups unconfirmed after `newsletterUnconfirmed`, and subscriptions whose
 *   last interaction (confirming, confirming again, "keep me subscribed": the site tracks no
 *   opens or clicks) is older than `newsletterInactive` and that did not answer the
 *   re-permission mail within `newsletterRepermissionNotice`, with any newsletter mail still
 *   queued for them; and, `newsletterRepermissionNotice` before that mark, it queues that
 *   mail, once per subscription and period (newsletter/newsletter-interaction.server.ts);
 * - every book pre-reservation once the launch (the Livro tab's launch date once the book is
 *   out, else BOOK_LAUNCH_DATE; book-launch.server.ts) is more than
 *   `bookPrereservationsAfterLaunch` ago; none while no launch date is set;
 * - cookie-consent records older than `cookieConsents`;
 * - outbox mail older than `sentMail` (campaign mail included), the campaign recipients
 *   recorded that long ago, and the outbox folder's `.eml` copies older than that
 *   (when mail is written there); request-log lines older than `dataRequestLog`;
 * - access links of the data page whose link and session have both expired;
 * - stored images no content row uses, once a day old (`uploads/orphan-images.server.ts`).
 *
 * One transaction per run, holding a transaction-scoped advisory lock: with several server
 * processes on one PostgreSQL only one runs at a time, and the others skip. The daily
 * schedule is shared through `app_state`, so the fleet runs it about once a day, not once
 * per process. A dry run counts what would go and changes nothing.
 */

import type { SQL } from 'drizzle-orm'
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { getEnv } from '#app/config/env.server.ts'
import { type Database, db } from '#app/db/client.server.ts'
import {
	appState,
	bookPrereservations,
	campaignRecipients,
	contactSubmissions,
	cookieConsents,
	dataAccessLinks,
	dataRequestLog,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { bookLaunchDateForRetention } from '#app/features/book/book-launch.server.ts'
import type { Executor } from '#app/features/mail/outbox.server.ts'
import { pruneOutboxFolder } from '#app/features/mail/outbox-files.server.ts'
import type { MailConfig } from '#app/features/mail/transport.server.ts'
import { queueRepermissionMails, unansweredPastMark } from '#app/features/newsletter/newsletter-interaction.server.ts'
import { sweepOrphanImages } from '#app/features/uploads/orphan-images.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { spentLinks } from './data-access.server.ts'
import { formatPeriod, periodCutoff, RETENTION_PERIODS } from './retention-periods.ts'

/** What each run reports, per table (newsletter split by rule). */
export interface RetentionCounts {
	contact_submissions: number
	newsletter_unconfirmed: number
	newsletter_inactive: number
	book_prereservations: number
	cookie_consents: number
	mail_outbox: number
	/** Who a campaign went to: kept as long as the mail itself (campaigns keep only their figures). */
	campaign_recipients: number
	mail_outbox_files: number
	data_request_log: number
	data_access_links: number
	orphan_images: number
}

export type RetentionResult =
	| {
			status: 'done'
			dryRun: boolean
			at: Date
			counts: RetentionCounts
			/** Newsletter re-permission mails queued (or, in a dry run, due): nothing is removed for them. */
			repermissionMails: number
			bookLaunchDate: Date | undefined
	  }
	| { status: 'skipped'; reason: 'locked' | 'not-due' }

export interface RetentionOptions {
	/** Default: the app's database. */
	database?: Database
	now?: Date
	dryRun?: boolean
	/** The book's launch day; default `bookLaunchDateForRetention`. Undefined: the book is not out, pre-reservations stay. */
	bookLaunchDate?: Date | undefined
	/** Skip the run when the last real run is more recent than this (the daily schedule). */
	skipIfRanWithinMs?: number
	/** Where mail is written (its `.eml` files are pruned too); default the app's configuration. */
	mailConfig?: Pick<MailConfig, 'SMTP_URL' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>
	/** Where uploaded images are (orphans are removed); default the configured storage. */
	imageStorage?: ImageStorage
}

/** Any number that no other advisory lock of the app uses (the migrations use 727001). */
const RETENTION_LOCK_KEY = 727_002
const LAST_RUN_KEY = 'retention.last_run'

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000
/** How often each process looks whether the daily run is due. */
export const RETENTION_CHECK_MS = 60 * 60_000

/** Deletes (or, in a dry run, counts) the rows `where` selects. */
async function sweep(tx: Executor, table: PgTable, where: SQL | undefined, dryRun: boolean): Promise<number> {
	if (dryRun) {
		const [row] = await tx.select({ n: sql<number>`count(*)` }).from(table).where(where)
		return Number(row?.n ?? 0)
	}
	const removed = await tx.delete(table).where(where).returning({ one: sql`1` })
	return removed.length
}

export async function runRetention(options: RetentionOptions = {}): Promise<RetentionResult> {
	const database = options.database ?? db()
	const now = options.now ?? new Date()
	const dryRun = options.dryRun ?? false
	const bookLaunchDate =
		'bookLaunchDate' in options ? options.bookLaunchDate : await bookLaunchDateForRetention(database)
	const cutoff = (kind: keyof typeof RETENTION_PERIODS) => periodCutoff(RETENTION_PERIODS[kind], now)

	const result = await database.transaction(async (tx) => {
		const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`)
		const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows
		if (!lock?.locked) return { status: 'skipped', reason: 'locked' } as const

		if (options.skipIfRanWithinMs !== undefined) {
			const [last] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, LAST_RUN_KEY))
			const lastAt = Date.parse(String((last?.value as { at?: string } | undefined)?.at ?? ''))
			if (Number.isFinite(lastAt) && now.getTime() - lastAt < options.skipIfRanWithinMs) {
				return { status: 'skipped', reason: 'not-due' } as const
			}
		}

		// Newsletter rows first, so their queued mail can be found by address before it goes.
		const unconfirmed = and(
			eq(newsletterSubscriptions.confirmed, false),
			lt(newsletterSubscriptions.createdAt, cutoff('newsletterUnconfirmed')),
		)
		const inactive = unansweredPastMark(now)
		if (!dryRun) {
			const leaving = await tx
				.select({ email: newsletterSubscriptions.email })
				.from(newsletterSubscriptions)
				.where(sql`(${unconfirmed}) or (${inactive})`)
			const emails = leaving.map((row) => row.email)
			if (emails.length > 0) {
				await tx
					.delete(mailOutbox)
					.where(
						and(
							inArray(mailOutbox.recipient, emails),
							like(mailOutbox.kind, 'newsletter.%'),
							eq(mailOutbox.status, 'pending'),
						),
					)
			}
		}

		const launchOver = bookLaunchDate !== undefined && bookLaunchDate < cutoff('bookPrereservationsAfterLaunch')
		const counts: RetentionCounts = {
			contact_submissions: await sweep(
				tx,
				contactSubmissions,
				lt(contactSubmissions.createdAt, cutoff('contactMessages')),
				dryRun,
			),
			newsletter_unconfirmed: await sweep(tx, newsletterSubscriptions, unconfirmed, dryRun),
			newsletter_inactive: await sweep(tx, newsletterSubscriptions, inactive, dryRun),
			book_prereservations: launchOver ? await sweep(tx, bookPrereservations, undefined, dryRun) : 0,
			cookie_consents: await sweep(tx, cookieConsents, lt(cookieConsents.createdAt, cutoff('cookieConsents')), dryRun),
			mail_outbox: await sweep(tx, mailOutbox, lt(mailOutbox.createdAt, cutoff('sentMail')), dryRun),
			campaign_recipients: await sweep(
				tx,
				campaignRecipients,
				lt(campaignRecipients.createdAt, cutoff('sentMail')),
				dryRun,
			),
			// Counted once the transaction is over (below): files are not part of it.
			mail_outbox_files: 0,
			data_request_log: await sweep(tx, dataRequestLog, lt(dataRequestLog.createdAt, cutoff('dataRequestLog')), dryRun),
			data_access_links: await sweep(tx, dataAccessLinks, spentLinks(now), dryRun),
			// Counted once the transaction is over (below): files are not part of it.
			orphan_images: 0,
		}

		// After the removals: a subscription asked in this run is never removed in it.
		const repermissionMails = await queueRepermissionMails(tx, now, { dryRun })

		if (!dryRun) {
			const value = {
				at: now.toISOString(),
				counts: { ...counts, mail_outbox_files: undefined, orphan_images: undefined },
				repermissionMails,
			}
			await tx
				.insert(appState)
				.values({ key: LAST_RUN_KEY, value })
				.onConflictDoUpdate({ target: appState.key, set: { value } })
		}
		return { status: 'done', dryRun, at: now, counts, repermissionMails, bookLaunchDate } as const
	})
	if (result.status !== 'done') return result
	// The rows are gone (or counted); their files follow, by the same period.
	result.counts.mail_outbox_files = await pruneOutboxFolder(cutoff('sentMail'), {
		dryRun,
		config: options.mailConfig ?? getEnv(),
	})
	result.counts.orphan_images = await sweepOrphanImages({ database, now, dryRun, storage: options.imageStorage })
	return result
}

export function totalRemoved(counts: RetentionCounts): number {
	return Object.values(counts).reduce((sum, n) => sum + n, 0)
}

/**
 * Runs the retention job in this process: looks every `checkMs` (and once at start)
 * whether the daily run is due, and runs it if no other process is running it. Failures
 * are logged, never thrown. Returns a function that stops it, resolving once a run in
 * progress has finished.
 */
export function startRetentionJob(
	options: { checkMs?: number; intervalMs?: number; now?: () => Date } = {},
): () => Promise<void> {
	const now = options.now ?? (() => new Date())
	let running: Promise<void> | undefined
	let stopped = false

	function trigger(): void {
		if (stopped || running) return
		running = runRetention({ now: now(), skipIfRanWithinMs: options.intervalMs ?? RETENTION_INTERVAL_MS })
			.then((result) => {
				if (result.status === 'done') {
					const { counts, repermissionMails } = result
					logger.info({ removed: counts, total: totalRemoved(counts), repermissionMails }, 'retention run finished')
				}
			})
			.catch((error: unknown) => logger.error({ err: error }, 'retention run failed; will try again'))
			.finally(() => {
				running = undefined
			})
	}

	const timer = setInterval(trigger, options.checkMs ?? RETENTION_CHECK_MS)
	timer.unref()
	// A moment after start, not during it: the server is ready first.
	const first = setTimeout(trigger, 5_000)
	first.unref()
	return async () => {
		stopped = true
		clearInterval(timer)
		clearTimeout(first)
		await running
	}
}

const TABLE_LABELS: Record<keyof RetentionCounts, string> = {
	contact_submissions: 'contact_submissions (older than {contactMessages})',
	newsletter_unconfirmed: 'newsletter_subscriptions, unconfirmed (after {newsletterUnconfirmed})',
	newsletter_inactive: 'newsletter_subscriptions, no interaction (for {newsletterInactive}) nor answer',
	book_prereservations: 'book_prereservations ({bookPrereservationsAfterLaunch} after the launch)',
	cookie_consents: 'cookie_consents (older than {cookieConsents})',
	mail_outbox: 'mail_outbox (older than {sentMail})',
	campaign_recipients: 'campaign_recipients (older than {sentMail})',
	mail_outbox_files: 'outbox folder .eml files (older than {sentMail})',
	data_request_log: 'data_request_log (older than {dataRequestLog})',
	data_access_links: 'data_access_links (expired)',
	orphan_images: 'uploaded images no content uses (older than 24 hours)',
}

/** A run's counts as a table for people (the `npm run retention` output). */
export function formatRetentionReport(result: Extract<RetentionResult, { status: 'done' }>): string {
	const label = (key: keyof RetentionCounts) =>
		TABLE_LABELS[key].replace(/\{(\w+)\}/, (_, kind: keyof typeof RETENTION_PERIODS) =>
			formatPeriod(RETENTION_PERIODS[kind], 'en'),
		)
	const rows = (Object.keys(result.counts) as (keyof RetentionCounts)[]).map(
		(key) => [label(key), result.counts[key]] as const,
	)
	const width = Math.max(...rows.map(([text]) => text.length))
	const verb = result.dryRun ? 'would remove' : 'removed'
	const launch = result.bookLaunchDate
		? `book launch date: ${result.bookLaunchDate.toISOString().slice(0, 10)}`
		: 'book launch date: not set (Livro tab, BOOK_LAUNCH_DATE), so pre-reservations are kept'
	return [
		`Retention ${result.dryRun ? 'dry run' : 'run'} at ${result.at.toISOString()} (${launch})`,
		...rows.map(([text, n]) => `  ${text.padEnd(width)}  ${verb} ${n}`),
		`  ${'total'.padEnd(width)}  ${verb} ${totalRemoved(result.counts)}`,
		`Newsletter re-permission mails ("keep me subscribed?") ${result.dryRun ? 'due' : 'queued'}: ${result.repermissionMails}`,
	].join('\n')
}
