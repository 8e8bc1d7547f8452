import { z } from 'zod'
import { boundedText, emailAddress, ticked } from '#app/features/forms/schema-helpers.ts'
import { CONTACT_LIMITS } from './contact-limits.ts'

/** docs/product/rules.md: the contact form's rules, in field order (so the first error is the first field's). */
export const ContactSchema = z.object({
	name: boundedText(CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max, {
		tooShort: 'contact.errors.nameMin',
		tooLong: 'contact.errors.nameMax',
	}),
	email: emailAddress({ invalid: 'contact.errors.emailInvalid', tooLong: 'contact.errors.emailMax' }),
	subject: boundedText(CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max, {
		tooShort: 'contact.errors.subjectMin',
		tooLong: 'contact.errors.subjectMax',
	}),
	message: boundedText(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max, {
		tooShort: 'contact.errors.messageMin',
		tooLong: 'contact.errors.messageMax',
	}),
	gdprConsent: ticked('contact.errors.consent'),
})

export type ContactSubmission = z.output<typeof ContactSchema>
