import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { routePageMeta } from '#app/features/seo/route-meta.ts'
import type { Route } from './+types/book'

export default function Page() {
	return <InnerPage pageId="book" />
}

export const meta: Route.MetaFunction = (args) => routePageMeta(args, 'book')
