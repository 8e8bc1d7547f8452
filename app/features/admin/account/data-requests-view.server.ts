/**
 * The personal-data request log as the dashboard shows it (issue 6, item 4): each verified view,
 * export and deletion a visitor made of their own data, newest first, a page at a time, with the
 * time in Portugal's clock. The address is shown only as its keyed hash, as it is stored.
 */
import type { DataRequestAction } from '#app/db/schema.ts'
import { listDataRequests } from '#app/features/personal-data/request-log.server.ts'
import { formatDateTime } from '#app/lib/lisbon-time.ts'
import { DATA_REQUESTS_PAGE_PARAM } from './data-requests.ts'

export const DATA_REQUESTS_PAGE_SIZE = 25

export const DATA_REQUEST_LABELS: Record<DataRequestAction, string> = {
	view: 'Ver',
	export: 'Exportar',
	delete: 'Eliminar',
}

export interface DataRequestRow {
	id: string
	hash: string
	action: string
	when: string
	iso: string
}

/** The page asked for in the URL (1 when absent or not a whole number from 1). */
export function requestedDataRequestsPage(url: URL): number {
	const value = Number(url.searchParams.get(DATA_REQUESTS_PAGE_PARAM))
	return Number.isSafeInteger(value) && value >= 1 ? value : 1
}

export async function dataRequestsPage(requested: number): Promise<{
	rows: DataRequestRow[]
	total: number
	page: number
	pageCount: number
}> {
	const page = Math.max(1, Math.trunc(requested))
	let result = await listDataRequests({ limit: DATA_REQUESTS_PAGE_SIZE, offset: (page - 1) * DATA_REQUESTS_PAGE_SIZE })
	const pageCount = Math.max(1, Math.ceil(result.total / DATA_REQUESTS_PAGE_SIZE))
	// A page past the end (the log was shortened by retention) shows the last one.
	if (page > pageCount)
		result = await listDataRequests({
			limit: DATA_REQUESTS_PAGE_SIZE,
			offset: (pageCount - 1) * DATA_REQUESTS_PAGE_SIZE,
		})
	return {
		rows: result.entries.map((entry) => ({
			id: entry.id,
			hash: entry.addressHash,
			action: DATA_REQUEST_LABELS[entry.action] ?? entry.action,
			when: formatDateTime(entry.createdAt),
			iso: entry.createdAt.toISOString(),
		})),
		total: result.total,
		page: Math.min(page, pageCount),
		pageCount,
	}
}
