import { createContext, type ReactNode, useContext } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { BookBanner } from '#app/features/home/book-banner.tsx'
import { CATALOGUES, catalogueFor } from '#app/i18n/catalogues.server.ts'
import { I18nProvider } from '#app/i18n/i18n-context.tsx'
import type { Locale } from '#app/i18n/locales.ts'
import { type BookFacts, type BookState, DEFAULT_BOOK_FACTS } from './book.ts'
import { bookView } from './book-content.ts'
import { BookHero } from './book-hero.tsx'
import { BookClosing } from './book-sections.tsx'

const Rendered = createContext<ReactNode>(null)

/** The route of the test router: whatever the test renders. */
function RenderedElement() {
	return useContext(Rendered)
}

const Stub = createRoutesStub([{ path: '/', Component: RenderedElement }])

/** What a component renders on the server, inside a router and the page's language. */
function render(element: ReactNode, locale: Locale = 'pt-PT'): string {
	return renderToStaticMarkup(
		<I18nProvider locale={locale} messages={catalogueFor(locale)}>
			<Rendered.Provider value={element}>
				<Stub initialEntries={['/']} />
			</Rendered.Provider>
		</I18nProvider>,
	)
}

const pt = CATALOGUES['pt-PT']
const TODAY = '2026-11-25'
const state = (prereservationOpen: boolean, facts: Partial<BookFacts> = {}): BookState => ({
	facts: { ...DEFAULT_BOOK_FACTS, ...facts },
	today: TODAY,
	prereservationOpen,
})
const viewOf = (prereservationOpen: boolean, facts: Partial<BookFacts> = {}) =>
	bookView({ ...DEFAULT_BOOK_FACTS, ...facts }, TODAY, prereservationOpen)

test('while pre-reservations are open the home banner has its reserve button', () => {
	const html = render(<BookBanner book={state(true)} />, 'en')
	expect(html).toContain('data-book-reserve="home"')
	expect(html).not.toContain('data-book-follow=')
})

test('while pre-reservations are closed the home banner offers the newsletter instead of the reserve button', () => {
	const html = render(<BookBanner book={state(false)} />, 'en')
	expect(html).not.toContain('data-book-reserve=')
	expect(html).toMatch(/<a href="#newsletter"[^>]*data-book-follow="home"/)
	expect(html).toContain(CATALOGUES.en.home.bookFollow)
	expect(html).toContain(CATALOGUES.en.home.bookFollowNote)
})

test('once the book is on sale the home banner links to the shop', () => {
	const html = render(
		<BookBanner book={state(true, { availability: 'available', purchaseUrl: 'https://loja.exemplo.pt/livro' })} />,
	)
	expect(html).not.toContain('data-book-reserve=')
	expect(html).toMatch(
		/<a href="https:\/\/loja\.exemplo\.pt\/livro" target="_blank" rel="noopener noreferrer"[^>]*data-book-buy="home"/,
	)
	expect(html).toContain(pt.home.bookBuy)
})

test('while pre-reservations are closed the book page has neither reserve button nor form, and offers the newsletter', () => {
	const view = viewOf(false)
	const hero = render(<BookHero pageUrl="http://localhost/livro" view={view} />)
	expect(hero).not.toContain('data-book-reserve=')
	expect(hero).toContain('data-book-follow="hero"')
	const closing = render(<BookClosing view={view} soldOut={false} pageAnswer={undefined} />)
	expect(closing).not.toContain('<form')
	expect(closing).toContain(pt.bookDialog.closed)
	expect(closing).toContain('href="#newsletter"')
})

test('while pre-reservations are open the book page offers the reserve button and the form', () => {
	const view = viewOf(true)
	const hero = render(<BookHero pageUrl="http://localhost/livro" view={view} />)
	expect(hero).toContain('data-book-reserve="hero"')
	const closing = render(<BookClosing view={view} soldOut={false} pageAnswer={undefined} />)
	expect(closing).toMatch(/<form[^>]*action="\/livro#reservar" method="post"/)
	expect(closing).not.toContain(pt.bookDialog.closedButton)
})

test('a book on sale is bought, not reserved, even while pre-reservations are open', () => {
	const view = viewOf(true, { availability: 'available', purchaseUrl: 'https://loja.exemplo.pt/livro' })
	const hero = render(<BookHero pageUrl="http://localhost/livro" view={view} />)
	expect(hero).not.toContain('data-book-reserve=')
	expect(hero).toContain('data-book-buy="hero"')
	const closing = render(<BookClosing view={view} soldOut={false} pageAnswer={undefined} />)
	expect(closing).not.toContain('<form')
	expect(closing).toContain('href="https://loja.exemplo.pt/livro"')
})
