/**
 * The mail of a campaign (docs/product/campaigns.md), as one recipient gets it: the subject
 * and body in the recipient's language (Portuguese where that one is empty), the body's
 * markdown as HTML and as plain text, and the headers mail programs and providers look for:
 * `List-Unsubscribe` with one-click unsubscribing (RFC 8058), a `List-Id`, and (added by the
 * transport) a Message-ID per outbox row. The footer says why the person gets the mail and
 * carries a visible link that ends it: the newsletter's unsubscribe page, or for the launch
 * notice the page that deletes the pre-reservation. Nothing tracks the reader: no remote
 * images (an image becomes a link), and links lose their tracking parameters.
 */

import { inArray } from 'drizzle-orm'
import MarkdownIt from 'markdown-it'
import { getEnv } from '#app/config/env.server.ts'
import { type CampaignAudience, type CampaignMailParts, type ComposedMail, campaigns } from '#app/db/schema.ts'
import { BOOK } from '#app/features/book/book.ts'
import { escapeHtml, renderMail } from '#app/features/mail/mail-layout.server.ts'
import type { Executor, OutgoingMail } from '#app/features/mail/outbox.server.ts'
import { listUnsubscribeHeaders, unsubscribeUrl } from '#app/features/newsletter/newsletter-mail.server.ts'
import { signToken } from '#app/features/newsletter/newsletter-tokens.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { type LocalizedText, localize } from '#app/i18n/localized-text.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { isTrackingParameter } from '#app/lib/tracking-parameters.ts'

/** The outbox kinds of campaign mail: a newsletter issue is newsletter mail (unsubscribing drops what is queued). */
export const CAMPAIGN_KINDS = {
	newsletter: 'newsletter.issue',
	prereservations: 'book.launch',
} as const satisfies Record<CampaignAudience, string>
/** A test of a campaign, sent to the signed-in admin. */
export const CAMPAIGN_TEST_KIND = 'campaign.test'

export interface CampaignContent {
	audience: CampaignAudience
	subject: LocalizedText
	body: LocalizedText
}

/** Who a mail is for: the id of their record (newsletter subscription or pre-reservation) signs their link. */
export interface CampaignRecipient {
	id: string
	email: string
	locale: Locale
}

/** A link as written, without tracking parameters (relative and non-http links stay as they are). */
export function withoutTracking(href: string): string {
	if (!/^https?:\/\//i.test(href)) return href
	try {
		const url = new URL(href)
		for (const name of [...url.searchParams.keys()]) if (isTrackingParameter(name)) url.searchParams.delete(name)
		return url.href
	} catch {
		return href
	}
}

// Mail's own markdown renderer: raw HTML escaped (as on the site), no remote image ever loaded
// (it would tell a server who opened the mail, and when), inline styles for mail programs.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })
const LINK_STYLE = 'color:#155e6b;text-decoration:underline'
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
	const token = tokens[index]
	if (token) {
		const href = withoutTracking(absolute(token.attrGet('href') ?? ''))
		token.attrSet('href', href)
		token.attrSet('style', LINK_STYLE)
		// A bare address in the text shows itself: shown without its tracking parameters too.
		const label = tokens[index + 1]
		if (token.markup === 'linkify' && label?.type === 'text') label.content = href
	}
	return self.renderToken(tokens, index, options)
}
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
	const token = tokens[index]
	const src = withoutTracking(absolute(token?.attrGet('src') ?? ''))
	const alt = escapeHtml(token ? self.renderInlineAsText(token.children ?? [], options, env) : '')
	if (!/^https?:\/\//i.test(src)) return alt
	return `<a href="${escapeHtml(src)}" style="${LINK_STYLE}">${alt || escapeHtml(src)}</a>`
}
const BLOCK_STYLES: Record<string, string> = {
	p: 'margin:0 0 16px;font-size:16px;line-height:1.55;color:#1c2b33',
	h1: 'margin:24px 0 12px;font-size:20px;line-height:1.3;color:#0b2a3f',
	h2: 'margin:24px 0 12px;font-size:18px;line-height:1.3;color:#0b2a3f',
	h3: 'margin:20px 0 10px;font-size:16px;line-height:1.3;color:#0b2a3f',
	ul: 'margin:0 0 16px;padding-left:22px;font-size:16px;line-height:1.55;color:#1c2b33',
	ol: 'margin:0 0 16px;padding-left:22px;font-size:16px;line-height:1.55;color:#1c2b33',
	blockquote: 'margin:0 0 16px;padding-left:14px;border-left:3px solid #d9cdb8;color:#3d4f58',
}
for (const rule of ['paragraph_open', 'heading_open', 'bullet_list_open', 'ordered_list_open', 'blockquote_open']) {
	markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
		const token = tokens[index]
		const style = token ? BLOCK_STYLES[token.tag] : undefined
		if (token && style) token.attrSet('style', style)
		return self.renderToken(tokens, index, options)
	}
}

/** A site path as an absolute link on SITE_URL (mail has no base address). */
function absolute(href: string): string {
	return href.startsWith('/') && !href.startsWith('//') ? new URL(href, `${getEnv().SITE_URL}/`).href : href
}

/** The body's markdown as mail HTML. */
export function markdownHtml(source: string): string {
	return markdown.render(source)
}

