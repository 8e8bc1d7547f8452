/**
 * Interaction and re-permission (docs/product/rules.md "Newsletter"): the site records no
 * opens or clicks, so a subscriber's interactions are confirming, confirming again, and
 * pressing "keep me subscribed". 30 days before the 3-year mark of the last one, the
 * retention job queues the re-permission mail with that button; a subscriber who does not
 * answer is removed at the mark (or 30 days after the mail, if it went out later).
 *
 * The conditions are SQL over `newsletter_subscriptions`, so the job selects, updates and
 * deletes by the same rule; the job's advisory lock and transaction make it run once.
 */
import { and, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm'
import { newsletterSubscriptions } from '#app/db/schema.ts'
import { type Executor, enqueueMail } from '#app/features/mail/outbox.server.ts'
import { periodCutoff, periodEnd, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { DEFAULT_LOCALE, isLocale } from '#app/i18n/locales.ts'
import { repermissionMail } from './newsletter-mail.server.ts'

const INACTIVE = RETENTION_PERIODS.newsletterInactive
const NOTICE = RETENTION_PERIODS.newsletterRepermissionNotice

/** What an interaction writes: its moment, and no re-permission request outstanding any more. */
export function interactionAt(now: Date) {
	return { lastInteractionAt: now, repermissionSentAt: null }
}

/** The last interaction of a row (a confirmed row from before interactions were recorded counts from its confirmation). */
const lastInteraction = sql`coalesce(${newsletterSubscriptions.lastInteractionAt}, ${newsletterSubscriptions.confirmedAt}, ${newsletterSubscriptions.createdAt})`

/** Confirmed subscriptions within 30 days of their 3-year mark (or past it) that were not asked yet. */
export function repermissionDue(now: Date): SQL | undefined {
	return and(
		eq(newsletterSubscriptions.confirmed, true),
		isNull(newsletterSubscriptions.repermissionSentAt),
		sql`${lastInteraction} <= ${periodCutoff(INACTIVE, periodEnd(NOTICE, now))}`,
	)
}

/** Confirmed subscriptions past their 3-year mark that were asked more than 30 days ago and did not answer. */
export function unansweredPastMark(now: Date): SQL | undefined {
	return and(
		eq(newsletterSubscriptions.confirmed, true),
		isNotNull(newsletterSubscriptions.repermissionSentAt),
		lt(newsletterSubscriptions.repermissionSentAt, periodCutoff(NOTICE, now)),
		sql`${lastInteraction} < ${periodCutoff(INACTIVE, now)}`,
	)
}

/**
 * When a subscriber asked at `askedAt` is removed unless they answer: at the 3-year mark
 * of `lastInteractionAt`, or 30 days after the mail when it went out later than the mark
 * minus 30 days (a subscription already close to or past its mark when the rule began).
 */
export function removalDate(lastInteractionAt: Date, askedAt: Date): Date {
	const mark = periodEnd(INACTIVE, lastInteractionAt)
	const answerBy = periodEnd(NOTICE, askedAt)
	return new Date(Math.max(mark.getTime(), answerBy.getTime()))
}

/**
 * Marks every subscription whose re-permission mail is due as asked and queues that mail
 * for it, in the caller's transaction (the retention job's). A subscription is asked once
 * per 3-year period: the mark clears only with the next interaction. A dry run counts.
 */
export async function queueRepermissionMails(tx: Executor, now: Date, { dryRun = false } = {}): Promise<number> {
	if (dryRun) {
		const [row] = await tx
			.select({ n: sql<number>`count(*)` })
			.from(newsletterSubscriptions)
			.where(repermissionDue(now))
		return Number(row?.n ?? 0)
	}
	const asked = await tx
		.update(newsletterSubscriptions)
		.set({ repermissionSentAt: now })
		.where(repermissionDue(now))
		.returning({
			id: newsletterSubscriptions.id,
			email: newsletterSubscriptions.email,
			locale: newsletterSubscriptions.locale,
			lastInteractionAt: sql`${lastInteraction}`.mapWith(newsletterSubscriptions.lastInteractionAt),
		})
	for (const { lastInteractionAt, ...subscription } of asked) {
		const locale = isLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE
		const removal = removalDate(lastInteractionAt ?? now, now)
		await enqueueMail(tx, repermissionMail({ ...subscription, locale }, removal))
	}
	return asked.length
}
