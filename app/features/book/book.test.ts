import { expect, test } from 'vitest'
import { bookCall, DEFAULT_BOOK_FACTS, formatPrice, isLaunchPast, launchDay, launchText, schemaPrice } from './book.ts'
import { bookView } from './book-content.ts'
import { bookFactsOf } from './book-facts.ts'

test('the price reads the Portuguese way on the page and with a dot for schema.org', () => {
	expect(formatPrice(12.9)).toBe('12,90\u00a0€')
	expect(schemaPrice(12.9)).toBe('12.90')
	expect(formatPrice(9)).toBe('9,00\u00a0€')
})

test('a launch month, a launch day or a date still to be announced read as the reader expects', () => {
	expect(launchText('2025-11')).toBe('Novembro de 2025')
	expect(launchText('2026-12-05')).toBe('5 de Dezembro de 2026')
	expect(launchText('')).toBe('A anunciar')
	expect(launchDay('2025-11')).toBe('2025-11-01')
	expect(launchDay('2026-12-05')).toBe('2026-12-05')
	expect(launchDay('')).toBeUndefined()
})

test("a launch is past once its day, or its whole month, is behind Lisbon's today", () => {
	expect(isLaunchPast('2025-11', '2026-11-25')).toBe(true)
	expect(isLaunchPast('2026-11', '2026-11-25')).toBe(false)
	expect(isLaunchPast('2026-11-24', '2026-11-25')).toBe(true)
	expect(isLaunchPast('2026-11-25', '2026-11-25')).toBe(false)
	expect(isLaunchPast('', '2026-11-25')).toBe(false)
})

test('a launch date in the past is never shown as "previsto"', () => {
	const view = bookView(DEFAULT_BOOK_FACTS, '2026-11-25', true)
	expect(view.launchLabel).toBe('Lançamento')
	const launch = view.faq.find((item) => item.question === 'Quando é o lançamento?')
	expect(launch?.answer).toBe('O livro foi lançado em Novembro de 2025.')
	expect(JSON.stringify(view)).not.toMatch(/previsto/i)
	const ahead = bookView({ ...DEFAULT_BOOK_FACTS, launchDate: '2027-03' }, '2026-11-25', true)
	expect(ahead.launchLabel).toBe('Lançamento previsto')
	expect(ahead.faq.at(-1)?.answer).toMatch(/^O lançamento está previsto para Março de 2027\./)
	const unknown = bookView({ ...DEFAULT_BOOK_FACTS, launchDate: '' }, '2026-11-25', true)
	expect(unknown.launchText).toBe('A anunciar')
})

test("the owner's FAQ answer replaces the default one; an empty answer keeps the default", () => {
	const view = bookView(
		{ ...DEFAULT_BOOK_FACTS, price: 15, faq: { skills: 'Nenhuns.', tools: '  ' } },
		'2026-11-25',
		true,
	)
	expect(view.faq[1]?.answer).toBe('Nenhuns.')
	expect(view.faq[2]?.answer).toMatch(/^Os assistentes de conversa/)
	expect(view.faq[3]?.answer).toContain('15,00\u00a0€')
})

test('a stored value that no longer fits falls back to the defaults', () => {
	expect(bookFactsOf({ ...DEFAULT_BOOK_FACTS, availability: 'available', purchaseUrl: '' })).toEqual(DEFAULT_BOOK_FACTS)
	expect(bookFactsOf({ ...DEFAULT_BOOK_FACTS, purchaseUrl: 'http://loja.pt' })).toEqual(DEFAULT_BOOK_FACTS)
	expect(bookFactsOf({ ...DEFAULT_BOOK_FACTS, launchDate: '2026-02-30' })).toEqual(DEFAULT_BOOK_FACTS)
	const good = { ...DEFAULT_BOOK_FACTS, availability: 'available', purchaseUrl: 'https://loja.pt/livro' }
	expect(bookFactsOf(good)).toEqual(good)
})

test('the book offers a purchase only while available with a shop link, a reservation only while reservations are open, otherwise the newsletter', () => {
	const available = {
		...DEFAULT_BOOK_FACTS,
		availability: 'available' as const,
		purchaseUrl: 'https://shop.example/book',
	}
	expect(bookCall(available, false)).toEqual({ call: 'buy', purchaseUrl: 'https://shop.example/book' })
	expect(bookCall({ ...available, purchaseUrl: '' }, true)).toEqual({ call: 'newsletter', purchaseUrl: '' })
	expect(bookCall(DEFAULT_BOOK_FACTS, true)).toEqual({ call: 'reserve', purchaseUrl: '' })
	expect(bookCall(DEFAULT_BOOK_FACTS, false)).toEqual({ call: 'newsletter', purchaseUrl: '' })
	expect(bookCall({ ...DEFAULT_BOOK_FACTS, purchaseUrl: 'https://shop.example/book' }, true).purchaseUrl).toBe('')
	expect(bookCall({ ...DEFAULT_BOOK_FACTS, availability: 'sold-out' }, true).call).toBe('newsletter')
	expect(bookView(available, '2026-11-25', false)).toMatchObject(bookCall(available, false))
})
