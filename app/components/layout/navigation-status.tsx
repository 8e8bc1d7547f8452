import { useNavigation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** A pulsing, localized loading message while the next page loads (docs/product/pages.md). */
export function NavigationStatus() {
	const { t } = useI18n()
	const navigation = useNavigation()
	const loading = navigation.state === 'loading'
	return (
		<div
			role="status"
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center"
		>
			{loading ? (
				<p className="mt-3 animate-pulse rounded-full bg-ocean-900 px-4 py-1.5 text-sm font-medium text-white shadow-card">
					{t('common.loading')}
				</p>
			) : null}
		</div>
	)
}
