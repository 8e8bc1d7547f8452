/**
 * What a public form's action answers, the same with and without JavaScript: the page
 * re-renders it (plain POST) or the fetcher receives it (no reload), and the form shows it.
 * `message` is already in the visitor's language; `values` give back what was typed, so
 * no failure loses it.
 */
export type FormValues = Record<string, string>

export type FormState =
	| { status: 'success'; message: string }
	| { status: 'invalid'; message: string; errors: Record<string, string>; values: FormValues }
	| { status: 'error'; message: string; values: FormValues }

/** An action's answer: the state the form shows, and the HTTP status it is sent with. */
export interface FormAnswer {
	state: FormState
	/** 200 success, 400 invalid, 403 closed, 409 duplicate, 429 rate-limited, 5xx failed. */
	status: number
}

/** The values a form shows: what was typed after a failure, empty after a success. */
export function valuesOf(state: FormState | undefined): FormValues {
	return state && state.status !== 'success' ? state.values : {}
}

export function errorsOf(state: FormState | undefined): Record<string, string> {
	return state?.status === 'invalid' ? state.errors : {}
}

/**
 * The answer a form shows in the page, above its button: after a plain POST the page's whole
 * answer; with JavaScript a success, which stays in the page after its toast has gone
 * (errors are at their fields and in the toast).
 */
export function answerInPage(fetched: FormState | undefined, pageAnswer: FormState | undefined): FormState | undefined {
	if (fetched) return fetched.status === 'success' ? fetched : undefined
	return pageAnswer
}
