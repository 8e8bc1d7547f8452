/**
 * Head tags for a public page (docs/product/pages.md, last paragraph): title, description, author,
 * keywords, Open Graph and Twitter cards, canonical URL, hreflang alternates for each
 * language the page exists in plus x-default (Portuguese), robots, and JSON-LD blocks.
 */
import type { MetaDescriptor } from 'react-router'
import { OWNER } from '#app/config/owner.ts'
import { DEFAULT_LOCALE, type Locale, OG_LOCALE } from '#app/i18n/locales.ts'
import { type PageId, pageAlternates } from '#app/i18n/route-table.ts'

export interface ArticleMeta {
	publishedTime?: string
	modifiedTime?: string
	author?: string
}

export interface PageMetaInput {
	siteUrl: string
	locale: Locale
	/** The page's path as served (canonical is built from it). */
	path: string
	/** The route-table page, for alternates; omit for pages outside the table. */
	pageId?: PageId
	title: string
	description: string
	keywords?: string
	/** Absolute or site-relative image for social cards. */
	image?: string
	imageAlt?: string
	type?: 'website' | 'article' | 'book' | 'profile'
	noindex?: boolean
	article?: ArticleMeta
	jsonLd?: Record<string, unknown>[]
}

export const DEFAULT_SOCIAL_IMAGE = '/images/social-card.jpg'

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
	return new URL(pathOrUrl, `${siteUrl}/`).href
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
	const { siteUrl, locale } = input
	const canonical = absoluteUrl(siteUrl, input.path)
	const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_SOCIAL_IMAGE)
	// A page kept out of the index names no alternates either: there is nothing to point to.
	const alternates = input.pageId && !input.noindex ? pageAlternates(input.pageId) : []
	const portuguese = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE)

	const tags: MetaDescriptor[] = [
		{ title: input.title },
		{ name: 'description', content: input.description },
		{ name: 'author', content: OWNER.name },
		{ name: 'robots', content: input.noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large' },
		// A page kept out of the index names no canonical URL.
		...(input.noindex ? [] : [{ tagName: 'link', rel: 'canonical', href: canonical }]),
		...alternates.map(({ locale: hreflang, path }) => ({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: hreflang,
			href: absoluteUrl(siteUrl, path),
		})),
		...(portuguese
			? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(siteUrl, portuguese.path) }]
			: []),
		{ property: 'og:type', content: input.type ?? 'website' },
		{ property: 'og:site_name', content: OWNER.name },
		{ property: 'og:title', content: input.title },
		{ property: 'og:description', content: input.description },
		{ property: 'og:url', content: canonical },
		{ property: 'og:image', content: image },
		...(input.image
			? []
			: [
					{ property: 'og:image:width', content: '1200' },
					{ property: 'og:image:height', content: '630' },
				]),
		{ property: 'og:image:alt', content: input.imageAlt ?? input.title },
		{ property: 'og:locale', content: OG_LOCALE[locale] },
		...alternates
			.filter((alternate) => alternate.locale !== locale)
			.map((alternate) => ({ property: 'og:locale:alternate', content: OG_LOCALE[alternate.locale] })),
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: input.title },
		{ name: 'twitter:description', content: input.description },
		{ name: 'twitter:image', content: image },
	]
	if (input.keywords) tags.push({ name: 'keywords', content: input.keywords })
	if (input.article) {
		const { publishedTime, modifiedTime, author } = input.article
		if (publishedTime) tags.push({ property: 'article:published_time', content: publishedTime })
		if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime })
		tags.push({ property: 'article:author', content: author ?? OWNER.name })
	}
	for (const block of input.jsonLd ?? []) tags.push({ 'script:ld+json': block })
	return tags
}

/** The WebPage structured data every public page carries. */
export function webPageJsonLd(input: {
	siteUrl: string
	path: string
	title: string
	description: string
	locale: Locale
}) {
	return {
		'@context': 'https://schema.org',
		'@type': 'WebPage',
		'@id': absoluteUrl(input.siteUrl, input.path),
		url: absoluteUrl(input.siteUrl, input.path),
		name: input.title,
		description: input.description,
		inLanguage: input.locale,
		isPartOf: { '@type': 'WebSite', name: OWNER.name, url: absoluteUrl(input.siteUrl, '/') },
	}
}
