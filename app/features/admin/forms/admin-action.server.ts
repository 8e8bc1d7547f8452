/**
 * The one way an admin action reads a form (docs/decisions/015): the admin check, the body read
 * (a malformed one reads as empty), the Zod schema of the form's fields and intents, and the
 * answer to a submission that changes nothing: the fields' errors and the values as typed
 * (`AdminFormAnswer`) plus an error toast. The schema is attached to the action, so a test can
 * check that every admin action has one.
 */
import { type ActionFunctionArgs, data, type RouterContextProvider, redirect } from 'react-router'
import type { z } from 'zod'
import { type AdminSession, requireAdmin } from '#app/features/auth/admin.server.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { validate } from '#app/features/forms/parse-form.server.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import type { AdminToastInput } from '../shell/admin-toast-types.ts'
import { flash } from '../shell/flash.server.ts'
import type { AdminFormAnswer, FormValues } from './admin-form.ts'
import { nestFields } from './nested-fields.ts'

type Context = Readonly<RouterContextProvider>

export type AdminSubmission<T> =
	| { ok: true; data: T; values: FormValues }
	| { ok: false; errors: Record<string, string>; values: FormValues }

/** Fields whose value is never sent back to the browser. */
const SECRET_FIELD = /password/i

/** The text fields of a form as sent (passwords left out: they are typed again). */
function textValues(form: FormData): FormValues {
	const values: FormValues = {}
	for (const [name, value] of form) {
		if (typeof value === 'string' && !(name in values) && !SECRET_FIELD.test(name)) values[name] = value
	}
	return values
}

/** Checks a submitted form against its schema (field names nest by dots, see nested-fields.ts). */
export function parseAdminForm<S extends z.ZodType>(schema: S, form: FormData): AdminSubmission<z.output<S>> {
	const values = textValues(form)
	const nested = nestFields(form)
	const result = validate(schema, nested.value, (message) => message, nested.fieldNameOf)
	return result.ok ? { ok: true, data: result.data, values } : { ok: false, errors: result.errors, values }
}

/** The intent of a submission, as far as it can be read (for an answer's `intent`). */
function intentOf(values: FormValues): string {
	return values.intent ?? ''
}

/** An answer that changed nothing: the error toast, and the fields as typed with their errors. */
export function refuse(
	context: Context,
	values: FormValues,
	toast: string | AdminToastInput,
	{
		errors = {},
		status = 400,
		headers,
	}: { errors?: Record<string, string>; status?: number; headers?: HeadersInit } = {},
) {
	flash(context, typeof toast === 'string' ? { type: 'error', message: toast } : toast)
	const answer: AdminFormAnswer = { intent: intentOf(values), errors, values }
	return data(answer, { status, headers })
}

/** A change made: its toast, and the page to show next (post/redirect/get). */
export function succeed(
	context: Context,
	message: string | AdminToastInput,
	to: string,
	headers?: HeadersInit,
): Response {
	flash(context, typeof message === 'string' ? { type: 'success', message } : message)
	return redirect(to, { headers })
}

/** A change made in place (a switch, a mark): its toast, and the same page again. */
export function acknowledge(context: Context, message: string | AdminToastInput, intent = '') {
	flash(context, typeof message === 'string' ? { type: 'success', message } : message)
	return data({ intent, ok: true as const })
}

export interface AdminActionArgs<T> {
	data: T
	values: FormValues
	form: FormData
	admin: AdminSession
	actor: AuditActor
	request: Request
	/** The page's address (without React Router's `.data` details). */
	url: URL
	context: Context
}

export interface AdminActionOptions {
	/** The toast of a submission that breaks the schema, from its first error (and the field it is on); the error itself by default. */
	invalid?: (firstError: string, field: string) => string | AdminToastInput
}

/** The signed-in admin, as the audit log records them. */
export function auditActor(user: { id: string; email: string }): AuditActor {
	return { id: user.id, email: user.email }
}

/**
 * An admin route's action: refuses anyone but an admin, reads the form against `schema` and
 * answers a submission that breaks it (400, nothing changed) before `handle` sees it.
 */
export function adminAction<S extends z.ZodType, R>(
	schema: S,
	handle: (args: AdminActionArgs<z.output<S>>) => Promise<R>,
	options: AdminActionOptions = {},
) {
	const action = async ({ request, url, context }: ActionFunctionArgs) => {
		const admin = await requireAdmin(request)
		const form = await readForm(request)
		const submission = parseAdminForm(schema, form)
		if (!submission.ok) {
			const [field, first] = Object.entries(submission.errors).find(([, message]) => message) ?? ['', '']
			return refuse(context, submission.values, options.invalid?.(first, field) ?? first, {
				errors: submission.errors,
			})
		}
		return handle({
			data: submission.data,
			values: submission.values,
			form,
			admin,
			actor: auditActor(admin.user),
			request,
			url,
			context,
		})
	}
	return withSchema(schema, action)
}

/** Marks an action with the schema its form is read with (every admin action has one; a test checks). */
export function withSchema<S extends z.ZodType, F extends (...args: never[]) => unknown>(schema: S, action: F) {
	return Object.assign(action, { schema })
}
