/**
 * The look of every e-mail the site sends: the same content as plain text and as simple,
 * robust HTML (inline styles, one column, readable without images). Every value is
 * escaped; features pass plain strings only.
 */
import { OWNER } from '#app/config/owner.ts'
import type { Locale } from '#app/i18n/locales.ts'

export interface MailContent {
	locale: Locale
	/** The first line, e.g. a greeting or a title. */
	heading: string
	paragraphs: string[]
	/**
	 * Body already rendered (a campaign's markdown, campaign-mail.server.ts): safe HTML and its
	 * plain-text form, after the paragraphs.
	 */
	rich?: { html: string; text: string }
	/** A prominent link (e.g. "Confirm subscription"). */
	action?: { label: string; url: string }
	/** Small print under a rule (e.g. why the visitor received this, how to unsubscribe). */
	footer?: string[]
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

function paragraphHtml(text: string, style: string): string {
	return `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
}

export function renderMail(content: MailContent): { text: string; html: string } {
	const text = [
		content.heading,
		'',
		...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
		...(content.rich ? [content.rich.text.trim(), ''] : []),
		...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
		`— ${OWNER.name}`,
		...(content.footer?.length ? ['', '--', ...content.footer] : []),
	].join('\n')

	const body = 'margin:0 0 16px;font-size:16px;line-height:1.55;color:#1c2b33'
	const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#5b6b73'
	const html = `<!doctype html>
<html lang="${content.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e9">
<div style="max-width:560px;margin:0 auto;padding:32px 20px;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<div style="background:#ffffff;border-radius:16px;padding:32px 28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0b2a3f">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => paragraphHtml(paragraph, body)).join('\n')}
${content.rich ? content.rich.html : ''}
${
	content.action
		? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#155e6b;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="${small}">${escapeHtml(content.action.url)}</p>`
		: ''
}
<p style="${body}">— ${escapeHtml(OWNER.name)}</p>
</div>
${content.footer?.length ? `<div style="padding:16px 8px">${content.footer.map((line) => paragraphHtml(line, small)).join('\n')}</div>` : ''}
</div>
</body>
</html>`
	return { text, html }
}
