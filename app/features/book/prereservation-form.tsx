import { type ElementType, type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { type FetcherWithComponents, Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { dismissToasts } from '#app/components/ui/toast.ts'
import { HoneypotField } from '#app/features/abuse/honeypot-field.tsx'
import { emailDomain, trackEvent } from '#app/features/analytics/events.ts'
import { CheckboxField, FormStatus, TextField } from '#app/features/forms/form-fields.tsx'
import { errorsOf, type FormState, type FormValues, valuesOf } from '#app/features/forms/form-state.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { linkPath } from '#app/i18n/route-table.ts'
import { LOCALE_FIELD, PRERESERVATION_LIMITS } from './prereservation.ts'

export type PrereservationFetcher = FetcherWithComponents<FormState>

/** Where every pre-reservation is sent: the book page's action, whichever page the form is on. */
export const PRERESERVATION_ACTION = linkPath('book', DEFAULT_LOCALE)

/**
 * What a form does with an answer that arrived without a reload: every message is in the
 * form, once (no toast repeats it), and the focus goes to the first field in error (its
 * message is read with it); on success, earlier toasts go and the analytics event fires,
 * with only the e-mail's domain.
 */
export function usePrereservationFeedback(
	answer: FormState | undefined,
	formRef: RefObject<HTMLFormElement | null>,
	submittedEmail: RefObject<string>,
): void {
	useEffect(() => {
		if (!answer) return
		if (answer.status === 'success') {
			void dismissToasts()
			trackEvent('book_prereservation_submitted', { email_domain: emailDomain(submittedEmail.current) })
			return
		}
		formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
	}, [answer, formRef, submittedEmail])
}

interface PrereservationFormProps {
	fetcher: PrereservationFetcher
	/** The answer to show: the fetcher's, or the page's after a plain POST (no JavaScript). */
	answer: FormState | undefined
	/** Values to start from (a draft kept while the dialog was closed). */
	draft?: FormValues
	idPrefix: string
	submitLabel: string
	/** Where the browser goes after a plain POST (the book page's form section). */
	action?: string
	formRef?: RefObject<HTMLFormElement | null>
	submittedEmail?: RefObject<string>
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
	onChange?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The pre-reservation fields (docs/product/behaviour.md, rules.md): name, e-mail and the privacy checkbox, with the
 * honeypot and the page's language. Works as a plain form without JavaScript; with it the
 * fetcher sends it without a reload and the button says 'A enviar...' while it does.
 */
export function PrereservationForm({
	fetcher,
	answer,
	draft,
	idPrefix,
	submitLabel,
	action = PRERESERVATION_ACTION,
	formRef,
	submittedEmail,
	onSubmit,
	onChange,
}: PrereservationFormProps) {
	const { locale, t } = useI18n()
	const ownRef = useRef<HTMLFormElement>(null)
	const ref = formRef ?? ownRef
	const submitting = fetcher.state !== 'idle'
	const errors = errorsOf(answer)
	// The draft is the whole form as last typed; without one, what the answer gave back.
	const values = draft && Object.keys(draft).length > 0 ? draft : valuesOf(answer)

	// As in every form of the site (use-form-feedback.ts): the HTML constraints serve visitors
	// without JavaScript; with it, the site's own messages replace the browser's bubbles.
	useEffect(() => {
		if (ref.current) ref.current.noValidate = true
	}, [ref])

	function submit(event: FormEvent<HTMLFormElement>) {
		if (submittedEmail) submittedEmail.current = String(new FormData(event.currentTarget).get('email') ?? '')
		onSubmit?.(event)
	}

	// 'Por favor, preencha todos os campos.' is one message for the empty name and e-mail:
	// shown once, under the last of them, and both fields point to it.
	const sharedRequired = Boolean(errors.name) && errors.name === errors.email
	const nameError = sharedRequired ? undefined : errors.name
	const nameInvalidBy = sharedRequired ? `${idPrefix}-email-error` : undefined

	// A message that concerns no field (closed, too many attempts, a failure) is shown above
	// the fields; one that concerns a field is shown at it, not twice.
	const fieldMessages = new Set(Object.values(errors))
	const status =
		answer && answer.status !== 'success' && !fieldMessages.has(answer.message)
			? { status: answer.status, message: answer.message || t('bookDialog.error') }
			: undefined

	return (
		<fetcher.Form
			ref={ref}
			method="post"
			action={action}
			preventScrollReset
			onSubmit={submit}
			onChange={onChange}
			aria-busy={submitting || undefined}
			className="relative grid gap-5"
		>
			<input type="hidden" name={LOCALE_FIELD} value={locale} />
			<HoneypotField />
			<FormStatus state={status} />
			<TextField
				idPrefix={idPrefix}
				name="name"
				label={t('bookDialog.name')}
				error={nameError}
				invalidBy={nameInvalidBy}
				defaultValue={values.name}
				required
				maxLength={PRERESERVATION_LIMITS.name.max}
				autoComplete="name"
			/>
			<TextField
				idPrefix={idPrefix}
				name="email"
				type="email"
				label={t('bookDialog.email')}
				error={errors.email}
				defaultValue={values.email}
				required
				maxLength={PRERESERVATION_LIMITS.email.max}
				autoComplete="email"
				inputMode="email"
				spellCheck={false}
			/>
			<CheckboxField
				idPrefix={idPrefix}
				name="privacy"
				error={errors.privacy}
				defaultChecked={Boolean(values.privacy)}
				required
				label={
					<>
						{t('bookDialog.consentBefore')}
						<Link
							to={linkPath('privacy', locale)}
							target="_blank"
							className="font-semibold text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-800"
						>
							{t('bookDialog.consentLink')}
							<span className="sr-only"> {t('a11y.opensInNewTab')}</span>
						</Link>
						{t('bookDialog.consentAfter')}
					</>
				}
			/>
			<button
				type="submit"
				disabled={submitting}
				className="btn-primary w-full disabled:cursor-wait disabled:opacity-75"
			>
				<Icon name={submitting ? 'clock' : 'bookmark'} className="size-5" />
				{submitting ? t('bookDialog.submitting') : submitLabel}
			</button>
		</fetcher.Form>
	)
}

/**
 * The answer to a reservation: thanks, and when the exclusive link will come (docs/product/behaviour.md). The
 * dialog passes its own title and description components, so they name it.
 */
export function PrereservationSuccess({
	TitleTag = 'p',
	BodyTag = 'p',
}: {
	TitleTag?: ElementType<{ className?: string; children?: ReactNode }>
	BodyTag?: ElementType<{ className?: string; children?: ReactNode }>
}) {
	const { t } = useI18n()
	return (
		<div role="status" className="flex flex-col items-center py-2 text-center">
			<span
				aria-hidden="true"
				className="flex size-16 items-center justify-center rounded-full bg-sea-100 text-sea-700 ring-8 ring-sea-100/50"
			>
				<Icon name="mail-check" className="size-8" />
			</span>
			<TitleTag className="mt-6 font-display text-2xl font-semibold text-ocean-900 md:text-3xl">
				{t('bookDialog.successTitle')}
			</TitleTag>
			<BodyTag className="mt-3 max-w-md text-lg leading-relaxed text-muted">{t('bookDialog.successBody')}</BodyTag>
		</div>
	)
}
