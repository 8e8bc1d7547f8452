/**
 * The newsletter with double opt-in (docs/product/data.md, rules.md, messages.md; issue 4). A signup stores a pending
 * subscription (the e-mail only: no name, no IP) and, in the same transaction, queues the
 * confirmation mail with a signed, expiring link. The link opens a page whose button (a
 * POST) confirms, so mail scanners following links confirm nothing. Unsubscribing deletes
 * the subscription and any newsletter mail still waiting for that address. Confirming,
 * confirming again and the re-permission mail's "keep me subscribed" button record an
 * interaction (newsletter-interaction.server.ts), from which the retention rule counts.
 */
import { and, eq, like, lt } from 'drizzle-orm'
import { data } from 'react-router'
import { db } from '#app/db/client.server.ts'
import { mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { isUniqueViolation } from '#app/db/sql-errors.server.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { enqueueMail } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { logger } from '#app/lib/logger.server.ts'
import { interactionAt } from './newsletter-interaction.server.ts'
import { confirmationMail } from './newsletter-mail.server.ts'
import { NEWSLETTER_FIELDS, NewsletterSchema } from './newsletter-schema.ts'
import { CONFIRM_LINK_MS, checkToken, type TokenPurpose, tokenSubscriptionId } from './newsletter-tokens.server.ts'

/**
 * A signup from the form of a page in `locale` (the language the confirmation mail and the
 * landing pages will speak). A tripped honeypot gets the ordinary answer and stores nothing;
 * invalid input costs nothing; a valid one counts against the client's rate limit. A known
 * address gets the duplicate message and nothing else: no mail is sent again.
 */
export async function subscribe({
	form,
	locale,
	clientAddress,
	now = new Date(),
}: {
	form: FormData
	locale: Locale
	clientAddress: string | null | undefined
	now?: Date
}): Promise<FormAnswer> {
	const t = translatorFor(locale)
	const success: FormAnswer = { state: { status: 'success', message: t('newsletter.checkInbox') }, status: 200 }
	if (isHoneypotTripped(form)) return success

	const parsed = parseForm(NewsletterSchema, form, NEWSLETTER_FIELDS, t)
	if (!parsed.ok) return { state: parsed.state, status: 400 }
	const values = submittedValues(form, NEWSLETTER_FIELDS)
	// The name is checked by the schema and dropped: neither stored nor mailed (privacy.md).
	const { email } = parsed.data

	try {
		const limit = await consumeRateLimit('newsletter', clientAddress, now)
		if (!limit.allowed) return { state: { status: 'error', message: t('forms.rateLimited'), values }, status: 429 }

		await db().transaction(async (tx) => {
			// A signup never confirmed within its link's lifetime is void: the address may start over.
			await tx
				.delete(newsletterSubscriptions)
				.where(
					and(
						eq(newsletterSubscriptions.email, email),
						eq(newsletterSubscriptions.confirmed, false),
						lt(newsletterSubscriptions.createdAt, new Date(now.getTime() - CONFIRM_LINK_MS)),
					),
				)
			const [row] = await tx
				.insert(newsletterSubscriptions)
				.values({ email, locale, confirmed: false, consentTimestamp: now, ipAddress: null })
				.returning({ id: newsletterSubscriptions.id })
			if (!row) throw new Error('the subscription insert returned no row')
			await enqueueMail(tx, confirmationMail({ id: row.id, email, locale }, now))
		})
	} catch (error) {
		if (isUniqueViolation(error)) {
			const message = t('newsletter.errorDuplicate')
			return { state: { status: 'invalid', message, errors: { email: message }, values }, status: 409 }
		}
		logger.error({ err: error }, 'newsletter signup failed')
		return { state: { status: 'error', message: t('newsletter.errorGeneral'), values }, status: 503 }
	}
	return success
}

// ---------------------------------------------------------------------------------------
// The landing pages of the e-mail links.

interface Subscription {
	id: string
	email: string
	confirmed: boolean
	/** Set while a re-permission mail waits for an answer. */
	repermissionSentAt: Date | null
}

/** The subscription a token names, when the token is authentic for `purpose`. */
async function subscriptionOf(
	token: string | null,
	purpose: TokenPurpose,
	now: Date,
): Promise<{ check: 'valid' | 'expired'; subscription: Subscription } | 'invalid' | 'missing'> {
	const id = tokenSubscriptionId(token)
	if (!token || !id) return 'invalid'
	const [row] = await db()
		.select({
			id: newsletterSubscriptions.id,
			email: newsletterSubscriptions.email,
			confirmed: newsletterSubscriptions.confirmed,
			repermissionSentAt: newsletterSubscriptions.repermissionSentAt,
		})
		.from(newsletterSubscriptions)
		.where(eq(newsletterSubscriptions.id, id))
	if (!row) return 'missing'
	const check = checkToken(token, { purpose, subscriptionId: id, email: row.email, now })
	if (check === 'invalid') return 'invalid'
	return { check, subscription: row }
}

/**
 * What a confirmation link shows:
 * - `pending`: a valid link of a subscription to confirm (the page offers the button);
 * - `confirmed`: the subscription is confirmed (also when its link has since expired);
 * - `invalid`: tampered, expired, or of a subscription that no longer exists;
 * - `rate-limited` (POST only).
 */
/** The token of a link page's POST: the button's field, else the link's query (one-click posts). */
function postedLinkToken(form: FormData, url: URL): string {
	return String(form.get('token') ?? url.searchParams.get('token') ?? '')
}

/** The HTTP status of a link page's answer. */
function linkAnswerStatus(view: { status: string }): number {
	if (view.status === 'invalid') return 400
	return view.status === 'rate-limited' ? 429 : 200
}

/**
 * A link page's POST (its button, or a mail program's one-click request): reads the form and
 * the token, runs `act`, and answers its view with the matching status.
 */
export async function answerLinkPost<View extends { status: string }>(
	request: Request,
	url: URL,
	act: (token: string, form: FormData) => Promise<View>,
) {
	const form = await readForm(request)
	const view = await act(postedLinkToken(form, url), form)
	return data({ view }, { status: linkAnswerStatus(view) })
}

export type ConfirmView = { status: 'pending' | 'confirmed'; email: string } | { status: 'invalid' | 'rate-limited' }

function confirmViewOf(found: Awaited<ReturnType<typeof subscriptionOf>>): ConfirmView {
	if (typeof found === 'string') return { status: 'invalid' }
	const { check, subscription } = found
	if (subscription.confirmed) return { status: 'confirmed', email: subscription.email }
	return check === 'valid' ? { status: 'pending', email: subscription.email } : { status: 'invalid' }
}

/** What a confirmation link's page shows (GET: reads only, never confirms). */
export async function inspectConfirmLink(token: string | null, now = new Date()): Promise<ConfirmView> {
	return confirmViewOf(await subscriptionOf(token, 'confirm', now))
}

/**
 * Confirms the subscription of a valid link (the button's POST), recording the interaction.
 * Confirming again while the link still works records a new interaction; with an expired
 * link it only shows the subscription as confirmed.
 */
export async function confirmSubscription(
	token: string | null,
	clientAddress: string | null | undefined,
	now = new Date(),
): Promise<ConfirmView> {
	const limit = await consumeRateLimit('newsletterConfirm', clientAddress, now)
	if (!limit.allowed) return { status: 'rate-limited' }
	const found = await subscriptionOf(token, 'confirm', now)
	const view = confirmViewOf(found)
	if (typeof found === 'string' || view.status === 'invalid' || found.check !== 'valid') return view
	const { id, confirmed } = found.subscription
	await db()
		.update(newsletterSubscriptions)
		.set(confirmed ? interactionAt(now) : { confirmed: true, confirmedAt: now, ...interactionAt(now) })
		.where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.confirmed, confirmed)))
	logger.info(confirmed ? 'newsletter subscription confirmed again' : 'newsletter subscription confirmed')
	return { status: 'confirmed', email: found.subscription.email }
}

