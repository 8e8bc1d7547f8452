/**
 * The book's schema.org `Book` with its pre-order `Offer` (SPEC §2 metadata), built from
 * `BOOK` for the book page's head.
 */
import { OWNER } from '#app/config/owner.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { BOOK, schemaPrice } from './book.ts'
import { BOOK_DESCRIPTION } from './book-content.ts'

const SCHEMA_FORMAT = { ebook: 'https://schema.org/EBook' } as const
const SCHEMA_AVAILABILITY = { 'pre-order': 'https://schema.org/PreOrder' } as const

export function bookJsonLd(siteUrl: string): Record<string, unknown> {
	const pageUrl = absoluteUrl(siteUrl, linkPath('book', BOOK.language))
	const author = { '@type': 'Person', name: OWNER.name, url: absoluteUrl(siteUrl, linkPath('bio', BOOK.language)) }
	return {
		'@context': 'https://schema.org',
		'@type': 'Book',
		'@id': `${pageUrl}#book`,
		url: pageUrl,
		name: BOOK.title,
		alternativeHeadline: BOOK.subtitle,
		description: BOOK_DESCRIPTION,
		author,
		inLanguage: BOOK.language,
		bookFormat: SCHEMA_FORMAT[BOOK.format],
		// Self-published (edição de autor): the author is the publisher.
		publisher: author,
		audience: {
			'@type': 'PeopleAudience',
			suggestedMinAge: BOOK.audience.minAge,
			suggestedMaxAge: BOOK.audience.maxAge,
		},
		image: absoluteUrl(siteUrl, BOOK.cover.src),
		offers: {
			'@type': 'Offer',
			price: schemaPrice(BOOK.price),
			priceCurrency: BOOK.price.currency,
			availability: SCHEMA_AVAILABILITY[BOOK.availability],
			url: pageUrl,
		},
	}
}
