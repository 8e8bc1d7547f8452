import { useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { HoneypotField } from '#app/features/abuse/honeypot-field.tsx'
import { trackEvent } from '#app/features/analytics/events.ts'
import { CheckboxField, FormStatus, TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { answerInPage, errorsOf, type FormState, valuesOf } from '#app/features/forms/form-state.ts'
import { useFormFeedback } from '#app/features/forms/use-form-feedback.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import { CONTACT_LIMITS } from './contact-limits.ts'

/**
 * The contact form (docs/product/pages.md, rules.md). Without JavaScript it is a plain POST and the page comes
 * back with the answer (`pageAnswer`); with it, it is sent in the background, answered with
 * a toast, and cleared after a success, whose message also stays above the button. Either
 * way the fields keep what was typed on failure.
 */
export function ContactForm({ pageAnswer }: { pageAnswer?: FormState }) {
	const { locale, t } = useI18n()
	const fetcher = useFetcher<FormState>({ key: 'contact-form' })
	const formRef = useRef<HTMLFormElement>(null)
	useFormFeedback(fetcher.data, formRef, {
		failureMessage: t('contact.form_error'),
		onSuccess: () => trackEvent('contact_form_submitted'),
	})

	const answer = fetcher.data ?? pageAnswer
	const values = valuesOf(answer)
	const errors = errorsOf(answer)
	const submitting = fetcher.state !== 'idle'

	return (
		<fetcher.Form ref={formRef} method="post" action={`${linkPath('contact', locale)}#formulario`}>
			<div className="relative grid gap-5">
				<HoneypotField />
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField
						name="name"
						label={t('contact.name')}
						error={errors.name}
						defaultValue={values.name}
						required
						minLength={CONTACT_LIMITS.name.min}
						maxLength={CONTACT_LIMITS.name.max}
						autoComplete="name"
					/>
					<TextField
						name="email"
						type="email"
						label={t('contact.email')}
						error={errors.email}
						defaultValue={values.email}
						required
						maxLength={CONTACT_LIMITS.email.max}
						autoComplete="email"
					/>
				</div>
				<TextField
					name="subject"
					label={t('contact.subject')}
					error={errors.subject}
					defaultValue={values.subject}
					required
					minLength={CONTACT_LIMITS.subject.min}
					maxLength={CONTACT_LIMITS.subject.max}
				/>
				<TextAreaField
					name="message"
					label={t('contact.message')}
					error={errors.message}
					defaultValue={values.message}
					required
					minLength={CONTACT_LIMITS.message.min}
					maxLength={CONTACT_LIMITS.message.max}
					rows={7}
				/>
				<CheckboxField
					name="gdprConsent"
					error={errors.gdprConsent}
					defaultChecked={values.gdprConsent !== undefined}
					required
					label={
						<>
							{t('contact.consentBefore')}
							<Link to={linkPath('privacy', locale)} className="font-medium text-sea-700 underline underline-offset-2">
								{t('contact.consentLink')}
							</Link>
							{t('contact.consentAfter')}
						</>
					}
				/>
				<FormStatus state={answerInPage(fetcher.data, pageAnswer)} />
				<button type="submit" className="btn-primary justify-self-start" disabled={submitting}>
					{submitting ? t('contact.submitting') : t('contact.submit')}
				</button>
			</div>
		</fetcher.Form>
	)
}
