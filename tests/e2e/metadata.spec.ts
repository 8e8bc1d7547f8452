import { expect, test, waitForHydration } from './support/fixtures.ts'
import { alternateLinks, canonicalLink, fetchHead, metaContents } from './support/head.ts'
import { SITE_URL } from './support/server.ts'
import {
	expectedTitle,
	fill,
	isIndexed,
	OG_LOCALE,
	PAGE_VISITS,
	type PageVisit,
	pageAlternates,
	texts,
} from './support/site.ts'

function absolute(path: string): string {
	return new URL(path, `${SITE_URL}/`).href
}

function expectedAlternates(visit: PageVisit): Record<string, string> {
	const expected: Record<string, string> = {}
	for (const alternate of pageAlternates(visit.id)) expected[alternate.locale] = absolute(alternate.path)
	expected['x-default'] = expected['pt-PT'] ?? absolute('/')
	return expected
}

/** The pages the route table lets search engines index (all but the digital-kit hand-over). */
const INDEXED = PAGE_VISITS.filter(isIndexed)

for (const visit of INDEXED) {
	const { id, locale, path } = visit
	test(`${path} tells crawlers its canonical URL, its ${id} page in every language, and its ${OG_LOCALE[locale]} locale`, async ({
		request,
	}) => {
		const head = await fetchHead(request, path)
		expect(head.status).toBe(200)
		expect(head.lang).toBe(locale)
		expect(head.title).toBe(expectedTitle(visit))
		expect(metaContents(head, 'description')).toEqual([fill(texts(locale).pages[id].description)])
		expect(canonicalLink(head)).toBe(absolute(path))
		expect(alternateLinks(head)).toEqual(expectedAlternates(visit))
		expect(metaContents(head, 'og:locale')).toEqual([OG_LOCALE[locale]])
		expect(metaContents(head, 'og:url')).toEqual([absolute(path)])
		expect(metaContents(head, 'og:title')).toEqual([expectedTitle(visit)])
		expect(metaContents(head, 'robots')).toEqual([expect.stringMatching(/^index, follow/)])
	})
}

for (const visit of PAGE_VISITS.filter((page) => !isIndexed(page))) {
	test(`${visit.path} asks not to be indexed and names no canonical URL or alternates`, async ({ request }) => {
		const head = await fetchHead(request, visit.path)
		expect(head.status).toBe(200)
		expect(head.lang).toBe(visit.locale)
		expect(metaContents(head, 'robots')).toEqual(['noindex, nofollow'])
		expect(canonicalLink(head)).toBeUndefined()
		expect(alternateLinks(head)).toEqual({})
	})
}

test('a translated page lists pt-PT, en, es and an x-default pointing to Portuguese', async ({ request }) => {
	const head = await fetchHead(request, '/en/projects')
	expect(alternateLinks(head)).toEqual({
		'pt-PT': `${SITE_URL}/projectos`,
		en: `${SITE_URL}/en/projects`,
		es: `${SITE_URL}/es/proyectos`,
		'x-default': `${SITE_URL}/projectos`,
	})
	expect(metaContents(head, 'og:locale')).toEqual(['en_US'])
	expect(metaContents(head, 'og:locale:alternate')).toEqual(['pt_PT', 'es_ES'])
})

test('the Portuguese-only book page lists only pt-PT and x-default alternates', async ({ request }) => {
	const head = await fetchHead(request, '/livro')
	expect(alternateLinks(head)).toEqual({ 'pt-PT': `${SITE_URL}/livro`, 'x-default': `${SITE_URL}/livro` })
	expect(metaContents(head, 'og:locale')).toEqual(['pt_PT'])
	expect(metaContents(head, 'og:locale:alternate')).toEqual([])
})

for (const [path, ogLocale] of [
	['/bio', 'pt_PT'],
	['/en/bio', 'en_US'],
	['/es/bio', 'es_ES'],
] as const) {
	test(`${path} has Open Graph (a profile) and Twitter cards with og:locale ${ogLocale} and an absolute image`, async ({
		request,
	}) => {
		const head = await fetchHead(request, path)
		expect(metaContents(head, 'og:locale')).toEqual([ogLocale])
		expect(metaContents(head, 'og:type')).toEqual(['profile'])
		expect(metaContents(head, 'twitter:card')).toEqual(['summary_large_image'])
		expect(metaContents(head, 'twitter:title')).toEqual(metaContents(head, 'og:title'))
		expect(metaContents(head, 'og:image')).toEqual([expect.stringMatching(new RegExp(`^${SITE_URL}/`))])
		expect(metaContents(head, 'twitter:image')).toEqual(metaContents(head, 'og:image'))
		expect(metaContents(head, 'author')).toHaveLength(1)
	})
}

for (const visit of PAGE_VISITS.filter((candidate) => candidate.id === 'bio' || candidate.id === 'book')) {
	test(`${visit.path} carries a JSON-LD WebPage block that parses and describes the page`, async ({ request }) => {
		const head = await fetchHead(request, visit.path)
		const webPage = head.jsonLd.find((block) => (block as { '@type'?: string })['@type'] === 'WebPage')
		expect(webPage).toMatchObject({
			'@context': 'https://schema.org',
			'@id': absolute(visit.path),
			url: absolute(visit.path),
			name: expectedTitle(visit),
			description: fill(texts(visit.locale).pages[visit.id].description),
			inLanguage: visit.locale,
			isPartOf: { '@type': 'WebSite', url: absolute('/') },
		})
	})
}

test('the 404 page asks search engines not to index it', async ({ request }) => {
	const head = await fetchHead(request, '/en/gone-for-good')
	expect(head.status).toBe(404)
	expect(metaContents(head, 'robots')).toEqual(['noindex, nofollow'])
	expect(head.title).toBe(texts('en').notFound.title)
	expect(alternateLinks(head)).toEqual({})
})

test('after a client-side navigation the title, canonical and alternates describe the new page', async ({ page }) => {
	await page.goto('/en/media')
	await waitForHydration(page)
	await page
		.getByRole('navigation', { name: texts('en').a11y.primaryNav })
		.getByRole('link', { name: texts('en').nav.contact })
		.click()
	await expect(page).toHaveURL('/en/contact')
	await expect(page).toHaveTitle(expectedTitle({ id: 'contact', locale: 'en', path: '/en/contact' }))
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/en/contact`)
	await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${SITE_URL}/es/contacto`)
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		fill(texts('en').pages.contact.description),
	)
})
