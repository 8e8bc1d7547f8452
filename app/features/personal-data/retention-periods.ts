/**
 * How long each kind of personal record is kept (docs/product/rules.md), in one place: the privacy
 * policy states these periods through `formatPeriod`, and the retention job deletes by them
 * through `periodCutoff`. Change a period here and both follow.
 */
import type { Locale } from '#app/i18n/locales.ts'

export type PeriodUnit = 'hours' | 'days' | 'months' | 'years'

export interface Period {
	amount: number
	unit: PeriodUnit
}

export const RETENTION_PERIODS = {
	/** Contact-form messages, from the day they arrive. */
	contactMessages: { amount: 3, unit: 'years' },
	/** Newsletter sign-ups never confirmed by the double opt-in link, from the sign-up. */
	newsletterUnconfirmed: { amount: 30, unit: 'days' },
	/** Confirmed subscriptions without any interaction (kept until unsubscribe otherwise). */
	newsletterInactive: { amount: 3, unit: 'years' },
	/** Book pre-reservations, counted from the book's launch. */
	bookPrereservationsAfterLaunch: { amount: 6, unit: 'months' },
	/** Records of cookie choices, from the day they were made. */
	cookieConsents: { amount: 13, unit: 'months' },
	/** Technical server logs. */
	accessLogs: { amount: 90, unit: 'days' },
	/** Copies of the e-mail the site sends (the outbox), from when they were queued. */
	sentMail: { amount: 30, unit: 'days' },
	/** The log of answered personal-data requests (a hash of the address, the action, the time). */
	dataRequestLog: { amount: 3, unit: 'years' },
} as const satisfies Record<string, Period>

export type RetentionKind = keyof typeof RETENTION_PERIODS

const UNIT_WORDS: Record<Locale, Record<PeriodUnit, readonly [one: string, other: string]>> = {
	'pt-PT': { hours: ['hora', 'horas'], days: ['dia', 'dias'], months: ['mês', 'meses'], years: ['ano', 'anos'] },
	en: { hours: ['hour', 'hours'], days: ['day', 'days'], months: ['month', 'months'], years: ['year', 'years'] },
	es: { hours: ['hora', 'horas'], days: ['día', 'días'], months: ['mes', 'meses'], years: ['año', 'años'] },
}

/** The period as a phrase in the language: "3 anos", "1 month", "30 días". */
export function formatPeriod(period: Period, locale: Locale): string {
	const [one, other] = UNIT_WORDS[locale][period.unit]
	return `${period.amount} ${period.amount === 1 ? one : other}`
}

/**
 * The moment `period` before `now`: records older than it are due for deletion. Months and
 * years are calendar ones (UTC); a day that does not exist in the target month clamps to
 * the month's last day (31 March minus 1 month is 28/29 February).
 */
export function periodCutoff(period: Period, now: Date): Date {
	const cutoff = new Date(now.getTime())
	switch (period.unit) {
		case 'hours':
			cutoff.setTime(now.getTime() - period.amount * 3_600_000)
			return cutoff
		case 'days':
			cutoff.setTime(now.getTime() - period.amount * 86_400_000)
			return cutoff
		case 'months':
			return subtractMonths(now, period.amount)
		case 'years':
			return subtractMonths(now, period.amount * 12)
	}
}

function subtractMonths(now: Date, months: number): Date {
	const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - months
	const year = Math.floor(totalMonths / 12)
	const month = totalMonths - year * 12
	const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
	const cutoff = new Date(now.getTime())
	cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay))
	return cutoff
}
