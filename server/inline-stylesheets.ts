/**
 * A first visit paints from the HTML alone (docs/decisions/027-first-visit-paints-from-the-html.md).
 *
 * Public pages have one stylesheet (about 13 KB compressed; the dashboard's rules are in a
 * stylesheet of their own, decision 037). As a `<link>` it costs a slow phone a
 * round trip before anything can paint, so public documents carry it inline. The `<link>`
 * element stays, `disabled` (the browser neither fetches nor applies it), because React
 * hydrates `<head>` by matching each stylesheet link's rel and href: without it React would
 * report a mismatch and render the whole document again.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { documentBytes } from './document-text.ts'

/** The build's stylesheets by the path pages link them with (`/assets/root-….css`). */
export type Stylesheets = ReadonlyMap<string, string>

export async function readStylesheets(clientDir: string): Promise<Stylesheets> {
	const assets = path.join(clientDir, 'assets')
	const names = (await readdir(assets)).filter((name) => name.endsWith('.css'))
	const entries = await Promise.all(
		names.map(async (name) => [`/assets/${name}`, await readFile(path.join(assets, name), 'utf8')] as const),
	)
	return new Map(entries)
}

const LINK = /<link\b([^>]*?)\/>/g

/**
 * Of a build's stylesheets, those that can be written inline (none could close its style
 * element), each as the bytes of its whole `<style>` element: once per build, so a render
 * neither encodes the stylesheet's ~75 KB again nor builds a string that holds it
 * (docs/decisions/031-uncached-render-time.md).
 */
const inlinableOf = new WeakMap<Stylesheets, ReadonlyMap<string, Buffer>>()

function inlinable(stylesheets: Stylesheets): ReadonlyMap<string, Buffer> {
	let found = inlinableOf.get(stylesheets)
	if (!found) {
		found = new Map(
			[...stylesheets]
				.filter(([, css]) => !css.includes('</style'))
				.map(([href, css]) => [href, Buffer.from(`<style>${css}</style>`)] as const),
		)
		inlinableOf.set(stylesheets, found)
	}
	return found
}

/**
 * The document, as the bytes to send, with each of the build's stylesheets written inline
 * before its disabled link; `html` is document text (server/document-text.ts). Only the head
 * is read: React hoists stylesheet links there.
 */
export function inlineStylesheets(html: string, stylesheets: Stylesheets): Buffer {
	const inline = inlinable(stylesheets)
	const headEnd = html.indexOf('</head>')
	const end = headEnd === -1 ? html.length : headEnd
	const parts: Buffer[] = []
	let written = 0
	for (const match of html.slice(0, end).matchAll(LINK)) {
		const [link, attributes = ''] = match
		if (!/\srel="stylesheet"/.test(attributes)) continue
		const style = inline.get(/\shref="([^"]+)"/.exec(attributes)?.[1] ?? '')
		if (style === undefined) continue
		parts.push(
			documentBytes(html.slice(written, match.index)),
			style,
			documentBytes(`<link${attributes} disabled=""/>`),
		)
		written = match.index + link.length
	}
	parts.push(documentBytes(written === 0 ? html : html.slice(written)))
	return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)
}
