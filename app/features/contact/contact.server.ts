/**
 * A visitor's contact message (docs/product/data.md, rules.md, messages.md): validated, stored with the consent time and
 * no IP address, and the owner notified by e-mail, in one statement. Robots that fill the
 * honeypot are thanked and forgotten; a client sending too often is asked to wait.
 */
import { sql } from 'drizzle-orm'
import { preparedStatement } from '#app/db/prepared-statement.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import {
	type CounterRow,
	counterUpsert,
	countRateLimit,
	pruneExpiredRateLimits,
	type RateLimitResult,
} from '#app/features/abuse/rate-limit.server.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { announce, mailPerRecordValues, queueMailPerRecord } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { logger } from '#app/lib/logger.server.ts'
import { CONTACT_FIELDS } from './contact-limits.ts'
import { contactNotification } from './contact-notification.server.ts'
import { ContactSchema, type ContactSubmission } from './contact-schema.ts'

/**
 * Counts the submission against the client's rate limit and, when it is within the limit,
 * stores the message and queues the owner's notification: one statement, so one round
 * trip and one commit (data-modifying CTEs: the counter's upsert, the message's insert only
 * if the counter allows it, the mail's insert only if the message was inserted). Without a
 * client address (an in-process call) nothing is counted and the message is stored. A
 * prepared statement: its text is built and planned once (docs/decisions/032).
 */
const storeStatement = preparedStatement<CounterRow>(
	'contact_store',
	() => sql`
		with counter as (${counterUpsert()}),
		counted as (
			select hits, "windowStartedMs" from counter
			union all
			select 0, 0 where ${sql.placeholder('rateLimitKey')}::text is null
		),
		record as (
			insert into ${contactSubmissions} (name, email, subject, message, locale, gdpr_consent_timestamp)
			select ${sql.placeholder('name')}::text, ${sql.placeholder('email')}::text, ${sql.placeholder('subject')}::text,
				${sql.placeholder('message')}::text, ${sql.placeholder('locale')}::text, ${sql.placeholder('now')}::timestamptz
			from counted where counted.hits <= ${sql.placeholder('max')}::bigint
			returning id
		),
		mail as (${queueMailPerRecord('record')})
		select hits, "windowStartedMs" from counted`,
)

async function storeContact(
	submission: ContactSubmission,
	locale: Locale,
	clientAddress: string | null | undefined,
): Promise<RateLimitResult> {
	const now = new Date()
	const count = clientAddress ? countRateLimit('contact', clientAddress, now) : undefined
	const [row] = await storeStatement({
		...(count?.values ?? { rateLimitKey: null, now: now.toISOString(), windowStart: now.toISOString() }),
		max: count?.max ?? 0,
		name: submission.name,
		email: submission.email,
		subject: submission.subject,
		message: submission.message,
		locale,
		...mailPerRecordValues(contactNotification(submission, locale)),
	})
	if (count) await pruneExpiredRateLimits(now)
	const verdict = count?.verdict(row)
	if (verdict?.allowed === false) return verdict
	announce()
	return { allowed: true }
}

/** docs/product/behaviour.md, messages.md: the owner's success text (`contact_success`) when set, else the catalogue's. */
async function succeeded(locale: Locale): Promise<FormAnswer> {
	const stored = await getCachedSetting('contact_success').catch(() => undefined)
	const message = localize(stored, locale) ?? translatorFor(locale)('contact.form_success')
	return { status: 200, state: { status: 'success', message } }
}

export async function submitContact(
	form: FormData,
	locale: Locale,
	clientAddress: string | null | undefined,
): Promise<FormAnswer> {
	const t = translatorFor(locale)
	if (isHoneypotTripped(form)) return await succeeded(locale)

	const parsed = parseForm(ContactSchema, form, CONTACT_FIELDS, t)
	if (!parsed.ok) return { status: 400, state: parsed.state }

	const values = submittedValues(form, CONTACT_FIELDS)
	try {
		const limit = await storeContact(parsed.data, locale, clientAddress)
		if (!limit.allowed) {
			return { status: 429, state: { status: 'error', message: t('forms.rateLimited'), values } }
		}
		return await succeeded(locale)
	} catch (error) {
		logger.error({ err: error }, 'contact message could not be stored')
		return { status: 503, state: { status: 'error', message: t('contact.form_error'), values } }
	}
}
