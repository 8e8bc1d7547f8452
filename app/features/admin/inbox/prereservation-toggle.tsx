import { useFetcher } from 'react-router'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'

const T = ADMIN_TEXTS.book
export const TOGGLE_INTENT = 'toggle'

/**
 * 'Activar pré-reservas', saved as soon as it is switched (docs/product/behaviour.md). A submit button with the
 * switch role: without JavaScript it posts the new value like any form; with it, the switch
 * moves at once and a toast confirms (or it moves back and the error shows).
 */
export function PrereservationToggle({ enabled }: { enabled: boolean }) {
	const fetcher = useFetcher()
	const pending = fetcher.formData?.get('intent') === TOGGLE_INTENT
	const shown = pending ? fetcher.formData?.get('enabled') === 'true' : enabled
	return (
		<fetcher.Form method="post" className="card flex items-center justify-between gap-4 p-5">
			<input type="hidden" name="intent" value={TOGGLE_INTENT} />
			<div className="min-w-0">
				<p id="prereservation-toggle-label" className="font-semibold text-ink">
					{T.toggle}
				</p>
				<p className="text-sm text-muted">{shown ? T.toggleOn : T.toggleOff}</p>
			</div>
			<button
				type="submit"
				name="enabled"
				value={String(!shown)}
				role="switch"
				aria-checked={shown}
				aria-labelledby="prereservation-toggle-label"
				disabled={pending}
				className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-70 ${shown ? 'bg-sea-600' : 'bg-sand-300'}`}
			>
				<span
					aria-hidden="true"
					className={`inline-block size-7 rounded-full bg-white shadow-sm transition-transform ${shown ? 'translate-x-6' : 'translate-x-0'}`}
				/>
			</button>
		</fetcher.Form>
	)
}