/** The body's markdown as plain text: markdown reads as text; links show their address, tracking removed. */
export function markdownText(source: string): string {
	return source
		.replace(
			/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g,
			(_, alt: string, src: string) => `${alt} (${withoutTracking(absolute(src))})`,
		)
		.replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_, label: string, href: string) => {
			const url = withoutTracking(absolute(href))
			return label === href || label === url ? url : `${label} (${url})`
		})
		.replace(/https?:\/\/[^\s)<>]+/g, (url) => withoutTracking(url))
}

/** The page that deletes a pre-reservation; its signed link never expires but dies with the record. */
export function prereservationCancelUrl(recipient: CampaignRecipient): string {
	const token = signToken({ purpose: 'prereservation-cancel', subscriptionId: recipient.id, email: recipient.email })
	const url = new URL(linkPath('prereservationCancel', recipient.locale), `${getEnv().SITE_URL}/`)
	url.searchParams.set('token', token)
	return url.href
}

/** `List-Id` (RFC 2919): the list's name and an identifier under the site's domain. */
export function listId(audience: CampaignAudience): string {
	const host = new URL(getEnv().SITE_URL).hostname
	return audience === 'newsletter' ? `Newsletter <newsletter.${host}>` : `Book launch <book-launch.${host}>`
}

/** The signed link that ends what the mail is about: leaving the newsletter, or cancelling the pre-reservation. */
function leaveUrl(audience: CampaignAudience, recipient: CampaignRecipient): string {
	return audience === 'newsletter' ? unsubscribeUrl(recipient) : prereservationCancelUrl(recipient)
}

/** The footer lines: why the reader gets the mail, and the link that ends it. */
function footerLines(audience: CampaignAudience, locale: Locale, url: string): string[] {
	const t = translatorFor(locale)
	return audience === 'newsletter'
		? [t('campaignMail.newsletterWhy'), t('campaignMail.newsletterUnsubscribe', { url })]
		: [t('campaignMail.launchWhy', { title: BOOK.title }), t('campaignMail.launchCancel', { url })]
}

/**
 * The parts of one language's mail that are the same for every recipient, rendered once: a
 * campaign to thousands renders its markdown three times, not thousands.
 */
export function campaignBody(content: CampaignContent, locale: Locale) {
	const source = localize(content.body, locale)
	return { subject: localize(content.subject, locale), html: markdownHtml(source), text: markdownText(source) }
}

export type CampaignBody = ReturnType<typeof campaignBody>

/** What is one recipient's own in a campaign mail, as it is queued (the rest is composed when it is sent). */
export function campaignMailParts(
	content: CampaignContent,
	recipient: CampaignRecipient,
	subject = localize(content.subject, recipient.locale),
): CampaignMailParts {
	return { subject, leaveUrl: leaveUrl(content.audience, recipient) }
}

/** The whole mail to `to`, from their queued parts and their language's rendered body. */
export function composeCampaignMail(
	content: CampaignContent,
	to: { email: string; locale: Locale },
	parts: CampaignMailParts,
	body: CampaignBody = campaignBody(content, to.locale),
): ComposedMail {
	const { text, html } = renderMail({
		locale: to.locale,
		heading: parts.subject,
		paragraphs: [],
		rich: { html: body.html, text: body.text },
		footer: footerLines(content.audience, to.locale, parts.leaveUrl),
	})
	return {
		subject: parts.subject,
		text,
		html,
		headers: { ...listUnsubscribeHeaders(parts.leaveUrl), 'List-Id': listId(content.audience) },
	}
}

/** One recipient's whole mail at once (a test send, which goes out as it is). */
export function campaignMailFor(
	content: CampaignContent,
	recipient: CampaignRecipient,
	kind: string = CAMPAIGN_KINDS[content.audience],
): OutgoingMail {
	const mail = composeCampaignMail(content, recipient, campaignMailParts(content, recipient))
	return { kind, to: recipient.email, locale: recipient.locale, ...mail }
}

/** A queued campaign mail, as the sender holds it. */
export interface QueuedCampaignMail {
	id: string
	campaignId: string
	recipient: string
	locale: Locale
	message: CampaignMailParts
}

/**
 * Composes queued campaign mail for sending: each campaign read once, each of its languages
 * rendered once. A mail whose campaign is gone maps to undefined.
 */
export async function composeQueuedCampaignMail(
	executor: Executor,
	rows: QueuedCampaignMail[],
): Promise<Map<string, ComposedMail | undefined>> {
	const ids = [...new Set(rows.map((row) => row.campaignId))]
	const found =
		ids.length === 0
			? []
			: await executor
					.select({ id: campaigns.id, audience: campaigns.audience, subject: campaigns.subject, body: campaigns.body })
					.from(campaigns)
					.where(inArray(campaigns.id, ids))
	const contents = new Map(found.map((campaign) => [campaign.id, campaign]))
	const bodies = new Map<string, CampaignBody>()
	const composed = new Map<string, ComposedMail | undefined>()
	for (const row of rows) {
		const content = contents.get(row.campaignId)
		if (!content) {
			composed.set(row.id, undefined)
			continue
		}
		const key = `${row.campaignId} ${row.locale}`
		let body = bodies.get(key)
		if (!body) {
			body = campaignBody(content, row.locale)
			bodies.set(key, body)
		}
		composed.set(row.id, composeCampaignMail(content, { email: row.recipient, locale: row.locale }, row.message, body))
	}
	return composed
}
