import { expect, test } from 'vitest'
import { formatLongDate } from './dates.ts'

test('a date is written in the long form of the page language', () => {
	expect(formatLongDate('2025-03-03', 'pt-PT')).toBe('3 de março de 2025')
	expect(formatLongDate('2025-03-03', 'en')).toBe('3 March 2025')
	expect(formatLongDate('2025-03-03', 'es')).toBe('3 de marzo de 2025')
})

test('the first and last days of a year stay on their own date whatever the time zone', () => {
	expect(formatLongDate('2024-01-01', 'pt-PT')).toBe('1 de janeiro de 2024')
	expect(formatLongDate('2023-12-31', 'en')).toBe('31 December 2023')
})
