import { KeyRound, LockKeyhole, MonitorSmartphone, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import {
	beginTwoFactor,
	changePassword,
	confirmTwoFactor,
	disableTwoFactor,
	endOtherSessions,
	securityStatus,
} from '#app/features/admin/account/account-security.server.ts'
import { QrCode } from '#app/features/admin/account/qr-code.tsx'
import { SECURITY_PATH } from '#app/features/admin/admin-pages.ts'
import { adminAction, refuse, succeed } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, secret, text, UNKNOWN_REQUEST } from '#app/features/admin/forms/admin-fields.ts'
import { useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/features/auth/auth.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import type { Route } from './+types/seguranca'

/** The admin's account security: two-factor authentication and the other sessions. */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return {
		...(await securityStatus(request, admin)),
		passwordLength: { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH },
	}
}

export const SecurityActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent('enable'), password: secret() }),
		z.object({ intent: intent('confirm'), code: text({ max: 20 }) }),
		z.object({ intent: intent('disable'), password: secret() }),
		z.object({ intent: intent('revoke-others') }),
		z.object({
			intent: intent('change-password'),
			currentPassword: secret(),
			newPassword: secret(),
			confirmPassword: secret(),
		}),
	],
	{ error: UNKNOWN_REQUEST },
)

export const action = adminAction(
	SecurityActionSchema,
	async ({ data: submission, values, admin, request, context }) => {
		const address = context.get(clientAddressContext)
		if (submission.intent === 'change-password') {
			const changed = await changePassword(request, address, admin, submission)
			if (!changed.ok) {
				return refuse(context, values, changed.error, {
					errors: { [changed.field ?? 'currentPassword']: changed.error },
					status: changed.status,
					headers: changed.headers,
				})
			}
			return succeed(context, changed.message, SECURITY_PATH, changed.headers)
		}
		const answer =
			submission.intent === 'enable'
				? await beginTwoFactor(request, address, admin, submission.password)
				: submission.intent === 'confirm'
					? await confirmTwoFactor(request, address, admin, submission.code)
					: submission.intent === 'disable'
						? await disableTwoFactor(request, address, admin, submission.password)
						: await endOtherSessions(request, address, admin)
		if (!answer.ok) {
			const field = submission.intent === 'confirm' ? 'code' : submission.intent === 'revoke-others' ? '' : 'password'
			return refuse(context, values, answer.error, {
				errors: { [field]: answer.error },
				status: answer.status,
				headers: answer.headers,
			})
		}
		if (answer.message) return succeed(context, answer.message, SECURITY_PATH, answer.headers)
		return data({ intent: submission.intent, backupCodes: answer.backupCodes }, { headers: answer.headers })
	},
)

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
	const { twoFactorEnabled, pendingSetup, otherSessions, passwordLength } = loaderData
	const form = useAdminForm()
	const errorFor = (intent: string) =>
		actionData?.intent === intent && form.failed ? Object.values(form.errors).find(Boolean) : undefined
	const backupCodes = actionData && 'backupCodes' in actionData ? actionData.backupCodes : undefined
	return (
		<div className="grid gap-8">
			<div>
				<h2 className="text-3xl font-semibold">Segurança da conta</h2>
				<p className="mt-2 text-muted">Proteja o acesso ao dashboard, que guarda dados pessoais de visitantes.</p>
			</div>

			<section aria-labelledby="two-factor-title" className="card p-6 sm:p-8">
				<div className="flex flex-wrap items-start justify-between gap-3">
					<div className="flex items-center gap-3">
						<ShieldCheck aria-hidden="true" className="size-6 text-sea-700" />
						<h3 id="two-factor-title" className="text-xl font-semibold">
							Verificação em dois passos
						</h3>
					</div>
					<span
						className={`rounded-full px-3 py-1 text-sm font-semibold ${
							twoFactorEnabled ? 'bg-sea-100 text-sea-700' : 'bg-sand-200 text-ink'
						}`}
					>
						{twoFactorEnabled ? 'Activa' : 'Inactiva'}
					</span>
				</div>
				<p className="mt-3 max-w-prose text-muted">
					Além da palavra-passe, o início de sessão pede um código de 6 dígitos de uma aplicação de autenticação (Google
					Authenticator, Microsoft Authenticator, 1Password, Aegis…). Cada código serve uma só vez.
				</p>

				{twoFactorEnabled ? (
					<PasswordForm
						intent="disable"
						label="Desactivar verificação em dois passos"
						submit="Desactivar"
						error={errorFor('disable')}
						tone="danger"
					/>
				) : pendingSetup ? (
					<div className="mt-6 grid gap-6">
						{backupCodes?.length ? <BackupCodes codes={backupCodes} /> : null}
						<ol className="grid gap-6">
							<Step number={1} title="Adicione a conta à aplicação de autenticação">
								<QrCode
									shape={pendingSetup.qrCode}
									label="Código QR da chave de autenticação: leia-o com a aplicação de autenticação"
									className="mb-4 size-48 rounded-lg border border-sand-200"
								/>
								<p>
									Leia o código com a aplicação de autenticação; ou, no telemóvel,{' '}
									<a href={pendingSetup.uri} className="font-semibold text-sea-700 underline underline-offset-4">
										abra esta ligação na aplicação
									</a>
									, ou introduza a chave manualmente (tipo: baseada no tempo):
								</p>
								<p
									data-testid="totp-secret"
									className="mt-3 rounded-xl bg-sand-100 px-4 py-3 font-mono text-lg tracking-wider break-all text-ocean-900"
								>
									{pendingSetup.secret.match(/.{1,4}/g)?.join(' ')}
								</p>
								<details className="mt-3 text-sm text-muted">
									<summary className="cursor-pointer">Ver o endereço otpauth completo</summary>
									<code data-testid="totp-uri" className="mt-2 block break-all">
										{pendingSetup.uri}
									</code>
								</details>
							</Step>
							<Step number={2} title="Confirme com o código que a aplicação mostra">
								<CodeForm error={errorFor('confirm')} />
							</Step>
						</ol>
						<details className="border-t border-sand-200 pt-4 text-sm" open={Boolean(errorFor('enable'))}>
							<summary className="cursor-pointer font-medium text-ocean-800">
								Recomeçar com uma nova chave e novos códigos de recuperação
							</summary>
							<PasswordForm
								intent="enable"
								label="Confirme a sua palavra-passe"
								submit="Recomeçar"
								error={errorFor('enable')}
								tone="secondary"
							/>
						</details>
					</div>
				) : (
					<PasswordForm
						intent="enable"
						label="Para activar, confirme a sua palavra-passe"
						submit="Activar verificação em dois passos"
						error={errorFor('enable')}
					/>
				)}
			</section>

			<section aria-labelledby="password-title" className="card p-6 sm:p-8">
				<div className="flex items-center gap-3">
					<LockKeyhole aria-hidden="true" className="size-6 text-sea-700" />
					<h3 id="password-title" className="text-xl font-semibold">
						Palavra-passe
					</h3>
				</div>
				<p className="mt-3 max-w-prose text-muted">
					Escolha uma palavra-passe nova com pelo menos {passwordLength.min} caracteres. Ao alterá-la, as sessões
					abertas noutros dispositivos ou navegadores terminam.
				</p>
				<ChangePasswordForm
					length={passwordLength}
					errors={actionData?.intent === 'change-password' && form.failed ? form.errors : {}}
				/>
			</section>

			<section aria-labelledby="sessions-title" className="card p-6 sm:p-8">
				<div className="flex items-center gap-3">
					<MonitorSmartphone aria-hidden="true" className="size-6 text-sea-700" />
					<h3 id="sessions-title" className="text-xl font-semibold">
						Sessões
					</h3>
				</div>
				<p id="other-sessions" className="mt-3 max-w-prose text-muted" data-testid="other-sessions">
					{otherSessions === 0
						? 'Não tem sessões abertas noutros dispositivos ou navegadores.'
						: otherSessions === 1
							? 'Tem 1 outra sessão aberta noutro dispositivo ou navegador.'
							: `Tem ${otherSessions} outras sessões abertas noutros dispositivos ou navegadores.`}
				</p>
				{errorFor('revoke-others') ? <ErrorText>{errorFor('revoke-others')}</ErrorText> : null}
				<Form method="post" className="mt-5" data-unsaved="ignore">
					<input type="hidden" name="intent" value="revoke-others" />
					<SubmitButton
						intent="revoke-others"
						className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
						disabled={otherSessions === 0}
						describedBy="other-sessions"
					>
						Terminar as outras sessões
					</SubmitButton>
				</Form>
			</section>
		</div>
	)
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
	return (
		<li className="grid grid-cols-[2rem_1fr] gap-4">
			<span className="grid size-8 place-items-center rounded-full bg-sea-100 font-semibold text-sea-700">
				{number}
			</span>
			<div>
				<h4 className="mb-2 font-sans text-base font-semibold text-ink">{title}</h4>
				{children}
			</div>
		</li>
	)
}

