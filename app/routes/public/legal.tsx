import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { routePageMeta } from '#app/features/seo/route-meta.ts'
import type { PageId } from '#app/i18n/route-table.ts'
import { pageFromRouteId, useCurrentPage } from '#app/lib/current-page.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/legal'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

type LegalPageId = Extract<PageId, 'privacy' | 'terms' | 'cookies' | 'legalNotice'>

/** One module serves the four legal pages; the route id says which. */
export default function LegalPage() {
	const pageId = (useCurrentPage()?.pageId ?? 'privacy') as LegalPageId
	return <InnerPage pageId={pageId} />
}

export const meta: Route.MetaFunction = (args) => {
	const pageId = (pageFromRouteId(args.matches.at(-1)?.id ?? '')?.pageId ?? 'privacy') as LegalPageId
	return routePageMeta(args, pageId)
}
