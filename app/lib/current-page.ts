import { useMatches } from 'react-router'
import { isLocale, type Locale } from '#app/i18n/locales.ts'
import { PAGES, type PageId } from '#app/i18n/route-table.ts'

const PAGE_IDS = new Set<string>(PAGES.map((page) => page.id))

/** The route-table page of a route id (`"{pageId}.{locale}"`, as `routes.ts` names them). */
export function pageFromRouteId(routeId: string): { pageId: PageId; locale: Locale } | undefined {
	const dot = routeId.indexOf('.')
	const pageId = routeId.slice(0, dot)
	const locale = routeId.slice(dot + 1)
	if (dot < 0 || !PAGE_IDS.has(pageId) || !isLocale(locale)) return undefined
	return { pageId: pageId as PageId, locale }
}

/** The page being shown, from the deepest matched route. */
export function useCurrentPage(): { pageId: PageId; locale: Locale } | undefined {
	const matches = useMatches()
	for (let index = matches.length - 1; index >= 0; index--) {
		const page = pageFromRouteId(matches[index]?.id ?? '')
		if (page) return page
	}
	return undefined
}
