import type { FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'

const T = ADMIN_TEXTS.book
export const DELETE_INTENT = 'delete'

export interface PrereservationView {
	id: string
	name: string
	email: string
	source: string
	/** ISO 8601, for `<time>`. */
	createdAt: string
	/** pt-PT date, formatted on the server. */
	reservedOn: string
}

/**
 * The pre-reservations as a table (Nome, Email, Origem, Data, Acções); on a phone each row
 * becomes a small card. Names are the visitors' own text, shown escaped.
 */
export function PrereservationsTable({ rows }: { rows: PrereservationView[] }) {
	const cell = 'px-4 py-1 sm:py-3 align-middle'
	return (
		<div className="card overflow-hidden">
			<table className="w-full text-left">
				<thead className="bg-sand-100 text-sm text-muted max-sm:sr-only">
					<tr>
						<th scope="col" className={`${cell} font-semibold`}>
							{T.columns.name}
						</th>
						<th scope="col" className={`${cell} font-semibold`}>
							{T.columns.email}
						</th>
						<th scope="col" className={`${cell} font-semibold`}>
							{T.columns.source}
						</th>
						<th scope="col" className={`${cell} font-semibold`}>
							{T.columns.date}
						</th>
						<th scope="col" className={`${cell} text-right font-semibold`}>
							{T.columns.actions}
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-sand-200">
					{rows.map((row) => (
						<tr
							key={row.id}
							className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:py-3"
							data-prereservation={row.id}
						>
							<td className={`${cell} font-semibold break-words text-ink max-sm:col-start-1`}>{row.name}</td>
							<td className={`${cell} break-all max-sm:col-start-1`}>
								<a
									href={`mailto:${row.email}`}
									className="text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-800"
								>
									{row.email}
								</a>
							</td>
							<td className={`${cell} text-muted max-sm:col-start-1 max-sm:text-sm`}>{row.source}</td>
							<td className={`${cell} whitespace-nowrap text-muted max-sm:col-start-1 max-sm:text-sm`}>
								<time dateTime={row.createdAt}>{row.reservedOn}</time>
							</td>
							<td
								className={`${cell} text-right max-sm:col-start-2 max-sm:row-span-4 max-sm:row-start-1 max-sm:self-center`}
							>
								<DeleteButton row={row} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** Delete, after the spec's confirmation (with JavaScript; without it the form posts directly). */
function DeleteButton({ row }: { row: PrereservationView }) {
	const fetcher = useFetcher()
	const deleting = fetcher.state !== 'idle'
	function confirmDelete(event: FormEvent<HTMLFormElement>) {
		if (!window.confirm(T.confirmDelete)) event.preventDefault()
	}
	return (
		<fetcher.Form method="post" onSubmit={confirmDelete}>
			<input type="hidden" name="intent" value={DELETE_INTENT} />
			<input type="hidden" name="id" value={row.id} />
			<button
				type="submit"
				disabled={deleting}
				aria-label={T.deleteLabel(row.name)}
				title={T.delete}
				className="inline-flex size-10 items-center justify-center rounded-full text-coral-700 transition-colors hover:bg-coral-100 disabled:opacity-50"
			>
				<Icon name="trash" className="size-5" />
			</button>
		</fetcher.Form>
	)
}
