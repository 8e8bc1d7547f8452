/**
 * The search of the inbox tabs, read from `?q=` (a GET parameter: it works without JavaScript
 * and a search can be bookmarked or shared), and turned into a safe, case-insensitive
 * "contains" pattern for SQL `ILIKE`. Client-safe.
 */
export const SEARCH_PARAM = 'q'
/** Longer searches are cut: nobody types more to find a message. */
export const SEARCH_MAX = 100

/** The search typed in the URL, trimmed; '' for none. */
export function requestedSearch(url: URL): string {
	return (url.searchParams.get(SEARCH_PARAM) ?? '').replaceAll('\u0000', '').trim().slice(0, SEARCH_MAX)
}

/**
 * `%text%` with LIKE's own characters (`%`, `_` and the escape `\`) escaped, so a search for
 * `50%` or `a_b` finds exactly that text (PostgreSQL's LIKE escapes with `\` by default).
 */
export function containsPattern(text: string): string {
	return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
