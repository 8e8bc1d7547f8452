import { expect, test } from 'vitest'
import { formatPeriod, periodCutoff, periodEnd, RETENTION_PERIODS } from './retention-periods.ts'

test('a period reads as a number and a unit in each language', () => {
	expect(formatPeriod(RETENTION_PERIODS.contactMessages, 'pt-PT')).toBe('3 anos')
	expect(formatPeriod(RETENTION_PERIODS.contactMessages, 'en')).toBe('3 years')
	expect(formatPeriod(RETENTION_PERIODS.contactMessages, 'es')).toBe('3 años')
	expect(formatPeriod(RETENTION_PERIODS.cookieConsents, 'pt-PT')).toBe('13 meses')
	expect(formatPeriod(RETENTION_PERIODS.cookieConsents, 'en')).toBe('13 months')
	expect(formatPeriod(RETENTION_PERIODS.cookieConsents, 'es')).toBe('13 meses')
	expect(formatPeriod(RETENTION_PERIODS.accessLogs, 'es')).toBe('90 días')
	expect(formatPeriod({ amount: 24, unit: 'hours' }, 'en')).toBe('24 hours')
})

test('a period of one uses the singular word', () => {
	expect(formatPeriod({ amount: 1, unit: 'months' }, 'pt-PT')).toBe('1 mês')
	expect(formatPeriod({ amount: 1, unit: 'years' }, 'en')).toBe('1 year')
	expect(formatPeriod({ amount: 1, unit: 'days' }, 'es')).toBe('1 día')
})

test('the cutoff lies the period before now, in calendar months and years', () => {
	const now = new Date('2026-11-22T10:30:00Z')
	expect(periodCutoff(RETENTION_PERIODS.accessLogs, now).toISOString()).toBe('2026-08-24T10:30:00.000Z')
	expect(periodCutoff(RETENTION_PERIODS.cookieConsents, now).toISOString()).toBe('2025-10-22T10:30:00.000Z')
	expect(periodCutoff(RETENTION_PERIODS.contactMessages, now).toISOString()).toBe('2023-11-22T10:30:00.000Z')
	expect(periodCutoff({ amount: 24, unit: 'hours' }, now).toISOString()).toBe('2026-11-21T10:30:00.000Z')
})

test('a cutoff into a shorter month falls on that month’s last day', () => {
	expect(periodCutoff({ amount: 1, unit: 'months' }, new Date('2026-03-31T00:00:00Z')).toISOString()).toBe(
		'2026-02-28T00:00:00.000Z',
	)
	expect(periodCutoff({ amount: 6, unit: 'months' }, new Date('2026-08-31T12:00:00Z')).toISOString()).toBe(
		'2026-02-28T12:00:00.000Z',
	)
	expect(periodCutoff({ amount: 1, unit: 'years' }, new Date('2028-02-29T00:00:00Z')).toISOString()).toBe(
		'2027-02-28T00:00:00.000Z',
	)
})

test('the end of a period after a start follows the same calendar: 3 years after a leap day is 28 February', () => {
	expect(periodEnd(RETENTION_PERIODS.newsletterInactive, new Date('2023-12-20T09:00:00Z')).toISOString()).toBe(
		'2026-12-20T09:00:00.000Z',
	)
	expect(periodEnd({ amount: 3, unit: 'years' }, new Date('2024-02-29T12:00:00Z')).toISOString()).toBe(
		'2027-02-28T12:00:00.000Z',
	)
	expect(
		periodEnd(RETENTION_PERIODS.newsletterRepermissionNotice, new Date('2026-11-20T09:00:00Z')).toISOString(),
	).toBe('2026-12-20T09:00:00.000Z')
})
