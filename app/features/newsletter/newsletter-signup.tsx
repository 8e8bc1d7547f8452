import { useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { HoneypotField } from '#app/features/abuse/honeypot-field.tsx'
import { emailDomain, trackEvent } from '#app/features/analytics/events.ts'
import { CheckboxField, FormStatus, TextField } from '#app/features/forms/form-fields.tsx'
import { answerInPage, errorsOf, type FormState, valuesOf } from '#app/features/forms/form-state.ts'
import { useFormFeedback } from '#app/features/forms/use-form-feedback.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { homePath, linkPath } from '#app/i18n/route-table.ts'

/**
 * The newsletter signup block (docs/product/pages.md Home, §4, §5): name and e-mail required, consent
 * linking to the privacy policy; the home route's action subscribes (double opt-in).
 * Without JavaScript the form posts and the page comes back with the answer in it and the
 * values kept; with JavaScript it posts in the background, toasts the answer, shows errors
 * under their fields, and a success clears every field and the consent box.
 */
export function NewsletterSignup({ result }: { result?: FormState }) {
	const { locale, t } = useI18n()
	const fetcher = useFetcher<{ newsletter?: FormState }>({ key: 'newsletter' })
	const formRef = useRef<HTMLFormElement>(null)
	const submittedEmail = useRef('')
	const state = fetcher.data?.newsletter ?? result
	const values = valuesOf(state)
	const errors = errorsOf(state)
	const submitting = fetcher.state !== 'idle'

	useFormFeedback(fetcher.data?.newsletter, formRef, {
		failureMessage: t('newsletter.errorGeneral'),
		onSuccess: () => trackEvent('newsletter_submitted', { email_domain: emailDomain(submittedEmail.current) }),
	})

	return (
		<section id="newsletter" aria-labelledby="newsletter-title" className="container-page pb-4">
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
				<fetcher.Form
					ref={formRef}
					method="post"
					action={`${homePath(locale)}#newsletter`}
					onSubmit={(event) => {
						submittedEmail.current = String(new FormData(event.currentTarget).get('email') ?? '')
					}}
					className="relative grid gap-4"
				>
					<input type="hidden" name="intent" value="newsletter" />
					<HoneypotField />
					<div className="grid gap-4 sm:grid-cols-2">
						<TextField
							idPrefix="newsletter"
							name="name"
							label={t('newsletter.name')}
							error={errors.name}
							required
							maxLength={100}
							autoComplete="name"
							defaultValue={values.name ?? ''}
						/>
						<TextField
							idPrefix="newsletter"
							name="email"
							type="email"
							label={t('newsletter.email')}
							error={errors.email}
							required
							maxLength={255}
							autoComplete="email"
							defaultValue={values.email ?? ''}
						/>
					</div>
					<CheckboxField
						idPrefix="newsletter"
						name="consent"
						error={errors.consent}
						required
						defaultChecked={values.consent === 'on'}
						label={
							<>
								{t('newsletter.consentBefore')}
								<Link
									to={linkPath('privacy', locale)}
									className="font-medium text-sea-700 underline underline-offset-2"
								>
									{t('newsletter.consentLink')}
								</Link>
								{t('newsletter.consentAfter')}
							</>
						}
					/>
					<FormStatus state={answerInPage(fetcher.data?.newsletter, result)} />
					<button type="submit" className="btn-primary justify-self-start" disabled={submitting}>
						{submitting ? t('newsletter.submitting') : t('newsletter.submit')}
					</button>
				</fetcher.Form>
			</div>
		</section>
	)
}
