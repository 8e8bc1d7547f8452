/**
 * The admin's one delete button: it asks first, with the product's question (e.g. 'Tem a
 * certeza que deseja eliminar este projecto?', docs/product/messages.md), with and without
 * JavaScript. With it, the browser's confirmation; without it (and until the page is
 * interactive), 'Eliminar' opens a small panel with the question and the button that deletes.
 * It posts `intent=delete` and the record's `id` to the page (by default its path, so after a
 * plain POST the browser shows the list, never an editor).
 */
import { Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'

export function DeleteButton({
	id,
	confirmation,
	label,
	action,
	compact = false,
}: {
	id: string
	confirmation: string
	/** Names the record to screen readers: 'Eliminar {label}'. */
	label: string
	/** Where to post; the page's path by default. */
	action?: string
	/** Only the bin icon (in a table row); the full word otherwise. */
	compact?: boolean
}) {
	const { pathname } = useLocation()
	const navigation = useNavigation()
	const [interactive, setInteractive] = useState(false)
	useEffect(() => setInteractive(true), [])
	const target = action ?? pathname
	const deleting = navigation.state === 'submitting' && navigation.formData?.get('id') === id
	const face = compact ? (
		<>
			<Trash2 aria-hidden="true" className="size-5" />
			<span className="sr-only">Eliminar {label}</span>
		</>
	) : (
		<>
			<Trash2 aria-hidden="true" className="size-4" />
			Eliminar<span className="sr-only"> {label}</span>
		</>
	)
	const look = compact
		? 'inline-flex size-10 items-center justify-center rounded-full text-coral-700 transition-colors hover:bg-coral-100 disabled:opacity-50'
		: 'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-coral-700 transition-colors hover:bg-coral-100 disabled:opacity-50'
	const fields = (
		<>
			<input type="hidden" name="intent" value="delete" />
			<input type="hidden" name="id" value={id} />
		</>
	)

	if (interactive) {
		return (
			<Form
				method="post"
				action={target}
				data-unsaved="ignore"
				onSubmit={(event) => {
					if (!window.confirm(confirmation)) event.preventDefault()
				}}
			>
				{fields}
				<button type="submit" className={look} disabled={deleting} title={compact ? 'Eliminar' : undefined}>
					{face}
				</button>
			</Form>
		)
	}
	return (
		<details className="group relative" data-delete-confirm="">
			<summary className={`${look} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{face}</summary>
			<div className="absolute right-0 z-20 mt-2 grid w-64 gap-3 rounded-2xl border border-sand-200 bg-white p-4 text-left shadow-card">
				<p className="text-sm text-ink">{confirmation}</p>
				<Form method="post" action={target} data-unsaved="ignore">
					{fields}
					<button
						type="submit"
						className="inline-flex min-h-10 w-full items-center justify-center gap-1.5 rounded-full bg-coral-700 px-4 text-sm font-semibold text-white hover:bg-coral-600"
					>
						<Trash2 aria-hidden="true" className="size-4" />
						Sim, eliminar<span className="sr-only"> {label}</span>
					</button>
				</Form>
			</div>
		</details>
	)
}
