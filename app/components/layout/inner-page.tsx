import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { PageId } from '#app/i18n/route-table.ts'
import { PageHeader } from './page-header.tsx'

/**
 * The frame of an inner page: breadcrumb, heading and lead from the catalogue, and the
 * page's own sections below.
 */
export function InnerPage({ pageId, children }: { pageId: Exclude<PageId, 'home'>; children?: ReactNode }) {
	const { t } = useI18n()
	return (
		<>
			<PageHeader title={t(`pages.${pageId}.title`)} lead={t(`pages.${pageId}.lead`)} />
			<div className="container-page py-12 md:py-16">{children}</div>
		</>
	)
}
