import { createContext, type ReactNode, useContext } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { BookBanner } from '#app/features/home/book-banner.tsx'
import { CATALOGUES, messagesFor } from '#app/i18n/catalogues.server.ts'
import { I18nProvider } from '#app/i18n/i18n-context.tsx'
import type { Locale } from '#app/i18n/locales.ts'
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
		<I18nProvider locale={locale} messages={messagesFor(locale)}>
			<Rendered.Provider value={element}>
				<Stub initialEntries={['/']} />
			</Rendered.Provider>
		</I18nProvider>,
	)
}

const pt = CATALOGUES['pt-PT'].bookDialog

test('while pre-reservations are open the home banner has its reserve button and no closed notice', () => {
	const html = render(<BookBanner prereservationOpen />, 'en')
	expect(html).toContain('data-book-reserve="home"')
	expect(html).not.toContain(CATALOGUES.en.bookDialog.closedButton)
})

test('while pre-reservations are closed the home banner says so instead of offering the reserve button', () => {
	const html = render(<BookBanner prereservationOpen={false} />, 'en')
	expect(html).not.toContain('data-book-reserve=')
	expect(html).toContain(CATALOGUES.en.bookDialog.closedButton)
	expect(html).toContain(CATALOGUES.en.bookDialog.closed)
	// A notice, not a control: nothing in it can be clicked or focused.
	const notice = html.match(/<p data-book-reserve-closed=""[^>]*>.*?<\/p>/)?.[0]
	expect(notice).toContain(CATALOGUES.en.bookDialog.closedButton)
	expect(notice).not.toMatch(/<(a|button)\b/)
})

test('while pre-reservations are closed the book page has neither reserve button nor form, only the notice', () => {
	const hero = render(<BookHero pageUrl="http://localhost/livro" prereservationOpen={false} />)
	expect(hero).not.toContain('data-book-reserve=')
	expect(hero).toContain(pt.closedButton)
	const closing = render(<BookClosing prereservationOpen={false} pageAnswer={undefined} />)
	expect(closing).not.toContain('<form')
	expect(closing).toContain(pt.closed)
})

test('while pre-reservations are open the book page offers the reserve button and the form', () => {
	const hero = render(<BookHero pageUrl="http://localhost/livro" prereservationOpen />)
	expect(hero).toContain('data-book-reserve="hero"')
	const closing = render(<BookClosing prereservationOpen pageAnswer={undefined} />)
	expect(closing).toMatch(/<form[^>]*action="\/livro#reservar" method="post"/)
	expect(closing).not.toContain(pt.closedButton)
})
