/**
 * A first visit paints from the HTML alone (docs/decisions/027-first-visit-paints-from-the-html.md).
 *
 * The site has one stylesheet (about 12 KB compressed). As a `<link>` it costs a slow phone a
 * round trip before anything can paint, so public documents carry it inline. The `<link>`
 * element stays, `disabled` (the browser neither fetches nor applies it), because React
 * hydrates `<head>` by matching each stylesheet link's rel and href: without it React would
 * report a mismatch and render the whole document again.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

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

/** Of a build's stylesheets, those that can be written inline (none could close its style element); once per build. */
const inlinableOf = new WeakMap<Stylesheets, Stylesheets>()

function inlinable(stylesheets: Stylesheets): Stylesheets {
	let found = inlinableOf.get(stylesheets)
	if (!found) {
		found = new Map([...stylesheets].filter(([, css]) => !css.includes('</style')))
		inlinableOf.set(stylesheets, found)
	}
	return found
}

/**
 * The document with each of the build's stylesheets written inline before its disabled link.
 * Only the head is read: React hoists stylesheet links there.
 */
export function inlineStylesheets(html: string, stylesheets: Stylesheets): string {
	const inline = inlinable(stylesheets)
	const headEnd = html.indexOf('</head>')
	const end = headEnd === -1 ? html.length : headEnd
	const head = html.slice(0, end).replace(LINK, (link, attributes: string) => {
		if (!/\srel="stylesheet"/.test(attributes)) return link
		const css = inline.get(/\shref="([^"]+)"/.exec(attributes)?.[1] ?? '')
		if (css === undefined) return link
		return `<style>${css}</style><link${attributes} disabled=""/>`
	})
	return head + html.slice(end)
}
