import { useI18n } from '#app/i18n/i18n-context.tsx'

const HIGHLIGHTS = ['One', 'Two', 'Three'] as const

/** Three proof statements (docs/product/pages.md Home). */
export function Highlights() {
	const { t } = useI18n()
	return (
		<section aria-labelledby="highlights-title" className="render-near-view bg-sand-100">
			<div className="container-page py-16 md:py-20">
				<h2 id="highlights-title" className="sr-only">
					{t('home.highlightsTitle')}
				</h2>
				<dl className="grid gap-10 text-center md:grid-cols-3 md:gap-6">
					{HIGHLIGHTS.map((key) => (
						<div key={key} className="flex flex-col-reverse gap-2">
							<dt className="mx-auto max-w-64 text-muted">{t(`home.highlight${key}Label`)}</dt>
							<dd className="font-display text-5xl font-semibold text-coral-700">{t(`home.highlight${key}Value`)}</dd>
						</div>
					))}
				</dl>
			</div>
		</section>
	)
}
