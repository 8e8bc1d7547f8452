/**
 * The schema.org blocks of the bio (ProfilePage about a Person) and media (an ItemList of
 * NewsArticles) pages, built by the routes' loaders (docs/decisions/008).
 */
import { OWNER, SOCIAL_PROFILES } from '#app/config/owner.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'

const SCHEMA = 'https://schema.org'

/** The owner's profiles, in the order the footer lists them. */
const SAME_AS = SOCIAL_PROFILES.map((profile) => profile.href)

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
	externalUrl: string | null
	thumbnailUrl: string | null
}

/**
 * One NewsArticle per article shown, in the order shown. Only what the outlet's article
 * itself has: its publication date (our row's own edit time is not the article's), and an
 * image only where it has a thumbnail.
 */
export function mediaItemListJsonLd(siteUrl: string, articles: readonly ArticleForJsonLd[]) {
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
				...(article.externalUrl ? { url: article.externalUrl } : {}),
				...(article.thumbnailUrl ? { image: absoluteUrl(siteUrl, article.thumbnailUrl) } : {}),
				publisher: { '@type': 'Organization', name: article.source },
				about: { '@type': 'Person', name: OWNER.name },
			},
		})),
	}
}
