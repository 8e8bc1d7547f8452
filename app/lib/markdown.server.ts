import MarkdownIt from 'markdown-it'

/**
 * Markdown written by admins (bio intro, timeline, testimonials) rendered to HTML on the
 * server, so no markdown library reaches the browser (docs/decisions/007). Raw HTML in the
 * source is escaped, never passed through, and markdown-it refuses `javascript:`,
 * `vbscript:`, `file:` and non-image `data:` link targets, so the output is safe to insert.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })

// Links in admin text lead off the site: open them in a new tab without handing it this window.
const renderLinkOpen =
	markdown.renderer.rules.link_open ??
	((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
	const token = tokens[index]
	const href = token?.attrGet('href') ?? ''
	if (token && /^https?:\/\//i.test(href)) {
		token.attrSet('target', '_blank')
		token.attrSet('rel', 'noopener noreferrer')
	}
	return renderLinkOpen(tokens, index, options, env, self)
}

/** Block markdown (paragraphs, lists, emphasis, links) as HTML. */
export function renderMarkdown(source: string): string {
	return markdown.render(source)
}

/** A single line of markdown (emphasis, links) as HTML without a wrapping paragraph. */
export function renderInlineMarkdown(source: string): string {
	return markdown.renderInline(source)
}
