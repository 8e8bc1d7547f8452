/**
 * The queue worker: delivers the rows of `mail_outbox`, retrying failures with back-off.
 *
 * Each run claims a few due rows in one statement (`FOR UPDATE SKIP LOCKED`, and
 * `locked_until` set for a lease), so any number of server processes on one PostgreSQL can
 * run a sender and no row is sent twice; a process that dies mid-send leaves its rows to be
 * retried once the lease ends. Delivery is at least once: a row is marked sent only after the
 * transport accepted it.
 *
 * Campaign mail (rows with a `campaign_id`, docs/product/campaigns.md) is claimed after the
 * other mail, so a confirmation never waits behind a newsletter issue; only while its
 * campaign is 'sending' (a paused campaign's mail waits); and at most `ratePerMinute` of it
 * per minute across every process (MAIL_RATE_PER_MINUTE: sent in the last minute plus in
 * hand count against it; 0 lifts the limit). It is queued as each recipient's own parts and
 * composed here from its campaign. Both kinds are handed over on a few lanes at once.
 *
 * A sender may claim one of the two only (`claims`). On PostgreSQL the server's thread sends
 * the other mail, and a thread of its own, started while a campaign is sending or a burst of
 * mail is waiting, sends all of it while it runs, the server's sender standing aside
 * (server/mail-thread.ts, docs/decisions/022 and 042).
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { type Database, db } from '#app/db/client.server.ts'
import { type ComposedMail, campaigns, isCampaignMailParts, mailOutbox } from '#app/db/schema.ts'
import { composeQueuedCampaignMail } from '#app/features/campaigns/campaign-mail.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { isWorthLogging, logger } from '#app/lib/logger.server.ts'
import { mailQueue, type QueuedMail } from './outbox.server.ts'
import { createMailTransport, type MailTransport } from './transport.server.ts'

/** How often the queue is looked at without being told (mail queued by other processes, retries). */
export const POLL_INTERVAL_MS = 5_000
/** Rows of other mail claimed per run. */
export const BATCH_SIZE = 50
/** Campaign rows claimed per run (at most; the rate limit may allow fewer). */
export const CAMPAIGN_BATCH_SIZE = 200
/** Other messages in the transport's hands at once (its connection pool queues them). */
export const MAIL_CONCURRENCY = 25
/** Campaign messages in the transport's hands at once. */
export const CAMPAIGN_CONCURRENCY = 20
/** Accepted messages marked sent together: few enough that a crash resends little. */
const MARK_SENT_EVERY = 25
const RATE_WINDOW_MS = 60_000
/** Attempts before a message is given up as 'failed': with the back-off, about three days of trying. */
export const MAX_ATTEMPTS = 20
/** How long a claimed row is reserved: longer than a batch of sends can take with the SMTP timeouts. */
export const LEASE_MS = 15 * 60_000
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 6 * 60 * 60_000

/** The wait after failed attempt number `attempt` (1-based): 1 min, doubling, at most 6 h. */
export function retryDelayMs(attempt: number): number {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS)
}

/** Which mail a sender claims: all of it, or only the campaign mail, or only the other mail. */
export type MailClaims = 'all' | QueuedMail

export interface MailSenderOptions {
	/** Default: 'all'. */
	claims?: MailClaims
	/** Default: the app's database (`db()`), read on each run. */
	database?: () => Database
	/** Default: the transport the configuration asks for (closed when the sender stops). */
	transport?: MailTransport
	now?: () => Date
	batchSize?: number
	maxAttempts?: number
	leaseMs?: number
	/** Campaign mail per minute across all processes; 0 for no limit. Default: MAIL_RATE_PER_MINUTE. */
	ratePerMinute?: number
	campaignBatchSize?: number
}

export interface MailSender {
	/** Claims and sends one batch of due mail; resolves with the number of rows claimed. */
	runOnce(): Promise<number>
	/** Stops after the messages being sent; rows claimed but not reached are released. */
	stop(): void
}

