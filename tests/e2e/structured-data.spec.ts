/**
 * The structured data (JSON-LD) a search engine reads in the server's HTML: every block
 * parses and names schema.org, every page describes itself as a WebPage, the bio pages
 * describe the owner (ProfilePage → Person), the book page the ebook on pre-order (Book →
 * Offer) and the media pages their articles (ItemList → ListItem → NewsArticle), one per
 * article card the page shows.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { OWNER, PAGE_VISITS } from './support/site.ts'

type JsonObject = Record<string, unknown>

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The bodies of the `<script type="application/ld+json">` elements anywhere in the document. */
function jsonLdBodies(html: string): string[] {
	return [...html.matchAll(SCRIPT)]
		.filter(([, attributes = '']) => /\btype\s*=\s*["']?application\/ld\+json["']?/i.test(attributes))
		.map(([, , body = '']) => body)
}

/** The top-level items of a block: the block itself, or each element of a top-level array. */
function topLevelItems(block: unknown): unknown[] {
	return Array.isArray(block) ? block : [block]
}

/** Every object in the tree (nested entities and `@graph` members included). */
function allNodes(value: unknown): JsonObject[] {
	if (Array.isArray(value)) return value.flatMap(allNodes)
	if (!isObject(value)) return []
	return [value, ...Object.values(value).flatMap(allNodes)]
}

function hasType(node: unknown, type: string): node is JsonObject {
	if (!isObject(node)) return false
	const types = node['@type']
	return Array.isArray(types) ? types.includes(type) : types === type
}

/** The value of a property that may hold one item or a list, as a list. */
function asList(value: unknown): unknown[] {
	if (value === undefined) return []
	return Array.isArray(value) ? value : [value]
}

async function jsonLdOf(request: APIRequestContext, path: string): Promise<unknown[]> {
	const response = await request.get(path, { maxRedirects: 0 })
	expect(response.status(), `${path} answers 200`).toBe(200)
	return jsonLdBodies(await response.text()).map((body, index) => {
		try {
			return JSON.parse(body) as unknown
		} catch (error) {
			throw new Error(`JSON-LD block ${index + 1} on ${path} is not JSON: ${(error as Error).message}\n${body}`)
		}
	})
}

for (const { path } of PAGE_VISITS) {
	test(`every JSON-LD block on ${path} parses, names https://schema.org, and one describes a WebPage`, async ({
		request,
	}) => {
		const blocks = await jsonLdOf(request, path)
		expect(blocks.length, 'JSON-LD blocks').toBeGreaterThan(0)
		for (const item of blocks.flatMap(topLevelItems)) {
			expect(isObject(item) ? item['@context'] : item, `@context of ${JSON.stringify(item)}`).toBe('https://schema.org')
		}
		expect(allNodes(blocks).filter((node) => hasType(node, 'WebPage')).length, 'WebPage nodes').toBeGreaterThan(0)
	})
}

for (const path of ['/bio', '/en/bio', '/es/bio']) {
	test(`${path} has a ProfilePage about the owner as a Person with their four social profiles`, async ({ request }) => {
		const nodes = allNodes(await jsonLdOf(request, path))
		const profile = nodes.find((node) => hasType(node, 'ProfilePage'))
		expect(profile, 'a ProfilePage').toBeDefined()
		const person = profile?.mainEntity
		expect(hasType(person, 'Person'), `mainEntity is a Person: ${JSON.stringify(person)}`).toBe(true)
		if (!isObject(person)) return
		expect(person.name).toBe(OWNER.name)
		expect([...asList(person.sameAs)].sort()).toEqual(Object.values(OWNER.social).sort())
	})
}

test('/livro has a Book in pt-PT, an ebook, offered for pre-order at 12.90 EUR', async ({ request }) => {
	const nodes = allNodes(await jsonLdOf(request, '/livro'))
	const book = nodes.find((node) => hasType(node, 'Book'))
	expect(book, 'a Book').toBeDefined()
	expect(book?.inLanguage).toBe('pt-PT')
	expect(book?.bookFormat).toBe('https://schema.org/EBook')
	const offers = asList(book?.offers)
	expect(offers, 'one Offer').toHaveLength(1)
	const [offer] = offers
	expect(hasType(offer, 'Offer'), `offers is an Offer: ${JSON.stringify(offer)}`).toBe(true)
	expect(offer).toMatchObject({
		price: '12.90',
		priceCurrency: 'EUR',
		availability: 'https://schema.org/PreOrder',
	})
})

for (const { path } of PAGE_VISITS.filter((visit) => visit.id === 'media')) {
	test(`${path} lists each article card it shows as a NewsArticle in an ItemList`, async ({ page, request }) => {
		const nodes = allNodes(await jsonLdOf(request, path))
		await page.goto(path)
		const cards = await page.locator('[data-testid="media-article"]').count()

		const list = nodes.find((node) => hasType(node, 'ItemList'))
		expect(list, 'an ItemList').toBeDefined()
		const elements = asList(list?.itemListElement)
		expect(elements, 'one ListItem per article card').toHaveLength(cards)
		for (const element of elements) {
			expect(hasType(element, 'ListItem'), `a ListItem: ${JSON.stringify(element)}`).toBe(true)
			const article = isObject(element) ? element.item : undefined
			expect(hasType(article, 'NewsArticle'), `item is a NewsArticle: ${JSON.stringify(article)}`).toBe(true)
			expect(article).toMatchObject({
				headline: expect.stringMatching(/\S/),
				datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
				url: expect.stringMatching(/^https?:\/\//),
			})
		}
	})
}