function BackupCodes({ codes }: { codes: string[] }) {
	return (
		<section aria-labelledby="backup-codes-title" className="rounded-2xl border border-sand-300 bg-sand-50 p-5">
			<div className="flex items-center gap-2">
				<KeyRound aria-hidden="true" className="size-5 text-coral-700" />
				<h4 id="backup-codes-title" className="font-sans text-base font-semibold text-ink">
					Códigos de recuperação
				</h4>
			</div>
			<p className="mt-2 text-sm text-muted">
				Guarde-os num local seguro: cada um permite entrar uma vez sem a aplicação. Não voltarão a ser mostrados.
			</p>
			<ul data-testid="backup-codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
				{codes.map((code) => (
					<li key={code} className="rounded-lg bg-white px-2 py-1.5 text-center">
						{code}
					</li>
				))}
			</ul>
		</section>
	)
}

function ErrorText({ children }: { children: ReactNode }) {
	return (
		<p role="alert" className="mt-4 rounded-xl bg-coral-100 p-3 text-sm text-coral-700">
			{children}
		</p>
	)
}

function SubmitButton({
	intent,
	className,
	disabled = false,
	describedBy,
	children,
}: {
	intent: string
	className: string
	disabled?: boolean
	describedBy?: string
	children: ReactNode
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<button type="submit" className={className} disabled={busy || disabled} aria-describedby={describedBy}>
			{busy ? 'A processar...' : children}
		</button>
	)
}

