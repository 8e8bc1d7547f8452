import { useEffect } from 'react'
import type { AdminNotice } from './notice.ts'

/**
 * Shows a notice as a toast in the site's toaster (sonner, loaded on first use): the title,
 * and the description under it; errors in the destructive colours.
 */
export async function showAdminToast(notice: AdminNotice): Promise<void> {
	const [{ mountToaster }, { toast }] = await Promise.all([import('#app/components/ui/toaster.tsx'), import('sonner')])
	await mountToaster()
	const options = notice.description ? { description: notice.description } : {}
	if (notice.type === 'error') toast.error(notice.title, options)
	else toast.success(notice.title, options)
}

/** Shows each notice once, when it arrives (a fetcher's answer, a load failure). */
export function useNoticeToast(notice: AdminNotice | undefined | null): void {
	useEffect(() => {
		if (notice) void showAdminToast(notice)
	}, [notice])
}
