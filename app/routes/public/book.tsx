import { BookHero } from '#app/features/book/book-hero.tsx'
import { bookJsonLd } from '#app/features/book/book-json-ld.ts'
import { BookAuthor, BookClosing, BookContents, BookFaq, BookQuote } from '#app/features/book/book-sections.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead, pageHeadContext } from '#app/features/seo/page-head.server.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/book'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const { siteUrl, path } = pageHeadContext(url, 'book')
	return {
		pageUrl: absoluteUrl(siteUrl, path),
		head: pageHead(url, 'book', { type: 'book', jsonLd: [bookJsonLd(siteUrl)] }),
	}
}

/** The book page (`/livro`, Portuguese only, SPEC §2). */
export default function BookPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<BookHero pageUrl={loaderData.pageUrl} />
			<BookContents />
			<BookQuote />
			<BookAuthor />
			<BookFaq />
			<BookClosing />
		</>
	)
}

export const meta: Route.MetaFunction = headFromLoader
