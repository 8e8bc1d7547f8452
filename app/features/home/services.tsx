import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import type { IconName } from '#app/components/ui/icon-names.ts'
import { trackEvent } from '#app/features/analytics/events.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { PageId } from '#app/i18n/route-table.ts'
import { linkPath } from '#app/i18n/route-table.ts'

const SERVICES = [
	{ key: 'automations', icon: 'workflow', page: 'projects' },
	{ key: 'strategy', icon: 'target', page: 'bio' },
	{ key: 'funnels', icon: 'funnel', page: 'digitalKit' },
] as const satisfies readonly { key: string; icon: IconName; page: PageId }[]

/** The three service cards (docs/product/pages.md Home), each leading to the page that shows it at work. */
export function Services() {
	const { locale, t } = useI18n()
	return (
		<section aria-labelledby="services-title" className="container-page render-near-view py-20 md:py-28">
			<h2 id="services-title" className="text-title font-semibold">
				{t('home.servicesTitle')}
			</h2>
			<p className="mt-4 max-w-2xl text-lg text-muted">{t('home.servicesLead')}</p>
			<ul className="mt-12 grid gap-6 md:grid-cols-3">
				{SERVICES.map(({ key, icon, page }) => (
					<li key={key} className="card flex flex-col p-7">
						<span className="flex size-12 items-center justify-center rounded-2xl bg-sea-100 text-sea-700">
							<Icon name={icon} className="size-6" />
						</span>
						<h3 className="mt-6 text-2xl font-semibold">{t(`home.${key}Title`)}</h3>
						<p className="mt-3 flex-1 leading-relaxed text-muted">{t(`home.${key}Body`)}</p>
						<Link
							to={linkPath(page, locale)}
							// The funnels card leads to the kit: a digital-kit call to action too (docs/product/data.md).
							onClick={page === 'digitalKit' ? () => trackEvent('digital_kit_cta_click') : undefined}
							className="mt-6 inline-flex items-center gap-2 font-semibold text-sea-700 underline-offset-4 hover:underline"
						>
							{t(`home.${key}Link`)}
							<Icon name="arrow-right" className="size-4" />
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