type OutboxRow = typeof mailOutbox.$inferSelect

export function createMailSender(options: MailSenderOptions = {}): MailSender {
	const database = options.database ?? db
	const now = options.now ?? (() => new Date())
	const batchSize = options.batchSize ?? BATCH_SIZE
	const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
	const leaseMs = options.leaseMs ?? LEASE_MS
	const ratePerMinute = options.ratePerMinute ?? getEnv().MAIL_RATE_PER_MINUTE
	const campaignBatchSize = options.campaignBatchSize ?? CAMPAIGN_BATCH_SIZE
	const claims = options.claims ?? 'all'
	const transport = options.transport ?? createMailTransport(getEnv(), now)
	let stopping = false

	/**
	 * Reserves up to `limit` due rows matching `which` for this sender, in one statement (the
	 * rows another sender is claiming at the same moment are skipped, not waited for).
	 */
	async function claimWhere(which: SQL | undefined, limit: number, at: Date): Promise<OutboxRow[]> {
		if (limit <= 0) return []
		const due = database()
			.select({ id: mailOutbox.id })
			.from(mailOutbox)
			.where(
				and(
					eq(mailOutbox.status, 'pending'),
					lte(mailOutbox.nextAttemptAt, at),
					or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at)),
					which,
				),
			)
			.orderBy(asc(mailOutbox.nextAttemptAt))
			.limit(limit)
			.for('update', { skipLocked: true })
		const claimed = await database()
			.update(mailOutbox)
			.set({ lockedUntil: new Date(at.getTime() + leaseMs) })
			.where(inArray(mailOutbox.id, due))
			.returning()
		return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
	}

	/** How many campaign mails may still be claimed this minute. */
	async function campaignBudget(at: Date): Promise<number> {
		if (ratePerMinute <= 0) return campaignBatchSize
		const [row] = await database()
			.select({ n: count() })
			.from(mailOutbox)
			.where(
				and(
					isNotNull(mailOutbox.campaignId),
					or(
						and(eq(mailOutbox.status, 'sent'), gt(mailOutbox.sentAt, new Date(at.getTime() - RATE_WINDOW_MS))),
						and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.lockedUntil, at)),
					),
				),
			)
		return Math.min(campaignBatchSize, Math.max(0, ratePerMinute - Number(row?.n ?? 0)))
	}

	/**
	 * This run's rows, of those this sender claims: other mail first, then campaign mail of
	 * campaigns being sent, within the rate.
	 */
	async function claim(): Promise<{ mail: OutboxRow[]; campaign: OutboxRow[] }> {
		const at = now()
		const mail = claims === 'campaign-mail' ? [] : await claimWhere(isNull(mailOutbox.campaignId), batchSize, at)
		if (claims === 'other-mail') return { mail, campaign: [] }
		// The campaigns being sent are read first, and their mail claimed by their ids: a claim
		// filtered by a subquery walked every due row of the queue (a burst of notifications
		// waiting made each run slower than the last), and with no campaign sending there is
		// nothing to claim or to count.
		const sending = await database().select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'sending'))
		if (sending.length === 0) return { mail, campaign: [] }
		const campaign = await claimWhere(
			inArray(
				mailOutbox.campaignId,
				sending.map(({ id }) => id),
			),
			await campaignBudget(at),
			at,
		)
		return { mail, campaign }
	}

	/**
	 * The messages to send, by row id: campaign mail is queued as its recipient's own parts
	 * and composed here from its campaign (undefined if the campaign is gone); other mail is
	 * queued whole.
	 */
	async function compose(rows: OutboxRow[]): Promise<Map<string, ComposedMail | undefined>> {
		const queued = rows.flatMap((row) =>
			row.campaignId && isCampaignMailParts(row.message)
				? [
						{
							id: row.id,
							campaignId: row.campaignId,
							recipient: row.recipient,
							locale: row.locale as Locale,
							message: row.message,
						},
					]
				: [],
		)
		const messages = await composeQueuedCampaignMail(database(), queued)
		for (const row of rows) if (!isCampaignMailParts(row.message)) messages.set(row.id, row.message)
		return messages
	}

	/** Hands a row to the transport; true once accepted (a failure is recorded for a retry). */
	async function handOver(row: OutboxRow, message: ComposedMail | undefined): Promise<boolean> {
		try {
			if (!message) throw new UnsendableMail('the campaign of this mail no longer exists')
			await transport.send({ ...message, id: row.id, kind: row.kind, to: row.recipient })
			return true
		} catch (error) {
			await recordFailure(row, error)
			return false
		}
	}

	async function markSent(ids: string[]): Promise<void> {
		if (ids.length === 0) return
		await database()
			.update(mailOutbox)
			.set({
				status: 'sent',
				sentAt: now(),
				attempts: sql`${mailOutbox.attempts} + 1`,
				lockedUntil: null,
				lastError: null,
			})
			.where(ids.length === 1 ? eq(mailOutbox.id, ids[0] as string) : inArray(mailOutbox.id, ids))
	}

	/**
	 * Rows handed over on up to `lanes` lanes, each lane taking the next row (in the order they
	 * became due) as soon as its last one is accepted, so one slow message holds up one lane,
	 * not a group, and a sender sharing its event loop with the pages still keeps up; accepted
	 * rows are marked sent a few dozen at a time (a crash in between resends at most those).
	 * On stopping, or once a lane fails (its database gone, say), no lane takes another row;
	 * when all have ended, the accepted rows are marked sent, the rows not reached released,
	 * and the failure thrown.
	 */
	async function deliver(
		rows: OutboxRow[],
		messages: Map<string, ComposedMail | undefined>,
		lanes: number,
	): Promise<void> {
		let next = 0
		let accepted: string[] = []
		let failure: { error: unknown } | undefined
		const flush = async () => {
			const ids = accepted
			accepted = []
			await markSent(ids)
		}
		const lane = async () => {
			try {
				for (let row = rows[next]; row && !stopping && !failure; row = rows[next]) {
					next += 1
					if (await handOver(row, messages.get(row.id))) accepted.push(row.id)
					if (accepted.length >= MARK_SENT_EVERY) await flush()
				}
			} catch (error) {
				failure ??= { error }
			}
		}
		await Promise.all(Array.from({ length: Math.min(lanes, rows.length) }, lane))
		try {
			await flush()
		} finally {
			await release(rows.slice(next))
		}
		if (failure) throw failure.error
	}

	async function recordFailure(row: OutboxRow, error: unknown): Promise<void> {
		const attempt = row.attempts + 1
		const lastError = describeError(error)
		const giveUp = attempt >= maxAttempts || isPermanent(error)
		const retryAt = new Date(now().getTime() + retryDelayMs(attempt))
		await database()
			.update(mailOutbox)
			.set({
				status: giveUp ? 'failed' : 'pending',
				attempts: sql`${mailOutbox.attempts} + 1`,
				nextAttemptAt: giveUp ? row.nextAttemptAt : retryAt,
				lockedUntil: null,
				lastError,
			})
			.where(eq(mailOutbox.id, row.id))
		// Neither the recipient nor the server's answer is logged (an SMTP refusal quotes the
		// address, sometimes the subject): the id finds the row, whose last_error holds the text.
		const details = { id: row.id, kind: row.kind, attempt, ...errorCodes(error) }
		if (giveUp) logger.error(details, 'mail could not be delivered; given up (status failed)')
		else logger.warn({ ...details, retryAt }, 'mail delivery failed; will retry')
	}

	async function release(rows: OutboxRow[]): Promise<void> {
		if (rows.length === 0) return
		await database()
			.update(mailOutbox)
			.set({ lockedUntil: null })
			.where(
				inArray(
					mailOutbox.id,
					rows.map((row) => row.id),
				),
			)
	}

	return {
		async runOnce() {
			if (stopping) return 0
			const { mail, campaign } = await claim()
			const messages = await compose([...mail, ...campaign])
			await deliver(mail, messages, MAIL_CONCURRENCY)
			await deliver(campaign, messages, CAMPAIGN_CONCURRENCY)
			return mail.length + campaign.length
		},
		stop() {
			stopping = true
		},
	}
}