function PasswordForm({
	intent,
	label,
	submit,
	error,
	tone = 'primary',
}: {
	intent: string
	label: string
	submit: string
	error?: string
	tone?: 'primary' | 'secondary' | 'danger'
}) {
	return (
		<Form method="post" className="mt-6 grid max-w-md gap-4">
			<input type="hidden" name="intent" value={intent} />
			<div className="grid gap-1.5">
				<label htmlFor={`${intent}-password`} className="text-sm font-medium">
					{label}
				</label>
				<input
					id={`${intent}-password`}
					name="password"
					type="password"
					autoComplete="current-password"
					className="field"
					placeholder="Palavra-passe"
					required
				/>
			</div>
			{error ? <ErrorText>{error}</ErrorText> : null}
			<div>
				<SubmitButton
					intent={intent}
					className={
						tone === 'danger' ? 'btn border border-coral-600 bg-white text-coral-700 hover:bg-coral-100' : 'btn-primary'
					}
				>
					{submit}
				</SubmitButton>
			</div>
		</Form>
	)
}

const PASSWORD_FIELDS = [
	{ name: 'currentPassword', label: 'Palavra-passe actual', autoComplete: 'current-password' },
	{ name: 'newPassword', label: 'Palavra-passe nova', autoComplete: 'new-password' },
	{ name: 'confirmPassword', label: 'Repita a palavra-passe nova', autoComplete: 'new-password' },
] as const

/** 'Alterar palavra-passe': the current one, then the new one twice. Nothing typed is sent back. */
function ChangePasswordForm({
	length,
	errors,
}: {
	length: { min: number; max: number }
	errors: Record<string, string>
}) {
	return (
		<Form method="post" className="mt-6 grid max-w-md gap-4">
			<input type="hidden" name="intent" value="change-password" />
			{PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
				<div key={name} className="grid gap-1.5">
					<label htmlFor={`password-${name}`} className="text-sm font-medium">
						{label}
					</label>
					<input
						id={`password-${name}`}
						name={name}
						type="password"
						autoComplete={autoComplete}
						className="field"
						required
						minLength={name === 'currentPassword' ? undefined : length.min}
						maxLength={length.max}
						aria-invalid={errors[name] ? true : undefined}
						aria-describedby={errors[name] ? `password-${name}-error` : undefined}
					/>
					{errors[name] ? (
						<p id={`password-${name}-error`} role="alert" className="text-sm font-medium text-coral-700">
							{errors[name]}
						</p>
					) : null}
				</div>
			))}
			<div>
				<SubmitButton intent="change-password" className="btn-primary">
					Alterar palavra-passe
				</SubmitButton>
			</div>
		</Form>
	)
}

function CodeForm({ error }: { error?: string }) {
	return (
		<Form method="post" className="grid max-w-xs gap-3">
			<input type="hidden" name="intent" value="confirm" />
			<label htmlFor="confirm-code" className="text-sm font-medium">
				Código de 6 dígitos
			</label>
			<input
				id="confirm-code"
				name="code"
				className="field font-mono text-lg tracking-[0.3em]"
				inputMode="numeric"
				autoComplete="one-time-code"
				pattern="[0-9 ]{6,7}"
				required
			/>
			{error ? <ErrorText>{error}</ErrorText> : null}
			<div>
				<SubmitButton intent="confirm" className="btn-primary">
					Confirmar e activar
				</SubmitButton>
			</div>
		</Form>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Segurança da conta')
