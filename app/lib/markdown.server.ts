import MarkdownIt from 'markdown-it'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'

/**
 * Markdown written by admins (bio intro, timeline, testimonials) rendered to HTML on the
 * server, so no markdown library reaches the browser (docs/decisions/007). Raw HTML in the
 * source is escaped, never passed through, and markdown-it refuses `javascript:`,
 * `vbscript:`, `file:` and non-image `data:` link targets, so the output is safe to insert.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })

interface RenderEnv {
	/** Said to screen readers after a link that opens a new tab, in the page's language. */
	newTabHint: string
	/** Whether each open link is external, so its closing tag knows. */
	openLinks: boolean[]
}

const renderToken: NonNullable<typeof markdown.renderer.rules.link_open> = (tokens, index, options, _env, self) =>
	self.renderToken(tokens, index, options)

// Links in admin text that lead off the site open in a new tab, without handing it this
// window, and say so to screen readers like every other new-tab link of the site.
markdown.renderer.rules.link_open = (tokens, index, options, env: RenderEnv, self) => {
	const token = tokens[index]
	const external = /^https?:\/\//i.test(token?.attrGet('href') ?? '')
	if (token && external) {
		token.attrSet('target', '_blank')
		token.attrSet('rel', 'noopener noreferrer')
	}
	env.openLinks.push(external)
	return renderToken(tokens, index, options, env, self)
}
markdown.renderer.rules.link_close = (tokens, index, options, env: RenderEnv, self) => {
	const hint = env.openLinks.pop() ? `<span class="sr-only"> ${markdown.utils.escapeHtml(env.newTabHint)}</span>` : ''
	return hint + renderToken(tokens, index, options, env, self)
}

const renderEnv = (locale: Locale): RenderEnv => ({
	newTabHint: translatorFor(locale)('a11y.opensInNewTab'),
	openLinks: [],
})

/** Block markdown (paragraphs, lists, emphasis, links) as HTML, for a page in `locale`. */
export function renderMarkdown(source: string, locale: Locale): string {
	return markdown.render(source, renderEnv(locale))
}

/** A single line of markdown (emphasis, links) as HTML without a wrapping paragraph. */
export function renderInlineMarkdown(source: string, locale: Locale): string {
	return markdown.renderInline(source, renderEnv(locale))
}
