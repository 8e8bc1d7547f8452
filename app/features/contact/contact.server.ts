/**
 * A visitor's contact message (docs/product/data.md, rules.md, messages.md): validated, stored with the consent time and
 * no IP address, and the owner notified by e-mail, in one statement. Robots that fill the
 * honeypot are thanked and forgotten; a client sending too often is asked to wait.
 */
import { db } from '#app/db/client.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { insertWithMail } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { logger } from '#app/lib/logger.server.ts'
import { CONTACT_FIELDS } from './contact-limits.ts'
import { contactNotification } from './contact-notification.server.ts'
import { ContactSchema } from './contact-schema.ts'

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
		const limit = await consumeRateLimit('contact', clientAddress)
		if (!limit.allowed) {
			return { status: 429, state: { status: 'error', message: t('forms.rateLimited'), values } }
		}
		const submission = parsed.data
		const database = db()
		const stored = database.insert(contactSubmissions).values({
			name: submission.name,
			email: submission.email,
			subject: submission.subject,
			message: submission.message,
			locale,
			gdprConsentTimestamp: new Date(),
			ipAddress: null,
		})
		await insertWithMail(database, stored, contactNotification(submission, locale))
		return await succeeded(locale)
	} catch (error) {
		logger.error({ err: error }, 'contact message could not be stored')
		return { status: 503, state: { status: 'error', message: t('contact.form_error'), values } }
	}
}
