/**
 * Deletes a record after the spec's confirmation (SPEC §8, e.g. 'Tem a certeza que deseja
 * eliminar este projecto?'). A plain form: without JavaScript it posts without asking.
 */
import { Trash2 } from 'lucide-react'
import { Form, useLocation } from 'react-router'

export function DeleteButton({ id, confirmation, label }: { id: string; confirmation: string; label: string }) {
	// To the list's own URL: after a plain POST the browser shows the list, never an editor.
	const { pathname } = useLocation()
	return (
		<Form
			method="post"
			action={pathname}
			onSubmit={(event) => {
				if (!window.confirm(confirmation)) event.preventDefault()
			}}
		>
			<input type="hidden" name="intent" value="delete" />
			<input type="hidden" name="id" value={id} />
			<button
				type="submit"
				className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-coral-700 transition-colors hover:bg-coral-100"
			>
				<Trash2 aria-hidden="true" className="size-4" />
				Eliminar<span className="sr-only"> {label}</span>
			</button>
		</Form>
	)
}
