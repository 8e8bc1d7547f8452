/**
 * Bounded lists for the inbox tabs: at most `PAGE_SIZE` rows per page, the page number read
 * from `?pagina=` (anything odd is page 1, a page past the end is the last one).
 */
export const PAGE_SIZE = 50
export const PAGE_PARAM = 'pagina'

export interface PageInfo {
	page: number
	pageCount: number
	total: number
}

/** The page asked for in the URL, as a positive integer. */
export function requestedPage(url: URL): number {
	const value = Number(url.searchParams.get(PAGE_PARAM))
	return Number.isSafeInteger(value) && value >= 1 ? value : 1
}

/** The page to show given the total: clamped to the pages that exist (at least one, even when empty). */
export function pageInfo(requested: number, total: number, size = PAGE_SIZE): PageInfo {
	const pageCount = Math.max(1, Math.ceil(total / size))
	return { page: Math.min(Math.max(1, requested), pageCount), pageCount, total }
}

export function offsetOf({ page }: PageInfo, size = PAGE_SIZE): number {
	return (page - 1) * size
}
