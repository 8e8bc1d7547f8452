/**
 * The book's schema.org `Book` with its `Offer` (docs/product/pages.md, "Book"), built from
 * `BOOK` and the owner's facts for the book page's head: the price, the availability
 * (PreOrder, InStock, SoldOut) and, once known, the launch day as `availabilityStarts`.
 */
import { OWNER } from '#app/config/owner.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { BOOK, type BookAvailability, type BookFacts, type BookFormat, launchDay, schemaPrice } from './book.ts'
import { BOOK_DESCRIPTION } from './book-content.ts'

const SCHEMA_FORMAT: Record<BookFormat, string> = {
	ebook: 'https://schema.org/EBook',
	paperback: 'https://schema.org/Paperback',
	hardcover: 'https://schema.org/Hardcover',
}
const SCHEMA_AVAILABILITY: Record<BookAvailability, string> = {
	'pre-order': 'https://schema.org/PreOrder',
	available: 'https://schema.org/InStock',
	'sold-out': 'https://schema.org/SoldOut',
}

export function bookJsonLd(siteUrl: string, facts: BookFacts): Record<string, unknown> {
	const pageUrl = absoluteUrl(siteUrl, linkPath('book', BOOK.language))
	const author = { '@type': 'Person', name: OWNER.name, url: absoluteUrl(siteUrl, linkPath('bio', BOOK.language)) }
	const starts = launchDay(facts.launchDate)
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
		bookFormat: SCHEMA_FORMAT[facts.format],
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
			price: schemaPrice(facts.price),
			priceCurrency: BOOK.currency,
			availability: SCHEMA_AVAILABILITY[facts.availability],
			...(starts && facts.availability === 'pre-order' ? { availabilityStarts: starts } : {}),
			url: facts.availability === 'available' && facts.purchaseUrl ? facts.purchaseUrl : pageUrl,
		},
	}
}
