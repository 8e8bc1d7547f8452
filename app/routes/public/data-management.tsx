import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { DataRequestsNotice } from '#app/features/legal/data-requests-notice.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import type { Route } from './+types/data-management'

// No `headers` export: this is a personal page, never stored in the HTML cache.

export function loader({ url }: Route.LoaderArgs) {
	return { head: pageHead(url, 'dataManagement') }
}

export default function DataManagementPage() {
	return (
		<InnerPage pageId="dataManagement">
			<DataRequestsNotice />
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
