import MarkdownIt from 'markdown-it'
import { allowedImageUrl } from './image-hosts.ts'

/**
 * The one markdown renderer of admin-written text (bio intro, timeline, testimonials,
 * 'how I work'). Raw HTML in the source is escaped, never passed through, and markdown-it
 * refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` link targets, so the
 * output is safe to insert. Public pages render on the server (`markdown.server.ts`, which
 * adds the page language's new-tab hint), so no markdown library reaches a public page's
 * browser bundle (docs/decisions/007); the admin editor's live preview imports this module
 * directly, so what the admin previews is exactly what visitors get.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })

export interface MarkdownOptions {
	/** Said to screen readers after a link that opens a new tab, in the page's language. */
	newTabHint: string
	/** Hosts whose https images may be shown (`IMAGE_HOSTS`); images elsewhere become links. */
	imageHosts?: readonly string[]
}

interface RenderEnv extends MarkdownOptions {
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

// An image is shown only from the site itself or a listed host (app/lib/image-hosts.ts): any
// other host would learn each visitor's address. Elsewhere it becomes a link to the image.
markdown.renderer.rules.image = (tokens, index, options, env: RenderEnv, self) => {
	const token = tokens[index]
	const src = token?.attrGet('src') ?? ''
	const altText = token ? self.renderInlineAsText(token.children ?? [], options, env) : ''
	if (token && allowedImageUrl(src, env.imageHosts ?? [])) {
		token.attrSet('alt', altText)
		return self.renderToken(tokens, index, options)
	}
	const alt = markdown.utils.escapeHtml(altText)
	const href = markdown.utils.escapeHtml(src)
	if (!/^https?:\/\//i.test(src)) return alt
	return `<a href="${href}" target="_blank" rel="noopener noreferrer">${alt || href}<span class="sr-only"> ${markdown.utils.escapeHtml(env.newTabHint)}</span></a>`
}

/** Block markdown (paragraphs, lists, emphasis, links) as safe HTML. */
export function renderMarkdownWith(source: string, options: MarkdownOptions): string {
	return markdown.render(source, { ...options, openLinks: [] } satisfies RenderEnv)
}

/** A single line of markdown (emphasis, links) as safe HTML without a wrapping paragraph. */
export function renderInlineMarkdownWith(source: string, options: MarkdownOptions): string {
	return markdown.renderInline(source, { ...options, openLinks: [] } satisfies RenderEnv)
}
