import { LockKeyhole } from 'lucide-react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { signInWithCode, signInWithPassword, toDashboard } from '#app/features/admin/account/admin-auth.server.ts'
import { DASHBOARD_PATH } from '#app/features/admin/admin-pages.ts'
import { parseAdminForm, withSchema } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, text, UNKNOWN_REQUEST } from '#app/features/admin/forms/admin-fields.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { getAdminSession } from '#app/features/auth/admin.server.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { refuseForeignPost } from '#app/lib/same-origin.server.ts'
import type { Route } from './+types/sign-in'

/**
 * The sign-in page (docs/product/pages.md, "Sign-in"): the one admin route open to everyone. A
 * signed-in admin goes straight to the dashboard; the form works with and without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
	if (await getAdminSession(request)) throw redirect(DASHBOARD_PATH)
	return null
}

/** The two steps: e-mail and password, then (for an account with two-factor) a code. */
export const SignInActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent('password'), email: text({ max: 320 }), password: z.string().max(1024).optional() }),
		z.object({ intent: intent('two-factor'), code: text({ max: 64 }) }),
	],
	{ error: UNKNOWN_REQUEST },
)

export const action = withSchema(SignInActionSchema, async ({ request, context }: Route.ActionArgs) => {
	// No other site can sign a browser in (login CSRF).
	refuseForeignPost(request)
	const submission = parseAdminForm(SignInActionSchema, await readForm(request))
	// Anything but the two steps' forms is read as an empty first step (which asks for both fields).
	const fields = submission.ok ? submission.data : { intent: 'password' as const, email: '', password: '' }
	const clientAddress = context.get(clientAddressContext)
	const result =
		fields.intent === 'two-factor'
			? await signInWithCode(request, clientAddress, fields.code)
			: await signInWithPassword(request, clientAddress, { email: fields.email, password: fields.password ?? '' })
	if (result.state.step === 'signed-in') throw toDashboard(context, result.headers)
	return data({ ...result.state, id: crypto.randomUUID() }, { status: result.status, headers: result.headers })
})

export default function SignIn({ actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const twoFactor = actionData?.step === 'two-factor'
	const error = actionData?.error
	return (
		<main className="grid min-h-dvh place-items-center bg-sand-100 px-4 py-12">
			<div className="w-full max-w-md">
				<div className="card p-7 sm:p-10">
					<div className="mb-8 flex items-center gap-3">
						<span className="grid size-11 place-items-center rounded-full bg-ocean-900 text-white">
							<LockKeyhole aria-hidden="true" className="size-5" />
						</span>
						<div>
							<h1 className="text-2xl font-semibold">Área de administração</h1>
							<p className="text-sm text-muted">
								{twoFactor ? 'Verificação em dois passos' : 'Inicie sessão para gerir o site'}
							</p>
						</div>
					</div>
					{error ? (
						// The answer of the form's own submission: in the form, with or without JavaScript.
						<p
							key={actionData?.id}
							role="alert"
							className="mb-6 rounded-xl bg-coral-100 p-4 text-sm leading-relaxed text-coral-700"
						>
							{error}
						</p>
					) : null}
					{twoFactor ? (
						<Form method="post" className="grid gap-5">
							<input type="hidden" name="intent" value="two-factor" />
							<div className="grid gap-1.5">
								<label htmlFor="code" className="text-sm font-medium">
									Código de verificação
								</label>
								<input
									id="code"
									name="code"
									className="field font-mono tracking-widest"
									autoComplete="one-time-code"
									inputMode="text"
									required
									// biome-ignore lint/a11y/noAutofocus: the only field of this step, shown right after the password
									autoFocus
								/>
								<p className="text-sm text-muted">
									O código de 6 dígitos da aplicação de autenticação, ou um dos códigos de recuperação.
								</p>
							</div>
							<button type="submit" className="btn-primary w-full" disabled={busy}>
								{busy ? 'A verificar...' : 'Verificar'}
							</button>
						</Form>
					) : (
						<Form method="post" className="grid gap-5">
							<input type="hidden" name="intent" value="password" />
							<div className="grid gap-1.5">
								<label htmlFor="email" className="text-sm font-medium">
									Email
								</label>
								<input
									id="email"
									name="email"
									type="email"
									className="field"
									autoComplete="username"
									defaultValue={actionData?.step === 'credentials' ? actionData.email : undefined}
									required
								/>
							</div>
							<div className="grid gap-1.5">
								<label htmlFor="password" className="text-sm font-medium">
									Palavra-passe
								</label>
								<input
									id="password"
									name="password"
									type="password"
									className="field"
									autoComplete="current-password"
									required
								/>
							</div>
							<button type="submit" className="btn-primary w-full" disabled={busy}>
								{busy ? 'A entrar...' : 'Entrar'}
							</button>
						</Form>
					)}
				</div>
			</div>
		</main>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Entrar')
