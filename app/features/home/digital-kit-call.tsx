import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { trackEvent } from '#app/features/analytics/events.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'

/** The digital-kit call to action (docs/product/pages.md Home). */
export function DigitalKitCall() {
	const { locale, t } = useI18n()
	return (
		<section aria-labelledby="kit-title" className="container-page render-near-view py-20 md:py-28">
			<div className="relative overflow-hidden rounded-card bg-sea-700 px-7 py-12 text-white md:px-14 md:py-16">
				<div
					aria-hidden="true"
					className="absolute -top-24 -right-24 size-72 rounded-full bg-sea-600/60 md:-top-32 md:-right-16 md:size-96"
				/>
				<div className="relative max-w-2xl">
					<p className="text-sm font-semibold tracking-[0.2em] text-sea-100 uppercase">{t('home.kitEyebrow')}</p>
					<h2 id="kit-title" className="mt-4 text-title font-semibold text-white">
						{t('home.kitTitle')}
					</h2>
					<p className="mt-5 text-lg leading-relaxed text-sea-100">{t('home.kitBody')}</p>
					<Link
						to={linkPath('digitalKit', locale)}
						onClick={() => trackEvent('digital_kit_cta_click')}
						className="btn-primary mt-8"
					>
						{t('home.kitCta')}
						<Icon name="arrow-right" />
					</Link>
				</div>
			</div>
		</section>
	)
}
