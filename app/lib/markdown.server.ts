import { getEnv } from '#app/config/env.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { type MarkdownOptions, renderInlineMarkdownWith, renderMarkdownWith } from './markdown.ts'

/**
 * Markdown written by admins rendered to HTML on the server for a page in `locale`, so no
 * markdown library reaches a public page's browser bundle (docs/decisions/007). The renderer
 * and its safety rules are in `markdown.ts`.
 */
const optionsFor = (locale: Locale): MarkdownOptions => ({
	newTabHint: translatorFor(locale)('a11y.opensInNewTab'),
	imageHosts: getEnv().IMAGE_HOSTS,
})

/** Block markdown (paragraphs, lists, emphasis, links) as HTML, for a page in `locale`. */
export function renderMarkdown(source: string, locale: Locale): string {
	return renderMarkdownWith(source, optionsFor(locale))
}

/** A single line of markdown (emphasis, links) as HTML without a wrapping paragraph. */
export function renderInlineMarkdown(source: string, locale: Locale): string {
	return renderInlineMarkdownWith(source, optionsFor(locale))
}
