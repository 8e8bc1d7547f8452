import { isRouteErrorResponse, Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { homePath } from '#app/i18n/route-table.ts'

/** A friendly, localized error in place of a page: never a stack trace. */
export function ErrorMessage({ error }: { error: unknown }) {
	const { locale, t } = useI18n()
	const notFound = isRouteErrorResponse(error) && error.status === 404
	const title = notFound ? t('notFound.title') : t('error.title')
	return (
		<section className="container-page flex min-h-[60dvh] flex-col items-start justify-center gap-6 py-20">
			<title>{title}</title>
			<h1 className="text-title font-semibold">{title}</h1>
			<p className="prose-site text-muted">{notFound ? t('notFound.body') : t('error.body')}</p>
			<Link to={homePath(locale)} className="btn-primary">
				{t('common.backHome')}
			</Link>
		</section>
	)
}
