import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { FormState, FormValues } from './form-state.ts'

/**
 * A form's `clientAction`: with JavaScript, the submission goes to the server action as
 * usual, but if the server cannot be reached or answers with something unreadable (a proxy's
 * error page, a dropped connection), the form gets an error answer with everything that was
 * typed, instead of the page being replaced by an error page. The answer's message is empty:
 * the form shows its own failure text (e.g. `contact.form_error`).
 */
export async function submitOrKeepValues(request: Request, serverAction: () => Promise<unknown>): Promise<FormState> {
	const values: FormValues = {}
	for (const [name, value] of await request.clone().formData()) {
		if (typeof value === 'string') values[name] = value
	}
	try {
		const answer = await serverAction()
		if (isFormState(answer)) return answer
	} catch {
		// Unreachable or unreadable: answered below.
	}
	return { status: 'error', message: '', values }
}

function isFormState(value: unknown): value is FormState {
	return typeof value === 'object' && value !== null && 'status' in value && 'message' in value
}

/**
 * A page form's `shouldRevalidate`: a submission changes nothing the page shows, so no
 * loader runs again after a POST (other navigations revalidate as usual).
 */
export function skipRevalidationAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formMethod === 'POST' ? false : defaultShouldRevalidate
}