/** A message that cannot be made (its campaign was deleted): retrying will not help. */
class UnsendableMail extends Error {}

/** A recipient the server refuses outright (5xx for the envelope) will not be accepted later either. */
function isPermanent(error: unknown): boolean {
	if (error instanceof UnsendableMail) return true
	const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
	return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}

/** What kind of failure, without its text: nodemailer's code and the SMTP reply code. */
function errorCodes(error: unknown): { code?: string; responseCode?: number } {
	const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
	return {
		...(typeof code === 'string' ? { code } : {}),
		...(typeof responseCode === 'number' ? { responseCode } : {}),
	}
}

function describeError(error: unknown): string {
	const message = error instanceof Error ? error.message : String(error)
	return message.slice(0, 1000)
}

/** Whether mail other than a campaign's is due and not yet sent, claimed or not (by any process). */
export async function otherMailDue(database: Database = db(), at: Date = new Date()): Promise<boolean> {
	const rows = await database
		.select({ id: mailOutbox.id })
		.from(mailOutbox)
		.where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.campaignId), lte(mailOutbox.nextAttemptAt, at)))
		.limit(1)
	return rows.length > 0
}

export interface StartedMailSenderOptions extends MailSenderOptions {
	pollIntervalMs?: number
	/** While this says so, another sender sends this one's mail: its runs claim nothing. */
	standAside?: () => boolean
	/** Called when a run claimed a full batch of mail: more is waiting than one run takes. */
	onFullBatch?: () => void
}

