/**
 * The answer of an admin action (SPEC §8 texts): with JavaScript a toast, shown once per
 * answer; without it (or for screen readers that missed the toast) the same text in the page.
 */
import { useEffect, useState } from 'react'
import { showToast } from '#app/components/ui/toast.ts'
import type { AdminFormState } from '#app/features/admin/forms/admin-form.ts'

/** Shows `state` as a toast each time a new answer arrives. */
export function useActionToast(state: AdminFormState | undefined): void {
	useEffect(() => {
		if (state) void showToast(state.message, { type: state.status === 'success' ? 'success' : 'error' })
	}, [state])
}

/** The answer in the page, under the form's buttons, for browsers without JavaScript (else it is a toast). */
export function ActionStatus({ state }: { state: AdminFormState | undefined }) {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	if (!state || hydrated) return null
	const success = state.status === 'success'
	return (
		<p
			className={`rounded-xl px-4 py-3 text-sm font-medium ${success ? 'bg-sea-100 text-sea-700' : 'bg-coral-100 text-coral-700'}`}
		>
			{state.message}
		</p>
	)
}

/** A tab's load failure ('Erro ao carregar …', SPEC §8) as an error toast, besides the message in the page. */
export function useLoadErrorToast(message: string | null | undefined): void {
	useEffect(() => {
		if (message) void showToast(message, { type: 'error' })
	}, [message])
}
