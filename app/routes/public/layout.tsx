import { Outlet } from 'react-router'
import { NavigationStatus } from '#app/components/layout/navigation-status.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { publicPageHeaders } from '#app/lib/http.ts'

export const headers = publicPageHeaders

export default function PublicLayout() {
	const { t } = useI18n()
	return (
		<>
			<a
				href="#main"
				className="sr-only z-50 rounded-full bg-ocean-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
			>
				{t('a11y.skipToContent')}
			</a>
			<NavigationStatus />
			<SiteHeader />
			<main id="main" tabIndex={-1} className="outline-none">
				<Outlet />
			</main>
			<SiteFooter />
		</>
	)
}
