/**
 * The Campanhas tab's parts (docs/product/campaigns.md): the list, the draft's form, the
 * mail's preview per language, the test and send forms, and the progress of a campaign going
 * out, refreshed every few seconds without a reload. Every form is a plain POST (works
 * without JavaScript); the send asks first, naming the number of recipients.
 */
import { useEffect } from 'react'
import { Form, Link, useFetcher, useNavigation, useRevalidator } from 'react-router'
import { adminPath } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { Badge, ConfirmDeletion } from '#app/features/admin/inbox/inbox-ui.tsx'
import { AdminPage, AdminPanel, SaveButton } from '#app/features/admin/ui/admin-page.tsx'
import { LanguageTabs } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
import { TextField } from '#app/features/forms/form-fields.tsx'
import { LOCALE_NAME, LOCALES, type Locale } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'

const T = ADMIN_TEXTS.campaigns

export const INTENTS = {
	save: 'save',
	test: 'test',
	send: 'send',
	pause: 'pause',
	resume: 'resume',
	cancel: 'cancel',
	delete: 'delete',
} as const

type Audience = keyof typeof T.audiences
type Status = keyof typeof T.statuses

interface Dated {
	iso: string
	text: string
}

interface Progress {
	status: Status
	recipients: number
	queued: number
	sent: number
	failed: number
	dropped: number
	enqueued: boolean
}

export interface CampaignSummary {
	id: string
	audience: Audience
	subject: string
	status: Status
	created: Dated | null
	started: Dated | null
	finished: Dated | null
	progress: Progress | null
}

const STATUS_TONE = {
	draft: 'pending',
	sending: 'neutral',
	paused: 'pending',
	cancelled: 'pending',
	sent: 'success',
} as const

function StatusBadge({ status }: { status: Status }) {
	return <Badge tone={STATUS_TONE[status]}>{T.statuses[status]}</Badge>
}

function When({ date, label }: { date: Dated | null; label: string }) {
	if (!date) return null
	return (
		<span className="text-sm text-muted">
			{label} <time dateTime={date.iso}>{date.text}</time>
		</span>
	)
}

const campaignPath = (id: string) => `${adminPath('campanhas')}?id=${id}`

export function NewCampaignLinks() {
	return (
		<div className="flex flex-wrap gap-2">
			<Link to={`${adminPath('campanhas')}?nova=lancamento`} className="btn-primary min-h-10 px-4 py-2 text-sm">
				Novo aviso de lançamento
			</Link>
			<Link to={`${adminPath('campanhas')}?nova=newsletter`} className="btn-secondary min-h-10 px-4 py-2 text-sm">
				Nova edição da newsletter
			</Link>
		</div>
	)
}

function Figures({ progress }: { progress: Progress }) {
	return (
		<span className="text-sm text-muted" data-figures>
			{T.recipients(progress.recipients)} · {progress.sent} enviados · {progress.queued} em fila · {progress.failed}{' '}
			falhados
			{progress.dropped > 0 ? ` · ${progress.dropped} não enviados` : ''}
		</span>
	)
}

export function CampaignList({ campaigns }: { campaigns: CampaignSummary[] }) {
	if (campaigns.length === 0) {
		return <p className="card p-6 text-muted">{T.empty}</p>
	}
	return (
		<ul className="card divide-y divide-sand-200" aria-label="Campanhas">
			{campaigns.map((campaign) => (
				<li key={campaign.id} data-campaign={campaign.id} className="flex flex-col gap-2 px-5 py-4">
					<span className="flex flex-wrap items-center gap-3">
						<Link to={campaignPath(campaign.id)} className="font-semibold text-ink underline-offset-4 hover:underline">
							{campaign.subject}
						</Link>
						<StatusBadge status={campaign.status} />
					</span>
					<span className="flex flex-wrap items-center gap-x-4 gap-y-1">
						<span className="text-sm text-ink">{T.audiences[campaign.audience]}</span>
						{campaign.started ? (
							<When date={campaign.started} label="Enviada em" />
						) : (
							<When date={campaign.created} label="Criada em" />
						)}
						{campaign.progress ? <Figures progress={campaign.progress} /> : null}
					</span>
				</li>
			))}
		</ul>
	)
}

