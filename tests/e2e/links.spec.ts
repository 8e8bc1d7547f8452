/**
 * A crawl of the running site (linkinator) finds no broken internal link, image,
 * stylesheet, font or script, starting from the home pages and from every page of the
 * route table (so a page nothing links to is checked too). Only the site itself is
 * requested: every other origin, the digital kit's external site included, is skipped.
 * Fragments (`#id`) are checked by reading the target page (linkinator's own fragment check
 * misses targets it had already crawled when the link turned up), and so are the icons'
 * `<use href="sprite.svg#name">`, which linkinator does not read.
 */
import { LinkChecker, LinkState } from 'linkinator'
import { decodeEntities } from '../support/html-entities.ts'
import { expect, test } from './support/fixtures.ts'
import { PAGE_VISITS } from './support/site.ts'

interface BrokenLink {
	url: string
	parent: string
	reason: string
}

const ANCHOR = /<(?:a|area)\b[^>]*?\shref="([^"]*)"/gi
const USE = /<use\b[^>]*?\s(?:xlink:)?href="([^"]*)"/gi
const ID = /\sid="([^"]*)"/gi

/** Crawls from `starts` and returns every link it found broken, with its parent, and the HTML pages it read. */
async function crawl(starts: readonly string[], origin: string): Promise<{ broken: BrokenLink[]; pages: string[] }> {
	const checker = new LinkChecker()
	const pages = new Set<string>()
	checker.on('pagestart', (url) => pages.add(String(url)))
	const result = await checker.check({
		path: [...starts],
		recurse: true,
		checkCss: true,
		concurrency: 8,
		timeout: 15_000,
		// Never leave the site (there is no internet here, and external sites are not ours to check).
		linksToSkip: async (link) => new URL(link).origin !== origin,
	})
	const broken = result.links
		.filter((link) => link.state === LinkState.BROKEN)
		.map((link) => ({
			url: link.url,
			parent: link.parent ?? '(start)',
			reason: link.status ? `status ${link.status}` : String(link.failureDetails?.[0] ?? 'no response'),
		}))
	return { broken, pages: [...pages] }
}

/** Reads each URL once; `ok` is false when it did not answer 2xx. */
function documentReader(): (url: string) => Promise<{ status: number; ok: boolean; ids: Set<string>; body: string }> {
	const cache = new Map<string, Promise<{ status: number; ok: boolean; ids: Set<string>; body: string }>>()
	return (url) => {
		let entry = cache.get(url)
		if (!entry) {
			entry = fetch(url).then(async (response) => {
				const body = response.ok ? await response.text() : ''
				const ids = new Set([...body.matchAll(ID)].map((match) => decodeEntities(match[1] ?? '')))
				return { status: response.status, ok: response.ok, ids, body }
			})
			cache.set(url, entry)
		}
		return entry
	}
}

/**
 * What linkinator does not check: a same-site `<a href="…#id">` must point at an element with
 * that id, and an SVG `<use href="…#symbol">` (the icon sprites) at a file that answers and
 * holds that symbol.
 */
async function brokenFragments(pages: readonly string[], origin: string): Promise<BrokenLink[]> {
	const read = documentReader()
	const broken: BrokenLink[] = []
	for (const page of pages) {
		const { body } = await read(page)
		const references = [
			...[...body.matchAll(ANCHOR)].map((match) => ({ href: match[1] ?? '', element: 'a' })),
			...[...body.matchAll(USE)].map((match) => ({ href: match[1] ?? '', element: 'use' })),
		]
		for (const { href, element } of references) {
			const target = new URL(decodeEntities(href), page)
			const fragment = decodeURIComponent(target.hash.slice(1))
			if (target.origin !== origin) continue
			// "#" and "#top" are defined by HTML itself (the top of the document)
			if (element === 'a' && (!fragment || fragment.toLowerCase() === 'top')) continue
			target.hash = ''
			const found = await read(target.href)
			const url = fragment ? `${target.href}#${fragment}` : target.href
			// a broken page behind a link is already reported by linkinator
			if (!found.ok && element === 'use') broken.push({ url, parent: page, reason: `status ${found.status}` })
			else if (found.ok && fragment && !found.ids.has(fragment)) {
				broken.push({ url, parent: page, reason: `no element with id "${fragment}"` })
			}
		}
	}
	return broken
}

test('a crawl of the site from every page finds no broken internal link, image, stylesheet, font or script', async ({
	baseURL,
}) => {
	test.setTimeout(180_000)
	const origin = new URL(baseURL ?? '').origin
	const absolute = (path: string) => new URL(path, origin).href
	// A crawl rooted at "/" reads every page it can reach; linkinator crawls a page only under
	// the root it came from, so the other starts get a run of their own.
	const fromHome = await crawl([absolute('/')], origin)
	const otherStarts = [...new Set(['/en', '/es', ...PAGE_VISITS.map((visit) => visit.path)])]
		.filter((path) => path !== '/')
		.map(absolute)
	const fromEveryPage = await crawl(otherStarts, origin)

	// linkinator resolves "#main" on /en as /en/: read each page once
	const withoutSlash = (url: string) => url.replace(/(.)\/$/, '$1')
	const pages = [...new Set([...fromHome.pages, ...fromEveryPage.pages].map(withoutSlash))]
	const crawledPaths = new Set(pages.map((page) => new URL(page).pathname))
	const unread = PAGE_VISITS.filter((visit) => !crawledPaths.has(visit.path)).map((visit) => visit.path)
	expect.soft(unread, 'every route-table page was read by the crawl').toEqual([])

	const seen = new Set<string>()
	const broken = [...fromHome.broken, ...fromEveryPage.broken, ...(await brokenFragments(pages, origin))].filter(
		(link) => {
			const key = `${link.url} ${link.parent}`
			if (seen.has(key)) return false
			seen.add(key)
			return true
		},
	)
	const list = broken.map((link) => `  ${link.url} (${link.reason}) on ${link.parent}`).join('\n')
	expect(broken.length, `${broken.length} broken link(s):\n${list}`).toBe(0)
})
