/**
 * Finds what a rendered page makes the browser load: JavaScript files (`<script src>`,
 * `<link rel="modulepreload">`, script preloads, and the preloads a deferred hydration script
 * adds after the first paint: server/deferred-hydration.ts), stylesheets, and inline
 * `<script>` bodies.
 * A small tag scanner is enough for the HTML React renders.
 */
import { decodeEntities } from '../../tests/support/html-entities.ts'

export interface PageReferences {
	/** Absolute URLs of JavaScript files, without duplicates. */
	scripts: string[]
	/** Absolute URLs of stylesheets, without duplicates. */
	styles: string[]
	/** Bodies of inline `<script>` elements (JavaScript, JSON-LD, data). */
	inlineScripts: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const LINK = /<link\b([^>]*)>/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

export function parseAttributes(source: string): Map<string, string> {
	const attributes = new Map<string, string>()
	for (const match of source.matchAll(ATTRIBUTE)) {
		const [, name, doubleQuoted, singleQuoted, bare] = match
		if (name) attributes.set(name.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ''))
	}
	return attributes
}

export function findReferences(html: string, pageUrl: string): PageReferences {
	const scripts = new Set<string>()
	const styles = new Set<string>()
	const inlineScripts: string[] = []
	const resolve = (href: string) => new URL(href, pageUrl).href

	for (const [, attributeSource = '', body = ''] of html.matchAll(SCRIPT)) {
		const attributes = parseAttributes(attributeSource)
		const src = attributes.get('src')
		for (const href of attributes.get('data-preload')?.split(' ') ?? []) if (href) scripts.add(resolve(href))
		if (src) scripts.add(resolve(src))
		else if (body.trim()) inlineScripts.push(body)
	}
	// link tags inside inline scripts (strings in hydration data) are not markup
	const markup = html.replace(SCRIPT, '')
	for (const [, attributeSource = ''] of markup.matchAll(LINK)) {
		const attributes = parseAttributes(attributeSource)
		const href = attributes.get('href')
		if (!href) continue
		const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/))
		const as = attributes.get('as')?.toLowerCase()
		if (rel.has('modulepreload') || (rel.has('preload') && as === 'script')) scripts.add(resolve(href))
		else if (rel.has('stylesheet') || (rel.has('preload') && as === 'style')) styles.add(resolve(href))
	}
	return { scripts: [...scripts], styles: [...styles], inlineScripts }
}
