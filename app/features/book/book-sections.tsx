import { Link } from 'react-router'
import { SocialLinks } from '#app/components/layout/social-links.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import type { FormState } from '#app/features/forms/form-state.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import { interpolate } from '#app/i18n/translate.ts'
import { initialsOf } from '#app/lib/initials.ts'
import { BOOK, RESERVE_ANCHOR } from './book.ts'
import { BOOK_PAGE, type BookView } from './book-content.ts'
import { BookReserveForm } from './book-reserve-form.tsx'
import { KeepHyphens } from './keep-hyphens.tsx'

const sectionTitle = 'text-title font-semibold'

const eyebrow = 'font-sans text-sm font-semibold tracking-[0.2em] text-coral-700 uppercase'

/** "O que vai encontrar no livro": the six points of docs/product/pages.md as cards. */
export function BookContents() {
	const { contents } = BOOK_PAGE
	return (
		<section aria-labelledby="book-contents" className="container-page render-near-view py-16 md:py-24">
			<div className="max-w-2xl">
				<h2 id="book-contents" className={sectionTitle}>
					{contents.title}
				</h2>
				<p className="mt-4 text-lg leading-relaxed text-muted">
					<KeepHyphens text={contents.lead} />
				</p>
			</div>
			<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
				{contents.items.map(({ icon, title, text }) => (
					<li key={title} className="card p-6 md:p-7">
						<span className="flex size-12 items-center justify-center rounded-2xl bg-sea-100 text-sea-700">
							<Icon name={icon} className="size-6" />
						</span>
						<h3 className="mt-5 text-xl font-semibold">{title}</h3>
						<p className="mt-2 leading-relaxed text-muted">
							<KeepHyphens text={text} />
						</p>
					</li>
				))}
			</ul>
		</section>
	)
}

/** A short excerpt of chapter 1. */
export function BookQuote() {
	const { quote } = BOOK_PAGE
	return (
		<section aria-labelledby="book-quote" className="render-near-view relative overflow-hidden bg-ocean-900 text-white">
			<div
				aria-hidden="true"
				className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(31_122_140/0.45),transparent_60%)]"
			/>
			<div className="container-page relative py-16 md:py-24">
				<h2 id="book-quote" className="font-sans text-sm font-semibold tracking-[0.2em] text-sea-300 uppercase">
					{quote.label}
				</h2>
				<figure className="mt-6 max-w-4xl">
					<Icon name="quote" className="size-10 text-coral-600" />
					<blockquote className="mt-4 font-display text-2xl leading-snug text-white md:text-4xl md:leading-tight">
						<p>{quote.text}</p>
					</blockquote>
					<figcaption className="mt-8 border-l-2 border-sea-300 pl-4 text-sand-100">
						<span className="block font-semibold text-white">{OWNER.name}</span>
						<span className="mt-1 block">
							<cite>{BOOK.title}</cite>, {quote.source}
						</span>
					</figcaption>
				</figure>
			</div>
		</section>
	)
}

/** Brand marks live in a static sprite (as in the footer), so they cost no JavaScript. */
/** "Sobre o autor": name, a short bio, the bio page and the social links. */
export function BookAuthor() {
	const { author } = BOOK_PAGE
	return (
		<section aria-labelledby="book-author" className="container-page render-near-view py-16 md:py-24">
			<div className="card grid gap-6 p-6 sm:p-8 md:grid-cols-[auto_1fr] md:gap-12 md:p-12">
				<div
					aria-hidden="true"
					className="flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-sea-600 to-ocean-800 font-display text-3xl font-semibold text-white shadow-card md:size-36 md:text-5xl"
				>
					{initialsOf(OWNER.name)}
				</div>
				<div>
					<h2 id="book-author" className={eyebrow}>
						{author.title}
					</h2>
					<p className="mt-3 font-display text-3xl font-semibold text-ocean-900">{OWNER.name}</p>
					<div className="prose-site mt-4 text-base text-muted md:text-lg">
						{author.bio.map((paragraph) => (
							<p key={paragraph}>{interpolate(paragraph, { name: OWNER.name })}</p>
						))}
					</div>
					<div className="mt-8 flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
						<Link to={linkPath('bio', 'pt-PT')} className="btn-secondary self-start">
							{author.bioLink}
							<Icon name="arrow-right" className="size-5" />
						</Link>
						<SocialLinks
							label={interpolate(author.social, { name: OWNER.name })}
							linkClassName="flex size-11 items-center justify-center rounded-full bg-sand-100 text-ocean-900 transition-colors hover:bg-ocean-900 hover:text-white"
						/>
					</div>
				</div>
			</div>
		</section>
	)
}

/**
 * The FAQ (docs/product/pages.md): native disclosures sharing one `name`, so opening one closes the
 * other, each closes again on a second click, and all of it works without JavaScript
 * (docs/decisions/006).
 */