export function CampaignEditor({
	id,
	draft,
}: {
	id?: string
	draft: { audience: Audience; subject: LocalizedText; body: LocalizedText }
}) {
	const navigation = useNavigation()
	const form = useAdminForm(INTENTS.save)
	const audience = form.value('audience', draft.audience)
	const invalid = LOCALES.filter(
		(locale) => form.error(localizedFieldName('subject', locale)) || form.error(localizedFieldName('body', locale)),
	)
	return (
		<Form method="post" className="grid grid-cols-1 gap-6" data-campaign-editor>
			{id ? <input type="hidden" name="id" value={id} /> : null}
			<AdminPanel title="Destinatários">
				<fieldset className="grid gap-2">
					<legend className="sr-only">Destinatários</legend>
					{(Object.keys(T.audiences) as Audience[]).map((value) => (
						<label key={value} className="flex items-center gap-3 text-ink">
							<input
								type="radio"
								name="audience"
								value={value}
								defaultChecked={audience === value}
								className="size-5 accent-sea-700"
							/>
							{T.audiences[value]}
						</label>
					))}
				</fieldset>
				<p className="text-sm text-muted">
					Cada pessoa recebe o e-mail no idioma em que se registou; quando esse idioma está vazio, em português.
				</p>
			</AdminPanel>
			<AdminPanel title="Mensagem">
				<LanguageTabs label="Idioma da mensagem" invalid={invalid}>
					{(locale) => (
						<div className="grid gap-4">
							<TextField
								name={localizedFieldName('subject', locale)}
								idPrefix={`campaign-${locale}`}
								label="Assunto"
								maxLength={200}
								defaultValue={form.value(localizedFieldName('subject', locale), draft.subject[locale])}
								error={form.error(localizedFieldName('subject', locale))}
							/>
							<MarkdownField
								name={localizedFieldName('body', locale)}
								label="Texto"
								rows={14}
								defaultValue={form.value(localizedFieldName('body', locale), draft.body[locale])}
								error={form.error(localizedFieldName('body', locale))}
							/>
						</div>
					)}
				</LanguageTabs>
			</AdminPanel>
			<div className="flex flex-wrap items-center gap-4">
				<SaveButton busy={navigation.state === 'submitting'}>Guardar rascunho</SaveButton>
				<Link
					to={adminPath('campanhas')}
					className="text-sm font-semibold text-sea-700 underline-offset-4 hover:underline"
				>
					Voltar às campanhas
				</Link>
			</div>
		</Form>
	)
}

/**
 * Each language's mail as sent: the HTML part's body as a mail program shows it (its inline
 * styles; it loads nothing and runs nothing), and the plain text.
 */
function Previews({ previews }: { previews: { locale: Locale; subject: string; html: string; text: string }[] }) {
	return (
		<AdminPanel title="Pré-visualização do e-mail">
			<div className="grid gap-3">
				{previews.map((preview) => (
					<details key={preview.locale} className="rounded-xl border border-sand-200 p-4" data-preview={preview.locale}>
						<summary className="cursor-pointer font-semibold text-ink">
							{LOCALE_NAME[preview.locale]}: {preview.subject}
						</summary>
						<div className="mt-3 grid gap-3">
							<h4 className="text-sm font-semibold text-muted">HTML</h4>
							<div
								data-mail-html
								className="max-h-[32rem] overflow-auto rounded-lg border border-sand-200"
								// The mail's own HTML: escaped text and the markdown renderer's output (raw HTML escaped).
								// biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own mail renderer output
								dangerouslySetInnerHTML={{ __html: preview.html }}
							/>
							<h4 className="text-sm font-semibold text-muted">Texto simples</h4>
							<pre className="max-h-96 overflow-auto rounded-lg bg-sand-50 p-3 text-sm whitespace-pre-wrap">
								{preview.text}
							</pre>
						</div>
					</details>
				))}
			</div>
		</AdminPanel>
	)
}

