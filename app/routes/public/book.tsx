import { data } from 'react-router'
import { bookView } from '#app/features/book/book-content.ts'
import { bookState } from '#app/features/book/book-facts.server.ts'
import { BookHero } from '#app/features/book/book-hero.tsx'
import { bookJsonLd } from '#app/features/book/book-json-ld.ts'
import { BookReserveLauncher } from '#app/features/book/book-reserve-launcher.tsx'
import { BookAuthor, BookClosing, BookContents, BookFaq, BookQuote } from '#app/features/book/book-sections.tsx'
import { submitPrereservation } from '#app/features/book/prereservation.server.ts'
import { skipRevalidationAfterPost, submitOrKeepValues } from '#app/features/forms/client-form-action.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { NewsletterSignup } from '#app/features/newsletter/newsletter-signup.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead, pageHeadContext } from '#app/features/seo/page-head.server.ts'
import { absoluteUrl } from '#app/features/seo/page-meta.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { localeFromPath } from '#app/i18n/locales.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/book'

/**
 * The same for every visitor: served from the HTML cache (docs/decisions/002). The answer to a
 * visitor's reservation, like every answer to a post, is never stored (server/app.ts).
 */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const { siteUrl, path } = pageHeadContext(url, 'book')
	const book = await bookState()
	return {
		pageUrl: absoluteUrl(siteUrl, path),
		book,
		head: pageHead(url, 'book', { type: 'book', jsonLd: [bookJsonLd(siteUrl, book.facts)] }),
		// The book page shares the home's book sections, the reserve dialog and the newsletter form.
		i18n: messagesFor(localeFromPath(url.pathname), ['home', 'bookDialog', 'newsletter', 'forms']),
	}
}

/** A book pre-reservation, from this page's form or from the dialog on any page (docs/product/behaviour.md, rules.md). */
export async function action({ request, context }: Route.ActionArgs) {
	const answer = await submitPrereservation(await readForm(request), context.get(clientAddressContext))
	return data(answer.state, { status: answer.status })
}

/** With JavaScript: an unreachable server still leaves the form filled in (client-form-action.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return submitOrKeepValues(request, serverAction)
}

/** A reservation changes nothing the page shows, so nothing reloads after it. */
export const shouldRevalidate = skipRevalidationAfterPost

/** The book page (`/livro`, Portuguese only, docs/product/pages.md). */
export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
	const { pageUrl, book } = loaderData
	const view = bookView(book.facts, book.today, book.prereservationOpen)
	return (
		<>
			<BookHero pageUrl={pageUrl} view={view} />
			<BookContents />
			<BookQuote />
			<BookAuthor />
			<BookFaq view={view} />
			<BookClosing view={view} soldOut={book.facts.availability === 'sold-out'} pageAnswer={actionData} />
			{view.call === 'newsletter' ? (
				<div className="pt-16 md:pt-24">
					<NewsletterSignup />
				</div>
			) : null}
			{view.call === 'reserve' ? <BookReserveLauncher /> : null}
		</>
	)
}

export const meta: Route.MetaFunction = headFromLoader
