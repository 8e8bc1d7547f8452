/** The Contactos tab's views (client-safe): all messages, the ones still to process, or the processed ones. */
export const CONTACT_FILTERS = ['todas', 'por-processar', 'processadas'] as const
export type ContactFilter = (typeof CONTACT_FILTERS)[number]
export const FILTER_PARAM = 'estado'

/** The filter asked for in the URL (`?estado=`); anything else is all messages. */
export function requestedFilter(url: URL): ContactFilter {
	const value = url.searchParams.get(FILTER_PARAM)
	return CONTACT_FILTERS.find((filter) => filter === value) ?? 'todas'
}