function TestForm({ id, adminEmail }: { id: string; adminEmail: string }) {
	const fetcher = useFetcher()
	return (
		<AdminPanel title="Enviar um teste">
			{/* Choosing the test's language is not an edit to keep: leaving the page never asks about it. */}
			<fetcher.Form method="post" className="flex flex-wrap items-end gap-3" data-unsaved="ignore">
				<input type="hidden" name="intent" value={INTENTS.test} />
				<input type="hidden" name="id" value={id} />
				<label className="grid gap-1.5 text-sm font-medium">
					Idioma do teste
					<select name="locale" className="field" defaultValue="pt-PT">
						{LOCALES.map((locale) => (
							<option key={locale} value={locale}>
								{LOCALE_NAME[locale]}
							</option>
						))}
					</select>
				</label>
				<button type="submit" className="btn-secondary min-h-10 px-4 py-2 text-sm" disabled={fetcher.state !== 'idle'}>
					Enviar teste para {adminEmail}
				</button>
			</fetcher.Form>
		</AdminPanel>
	)
}

function SendForm({ id, recipients }: { id: string; recipients: number }) {
	const navigation = useNavigation()
	if (recipients === 0) {
		return (
			<AdminPanel title="Enviar">
				<p className="text-muted">{T.emptyAudience}</p>
			</AdminPanel>
		)
	}
	return (
		<AdminPanel title="Enviar">
			<details className="grid gap-3">
				<summary className="btn-primary inline-flex min-h-10 cursor-pointer list-none px-4 py-2 text-sm [&::-webkit-details-marker]:hidden">
					Enviar campanha…
				</summary>
				<Form method="post" className="mt-3 grid gap-3 rounded-xl border border-sand-300 bg-sand-50 p-4">
					<p className="text-ink">{T.confirmSend(recipients)}</p>
					<input type="hidden" name="intent" value={INTENTS.send} />
					<input type="hidden" name="id" value={id} />
					<button type="submit" className="btn-primary justify-self-start" disabled={navigation.state === 'submitting'}>
						{T.confirmSendButton(recipients)}
					</button>
				</Form>
			</details>
		</AdminPanel>
	)
}

function ControlButton({ id, intent, label }: { id: string; intent: string; label: string }) {
	const fetcher = useFetcher()
	return (
		<fetcher.Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={id} />
			<button type="submit" className="btn-secondary min-h-10 px-4 py-2 text-sm" disabled={fetcher.state !== 'idle'}>
				{label}
			</button>
		</fetcher.Form>
	)
}

/** How often the page refreshes a campaign's figures while it goes out. */
const POLL_MS = 2_000

