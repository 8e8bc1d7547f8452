import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'

/**
 * The newsletter signup block (SPEC §2 Home, §5): name and e-mail required, consent linking
 * to the privacy policy. Submission (double opt-in) is the visitor-interactions issue; until
 * then the form's answer (`result`) says so and gives back what was typed.
 */
export function NewsletterSignup({
	result,
}: {
	result?: { status: 'unavailable'; values: { name: string; email: string } }
}) {
	const { locale, t } = useI18n()
	return (
		<section aria-labelledby="newsletter-title" className="container-page pb-4">
			<div className="grid gap-8 rounded-card bg-sand-100 p-7 md:grid-cols-2 md:p-12">
				<div>
					<span className="flex size-12 items-center justify-center rounded-2xl bg-white text-coral-700">
						<Icon name="mail" className="size-6" />
					</span>
					<h2 id="newsletter-title" className="mt-6 text-3xl font-semibold">
						{t('newsletter.title')}
					</h2>
					<p className="mt-3 leading-relaxed text-muted">{t('newsletter.lead')}</p>
				</div>
				<form method="post" action="#newsletter-title" className="grid gap-4">
					<input type="hidden" name="intent" value="newsletter" />
					<div className="grid gap-4 sm:grid-cols-2">
						<label className="grid gap-1.5 text-sm font-medium">
							{t('newsletter.name')}
							<input
								name="name"
								required
								maxLength={100}
								autoComplete="name"
								defaultValue={result?.values.name}
								className="field"
							/>
						</label>
						<label className="grid gap-1.5 text-sm font-medium">
							{t('newsletter.email')}
							<input
								name="email"
								type="email"
								required
								maxLength={255}
								autoComplete="email"
								defaultValue={result?.values.email}
								className="field"
							/>
						</label>
					</div>
					<label className="flex items-start gap-3 text-sm text-muted">
						<input name="consent" type="checkbox" required className="mt-0.5 size-5 accent-sea-700" />
						<span>
							{t('newsletter.consentBefore')}
							<Link to={linkPath('privacy', locale)} className="font-medium text-sea-700 underline underline-offset-2">
								{t('newsletter.consentLink')}
							</Link>
							{t('newsletter.consentAfter')}
						</span>
					</label>
					{result ? (
						<p role="status" className="rounded-xl bg-white p-4 text-sm leading-relaxed text-ink">
							{t('newsletter.unavailable', { email: OWNER.email })}
						</p>
					) : null}
					<button type="submit" className="btn-primary justify-self-start">
						{t('newsletter.submit')}
					</button>
				</form>
			</div>
		</section>
	)
}
