import { data } from 'react-router'
import { auditActor } from '#app/features/admin/content/content-write.server.ts'
import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { isOversizedForm, OVERSIZED_ANSWER } from '#app/features/admin/content/image-upload.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from '#app/features/admin/content/testimonial-editor.server.ts'
import { localizedFieldName } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ActionStatus, useLoadErrorToast } from '#app/features/admin/ui/action-feedback.tsx'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
import {
	ActiveBadge,
	EmptyList,
	editorTarget,
	NewRecordLink,
	PriorityBadge,
	RecordEditor,
	RecordRow,
	useEditorAnswer,
} from '#app/features/admin/ui/record-editor.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { CheckboxField, TextField } from '#app/features/forms/form-fields.tsx'
import { initialsOf } from '#app/lib/initials.ts'
import { logger } from '#app/lib/logger.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/testemunhos'

export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const testimonials = await listTestimonials()
		const target = editorTarget(url)
		const editing = target.mode === 'edit' ? (testimonials.find((item) => item.id === target.id) ?? null) : null
		return { testimonials, editor: target.mode === 'new' || editing ? { record: editing } : null, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin testimonials could not be loaded')
		return { testimonials: [], editor: null, loadError: 'Erro ao carregar testemunhos' }
	}
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireAdmin(request)
	if (isOversizedForm(request)) return data({ state: OVERSIZED_ANSWER.state }, { status: OVERSIZED_ANSWER.status })
	const { state, status } = await editorAction(await request.formData(), auditActor(user), TESTIMONIAL_EDITOR)
	return data({ state }, { status })
}

export default function TestimonialsTab({ loaderData, actionData }: Route.ComponentProps) {
	const { testimonials, editor, loadError } = loaderData
	useLoadErrorToast(loadError)
	const state = actionData?.state
	const { errors, editorOpen } = useEditorAnswer(state, Boolean(editor))
	const record = editor?.record
	return (
		<AdminPage
			title="Testemunhos"
			description="Os testemunhos da página inicial: os três activos de maior prioridade são mostrados."
			actions={editorOpen ? null : <NewRecordLink>Novo Testemunho</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editorOpen ? null : <ActionStatus state={state} />}
			{editorOpen ? (
				<RecordEditor
					key={record?.id ?? 'novo'}
					title={record ? 'Editar Testemunho' : 'Novo Testemunho'}
					id={record?.id}
					state={state}
				>
					<TextField
						name="name"
						label="Nome *"
						defaultValue={record?.name ?? ''}
						maxLength={100}
						error={errors?.name}
					/>
					<LanguageTabs label="Idioma do testemunho" invalid={localesWithErrors(errors, 'role', 'testimonial')}>
						{(locale) => (
							<>
								<TextField
									name={localizedFieldName('role', locale)}
									label="Função"
									idPrefix={`testemunho-${locale}`}
									defaultValue={record?.role?.[locale] ?? ''}
									error={errors?.[localizedFieldName('role', locale)]}
								/>
								<MarkdownField
									name={localizedFieldName('testimonial', locale)}
									label={locale === 'pt-PT' ? 'Testemunho *' : 'Testemunho'}
									rows={6}
									defaultValue={record?.testimonial[locale] ?? ''}
									error={errors?.[localizedFieldName('testimonial', locale)]}
								/>
							</>
						)}
					</LanguageTabs>
					<TextField
						name="priority"
						label="Prioridade"
						type="number"
						step={1}
						defaultValue={record?.priority ?? 0}
						className="field max-w-40"
					/>
					<ImageUploadField
						name="photo_url"
						label="Fotografia"
						shape="round"
						defaultValue={record?.photoUrl}
						error={errors?.photo_url}
					/>
					<CheckboxField name="isActive" label="Activo (mostrado no site)" defaultChecked={record?.isActive ?? true} />
				</RecordEditor>
			) : testimonials.length === 0 ? (
				<EmptyList>Ainda não existem testemunhos.</EmptyList>
			) : (
				<ul className="grid gap-3">
					{testimonials.map((item) => (
						<RecordRow
							key={item.id}
							id={item.id}
							name={item.name}
							image={safeUrl(item.photoUrl)}
							round
							placeholder={initialsOf(item.name)}
							confirmation="Tem a certeza que deseja eliminar este testemunho?"
						>
							<p className="truncate font-semibold text-ocean-900">{item.name}</p>
							{item.role?.['pt-PT'] ? <p className="truncate text-sm text-muted">{item.role['pt-PT']}</p> : null}
							<p className="line-clamp-2 text-sm text-ink" data-testid="testimonial-text">
								{item.testimonial['pt-PT']}
							</p>
							<p className="mt-1 flex flex-wrap gap-2">
								<PriorityBadge priority={item.priority} />
								<ActiveBadge active={item.isActive} />
							</p>
						</RecordRow>
					))}
				</ul>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Testemunhos')
