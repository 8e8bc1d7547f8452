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
	/**
	 * Confirmed subscriptions without any interaction (confirming, confirming again, or "keep me
	 * subscribed"), from the last one; kept until unsubscribe otherwise.
	 */
	newsletterInactive: { amount: 3, unit: 'years' },
	/**
	 * How long before that mark the re-permission mail ("keep me subscribed?") goes out, and the
	 * least time a subscriber has to answer it: one who does not is removed at the mark, or this
	 * long after the mail if it went out late.
	 */
	newsletterRepermissionNotice: { amount: 30, unit: 'days' },
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
	return shiftBy(period, now, -1)
}

/** The moment `period` after `start` (the counterpart of `periodCutoff`, by the same calendar rules). */
export function periodEnd(period: Period, start: Date): Date {
	return shiftBy(period, start, 1)
}

function shiftBy(period: Period, from: Date, sign: 1 | -1): Date {
	switch (period.unit) {
		case 'hours':
			return new Date(from.getTime() + sign * period.amount * 3_600_000)
		case 'days':
			return new Date(from.getTime() + sign * period.amount * 86_400_000)
		case 'months':
			return shiftMonths(from, sign * period.amount)
		case 'years':
			return shiftMonths(from, sign * period.amount * 12)
	}
}

function shiftMonths(from: Date, months: number): Date {
	const totalMonths = from.getUTCFullYear() * 12 + from.getUTCMonth() + months
	const year = Math.floor(totalMonths / 12)
	const month = totalMonths - year * 12
	const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
	const shifted = new Date(from.getTime())
	shifted.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay))
	return shifted
}
