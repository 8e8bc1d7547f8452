import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { homePath } from '#app/i18n/route-table.ts'

/** Home link plus the current page (docs/product/pages.md), with BreadcrumbList semantics for assistive tech. */
export function Breadcrumb({ current }: { current: string }) {
	const { locale, t } = useI18n()
	return (
		<nav aria-label={t('a11y.breadcrumb')} className="text-sm">
			<ol className="flex flex-wrap items-center gap-1.5 text-muted">
				<li>
					<Link to={homePath(locale)} className="underline-offset-4 hover:text-ocean-800 hover:underline">
						{t('nav.home')}
					</Link>
				</li>
				<li aria-hidden="true">
					<Icon name="chevron-right" className="size-4" />
				</li>
				<li>
					<span aria-current="page" className="font-medium text-ink">
						{current}
					</span>
				</li>
			</ol>
		</nav>
	)
}
