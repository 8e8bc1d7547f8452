import { z } from 'zod'
import { boundedText, emailAddress, ticked } from '#app/features/forms/schema-helpers.ts'
import { PRERESERVATION_LIMITS } from './prereservation.ts'

/** An empty answer (nothing, or only spaces) gets the form's one "fill in every field" message. */
const filledIn = z
	.string()
	.optional()
	.refine((value) => (value ?? '').replaceAll('\u0000', '').trim() !== '', { message: 'bookDialog.errorRequired' })

/**
 * docs/product/rules.md: the pre-reservation's rules, in field order (the first error is the first
 * field's). Name and e-mail are required after trimming; the e-mail is stored trimmed and
 * lowercased; the privacy policy must be accepted.
 */
export const PrereservationSchema = z.object({
	name: filledIn.pipe(
		boundedText(1, PRERESERVATION_LIMITS.name.max, {
			tooShort: 'bookDialog.errorRequired',
			tooLong: 'bookDialog.errorNameLong',
		}),
	),
	email: filledIn.pipe(emailAddress({ invalid: 'bookDialog.errorEmail', tooLong: 'bookDialog.errorEmailLong' })),
	privacy: ticked('bookDialog.errorConsent'),
})

export type Prereservation = z.output<typeof PrereservationSchema>
