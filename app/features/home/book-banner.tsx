import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { BOOK, type BookState, bookCall, RESERVE_ANCHOR } from '#app/features/book/book.ts'
import { BookReserveLauncher } from '#app/features/book/book-reserve-launcher.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { linkPath } from '#app/i18n/route-table.ts'

/**
 * The book promotion banner (docs/product/pages.md, "Home"). Its call follows the owner's
 * book facts: a reserve button, which opens the pre-reservation dialog (which also opens by
 * itself once per browser), while pre-reservations are open; 'Comprar' with the shop's link
 * once the book is on sale; otherwise the newsletter sign-up just below, never a dead end.
 * The book page is Portuguese only.
 */
export function BookBanner({ book }: { book: BookState }) {
	const { locale, t } = useI18n()
	const { call, purchaseUrl } = bookCall(book.facts, book.prereservationOpen)
	const bookPath = linkPath('book', locale)
	const otherLanguage = locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE
	return (
		<section id="book" aria-labelledby="book-title" className="container-page render-near-view py-20 md:py-28">
			<div className="card grid items-center gap-10 overflow-hidden p-7 md:grid-cols-[auto_1fr] md:p-12">
				<img
					src={BOOK.cover.src}
					alt=""
					width={BOOK.cover.width}
					height={BOOK.cover.height}
					loading="lazy"
					className="mx-auto h-auto w-40 rounded-r-lg rounded-l-sm shadow-card md:w-48"
				/>
				<div>
					<p className="text-sm font-semibold tracking-[0.2em] text-coral-700 uppercase">{t('home.bookEyebrow')}</p>
					<h2 id="book-title" lang="pt-PT" className="mt-3 text-title font-semibold">
						{t('home.bookTitle')}
					</h2>
					<p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{t('home.bookBody')}</p>
					{otherLanguage ? <p className="mt-2 text-sm text-muted">{t('home.bookLanguage')}</p> : null}
					<div className="mt-8 flex flex-col items-start gap-3 sm:flex-row">
						{call === 'reserve' ? (
							<Link
								to={`${bookPath}#${RESERVE_ANCHOR}`}
								hrefLang={otherLanguage}
								className="btn-primary w-full sm:w-auto"
								data-book-reserve="home"
							>
								<Icon name="book-open" />
								{t('home.bookCta')}
							</Link>
						) : call === 'buy' ? (
							<a
								href={purchaseUrl}
								target="_blank"
								rel="noopener noreferrer"
								className="btn-primary w-full sm:w-auto"
								data-book-buy="home"
							>
								<Icon name="external-link" />
								{t('home.bookBuy')}
							</a>
						) : (
							<a href="#newsletter" className="btn-primary w-full sm:w-auto" data-book-follow="home">
								<Icon name="mail" />
								{t('home.bookFollow')}
							</a>
						)}
						<Link to={bookPath} hrefLang={otherLanguage} className="btn-secondary w-full sm:w-auto">
							{t('home.bookMore')}
						</Link>
					</div>
					{call === 'reserve' ? <BookReserveLauncher autoOpen /> : null}
					{call === 'buy' ? <p className="mt-3 text-sm text-muted">{t('home.bookBuyNote')}</p> : null}
					{call === 'newsletter' ? <p className="mt-3 text-sm text-muted">{t('home.bookFollowNote')}</p> : null}
				</div>
			</div>
		</section>
	)
}
