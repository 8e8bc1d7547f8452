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

export type ParsedForm<T> = { ok: true; data: T; values: FormValues } | { ok: false; state: FormState }

/**
 * Validates a submission against its schema, whose messages are catalogue keys. On failure,
 * every field's first error in the visitor's language, the first of all as the message
 * (the toast), and the values as typed.
 */
export function parseForm<S extends z.ZodType>(
	schema: S,
	form: FormData,
	fields: readonly string[],
	t: Translate,
): ParsedForm<z.output<S>> {
	const values = submittedValues(form, fields)
	const result = schema.safeParse(values)
	if (result.success) return { ok: true, data: result.data, values }
	const errors: Record<string, string> = {}
	for (const issue of result.error.issues) {
		const field = String(issue.path[0] ?? '')
		errors[field] ??= t(issue.message as MessageKey)
	}
	const first = fields.find((field) => errors[field]) ?? Object.keys(errors)[0] ?? ''
	return { ok: false, state: { status: 'invalid', message: errors[first] ?? '', errors, values } }
}