/**
 * What a keep link (the re-permission mail's button) shows:
 * - `asked`: a valid link of a confirmed subscription whose re-permission mail awaits an answer
 *   (the page offers the button);
 * - `kept`: the subscription goes on (just kept, or no answer is awaited any more);
 * - `gone`: there is no subscription for this link any more (removed or unsubscribed);
 * - `invalid`: tampered, expired, or not a confirmed subscription's;
 * - `rate-limited` (POST only).
 */
export type KeepView = { status: 'asked' | 'kept'; email: string } | { status: 'gone' | 'invalid' | 'rate-limited' }

function keepViewOf(found: Awaited<ReturnType<typeof subscriptionOf>>): KeepView {
	if (found === 'missing') return { status: 'gone' }
	if (found === 'invalid' || found.check !== 'valid' || !found.subscription.confirmed) return { status: 'invalid' }
	const { email, repermissionSentAt } = found.subscription
	return { status: repermissionSentAt ? 'asked' : 'kept', email }
}

/** What a keep link's page shows (GET: reads only, never records anything). */
export async function inspectKeepLink(token: string | null, now = new Date()): Promise<KeepView> {
	return keepViewOf(await subscriptionOf(token, 'keep', now))
}

/** "Keep me subscribed" (the button's POST): records the interaction, which answers the re-permission mail. */
export async function keepSubscription(
	token: string | null,
	clientAddress: string | null | undefined,
	now = new Date(),
): Promise<KeepView> {
	const limit = await consumeRateLimit('newsletterConfirm', clientAddress, now)
	if (!limit.allowed) return { status: 'rate-limited' }
	const found = await subscriptionOf(token, 'keep', now)
	const view = keepViewOf(found)
	if (!('email' in view) || typeof found === 'string') return view
	const kept = await db()
		.update(newsletterSubscriptions)
		.set(interactionAt(now))
		.where(and(eq(newsletterSubscriptions.id, found.subscription.id), eq(newsletterSubscriptions.confirmed, true)))
		.returning({ id: newsletterSubscriptions.id })
	// Removed by the retention job between the read and the update.
	if (kept.length === 0) return { status: 'gone' }
	logger.info('newsletter subscription kept')
	return { status: 'kept', email: view.email }
}

