import { Link } from 'react-router'
import { Breadcrumb } from '#app/components/layout/breadcrumb.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import { interpolate } from '#app/i18n/translate.ts'
import { BOOK, RESERVE_ANCHOR } from './book.ts'
import { BOOK_PAGE, type BookView } from './book-content.ts'
import { BuyLink } from './book-sections.tsx'
import { KeepHyphens } from './keep-hyphens.tsx'
import { ReaderLanguageNotes } from './reader-language-notes.tsx'
import { ShareMenu } from './share-menu.tsx'

/** The top of the book page: breadcrumb, title, cover, price, reserve, press kit and sharing. */
export function BookHero({ pageUrl, view }: { pageUrl: string; view: BookView }) {
	const { t } = useI18n()
	return (
		<header className="relative overflow-hidden border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
			<div
				aria-hidden="true"
				className="absolute inset-0 bg-[radial-gradient(ellipse_at_85%_20%,rgb(31_122_140/0.16),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgb(180_77_50/0.10),transparent_50%)]"
			/>
			<div className="container-page relative py-10 md:py-16">
				<Breadcrumb current={BOOK.title} />
				<ReaderLanguageNotes />
				<div className="mt-8 grid items-center gap-12 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-16">
					<div>
						<p className="inline-flex items-center gap-2 rounded-full bg-coral-100 px-3.5 py-1.5 text-sm font-semibold text-coral-700">
							<Icon name="sparkles" className="size-4" />
							{interpolate(BOOK_PAGE.eyebrow, { name: OWNER.name })}
						</p>
						<h1 className="mt-5 text-display font-semibold">{BOOK.title}</h1>
						<p className="mt-5 max-w-xl font-display text-xl leading-snug text-ocean-800 md:text-2xl">
							<KeepHyphens text={BOOK.subtitle} />
						</p>
						<p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
							<KeepHyphens text={BOOK_PAGE.intro} />
						</p>

						<p className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1">
							<span className="font-display text-4xl font-semibold text-ocean-900">{view.price}</span>
							<span className="text-base font-medium text-muted">{view.priceCaption}</span>
						</p>

						<div className="mt-5 flex flex-wrap items-start gap-3">
							{view.call === 'reserve' ? (
								<a href={`#${RESERVE_ANCHOR}`} data-book-reserve="hero" className="btn-primary px-7 text-lg">
									<Icon name="bookmark" className="size-5" />
									{BOOK_PAGE.reserve}
								</a>
							) : view.call === 'buy' ? (
								<BuyLink href={view.purchaseUrl} place="hero" />
							) : (
								<a href="#newsletter" data-book-follow="hero" className="btn-primary px-7 text-lg">
									<Icon name="mail" className="size-5" />
									{t('home.bookFollow')}
								</a>
							)}
							<ShareMenu url={pageUrl} />
						</div>
						<p className="mt-3 text-sm text-muted">
							{view.call === 'reserve'
								? BOOK_PAGE.reserveNote
								: view.call === 'buy'
									? BOOK_PAGE.buyNote
									: t('home.bookFollowNote')}
						</p>

						<Link
							to={`${linkPath('media', 'pt-PT')}#press-kit`}
							className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-800 underline decoration-ocean-800/30 underline-offset-4 hover:decoration-ocean-800"
						>
							<Icon name="newspaper" className="size-5" />
							{BOOK_PAGE.pressKit}
							<Icon name="arrow-right" className="size-4" />
						</Link>
					</div>

					<div className="relative mx-auto w-full max-w-60 sm:max-w-xs lg:max-w-sm">
						<div
							aria-hidden="true"
							className="absolute top-1/2 left-1/2 aspect-square w-[125%] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgb(31_122_140/0.18)_0%,rgb(31_122_140/0.06)_55%,transparent_70%)]"
						/>
						<img
							src={BOOK.cover.src}
							width={BOOK.cover.width}
							height={BOOK.cover.height}
							alt={BOOK_PAGE.coverAlt}
							loading="lazy"
							decoding="async"
							className="relative h-auto w-full rounded-r-lg rounded-l-sm shadow-[0_2px_4px_rgb(16_33_46/0.12),0_24px_48px_-12px_rgb(16_33_46/0.45)] lg:rotate-2"
						/>
					</div>
				</div>

				<section aria-labelledby="book-facts" className="mt-12 lg:mt-16">
					<h2 id="book-facts" className="sr-only">
						{BOOK_PAGE.factsLabel}
					</h2>
					<dl className="card grid grid-cols-2 gap-px overflow-hidden bg-sand-200 lg:grid-cols-4">
						{view.facts.map(({ icon, label, value }) => (
							<div key={label} className="bg-white p-4 sm:p-5 lg:flex lg:flex-col">
								<dt className="text-sm font-medium text-muted">
									<span
										aria-hidden="true"
										className="mb-3 flex size-10 items-center justify-center rounded-xl bg-sea-100 text-sea-700"
									>
										<Icon name={icon} className="size-5" />
									</span>
									{label}
								</dt>
								<dd className="mt-0.5 font-semibold text-ink">{value}</dd>
							</div>
						))}
					</dl>
				</section>
			</div>
		</header>
	)
}