export function BookFaq({ view }: { view: BookView }) {
	const { faq } = BOOK_PAGE
	return (
		<section aria-labelledby="book-faq" className="render-near-view border-y border-sand-200 bg-sand-100">
			<div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
				<div>
					<h2 id="book-faq" className={sectionTitle}>
						{faq.title}
					</h2>
					<p className="mt-4 max-w-sm text-lg leading-relaxed text-muted">
						{faq.more}{' '}
						<Link
							to={linkPath('contact', 'pt-PT')}
							className="font-semibold text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-800"
						>
							<KeepHyphens text={faq.contact} />
						</Link>
					</p>
				</div>
				<div className="space-y-3">
					{view.faq.map(({ question, answer }) => (
						<details key={question} name="faq" className="group card overflow-hidden open:border-sea-300">
							<summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ocean-900 hover:bg-sand-50 md:px-6 [&::-webkit-details-marker]:hidden">
								{question}
								<span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-100 text-ocean-800 transition-colors group-open:bg-ocean-900 group-open:text-white">
									<Icon
										name="chevron-down"
										className="size-5 transition-transform duration-200 group-open:rotate-180"
									/>
								</span>
							</summary>
							<p className="px-5 pb-6 text-lg leading-relaxed text-muted md:px-6">
								<KeepHyphens text={answer} />
							</p>
						</details>
					))}
				</div>
			</div>
		</section>
	)
}

/**
 * The closing call (docs/product/pages.md, "Book"): the pre-reservation form itself while
 * visitors may reserve ('Quero reservar'; the hero's reserve button leads here when there is
 * no JavaScript for the dialog), 'Comprar' once the book is on sale, and otherwise the way to
 * the newsletter sign-up below, never a dead end.
 */
export function BookClosing({
	view,
	soldOut,
	pageAnswer,
}: {
	view: BookView
	soldOut: boolean
	pageAnswer: FormState | undefined
}) {
	const { closing } = BOOK_PAGE
	const { t } = useI18n()
	const title = view.call === 'reserve' ? closing.title : view.call === 'buy' ? closing.buyTitle : closing.followTitle
	const text =
		view.call === 'reserve'
			? closing.text
			: view.call === 'buy'
				? closing.buyText
				: soldOut
					? closing.soldOutText
					: closing.followText
	return (
		<section id={RESERVE_ANCHOR} aria-labelledby="book-closing" className="container-page pt-16 md:pt-24">
			<div className="relative overflow-hidden rounded-card bg-ocean-900 text-white shadow-card">
				<div
					aria-hidden="true"
					className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(31_122_140/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(180_77_50/0.3),transparent_55%)]"
				/>
				{/* Rendered near the viewport here, not on the section: its containment would clip the card's shadow (docs/decisions/034). */}
				<div className="render-near-view relative grid items-center gap-8 p-5 sm:p-8 md:p-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14 lg:p-14">
					<div className="px-1 sm:px-0">
						<h2 id="book-closing" className="text-title font-semibold text-white">
							{title}
						</h2>
						<p className="mt-4 max-w-xl text-lg leading-relaxed text-sand-100">
							<KeepHyphens text={text} />
						</p>
						<div className="mt-8 flex items-center gap-5">
							<img
								src={BOOK.cover.src}
								width={BOOK.cover.width}
								height={BOOK.cover.height}
								alt=""
								loading="lazy"
								decoding="async"
								className="h-auto w-20 shrink-0 -rotate-3 rounded-r-md rounded-l-sm shadow-[0_16px_32px_-10px_rgb(0_0_0/0.6)] sm:w-24"
							/>
							<p className="grid gap-1 text-sand-100">
								<span className="font-display text-3xl font-semibold text-white">{view.price}</span>
								<span className="inline-flex items-start gap-2">
									<Icon name="calendar-clock" className="mt-0.5 size-5 shrink-0 text-sea-300" />
									{view.launchLabel}: {view.launchText}
								</span>
							</p>
						</div>
					</div>
					<div className="rounded-2xl bg-white p-5 text-ink shadow-[0_24px_48px_-20px_rgb(0_0_0/0.5)] sm:p-8">
						{view.call === 'reserve' ? (
							<BookReserveForm pageAnswer={pageAnswer} />
						) : view.call === 'buy' ? (
							<div className="flex flex-col items-center py-4 text-center">
								<p className="font-display text-3xl font-semibold text-ocean-900">{view.price}</p>
								<p className="mt-1 text-muted">{view.priceCaption}</p>
								<BuyLink href={view.purchaseUrl} place="closing" className="mt-6 w-full" />
								<p className="mt-3 text-sm text-muted">{BOOK_PAGE.buyNote}</p>
							</div>
						) : (
							<div className="flex flex-col items-center py-4 text-center">
								<span
									aria-hidden="true"
									className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-ocean-800"
								>
									<Icon name={soldOut ? 'clock' : 'mail'} className="size-7" />
								</span>
								<p className="mt-5 font-display text-2xl font-semibold text-ocean-900">
									{soldOut ? view.availability : t('bookDialog.closedButton')}
								</p>
								<p className="mt-2 leading-relaxed text-muted">
									{soldOut ? closing.soldOutText : t('bookDialog.closed')}
								</p>
								<a href="#newsletter" className="btn-primary mt-6 w-full" data-book-follow="closing">
									<Icon name="mail" className="size-5" />
									{t('home.bookFollow')}
								</a>
							</div>
						)}
					</div>
				</div>
			</div>
		</section>
	)
}

/** 'Comprar': the owner's shop, in a new tab. */
export function BuyLink({ href, place, className = '' }: { href: string; place: string; className?: string }) {
	return (
		<a
			href={href}
			target="_blank"
			rel="noopener noreferrer"
			data-book-buy={place}
			className={`btn-primary px-7 text-lg ${className}`}
		>
			<Icon name="external-link" className="size-5" />
			{BOOK_PAGE.buy}
		</a>
	)
}
