/**
 * The newsletter's e-mail: the links it carries (absolute, on SITE_URL, in the subscriber's
 * language), the confirmation message of the double opt-in and the re-permission message
 * ("keep me subscribed?", newsletter-interaction.server.ts). Every newsletter mail names
 * its unsubscribe link in `List-Unsubscribe` with one-click unsubscribing (RFC 8058), so a
 * mail program can offer it; the confirmation mail too, so the person can refuse at once.
 */
import { getEnv } from '#app/config/env.server.ts'
import { formatLongDate } from '#app/features/content/dates.ts'
import { renderMail } from '#app/features/mail/mail-layout.server.ts'
import type { OutgoingMail } from '#app/features/mail/outbox.server.ts'
import { formatPeriod, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { CONFIRM_LINK_DAYS, CONFIRM_LINK_MS, KEEP_LINK_GRACE_MS, signToken } from './newsletter-tokens.server.ts'

export const NEWSLETTER_CONFIRM_KIND = 'newsletter.confirm'
export const NEWSLETTER_REPERMISSION_KIND = 'newsletter.repermission'

export interface SubscriptionRef {
	id: string
	email: string
	locale: Locale
}

function pageUrl(
	page: 'newsletterConfirm' | 'newsletterUnsubscribe' | 'newsletterKeep',
	locale: Locale,
	token: string,
): string {
	const url = new URL(linkPath(page, locale), `${getEnv().SITE_URL}/`)
	url.searchParams.set('token', token)
	return url.href
}

/** The page that confirms a subscription; its link works for CONFIRM_LINK_DAYS from `now`. */
export function confirmUrl(subscription: SubscriptionRef, now: Date): string {
	const expiresAt = new Date(now.getTime() + CONFIRM_LINK_MS)
	const token = signToken({ purpose: 'confirm', subscriptionId: subscription.id, email: subscription.email, expiresAt })
	return pageUrl('newsletterConfirm', subscription.locale, token)
}

/** The page (and one-click endpoint) that ends a subscription; the link never expires. */
export function unsubscribeUrl(subscription: SubscriptionRef): string {
	const token = signToken({ purpose: 'unsubscribe', subscriptionId: subscription.id, email: subscription.email })
	return pageUrl('newsletterUnsubscribe', subscription.locale, token)
}

/**
 * The page whose button keeps a subscription; its link works until the subscription is due
 * for removal, and a day longer, while the daily retention job has not removed it yet.
 */
export function keepUrl(subscription: SubscriptionRef, removal: Date): string {
	const expiresAt = new Date(removal.getTime() + KEEP_LINK_GRACE_MS)
	const token = signToken({ purpose: 'keep', subscriptionId: subscription.id, email: subscription.email, expiresAt })
	return pageUrl('newsletterKeep', subscription.locale, token)
}

/** The headers every newsletter mail carries (RFC 2369 and RFC 8058 one-click). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
	return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/**
 * The double opt-in message, in the subscriber's language. It carries no text the visitor
 * typed: it goes to whatever address was entered, so the name (which the form asks for but
 * nothing keeps, docs/product/privacy.md) is not echoed, or anyone could relay words of
 * their choosing to any mailbox.
 */
export function confirmationMail(subscription: SubscriptionRef, now: Date): OutgoingMail {
	const t = translatorFor(subscription.locale)
	const unsubscribe = unsubscribeUrl(subscription)
	const { text, html } = renderMail({
		locale: subscription.locale,
		heading: t('newsletter.mailGreeting'),
		paragraphs: [t('newsletter.mailConfirmIntro'), t('newsletter.mailConfirmRequest', { days: CONFIRM_LINK_DAYS })],
		action: { label: t('newsletter.mailConfirmAction'), url: confirmUrl(subscription, now) },
		footer: [t('newsletter.mailConfirmIgnore'), t('newsletter.mailUnsubscribe', { url: unsubscribe })],
	})
	return {
		kind: NEWSLETTER_CONFIRM_KIND,
		to: subscription.email,
		locale: subscription.locale,
		subject: t('newsletter.mailConfirmSubject'),
		text,
		html,
		headers: listUnsubscribeHeaders(unsubscribe),
	}
}

/**
 * The re-permission message, in the subscriber's language: 30 days before the 3-year mark
 * of their last interaction, it asks whether they want to stay and names the day their
 * subscription is removed (`removal`) if they do not press the button.
 */
export function repermissionMail(subscription: SubscriptionRef, removal: Date): OutgoingMail {
	const t = translatorFor(subscription.locale)
	const unsubscribe = unsubscribeUrl(subscription)
	// The day in Lisbon, spelled out in the subscriber's language (26/12 could read as a month).
	const date = formatLongDate(lisbonIsoDate(removal), subscription.locale)
	const { text, html } = renderMail({
		locale: subscription.locale,
		heading: t('newsletter.mailGreeting'),
		paragraphs: [
			t('newsletterKeep.mailIntro', {
				period: formatPeriod(RETENTION_PERIODS.newsletterInactive, subscription.locale),
			}),
			t('newsletterKeep.mailRequest', { date }),
		],
		action: { label: t('newsletterKeep.button'), url: keepUrl(subscription, removal) },
		footer: [t('newsletterKeep.mailWhy'), t('newsletter.mailUnsubscribe', { url: unsubscribe })],
	})
	return {
		kind: NEWSLETTER_REPERMISSION_KIND,
		to: subscription.email,
		locale: subscription.locale,
		subject: t('newsletterKeep.mailSubject'),
		text,
		html,
		headers: listUnsubscribeHeaders(unsubscribe),
	}
}
