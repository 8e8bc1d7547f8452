import { useEffect } from 'react'
import { Icon } from '#app/components/ui/icon.tsx'
import { getEnv } from '#app/config/env.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/digital-kit'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export function loader({ url }: Route.LoaderArgs) {
	const kitUrl = getEnv().DIGITAL_KIT_URL
	// Only a hand-over to the kit's own site: the route table keeps it out of the index. The
	// meta refresh sends browsers on without JavaScript.
	return { kitUrl, head: [...pageHead(url, 'digitalKit'), { httpEquiv: 'refresh', content: `0; url=${kitUrl}` }] }
}

/**
 * Sends the visitor to the externally hosted kit site (docs/product/pages.md), saying so meanwhile:
 * a meta refresh does it without JavaScript, `location.replace` at once with it.
 */
export default function DigitalKit({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	useEffect(() => {
		window.location.replace(loaderData.kitUrl)
	}, [loaderData.kitUrl])
	return (
		<section className="container-page flex min-h-[50dvh] flex-col items-center justify-center gap-6 py-20 text-center">
			<h1 className="sr-only">{t('pages.digitalKit.title')}</h1>
			<p role="status" className="animate-pulse font-display text-2xl font-semibold text-ocean-900">
				{t('common.redirecting')}
			</p>
			<a href={loaderData.kitUrl} className="btn-secondary" rel="noopener">
				{t('common.continueToKit')}
				<Icon name="external-link" className="size-4" />
			</a>
		</section>
	)
}

export const meta: Route.MetaFunction = headFromLoader
