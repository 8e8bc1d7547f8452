/**
 * Sending a campaign (docs/product/campaigns.md, docs/decisions/022): never twice to anyone,
 * never dropped.
 *
 * - Starting is a state change, `draft → sending`, made by one UPDATE: of two presses, two
 *   admins or two processes, one starts the campaign and the others are told it already went.
 * - Enqueueing runs in chunks. Each chunk is one transaction that locks the campaign's row
 *   (so enqueuers of one campaign take turns and see its current status), picks the next
 *   audience members without a `campaign_recipients` row, inserts those rows (their key,
 *   campaign and address, refuses a second one: ON CONFLICT DO NOTHING) and the outbox mail of
 *   exactly the rows inserted. A chunk is all or nothing, so a process killed mid-enqueue
 *   leaves whole chunks; the campaign stays 'sending' without `enqueued_at`, and the
 *   campaign job of any process resumes it where it stopped.
 * - The sender throttles campaign mail (MAIL_RATE_PER_MINUTE) and skips the mail of a campaign
 *   that is not 'sending' (paused); cancelling deletes the mail still waiting.
 * - A campaign whose mail is all handed over (or cancelled) is settled: its figures are frozen.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, lt, lte, or, type SQLWrapper, sql } from 'drizzle-orm'
import { type Database, db } from '#app/db/client.server.ts'
import {
	bookPrereservations,
	type CampaignAudience,
	campaignRecipients,
	campaigns,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import { announce } from '#app/features/mail/outbox.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { LOCALES } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { logger } from '#app/lib/logger.server.ts'
import { CAMPAIGN_KINDS, type CampaignRecipient, campaignMailParts } from './campaign-mail.server.ts'
import { audienceSize, type Campaign, liveFigures } from './campaigns.server.ts'

/** Recipients per enqueue transaction. */
export const ENQUEUE_CHUNK = 2_000

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The next audience members without a recipient row for this campaign, by address. */
async function nextRecipients(
	tx: Transaction,
	campaignId: string,
	audience: CampaignAudience,
	limit: number,
): Promise<CampaignRecipient[]> {
	const notYet = (email: SQLWrapper) =>
		sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.email} = ${email})`
	if (audience === 'newsletter') {
		const rows = await tx
			.select({
				id: newsletterSubscriptions.id,
				email: newsletterSubscriptions.email,
				locale: newsletterSubscriptions.locale,
			})
			.from(newsletterSubscriptions)
			.where(and(eq(newsletterSubscriptions.confirmed, true), notYet(newsletterSubscriptions.email)))
			.orderBy(newsletterSubscriptions.email)
			.limit(limit)
		return rows.map((row) => ({ ...row, locale: row.locale as Locale }))
	}
	// One mail per address: an address with several pre-reservations gets it in the language of the latest.
	const rows = await tx
		.selectDistinctOn([bookPrereservations.email], {
			id: bookPrereservations.id,
			email: bookPrereservations.email,
			locale: bookPrereservations.locale,
		})
		.from(bookPrereservations)
		.where(notYet(bookPrereservations.email))
		.orderBy(bookPrereservations.email, sql`${bookPrereservations.createdAt} desc`)
		.limit(limit)
	return rows.map((row) => ({ ...row, locale: row.locale as Locale }))
}

/**
 * One chunk's recipient rows and, for exactly the rows inserted, their mail: one statement
 * (a data-modifying CTE) whatever the chunk's size, its values passed as a few arrays rather
 * than thousands of parameters.
 */
async function insertRecipientsWithMail(tx: Transaction, campaign: Campaign, recipients: CampaignRecipient[]) {
	const subjects = new Map(LOCALES.map((locale) => [locale, localize(campaign.subject, locale)]))
	const outboxIds = recipients.map(() => randomUUID())
	const emails = recipients.map((recipient) => recipient.email)
	const locales = recipients.map((recipient) => recipient.locale)
	const messages = recipients.map((recipient) =>
		JSON.stringify(campaignMailParts(campaign, recipient, subjects.get(recipient.locale))),
	)
	await tx.execute(sql`
		with inserted as (
			insert into ${campaignRecipients} (campaign_id, email, locale, outbox_id)
			select ${campaign.id}, email, locale, outbox_id
			from unnest(${sql.param(emails)}::text[], ${sql.param(locales)}::text[], ${sql.param(outboxIds)}::uuid[]) as chunk(email, locale, outbox_id)
			on conflict do nothing
			returning outbox_id
		)
		insert into ${mailOutbox} (id, kind, recipient, locale, message, next_attempt_at, campaign_id)
		select chunk.id, ${CAMPAIGN_KINDS[campaign.audience]}, chunk.recipient, chunk.locale, chunk.message, ${new Date()}, ${campaign.id}
		from unnest(${sql.param(outboxIds)}::uuid[], ${sql.param(emails)}::text[], ${sql.param(locales)}::text[], ${sql.param(messages)}::jsonb[]) as chunk(id, recipient, locale, message)
		join inserted on inserted.outbox_id = chunk.id
	`)
}

export type StartResult = { status: 'started'; recipients: number } | { status: 'not-draft' | 'missing' | 'empty' }

/**
 * Starts sending a draft: the state change (only one caller wins it), then the enqueueing.
 * An audience of nobody starts nothing.
 */
export async function startCampaign(
	actor: AuditActor,
	id: string,
	now = new Date(),
	enqueueOptions: EnqueueOptions = {},
): Promise<StartResult> {
	const started = await db().transaction(async (tx) => {
		const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
		if (!campaign) return { status: 'missing' } as const
		if (campaign.status !== 'draft') return { status: 'not-draft' } as const
		if ((await audienceSize(campaign.audience, tx)) === 0) return { status: 'empty' } as const
		await tx.update(campaigns).set({ status: 'sending', startedAt: now, updatedAt: now }).where(eq(campaigns.id, id))
		await recordAudit(tx, {
			actor,
			action: 'campaign.send',
			entity: 'campaigns',
			entityId: id,
			details: { audience: campaign.audience },
		})
		return { status: 'started' } as const
	})
	if (started.status !== 'started') return started
	const recipients = await enqueueCampaign(id, enqueueOptions)
	return { status: 'started', recipients }
}

/**
 * Queues the mail of every audience member who has none yet for this campaign, chunk by
 * chunk; marks the campaign enqueued once nobody is left. Safe to run any number of times,
 * at once, in any process. Resolves with the campaign's recipients so far.
 */
export interface EnqueueOptions {
	/** Recipients per transaction. */
	chunk?: number
	/** Told after each committed chunk (tests follow the progress with it). */
	onChunk?: () => void
}

export async function enqueueCampaign(
	id: string,
	{ chunk = ENQUEUE_CHUNK, onChunk }: EnqueueOptions = {},
): Promise<number> {
	for (;;) {
		const step = await db().transaction(async (tx) => {
			const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
			if (!campaign || campaign.enqueuedAt || !['sending', 'paused'].includes(campaign.status)) return 'done'
			const next = await nextRecipients(tx, id, campaign.audience, chunk)
			if (next.length === 0) {
				const [total] = await tx
					.select({ n: sql<number>`count(*)::int` })
					.from(campaignRecipients)
					.where(eq(campaignRecipients.campaignId, id))
				await tx
					.update(campaigns)
					.set({ enqueuedAt: new Date(), recipientCount: Number(total?.n ?? 0) })
					.where(eq(campaigns.id, id))
				return 'done'
			}
			await insertRecipientsWithMail(tx, campaign, next)
			// A sign of life: the campaign job leaves a campaign alone while someone enqueues it.
			await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id))
			return 'more'
		})
		announce('campaign-mail')
		if (step === 'done') break
		onChunk?.()
	}
	const [row] = await db()
		.select({ n: sql<number>`count(*)::int` })
		.from(campaignRecipients)
		.where(eq(campaignRecipients.campaignId, id))
	return Number(row?.n ?? 0)
}

export type ControlResult = 'done' | 'invalid-state' | 'missing'

/** Pauses a campaign being sent: mail already queued waits (the sender skips it) until it resumes. */
export async function pauseCampaign(actor: AuditActor, id: string): Promise<ControlResult> {
	return changeStatus(actor, id, 'sending', 'paused', 'campaign.pause')
}

export async function resumeCampaign(actor: AuditActor, id: string): Promise<ControlResult> {
	const result = await changeStatus(actor, id, 'paused', 'sending', 'campaign.resume')
	if (result === 'done') announce('campaign-mail')
	return result
}

/**
 * Cancels the rest of a campaign being sent or paused: its mail still waiting is deleted
 * (a message a sender is handing over at that moment still goes); what went stays counted.
 */
export async function cancelCampaign(actor: AuditActor, id: string, now = new Date()): Promise<ControlResult> {
	return db().transaction(async (tx) => {
		const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
		if (!campaign) return 'missing'
		if (!['sending', 'paused'].includes(campaign.status)) return 'invalid-state'
		await tx
			.delete(mailOutbox)
			.where(
				and(
					eq(mailOutbox.campaignId, id),
					eq(mailOutbox.status, 'pending'),
					or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
				),
			)
		await tx.update(campaigns).set({ status: 'cancelled' }).where(eq(campaigns.id, id))
		await recordAudit(tx, { actor, action: 'campaign.cancel', entity: 'campaigns', entityId: id })
		return 'done'
	})
}

async function changeStatus(
	actor: AuditActor,
	id: string,
	from: 'sending' | 'paused',
	to: 'sending' | 'paused',
	action: string,
): Promise<ControlResult> {
	return db().transaction(async (tx) => {
		const [row] = await tx
			.update(campaigns)
			.set({ status: to })
			.where(and(eq(campaigns.id, id), eq(campaigns.status, from)))
			.returning({ id: campaigns.id })
		if (!row) {
			const exists = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))
			return exists.length ? 'invalid-state' : 'missing'
		}
		await recordAudit(tx, { actor, action, entity: 'campaigns', entityId: id })
		return 'done'
	})
}

/** Whether any campaign is being sent, by any process: what the campaign mail thread runs for (server/mail-thread.ts). */
export async function campaignSending(): Promise<boolean> {
	const rows = await db().select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'sending')).limit(1)
	return rows.length > 0
}

/**
 * Ends the campaigns whose mail is all handed over or given up (a fully enqueued 'sending'
 * one becomes 'sent'; a cancelled one is closed) and freezes their figures. Returns how many.
 */
export async function settleCampaigns(now = new Date()): Promise<number> {
	const open = await db()
		.select()
		.from(campaigns)
		.where(
			and(
				isNull(campaigns.finishedAt),
				or(
					and(eq(campaigns.status, 'sending'), sql`${campaigns.enqueuedAt} is not null`),
					eq(campaigns.status, 'cancelled'),
				),
			),
		)
	let settled = 0
	for (const campaign of open) {
		const done = await db().transaction(async (tx) => {
			const figures = await liveFigures(tx, campaign.id)
			if (figures.pending > 0) return false
			const [row] = await tx
				.update(campaigns)
				.set({
					status: campaign.status === 'cancelled' ? 'cancelled' : 'sent',
					finishedAt: now,
					sentCount: figures.sent,
					failedCount: figures.failed,
					recipientCount: Math.max(campaign.recipientCount, figures.recipients),
				})
				.where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, campaign.status), isNull(campaigns.finishedAt)))
				.returning({ id: campaigns.id })
			return Boolean(row)
		})
		if (done) settled += 1
	}
	return settled
}

/** How long a half-enqueued campaign must have been left alone before the job takes it over. */
export const ENQUEUE_STALE_MS = 30_000

/**
 * Campaigns left half-enqueued (by a stopped or killed process): 'sending' or 'paused'
 * without `enqueued_at`, untouched for `staleMs` (a process enqueueing one touches it at
 * every chunk; were two to work on it anyway, the row lock and the unique key keep it right).
 */
export async function unfinishedEnqueues(staleMs = ENQUEUE_STALE_MS, now = new Date()): Promise<string[]> {
	const rows = await db()
		.select({ id: campaigns.id })
		.from(campaigns)
		.where(
			and(
				inArray(campaigns.status, ['sending', 'paused']),
				isNull(campaigns.enqueuedAt),
				lte(campaigns.updatedAt, new Date(now.getTime() - staleMs)),
			),
		)
	return rows.map((row) => row.id)
}

/** The campaign job's one run: finishes interrupted enqueues, then settles what is done. */
export async function runCampaignJob({ staleMs = ENQUEUE_STALE_MS }: { staleMs?: number } = {}): Promise<void> {
	for (const id of await unfinishedEnqueues(staleMs)) {
		const recipients = await enqueueCampaign(id)
		logger.info({ campaign: id, recipients }, 'campaign enqueueing resumed and finished')
	}
	await settleCampaigns()
}

/** How often the campaign job looks (interrupted enqueues, finished campaigns). */
export const CAMPAIGN_JOB_INTERVAL_MS = 5_000

/**
 * Runs the campaign job in this process: at start (a campaign a killed process left
 * half-enqueued is finished at once) and every few seconds. Runs never overlap; failures are
 * logged, never thrown. Returns a function that stops it, resolving once a run has finished.
 */
export function startCampaignJob({ intervalMs = CAMPAIGN_JOB_INTERVAL_MS } = {}): () => Promise<void> {
	let running: Promise<void> | undefined
	let stopped = false
	const run = () => {
		if (running || stopped) return
		running = runCampaignJob()
			.catch((error: unknown) => logger.error({ err: error }, 'the campaign job failed; will try again'))
			.finally(() => {
				running = undefined
			})
	}
	const timer = setInterval(run, intervalMs)
	timer.unref()
	run()
	return async () => {
		stopped = true
		clearInterval(timer)
		await running
	}
}
