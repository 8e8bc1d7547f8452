import type { z } from 'zod'
import type { MessageKey, Translate } from '#app/i18n/translate.ts'
import type { FormState, FormValues } from './form-state.ts'

/** The submitted text fields, as typed (files and unknown fields are dropped), for giving back. */
export function submittedValues(form: FormData, fields: readonly string[]): FormValues {
	const values: FormValues = {}
	for (const field of fields) {
		const value = form.get(field)
		if (typeof value === 'string') values[field] = value
	}
	return values
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

/**
 * The one validation step of every form of the site, public and admin: the input checked
 * against its Zod schema; on failure, each field's first error, keyed by the field's name
 * (a nested field's path joined with dots: `title.pt-PT`, `timeline.2.year`), its message
 * passed through `message` (public forms translate catalogue keys; the admin's are Portuguese).
 */
export function validate<S extends z.ZodType>(
	schema: S,
	input: unknown,
	message: (text: string) => string,
	fieldName: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): Validation<z.output<S>> {
	const result = schema.safeParse(input)
	if (result.success) return { ok: true, data: result.data }
	const errors: Record<string, string> = {}
	for (const issue of result.error.issues) errors[fieldName(issue.path)] ??= message(issue.message)
	return { ok: false, errors }
}

export type ParsedForm<T> = { ok: true; data: T; values: FormValues } | { ok: false; state: FormState }

/**
 * Validates a public form's submission against its schema, whose messages are catalogue keys.
 * On failure, every field's first error in the visitor's language, the first of all as the
 * message (the toast), and the values as typed.
 */
export function parseForm<S extends z.ZodType>(
	schema: S,
	form: FormData,
	fields: readonly string[],
	t: Translate,
): ParsedForm<z.output<S>> {
	const values = submittedValues(form, fields)
	const result = validate(schema, values, (key) => t(key as MessageKey))
	if (result.ok) return { ok: true, data: result.data, values }
	const { errors } = result
	const first = fields.find((field) => errors[field]) ?? Object.keys(errors)[0] ?? ''
	return { ok: false, state: { status: 'invalid', message: errors[first] ?? '', errors, values } }
}
