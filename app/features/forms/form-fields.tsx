import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

interface FieldProps {
	name: string
	label: ReactNode
	/** The field's error in the visitor's language, shown under it and linked to it. */
	error?: string
	/**
	 * The id of a message shown at another field that also concerns this one (one message for
	 * several empty fields): the field is marked invalid and linked to it, with no message of its own.
	 */
	invalidBy?: string
	/** An id prefix, when one page shows the same form twice. */
	idPrefix?: string
}

/** The ids and ARIA attributes that tie a control to its label and its error. */
function fieldWiring(name: string, error: string | undefined, idPrefix = 'field', invalidBy?: string) {
	const ids = { input: `${idPrefix}-${name}`, error: `${idPrefix}-${name}-error` }
	const describedBy = error ? ids.error : invalidBy
	const control = {
		id: ids.input,
		name,
		'aria-invalid': describedBy ? true : undefined,
		'aria-describedby': describedBy,
	} as const
	return { ids, control }
}

function FieldError({ id, error }: { id: string; error?: string }) {
	if (!error) return null
	return (
		<p id={id} className="text-sm font-medium text-coral-700">
			{error}
		</p>
	)
}

/** A label above its control, and the control's error under it. */
function LabelledField({
	ids,
	label,
	error,
	children,
}: {
	ids: { input: string; error: string }
	label: ReactNode
	error?: string
	children: ReactNode
}) {
	return (
		<div className="grid content-start gap-1.5">
			<label htmlFor={ids.input} className="text-sm font-medium">
				{label}
			</label>
			{children}
			<FieldError id={ids.error} error={error} />
		</div>
	)
}

export function TextField({
	name,
	label,
	error,
	invalidBy,
	idPrefix,
	...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
	const { ids, control } = fieldWiring(name, error, idPrefix, invalidBy)
	return (
		<LabelledField ids={ids} label={label} error={error}>
			<input {...control} className="field" {...input} />
		</LabelledField>
	)
}

export function TextAreaField({
	name,
	label,
	error,
	invalidBy,
	idPrefix,
	...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
	const { ids, control } = fieldWiring(name, error, idPrefix, invalidBy)
	return (
		<LabelledField ids={ids} label={label} error={error}>
			<textarea {...control} className="field min-h-40 resize-y" {...textarea} />
		</LabelledField>
	)
}

export function CheckboxField({
	name,
	label,
	error,
	invalidBy,
	idPrefix,
	...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
	const { ids, control } = fieldWiring(name, error, idPrefix, invalidBy)
	return (
		<div className="grid gap-1.5">
			<div className="flex items-start gap-3 text-sm text-muted">
				<input {...control} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-sea-700" {...input} />
				<label htmlFor={ids.input}>{label}</label>
			</div>
			<FieldError id={ids.error} error={error} />
		</div>
	)
}

/** A form's answer in the page, for visitors without JavaScript (and screen readers). */
export function FormStatus({ state }: { state?: { status: string; message: string } }) {
	if (!state) return null
	const success = state.status === 'success'
	return (
		<p
			role={success ? 'status' : 'alert'}
			className={`rounded-xl p-4 text-sm leading-relaxed ${success ? 'bg-sea-100 text-ocean-900' : 'bg-coral-100 text-coral-700'}`}
		>
			{state.message}
		</p>
	)
}
