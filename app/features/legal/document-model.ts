/**
 * The legal documents as typed data: a small block model (sections with headings,
 * paragraphs, lists and tables) whose links are data, not HTML strings, so the renderer
 * makes every link a component and the route table decides every internal path.
 */
import type { Locale } from '#app/i18n/locales.ts'
import type { PageId } from '#app/i18n/route-table.ts'

export type LegalPageId = Extract<PageId, 'privacy' | 'terms' | 'cookies' | 'legalNotice'>

export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies', 'legalNotice'] as const satisfies readonly LegalPageId[]

export function isLegalPageId(id: string): id is LegalPageId {
	return (LEGAL_PAGE_IDS as readonly string[]).includes(id)
}

/** A run of text: plain, emphasised, code (a cookie or key name), or a link. */
export type Inline =
	| string
	| { strong: string }
	| { code: string }
	/** A page of the route table, in the document's language where the page exists in it. */
	| { page: PageId; text: string }
	/** A mailto link; the text defaults to the address. */
	| { email: string; text?: string }
	/** A page on another site, opened in a new tab. */
	| { href: `https://${string}`; text: string }

/** The content of a paragraph, list item or table cell. */
export type Rich = readonly Inline[]

export type Block =
	| { type: 'paragraph'; content: Rich }
	| { type: 'list'; items: readonly Rich[] }
	| { type: 'subheading'; text: string }
	/**
	 * A data table; the first cell of each row heads that row. `noWrap` lists the columns of
	 * short values (names, durations) that should never break, leaving the width to prose.
	 */
	| {
			type: 'table'
			caption: string
			columns: readonly string[]
			rows: readonly (readonly Rich[])[]
			noWrap?: readonly number[]
	  }

export interface LegalSection {
	/** The fragment id of the section's heading (unique on the page, stable across edits). */
	id: string
	title: string
	blocks: readonly Block[]
}

export interface LegalDocument {
	locale: Locale
	intro: readonly Block[]
	sections: readonly LegalSection[]
}

/** A document with its "last updated" date, as the legal route's loader returns it. */
export interface LegalPageData {
	pageId: LegalPageId
	document: LegalDocument
	updated: { iso: string; text: string }
}

/** The plain text of rich content (React keys, tests). */
export function plainText(content: Rich): string {
	return content
		.map((inline) => {
			if (typeof inline === 'string') return inline
			if ('strong' in inline) return inline.strong
			if ('code' in inline) return inline.code
			if ('email' in inline) return inline.text ?? inline.email
			return inline.text
		})
		.join('')
}

// Builders that keep the documents readable.

export const p = (...content: Inline[]): Block => ({ type: 'paragraph', content })
export const h3 = (text: string): Block => ({ type: 'subheading', text })
export const list = (...items: (Inline | Rich)[]): Block => ({
	type: 'list',
	items: items.map((item) => (Array.isArray(item) ? item : [item as Inline])),
})
export const table = (
	caption: string,
	columns: readonly string[],
	rows: readonly (readonly Rich[])[],
	noWrap?: readonly number[],
): Block => ({ type: 'table', caption, columns, rows, ...(noWrap ? { noWrap } : {}) })
export const section = (id: string, title: string, ...blocks: Block[]): LegalSection => ({ id, title, blocks })

export const strong = (text: string): Inline => ({ strong: text })
export const code = (text: string): Inline => ({ code: text })
export const link = (page: PageId, text: string): Inline => ({ page, text })
export const email = (address: string, text?: string): Inline => (text ? { email: address, text } : { email: address })
export const external = (href: `https://${string}`, text: string): Inline => ({ href, text })
