import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { routePageMeta } from '#app/features/seo/route-meta.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/bio'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export default function Page() {
	return <InnerPage pageId="bio" />
}

export const meta: Route.MetaFunction = (args) => routePageMeta(args, 'bio')
