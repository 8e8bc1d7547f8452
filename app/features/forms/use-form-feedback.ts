import { type RefObject, useEffect, useRef } from 'react'
import { showToast } from '#app/components/ui/toast.ts'
import type { FormState } from './form-state.ts'

/**
 * With JavaScript, a form's answer is a toast (docs/product/behaviour.md, rules.md: the first error only, or the
 * success), and a success clears the form; a refusal moves the focus to the first field it
 * marks wrong. Each answer is shown once, when it arrives. An
 * answer without a message (the server could not be reached, see client-form-action.ts)
 * shows `failureMessage`.
 *
 * The fields keep their HTML constraints (`required`, lengths, `type="email"`) for visitors
 * without JavaScript; with it, the browser's own bubbles (in the browser's language, one
 * field at a time) give way to the site's messages, so the form is marked `noValidate`.
 */
export function useFormFeedback(
	state: FormState | undefined,
	formRef: RefObject<HTMLFormElement | null>,
	{ failureMessage, onSuccess }: { failureMessage: string; onSuccess?: (message: string) => void },
): void {
	useEffect(() => {
		if (formRef.current) formRef.current.noValidate = true
	}, [formRef])
	const failureRef = useRef(failureMessage)
	failureRef.current = failureMessage
	const onSuccessRef = useRef(onSuccess)
	onSuccessRef.current = onSuccess
	useEffect(() => {
		if (!state) return
		if (state.status === 'success') {
			formRef.current?.reset()
			onSuccessRef.current?.(state.message)
		}
		// A refused form takes the reader to its first wrong field (on a phone it may be off
		// screen), whose label and message a screen reader then reads.
		if (state.status === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
		void showToast(state.message || failureRef.current, { type: state.status === 'success' ? 'success' : 'error' })
	}, [state, formRef])
}
