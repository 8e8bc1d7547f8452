import { data } from 'react-router'
import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { isLegalPageId } from '#app/features/legal/document-model.ts'
import { LegalDocumentView } from '#app/features/legal/legal-document.tsx'
import { legalPageData } from '#app/features/legal/legal-documents.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { findPage } from '#app/i18n/route-table.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/legal'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

/** One module serves the four legal pages; the path says which, and in which language. */
export function loader({ url }: Route.LoaderArgs) {
	const found = findPage(url.pathname)
	if (!found || !isLegalPageId(found.page.id)) throw data(null, { status: 404 })
	return { ...legalPageData(found.page.id, found.locale), head: pageHead(url, found.page.id) }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
	return (
		<InnerPage pageId={loaderData.pageId}>
			<LegalDocumentView document={loaderData.document} updated={loaderData.updated} />
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
