/**
 * What an admin form shows after a submission that did not succeed, with and without
 * JavaScript (docs/decisions/015): each field's error under it, and every field as it was
 * typed, so a failed save never loses an edit. A success redirects instead (post/redirect/get)
 * and says so in a toast. Client-safe: the admin's components and actions share it.
 */
import { useActionData } from 'react-router'
import type { Locale } from '#app/i18n/locales.ts'

export type FormValues = Record<string, string>

/** The answer of a submission that changed nothing: 400 invalid, 404 gone, 5xx failed. */
export interface AdminFormAnswer {
	/** The submission's intent (`save`, `delete`…), so the right form on a page shows it. */
	intent: string
	/** Field name → message ('' when the failure is not about one field). */
	errors: Record<string, string>
	/** Every text field as it was sent. */
	values: FormValues
}

/** The form field of one language of a translatable text: `title.pt-PT`, `title.en`, `title.es`. */
export function localizedFieldName(name: string, locale: Locale): string {
	return `${name}.${locale}`
}

export interface AdminFormView {
	/** The error of a field, if the last submission of this form had one. */
	error(name: string): string | undefined
	/** What a text field shows: as typed in a failed submission, else the stored `fallback`. */
	value(name: string, fallback: string | number | null | undefined): string
	/** Whether a checkbox is ticked: as sent in a failed submission, else `fallback`. */
	checked(name: string, fallback: boolean): boolean
	/** A field's props bound to the form: its name, the value it shows and its error. */
	bind(
		name: string,
		fallback: string | number | null | undefined,
	): { name: string; defaultValue: string; error: string | undefined }
	/** Whether the last submission failed. */
	failed: boolean
	errors: Record<string, string>
}

/** Reads the last failed submission of a route's form (only answers for `intent`, when given). */
export function useAdminForm(intent?: string): AdminFormView {
	const data = useActionData() as AdminFormAnswer | undefined
	const answer =
		data && typeof data === 'object' && 'values' in data && (!intent || data.intent === intent) ? data : null
	const errors = answer?.errors ?? {}
	const error = (name: string) => errors[name] || undefined
	const value = (name: string, fallback: string | number | null | undefined) =>
		answer?.values[name] ?? (fallback === null || fallback === undefined ? '' : String(fallback))
	return {
		failed: Boolean(answer),
		errors,
		error,
		value,
		bind: (name, fallback) => ({ name, defaultValue: value(name, fallback), error: error(name) }),
		checked: (name, fallback) => (answer ? name in answer.values : fallback),
	}
}
