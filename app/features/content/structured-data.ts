/**
 * The schema.org blocks of the bio (ProfilePage about a Person) and media (an ItemList of
 * NewsArticles) pages. Pure, so the route's `meta` can build them on server and client.
 */
import { OWNER } from '#app/config/owner.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'

const SCHEMA = 'https://schema.org'

/** The owner's profiles, in the order the footer lists them. */
const SAME_AS = [OWNER.social.instagram, OWNER.social.linkedin, OWNER.social.x, OWNER.social.youtube]

export function profilePageJsonLd(input: {
	siteUrl: string
	/** The bio page's path in the page language. */
	path: string
	jobTitle: string
	description: string
	imageUrl: string | null
	/** ISO time the bio last changed. */
	updatedAt: string | null
}) {
	return {
		'@context': SCHEMA,
		'@type': 'ProfilePage',
		mainEntity: {
			'@type': 'Person',
			name: OWNER.name,
			jobTitle: input.jobTitle,
			description: input.description,
			url: absoluteUrl(input.siteUrl, input.path),
			...(input.imageUrl ? { image: absoluteUrl(input.siteUrl, input.imageUrl) } : {}),
			sameAs: SAME_AS,
			address: { '@type': 'PostalAddress', addressRegion: 'Costa de Prata', addressCountry: 'PT' },
		},
		...(input.updatedAt ? { dateModified: input.updatedAt } : {}),
	}
}

export interface ArticleForJsonLd {
	title: string
	source: string
	publishedDate: string
	updatedAt: string
	externalUrl: string | null
	thumbnailUrl: string | null
}

/** One NewsArticle per article shown, in the order shown; `fallbackImage` stands in for a missing thumbnail. */
export function mediaItemListJsonLd(siteUrl: string, articles: readonly ArticleForJsonLd[], fallbackImage: string) {
	return {
		'@context': SCHEMA,
		'@type': 'ItemList',
		itemListElement: articles.map((article, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			item: {
				'@type': 'NewsArticle',
				headline: article.title,
				datePublished: article.publishedDate,
				dateModified: article.updatedAt,
				...(article.externalUrl ? { url: article.externalUrl } : {}),
				image: absoluteUrl(siteUrl, article.thumbnailUrl ?? fallbackImage),
				publisher: { '@type': 'Organization', name: article.source },
				about: { '@type': 'Person', name: OWNER.name },
			},
		})),
	}
}
