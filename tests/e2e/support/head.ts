/**
 * What a crawler reads: the `<head>` of the HTML the server sends, without running any
 * script. React's server renderer writes plain, double-quoted attributes, so a small
 * tag reader is enough here.
 */
import type { APIRequestContext } from '@playwright/test'

export type Attributes = Record<string, string>

export interface DocumentHead {
	status: number
	lang: string | undefined
	title: string | undefined
	metas: Attributes[]
	links: Attributes[]
	jsonLd: unknown[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

function decode(text: string): string {
	return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ENTITIES[entity] ?? '')
}

function attributes(tag: string): Attributes {
	const found: Attributes = {}
	for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
		const [, name = '', value = ''] = match
		found[name.toLowerCase()] = decode(value)
	}
	return found
}

export function parseHead(html: string): Omit<DocumentHead, 'status'> {
	const head = html.slice(0, html.indexOf('</head>'))
	return {
		lang: attributes(/<html[^>]*>/.exec(html)?.[0] ?? '').lang,
		title: (() => {
			const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
			return title === undefined ? undefined : decode(title)
		})(),
		metas: [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => attributes(match[0])),
		links: [...head.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0])),
		jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
			JSON.parse(match[1] ?? ''),
		),
	}
}

export async function fetchHead(request: APIRequestContext, path: string): Promise<DocumentHead> {
	const response = await request.get(path, { maxRedirects: 0 })
	return { status: response.status(), ...parseHead(await response.text()) }
}

/** The `content` of every `<meta>` with this `name` or `property`. */
export function metaContents(head: Pick<DocumentHead, 'metas'>, key: string): string[] {
	return head.metas.filter((meta) => meta.name === key || meta.property === key).map((meta) => meta.content ?? '')
}

/** hreflang → href of the alternate-language links. */
export function alternateLinks(head: Pick<DocumentHead, 'links'>): Record<string, string> {
	return Object.fromEntries(
		head.links
			.filter((link) => link.rel === 'alternate' && link.hreflang)
			.map((link) => [link.hreflang ?? '', link.href ?? '']),
	)
}

export function canonicalLink(head: Pick<DocumentHead, 'links'>): string | undefined {
	return head.links.find((link) => link.rel === 'canonical')?.href
}
