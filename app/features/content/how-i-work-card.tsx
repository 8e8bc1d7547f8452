import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'

/**
 * The 'How I work' card: the stored text (markdown rendered on the server) and a way to get
 * in touch. On a phone the call to action follows the text; on wide screens it sits under
 * the heading, beside the text.
 */
export function HowIWorkCard({ html }: { html: string }) {
	const { locale, t } = useI18n()
	return (
		<section
			aria-labelledby="how-i-work-title"
			className="card mt-16 grid gap-8 p-6 sm:p-8 md:mt-24 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-rows-[auto_1fr] md:gap-x-12 md:p-12"
		>
			<div>
				<p className="text-sm font-semibold tracking-[0.2em] text-coral-700 uppercase">
					{t('projects.howIWorkEyebrow')}
				</p>
				<h2 id="how-i-work-title" className="mt-3 text-3xl font-semibold md:text-4xl">
					{t('projects.howIWorkTitle')}
				</h2>
				<p className="mt-4 text-lg leading-relaxed text-muted">{t('projects.howIWorkLead')}</p>
			</div>
			<div
				className="prose-site md:col-start-2 md:row-span-2 md:row-start-1"
				// Rendered from markdown on the server, with raw HTML escaped (markdown.server.ts).
				// biome-ignore lint/security/noDangerouslySetInnerHtml: safe server-rendered markdown
				dangerouslySetInnerHTML={{ __html: html }}
			/>
			<div className="md:col-start-1 md:row-start-2">
				<Link to={linkPath('contact', locale)} className="btn-primary w-full sm:w-auto">
					{t('projects.contactCta')}
					<Icon name="arrow-right" className="size-5" />
				</Link>
			</div>
		</section>
	)
}
