import { data, Link } from 'react-router'
import { getEnv } from '#app/config/env.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageMeta } from '#app/features/seo/page-meta.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { homePath } from '#app/i18n/route-table.ts'
import { PRIVATE_CACHE_CONTROL } from '#app/lib/http.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/not-found'

/** Any path outside the route table: a real 404, logged once as a warning (not an error). */
export function loader({ url }: Route.LoaderArgs) {
	const { pathname } = url
	logger.warn({ path: pathname }, 'page not found')
	const locale = localeFromPath(pathname)
	const t = translatorFor(locale)
	const head = pageMeta({
		siteUrl: getEnv().SITE_URL,
		locale,
		path: pathname,
		title: t('notFound.title'),
		description: t('notFound.body'),
		noindex: true,
	})
	return data({ path: pathname, head }, { status: 404, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

export default function NotFound() {
	const { locale, t } = useI18n()
	return (
		<section className="container-page flex min-h-[60dvh] flex-col items-start justify-center gap-6 py-20">
			<p className="font-display text-7xl font-semibold text-sea-600 md:text-8xl" aria-hidden="true">
				404
			</p>
			<h1 className="text-title font-semibold">{t('notFound.title')}</h1>
			<p className="prose-site text-muted">{t('notFound.body')}</p>
			<Link to={homePath(locale)} className="btn-primary">
				{t('common.backHome')}
			</Link>
		</section>
	)
}

export const meta: Route.MetaFunction = headFromLoader
