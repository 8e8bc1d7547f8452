/**
 * The facts about the owner's book (docs/product/pages.md, "Book"), in one place. The title,
 * subtitle, cover and audience are fixed here; the launch date, price, format, availability,
 * purchase link and FAQ answers are edited by the owner in the Livro tab (`book_facts`
 * setting, book-facts.ts), these values being the defaults. Client-safe: nothing secret here.
 */
export const BOOK = {
	title: 'IA para a Minha Avó',
	subtitle: 'Guia prático para usar a inteligência artificial com confiança e segurança no dia-a-dia',
	/** BCP 47 language of the text. */
	language: 'pt-PT',
	/** Published by the author, without a publishing house. */
	publisher: 'independent',
	currency: 'EUR',
	readyPrompts: 40,
	audience: { minAge: 45, maxAge: 70 },
	/** The cover illustration, site-relative, with its intrinsic size. */
	cover: { src: '/images/book/cover.svg', width: 600, height: 900 },
} as const

export const BOOK_FORMATS = ['ebook', 'paperback', 'hardcover'] as const
export type BookFormat = (typeof BOOK_FORMATS)[number]
export const BOOK_AVAILABILITIES = ['pre-order', 'available', 'sold-out'] as const
export type BookAvailability = (typeof BOOK_AVAILABILITIES)[number]
/** The FAQ's questions, in page order; each answer may be rewritten by the owner. */
export const FAQ_KEYS = ['audience', 'skills', 'tools', 'format', 'launch'] as const
export type FaqKey = (typeof FAQ_KEYS)[number]

/** What the owner edits about the book. */
export interface BookFacts {
	/** `YYYY-MM` (a month), `YYYY-MM-DD` (a day), or '' while the date is to be announced. */
	launchDate: string
	/** In euros. */
	price: number
	format: BookFormat
	availability: BookAvailability
	/** Where to buy the book (https); required while it is available. */
	purchaseUrl: string
	/** The owner's own answers; a missing or empty one is the default answer (book-content.ts). */
	faq: Partial<Record<FaqKey, string>>
}

export const DEFAULT_BOOK_FACTS: BookFacts = {
	launchDate: '2025-11',
	price: 12.9,
	format: 'ebook',
	availability: 'pre-order',
	purchaseUrl: '',
	faq: {},
}

/** What a page needs to show the book: the facts, today (Lisbon, `YYYY-MM-DD`) and the pre-reservation switch. */
export interface BookState {
	facts: BookFacts
	today: string
	prereservationOpen: boolean
}

/**
 * A price the Portuguese way ("12,90 €"), built by hand so the server and every browser
 * print exactly the same characters (Intl's spacing differs between ICU versions).
 */
export function formatPrice(amount: number): string {
	return `${amount.toFixed(2).replace('.', ',')}\u00a0€`
}

/** The price as schema.org wants it: a dot and two decimals ("12.90"). */
export function schemaPrice(amount: number): string {
	return amount.toFixed(2)
}

const MONTHS = [
	'Janeiro',
	'Fevereiro',
	'Março',
	'Abril',
	'Maio',
	'Junho',
	'Julho',
	'Agosto',
	'Setembro',
	'Outubro',
	'Novembro',
	'Dezembro',
]

export const LAUNCH_TO_BE_ANNOUNCED = 'A anunciar'

/** The launch date as readers see it: 'Novembro de 2025', '15 de Dezembro de 2026' or 'A anunciar'. */
export function launchText(launchDate: string): string {
	const [year, month, day] = launchDate.split('-')
	const name = MONTHS[Number(month) - 1]
	if (!year || !name) return LAUNCH_TO_BE_ANNOUNCED
	return day ? `${Number(day)} de ${name} de ${year}` : `${name} de ${year}`
}

/**
 * Whether the launch is behind us on `today` (`YYYY-MM-DD`, Lisbon): a day before today, or
 * a month before this one. A launch in the past is never announced as "previsto".
 */
export function isLaunchPast(launchDate: string, today: string): boolean {
	if (!launchDate) return false
	return launchDate.length === 7 ? launchDate < today.slice(0, 7) : launchDate < today
}

/** The first day of the launch (`YYYY-MM-DD`; a month's first day), or undefined while to be announced. */
export function launchDay(launchDate: string): string | undefined {
	if (!launchDate) return undefined
	return launchDate.length === 7 ? `${launchDate}-01` : launchDate
}

/** What the visitor is offered: buy (available), reserve (pre-order, reservations open) or the newsletter. */
export type BookCall = 'buy' | 'reserve' | 'newsletter'

/**
 * The book's call and, when it is 'buy', the shop's link. Here rather than in book-content.ts
 * so the home banner does not ship the book page's texts (docs/decisions/007).
 */
export function bookCall(facts: BookFacts, prereservationOpen: boolean): { call: BookCall; purchaseUrl: string } {
	const call: BookCall =
		facts.availability === 'available' && facts.purchaseUrl
			? 'buy'
			: facts.availability === 'pre-order' && prereservationOpen
				? 'reserve'
				: 'newsletter'
	return { call, purchaseUrl: call === 'buy' ? facts.purchaseUrl : '' }
}

/** The id of the book page's pre-order section, where the reserve buttons lead. */
export const RESERVE_ANCHOR = 'reservar'
