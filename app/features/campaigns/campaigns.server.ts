/**
 * The owner's campaigns (docs/product/campaigns.md): drafts saved and edited, the audience
 * counted, a test sent to the signed-in admin, and the list with each campaign's figures.
 * Sending itself is in campaign-send.server.ts. Every change is audited in its transaction.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import { db } from '#app/db/client.server.ts'
import {
	bookPrereservations,
	type CampaignAudience,
	type CampaignStatus,
	campaignRecipients,
	campaigns,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { type AuditActor, recordAudit } from '#app/features/auth/audit.server.ts'
import type { BookFacts } from '#app/features/book/book.ts'
import { BOOK, formatPrice } from '#app/features/book/book.ts'
import { type Executor, enqueueMail } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import { LOCALES, type Locale } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { CAMPAIGN_TEST_KIND, type CampaignContent, campaignMailFor } from './campaign-mail.server.ts'

export type Campaign = typeof campaigns.$inferSelect

export interface CampaignDraft {
	audience: CampaignAudience
	subject: LocalizedText
	body: LocalizedText
}

/** How many people an audience reaches now (one mail per address). */
export async function audienceSize(audience: CampaignAudience, executor: Executor = db()): Promise<number> {
	const [row] =
		audience === 'newsletter'
			? await executor
					.select({ n: count() })
					.from(newsletterSubscriptions)
					.where(eq(newsletterSubscriptions.confirmed, true))
			: await executor
					.select({ n: sql<number>`count(distinct ${bookPrereservations.email})` })
					.from(bookPrereservations)
	return Number(row?.n ?? 0)
}

/** The launch notice's ready-made text in each language, from the book's facts (the owner edits it). */
export function launchNoticeDraft(facts: BookFacts): Pick<CampaignDraft, 'subject' | 'body'> {
	const texts = (locale: Locale) => {
		const t = translatorFor(locale)
		const url = facts.purchaseUrl || new URL(linkPath('book', 'pt-PT'), `${getEnv().SITE_URL}/`).href
		const vars = { title: BOOK.title, price: formatPrice(facts.price), url }
		return { subject: t('campaignMail.launchSubject', vars), body: t('campaignMail.launchBody', vars) }
	}
	const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])) as Record<
		Locale,
		ReturnType<typeof texts>
	>
	return {
		subject: { 'pt-PT': byLocale['pt-PT'].subject, en: byLocale.en.subject, es: byLocale.es.subject },
		body: { 'pt-PT': byLocale['pt-PT'].body, en: byLocale.en.body, es: byLocale.es.body },
	}
}

/** Every campaign, newest first. */
export async function listCampaigns(): Promise<Campaign[]> {
	return db().select().from(campaigns).orderBy(desc(campaigns.createdAt))
}

export async function findCampaign(id: string): Promise<Campaign | undefined> {
	const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id))
	return row
}

export async function createDraft(actor: AuditActor, draft: CampaignDraft): Promise<Campaign> {
	return db().transaction(async (tx) => {
		const [row] = await tx.insert(campaigns).values(draft).returning()
		if (!row) throw new Error('the campaign insert returned no row')
		await recordAudit(tx, {
			actor,
			action: 'campaign.create',
			entity: 'campaigns',
			entityId: row.id,
			details: { audience: draft.audience },
		})
		return row
	})
}

/** Saves a draft; a campaign no longer a draft (sent, or being sent) is not changed: 'locked'. */
export async function updateDraft(
	actor: AuditActor,
	id: string,
	draft: CampaignDraft,
): Promise<'saved' | 'locked' | 'missing'> {
	return db().transaction(async (tx) => {
		const [row] = await tx
			.update(campaigns)
			.set({ ...draft, updatedAt: new Date() })
			.where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
			.returning({ id: campaigns.id })
		if (!row)
			return (await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))).length
				? 'locked'
				: 'missing'
		await recordAudit(tx, {
			actor,
			action: 'campaign.update',
			entity: 'campaigns',
			entityId: id,
			details: { audience: draft.audience },
		})
		return 'saved'
	})
}

/** Deletes a draft (a campaign that went out stays, with its figures). */
export async function deleteDraft(actor: AuditActor, id: string): Promise<boolean> {
	return db().transaction(async (tx) => {
		const deleted = await tx
			.delete(campaigns)
			.where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
			.returning({ id: campaigns.id })
		if (deleted.length === 0) return false
		await recordAudit(tx, { actor, action: 'campaign.delete', entity: 'campaigns', entityId: id })
		return true
	})
}

/**
 * Queues the campaign's mail in `locale` to the admin's own address, marked as a test; its
 * leave link points at the page without a token (it names no record).
 */
export async function sendTest(
	actor: AuditActor,
	content: CampaignContent,
	locale: Locale,
	campaignId: string,
): Promise<void> {
	await db().transaction(async (tx) => {
		const mail = campaignMailFor(
			content,
			{ id: '00000000-0000-4000-8000-000000000000', email: actor.email, locale },
			CAMPAIGN_TEST_KIND,
		)
		await enqueueMail(tx, { ...mail, subject: `[Teste] ${mail.subject}` })
		await recordAudit(tx, {
			actor,
			action: 'campaign.test',
			entity: 'campaigns',
			entityId: campaignId,
			details: { locale },
		})
	})
}

export interface CampaignProgress {
	status: CampaignStatus
	recipients: number
	queued: number
	sent: number
	failed: number
	/** Mail not sent because the campaign was cancelled (or the person left meanwhile). */
	dropped: number
	/** Whether every recipient's mail has been queued. */
	enqueued: boolean
}

/**
 * Where a campaign stands: while its outbox rows exist, counted from them; once it is over,
 * the figures frozen on the campaign (the rows are pruned after the sent-mail period).
 */
export async function campaignProgress(id: string): Promise<CampaignProgress | undefined> {
	const campaign = await findCampaign(id)
	if (!campaign) return undefined
	return progressOf(campaign)
}

export async function progressOf(campaign: Campaign): Promise<CampaignProgress> {
	const base = { status: campaign.status, enqueued: campaign.enqueuedAt !== null }
	if (campaign.finishedAt) {
		const done = campaign.sentCount + campaign.failedCount
		return {
			...base,
			recipients: campaign.recipientCount,
			queued: 0,
			sent: campaign.sentCount,
			failed: campaign.failedCount,
			dropped: Math.max(0, campaign.recipientCount - done),
		}
	}
	const live = await liveFigures(db(), campaign.id)
	const recipients = Math.max(campaign.recipientCount, live.recipients)
	return {
		...base,
		recipients,
		queued: live.pending,
		sent: live.sent,
		failed: live.failed,
		dropped: campaign.enqueuedAt ? Math.max(0, recipients - live.pending - live.sent - live.failed) : 0,
	}
}

/** The campaign's outbox rows by status, and its recipients so far. */
export async function liveFigures(executor: Executor, campaignId: string) {
	const rows = await executor
		.select({ status: mailOutbox.status, n: count() })
		.from(mailOutbox)
		.where(eq(mailOutbox.campaignId, campaignId))
		.groupBy(mailOutbox.status)
	const by = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
	const [recipients] = await executor
		.select({ n: count() })
		.from(campaignRecipients)
		.where(eq(campaignRecipients.campaignId, campaignId))
	return { pending: by('pending'), sent: by('sent'), failed: by('failed'), recipients: Number(recipients?.n ?? 0) }
}