/**
 * Runs the sender in this process: every `pollIntervalMs`, and at once when mail it claims
 * is queued here. Runs never overlap; a failing database or transport is logged, never
 * thrown. Returns a function that stops it, resolving once the messages in flight are done.
 */
export function startMailSender(options: StartedMailSenderOptions = {}): () => Promise<void> {
	const ownsTransport = !options.transport
	const transport = options.transport ?? createMailTransport(getEnv(), options.now)
	const sender = createMailSender({ ...options, transport })
	let running: Promise<void> | undefined
	let again = false
	let stopped = false
	let failures = 0

	async function drain(): Promise<void> {
		do {
			again = false
			if (options.standAside?.()) return
			try {
				const claimed = await sender.runOnce()
				if (failures > 0) logger.info('the mail queue is reachable again')
				failures = 0
				// A full batch suggests more is due.
				if (claimed >= (options.batchSize ?? BATCH_SIZE)) {
					again = true
					options.onFullBatch?.()
				}
			} catch (error) {
				failures += 1
				if (isWorthLogging(failures)) {
					logger.error({ err: error, failures }, 'the mail queue could not be processed; will try again')
				}
			}
		} while (again && !stopped)
	}

	function trigger(): void {
		if (stopped) return
		if (running) {
			again = true
			return
		}
		running = drain().finally(() => {
			running = undefined
		})
	}

	const timer = setInterval(trigger, options.pollIntervalMs ?? POLL_INTERVAL_MS)
	timer.unref()
	const claims = options.claims ?? 'all'
	const wakers: QueuedMail[] = claims === 'all' ? ['other-mail', 'campaign-mail'] : [claims]
	for (const queued of wakers) mailQueue.on(queued, trigger)
	logger.info({ transport: transport.description, claims }, 'mail sender started')
	trigger()

	return async () => {
		if (stopped) return
		stopped = true
		clearInterval(timer)
		for (const queued of wakers) mailQueue.off(queued, trigger)
		sender.stop()
		await running
		if (ownsTransport) transport.close()
	}
}
