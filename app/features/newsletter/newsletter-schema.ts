import { z } from 'zod'
import { boundedText, emailAddress, ticked } from '#app/features/forms/schema-helpers.ts'

/** The newsletter form's fields, in the order their errors are reported. */
export const NEWSLETTER_FIELDS = ['name', 'email', 'consent'] as const

/**
 * The newsletter signup (docs/product/rules.md): name and e-mail required after trimming, the e-mail
 * lowercased, valid and at most 255 characters, consent ticked. Messages are catalogue keys.
 * The name only greets the visitor in the confirmation e-mail; it is never stored (docs/product/data.md).
 */
export const NewsletterSchema = z.object({
	name: boundedText(1, 100, { tooShort: 'newsletter.errorName', tooLong: 'contact.errors.nameMax' }),
	email: emailAddress({ invalid: 'newsletter.errorEmail' }),
	consent: ticked('newsletter.errorConsent'),
})

export type NewsletterSignup = z.output<typeof NewsletterSchema>
