import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { trackEvent } from '#app/features/analytics/events.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import type { PressKitData } from './press-kit.server.ts'

const trackDownload = () => trackEvent('press_kit_download')

/**
 * The press kit (other pages link to `#press-kit`): the official bio in the page's
 * language, the bio-and-photo download and the way to a press contact.
 */
export function PressKitCard({ pressKit }: { pressKit: PressKitData }) {
	const { locale, t } = useI18n()
	return (
		<section
			id="press-kit"
			aria-labelledby="press-kit-title"
			className="relative mt-16 scroll-mt-24 overflow-hidden rounded-card bg-ocean-900 text-sand-100 shadow-card md:mt-24"
		>
			<div
				aria-hidden="true"
				className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(31_122_140/0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(180_77_50/0.2),transparent_50%)]"
			/>
			<div className="relative grid gap-10 px-5 py-8 sm:p-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14 lg:p-14">
				<div>
					<p className="text-sm font-semibold tracking-[0.2em] text-sea-300 uppercase">{t('pressKit.eyebrow')}</p>
					<h2 id="press-kit-title" className="mt-3 text-3xl font-semibold text-white md:text-4xl">
						{t('pressKit.title')}
					</h2>
					<h3 className="mt-8 font-sans text-sm font-semibold tracking-wider text-white uppercase">
						{t('pressKit.bioTitle')}
					</h3>
					<div className="mt-3 space-y-4 border-l-2 border-coral-600 pl-5 text-base leading-relaxed md:text-lg">
						{pressKit.bio.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</div>
				<div className="flex flex-col gap-8 lg:justify-center">
					<div className="sm:rounded-2xl sm:border sm:border-white/10 sm:bg-white/5 sm:p-6">
						{pressKit.selfHosted ? (
							<a
								href={pressKit.downloadUrl}
								download
								onClick={trackDownload}
								className="btn-primary w-full text-center"
							>
								<Icon name="download" className="size-5 shrink-0" />
								{t('pressKit.download')}
							</a>
						) : (
							<a
								href={pressKit.downloadUrl}
								onClick={trackDownload}
								target="_blank"
								rel="noopener noreferrer"
								className="btn-primary w-full text-center"
							>
								<Icon name="download" className="size-5 shrink-0" />
								{t('pressKit.download')}
								<span className="sr-only"> {t('a11y.opensInNewTab')}</span>
							</a>
						)}
						{pressKit.selfHosted ? <p className="mt-3 text-sm text-sand-100/85">{t('pressKit.downloadHint')}</p> : null}
					</div>
					<div className="sm:px-1">
						<p className="leading-relaxed">{t('pressKit.pressPrompt')}</p>
						<Link
							to={linkPath('contact', locale)}
							className="btn mt-5 w-full border border-white/40 text-white hover:border-white hover:bg-white/10 sm:w-auto"
						>
							<Icon name="mail" className="size-5 shrink-0" />
							{t('pressKit.contact')}
						</Link>
					</div>
				</div>
			</div>
		</section>
	)
}