/**
 * What an unsubscribe link shows:
 * - `subscribed`: a valid link of an existing subscription (the page offers the button);
 * - `unsubscribed`: there is no subscription for this link (any more);
 * - `invalid`: a token that is not this server's for that subscription;
 * - `rate-limited` (POST from the page only).
 */
export type UnsubscribeView =
	| { status: 'subscribed'; email: string }
	| { status: 'unsubscribed' | 'invalid' | 'rate-limited' }

function unsubscribeViewOf(found: Awaited<ReturnType<typeof subscriptionOf>>): UnsubscribeView {
	if (found === 'missing') return { status: 'unsubscribed' }
	if (found === 'invalid') return { status: 'invalid' }
	return { status: 'subscribed', email: found.subscription.email }
}

/** What an unsubscribe link's page shows (GET: reads only). */
export async function inspectUnsubscribeLink(token: string | null): Promise<UnsubscribeView> {
	return unsubscribeViewOf(await subscriptionOf(token, 'unsubscribe', new Date()))
}

/**
 * Ends the subscription of a valid unsubscribe link: the row is deleted (nothing is kept of
 * an address that left), and so is any newsletter mail still queued for it. The one-click
 * POST of a mail program (RFC 8058) comes from its servers, not the subscriber's browser,
 * so it is not rate-limited: the signed token is the authority.
 */
export async function unsubscribe(
	token: string | null,
	{ clientAddress, oneClick = false }: { clientAddress: string | null | undefined; oneClick?: boolean },
): Promise<UnsubscribeView> {
	if (!oneClick) {
		const limit = await consumeRateLimit('newsletterConfirm', clientAddress)
		if (!limit.allowed) return { status: 'rate-limited' }
	}
	const found = await subscriptionOf(token, 'unsubscribe', new Date())
	if (typeof found === 'string') return unsubscribeViewOf(found)
	const { id, email } = found.subscription
	await db().transaction(async (tx) => {
		await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id))
		await tx
			.delete(mailOutbox)
			.where(
				and(eq(mailOutbox.recipient, email), like(mailOutbox.kind, 'newsletter.%'), eq(mailOutbox.status, 'pending')),
			)
	})
	logger.info({ oneClick }, 'newsletter subscription ended')
	return { status: 'unsubscribed' }
}
