import { useLocation } from 'react-router'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { DeleteButton } from '#app/features/admin/ui/delete-button.tsx'

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
	// Deleting keeps the page of the list the admin is on.
	const { pathname, search } = useLocation()
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
								<DeleteButton
									id={row.id}
									label={T.deleteLabel(row.name)}
									confirmation={T.confirmDelete}
									action={`${pathname}${search}`}
									compact
								/>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
