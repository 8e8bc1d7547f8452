import { expect, test } from 'vitest'
import { BOOK, formatPrice, schemaPrice } from './book.ts'

test('the price reads the Portuguese way on the page and with a dot for schema.org', () => {
	expect(formatPrice(BOOK.price)).toBe('12,90\u00a0€')
	expect(schemaPrice(BOOK.price)).toBe('12.90')
	expect(formatPrice({ amount: 9, currency: 'EUR' })).toBe('9,00\u00a0€')
})

test('the launch month and its display text agree', () => {
	const [year, month] = BOOK.launchDate.split('-').map(Number)
	const monthName = new Intl.DateTimeFormat('pt-PT', { month: 'long' }).format(
		new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15)),
	)
	expect(BOOK.launchText.toLowerCase()).toBe(`${monthName} de ${year}`)
})
