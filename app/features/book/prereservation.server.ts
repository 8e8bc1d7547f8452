/**
 * The book pre-reservation (docs/product/data.md, behaviour.md, rules.md, messages.md): validated, stored once per e-mail address
 * with the source 'Site Principal' and the visitor's language, and refused while the owner
 * has closed pre-reservations. No e-mail goes out now: the owner sends the exclusive link
 * when the pre-sale opens. Robots that fill the honeypot are thanked and forgotten; a
 * client sending too often is asked to wait.
 */
import { eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { BOOK_PRERESERVATION_SOURCE, bookPrereservations } from '#app/db/schema.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#app/i18n/locales.ts'
import { logger } from '#app/lib/logger.server.ts'
import { LOCALE_FIELD, PRERESERVATION_FIELDS } from './prereservation.ts'
import { type Prereservation, PrereservationSchema } from './prereservation-schema.ts'

/** Whether visitors may pre-reserve: the owner's switch (docs/product/data.md), open until it is first turned off. */
export async function isPrereservationOpen(): Promise<boolean> {
	return (await getCachedSetting('book_prereservation_enabled')) ?? true
}

/** The language the visitor was reading when they reserved (a hidden field; Portuguese when absent or odd). */
export function prereservationLocale(form: FormData): Locale {
	const value = form.get(LOCALE_FIELD)
	return isLocale(value) ? value : DEFAULT_LOCALE
}

export async function submitPrereservation(
	form: FormData,
	clientAddress: string | null | undefined,
): Promise<FormAnswer> {
	const locale = prereservationLocale(form)
	const t = translatorFor(locale)
	const success: FormAnswer = { status: 200, state: { status: 'success', message: t('bookDialog.successTitle') } }
	if (isHoneypotTripped(form)) return success

	const values = submittedValues(form, PRERESERVATION_FIELDS)
	try {
		if (!(await isPrereservationOpen())) {
			return { status: 403, state: { status: 'error', message: t('bookDialog.closed'), values } }
		}
		const parsed = parseForm(PrereservationSchema, form, PRERESERVATION_FIELDS, t)
		if (!parsed.ok) return { status: 400, state: parsed.state }

		const limit = await consumeRateLimit('prereservation', clientAddress)
		if (!limit.allowed) {
			return { status: 429, state: { status: 'error', message: t('forms.rateLimited'), values } }
		}
		await storeOnce(parsed.data, locale)
		return success
	} catch (error) {
		logger.error({ err: error }, 'book pre-reservation could not be stored')
		return { status: 503, state: { status: 'error', message: t('bookDialog.error'), values } }
	}
}

/**
 * One reservation per address: a second one with the same e-mail is answered like the first
 * (nothing revealed) and adds no row. The lock on the address makes concurrent duplicates,
 * even from several server processes, wait for each other instead of both inserting.
 */
async function storeOnce(reservation: Prereservation, locale: Locale): Promise<void> {
	await db().transaction(async (tx) => {
		await tx.execute(
			sql`select pg_advisory_xact_lock(hashtextextended(${`book_prereservations:${reservation.email}`}, 0))`,
		)
		const [existing] = await tx
			.select({ id: bookPrereservations.id })
			.from(bookPrereservations)
			.where(eq(bookPrereservations.email, reservation.email))
			.limit(1)
		if (existing) return
		await tx.insert(bookPrereservations).values({
			name: reservation.name,
			email: reservation.email,
			source: BOOK_PRERESERVATION_SOURCE,
			locale,
		})
	})
}