function ProgressPanel({ campaign }: { campaign: CampaignSummary & { progress: Progress } }) {
	const { progress } = campaign
	const revalidator = useRevalidator()
	const live = progress.status === 'sending' || (progress.status === 'cancelled' && !campaign.finished)
	useEffect(() => {
		if (!live) return
		const timer = setInterval(() => {
			if (revalidator.state === 'idle' && document.visibilityState === 'visible') void revalidator.revalidate()
		}, POLL_MS)
		return () => clearInterval(timer)
	}, [live, revalidator])
	const done = progress.sent + progress.failed
	return (
		<AdminPanel title="Envio" aside={<StatusBadge status={progress.status} />}>
			<div className="grid gap-2" data-progress>
				<progress
					className="h-3 w-full accent-sea-700"
					max={Math.max(1, progress.recipients)}
					value={done}
					aria-label="Progresso do envio"
				/>
				<dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
					<div>
						<dt className="text-muted">Destinatários</dt>
						<dd className="font-semibold" data-count="recipients">
							{progress.recipients}
						</dd>
					</div>
					<div>
						<dt className="text-muted">Em fila</dt>
						<dd className="font-semibold" data-count="queued">
							{progress.queued}
						</dd>
					</div>
					<div>
						<dt className="text-muted">Enviados</dt>
						<dd className="font-semibold" data-count="sent">
							{progress.sent}
						</dd>
					</div>
					<div>
						<dt className="text-muted">Falhados</dt>
						<dd className="font-semibold" data-count="failed">
							{progress.failed}
						</dd>
					</div>
					<div>
						<dt className="text-muted">Não enviados</dt>
						<dd className="font-semibold" data-count="dropped">
							{progress.dropped}
						</dd>
					</div>
				</dl>
				<span className="flex flex-wrap gap-x-4">
					<When date={campaign.started} label="Iniciada em" />
					<When date={campaign.finished} label="Terminada em" />
				</span>
			</div>
			{progress.status === 'sending' || progress.status === 'paused' ? (
				<div className="flex flex-wrap gap-2">
					{progress.status === 'sending' ? (
						<ControlButton id={campaign.id} intent={INTENTS.pause} label="Pausar envio" />
					) : (
						<ControlButton id={campaign.id} intent={INTENTS.resume} label="Retomar envio" />
					)}
					<ConfirmDeletion
						intent={INTENTS.cancel}
						id={campaign.id}
						label="Cancelar o resto"
						accessibleLabel="Cancelar o resto do envio"
						question="Os e-mails ainda por enviar são descartados; os já enviados ficam contados. Esta acção não pode ser desfeita."
						confirm="Sim, cancelar o envio"
					/>
				</div>
			) : null}
		</AdminPanel>
	)
}

export function CampaignDetail({
	page,
	adminEmail,
}: {
	page: {
		campaign: CampaignSummary & { body: LocalizedText; subjects: LocalizedText }
		audienceSize: number
		previews: { locale: Locale; subject: string; html: string; text: string }[]
	}
	adminEmail: string
}) {
	const { campaign } = page
	const draft = campaign.status === 'draft'
	return (
		<AdminPage
			title={campaign.subject}
			description={
				<span className="flex flex-wrap items-center gap-3">
					<StatusBadge status={campaign.status} />
					<span>{T.audiences[campaign.audience]}</span>
					{draft ? <span>{T.recipients(page.audienceSize)} neste momento</span> : null}
				</span>
			}
			actions={
				<Link
					to={adminPath('campanhas')}
					className="text-sm font-semibold text-sea-700 underline-offset-4 hover:underline"
				>
					Todas as campanhas
				</Link>
			}
		>
			{draft ? (
				<CampaignEditor
					key={JSON.stringify([campaign.subjects, campaign.body])}
					id={campaign.id}
					draft={{ audience: campaign.audience, subject: campaign.subjects, body: campaign.body }}
				/>
			) : campaign.progress ? (
				<ProgressPanel campaign={{ ...campaign, progress: campaign.progress }} />
			) : null}
			<Previews previews={page.previews} />
			{draft ? (
				<>
					<TestForm id={campaign.id} adminEmail={adminEmail} />
					<SendForm id={campaign.id} recipients={page.audienceSize} />
					<div>
						<ConfirmDeletion
							intent={INTENTS.delete}
							id={campaign.id}
							label="Eliminar rascunho"
							accessibleLabel="Eliminar este rascunho"
							question="O rascunho é apagado. Esta acção não pode ser desfeita."
							confirm="Sim, eliminar"
						/>
					</div>
				</>
			) : (
				<p className="text-sm text-muted">Uma campanha enviada não pode ser alterada.</p>
			)}
		</AdminPage>
	)
}
