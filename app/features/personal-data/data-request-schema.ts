import { z } from 'zod'
import { emailAddress } from '#app/features/forms/schema-helpers.ts'

/** The data page's form fields, in the order their errors are reported. */
export const DATA_REQUEST_FIELDS = ['email', 'want'] as const

/** What the visitor pressed on the e-mail form: every button asks for the same access link. */
export const DATA_REQUEST_WANTS = ['view', 'export', 'delete'] as const
export type DataRequestWant = (typeof DATA_REQUEST_WANTS)[number]

/**
 * The data page's e-mail (docs/product/rules.md: trimmed and lowercased), required, valid and at most
 * 255 characters. Messages are catalogue keys.
 */
export const DataRequestSchema = z.object({
	email: z
		.string()
		.optional()
		.refine((value) => (value ?? '').replaceAll('\u0000', '').trim() !== '', {
			message: 'dataRequest.errorEmailRequired',
		})
		.pipe(emailAddress({ invalid: 'bookDialog.errorEmail', tooLong: 'bookDialog.errorEmailLong' })),
	want: z.enum(DATA_REQUEST_WANTS).catch('view'),
})
