/**
 * The facts about the owner's book (SPEC §1, §9), in one place. The book page, its
 * structured data and later jobs (pre-reservation retention counts from the launch) read
 * them from here. Client-safe: nothing secret belongs here.
 */
export interface BookFacts {
	title: string
	subtitle: string
	format: 'ebook'
	/** BCP 47 language of the text. */
	language: 'pt-PT'
	price: { amount: number; currency: 'EUR' }
	availability: 'pre-order'
	/** Published by the author, without a publishing house. */
	publisher: 'independent'
	/** Forecast launch month (ISO 8601 `YYYY-MM`): a forecast, not a promised day. */
	launchDate: `${number}-${number}`
	/** The launch month as readers see it. */
	launchText: string
	readyPrompts: number
	audience: { minAge: number; maxAge: number }
	/** The cover illustration, site-relative, with its intrinsic size. */
	cover: { src: string; width: number; height: number }
}

export const BOOK: BookFacts = {
	title: 'IA para a Minha Avó',
	subtitle: 'Guia prático para usar a inteligência artificial com confiança e segurança no dia-a-dia',
	format: 'ebook',
	language: 'pt-PT',
	price: { amount: 12.9, currency: 'EUR' },
	availability: 'pre-order',
	publisher: 'independent',
	launchDate: '2025-11',
	launchText: 'Novembro de 2025',
	readyPrompts: 40,
	audience: { minAge: 45, maxAge: 70 },
	cover: { src: '/images/book/cover.svg', width: 600, height: 900 },
}

/**
 * A price the Portuguese way ("12,90 €"), built by hand so the server and every browser
 * print exactly the same characters (Intl's spacing differs between ICU versions).
 */
export function formatPrice({ amount, currency }: BookFacts['price']): string {
	const symbol = currency === 'EUR' ? '€' : currency
	return `${amount.toFixed(2).replace('.', ',')}\u00a0${symbol}`
}

/** The price as schema.org wants it: a dot and two decimals ("12.90"). */
export function schemaPrice({ amount }: BookFacts['price']): string {
	return amount.toFixed(2)
}

/** The id of the book page's pre-order section, where the reserve buttons lead. */
export const RESERVE_ANCHOR = 'reservar'
