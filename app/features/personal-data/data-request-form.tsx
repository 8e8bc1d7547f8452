import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { HoneypotField } from '#app/features/abuse/honeypot-field.tsx'
import { FormStatus, TextField } from '#app/features/forms/form-fields.tsx'
import { errorsOf, type FormState, valuesOf } from '#app/features/forms/form-state.ts'
import { EMAIL_MAX_LENGTH } from '#app/features/forms/schema-helpers.ts'
import { useFormFeedback } from '#app/features/forms/use-form-feedback.ts'
import { DATA_PAGE_PATH, DATA_PAGE_TEXTS as T } from './data-page-texts.ts'

/**
 * The e-mail form of the data page (docs/product/pages.md): 'Ver Dados', the JSON export and 'Eliminar
 * Todos os Meus Dados', disabled while the e-mail is empty. Each asks for the same one-time
 * link (proof of ownership, decision 013). Without JavaScript it is a plain POST (the
 * buttons stay enabled and the server checks the e-mail); with it, no reload and a toast.
 */
export function DataRequestForm({ pageAnswer }: { pageAnswer?: FormState }) {
	const fetcher = useFetcher<{ state: FormState }>({ key: 'data-request' })
	const formRef = useRef<HTMLFormElement>(null)
	const fetched = fetcher.data?.state
	const answer = fetched ?? pageAnswer
	const values = valuesOf(answer)
	const errors = errorsOf(answer)
	const [email, setEmail] = useState(values.email ?? '')
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	useFormFeedback(fetched, formRef, { failureMessage: T.requestFailed, onSuccess: () => setEmail('') })

	const submitting = fetcher.state !== 'idle'
	const disabled = submitting || (hydrated && email.trim() === '')
	const buttons = [
		{ want: 'view', label: T.view, icon: 'eye', className: 'btn-primary' },
		{ want: 'export', label: T.export, icon: 'download', className: 'btn-secondary' },
		{ want: 'delete', label: T.delete, icon: 'trash', className: 'btn-secondary' },
	] as const

	return (
		<fetcher.Form ref={formRef} method="post" action={DATA_PAGE_PATH} className="relative grid gap-5">
			<input type="hidden" name="intent" value="request" />
			<HoneypotField />
			<TextField
				name="email"
				type="email"
				label={T.emailLabel}
				error={errors.email}
				defaultValue={values.email}
				onChange={(event) => setEmail(event.currentTarget.value)}
				required
				maxLength={EMAIL_MAX_LENGTH}
				autoComplete="email"
				inputMode="email"
				spellCheck={false}
			/>
			<p className="-mt-2 text-sm text-muted">{T.emailHint}</p>
			<div className="flex flex-wrap gap-3">
				{buttons.map((button) => (
					<button
						key={button.want}
						type="submit"
						name="want"
						value={button.want}
						disabled={disabled}
						className={`${button.className} disabled:cursor-not-allowed disabled:opacity-60`}
					>
						<Icon name={button.icon} className="size-5" />
						{submitting && fetcher.formData?.get('want') === button.want ? T.sending : button.label}
					</button>
				))}
			</div>
			<FormStatus state={answer} />
		</fetcher.Form>
	)
}
