import { data } from 'react-router'
import { auditActor } from '#app/features/admin/content/content-write.server.ts'
import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { isOversizedForm, OVERSIZED_ANSWER } from '#app/features/admin/content/image-upload.server.ts'
import { listProjects, PROJECT_EDITOR } from '#app/features/admin/content/project-editor.server.ts'
import { localizedFieldName } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ActionStatus, useLoadErrorToast } from '#app/features/admin/ui/action-feedback.tsx'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
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
import { CheckboxField, TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { logger } from '#app/lib/logger.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/projectos'

export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const projects = await listProjects()
		const target = editorTarget(url)
		const editing = target.mode === 'edit' ? (projects.find((project) => project.id === target.id) ?? null) : null
		return { projects, editor: target.mode === 'new' || editing ? { record: editing } : null, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin projects could not be loaded')
		return { projects: [], editor: null, loadError: 'Erro ao carregar projectos' }
	}
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireAdmin(request)
	if (isOversizedForm(request)) return data({ state: OVERSIZED_ANSWER.state }, { status: OVERSIZED_ANSWER.status })
	const { state, status } = await editorAction(await request.formData(), auditActor(user), PROJECT_EDITOR)
	return data({ state }, { status })
}

export default function ProjectsTab({ loaderData, actionData }: Route.ComponentProps) {
	const { projects, editor, loadError } = loaderData
	useLoadErrorToast(loadError)
	const state = actionData?.state
	const { errors, editorOpen } = useEditorAnswer(state, Boolean(editor))
	const record = editor?.record
	return (
		<AdminPage
			title="Projectos"
			description="Os projectos da página Projectos: só os activos são mostrados, por prioridade (maior primeiro)."
			actions={editorOpen ? null : <NewRecordLink>Novo Projecto</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editorOpen ? null : <ActionStatus state={state} />}
			{editorOpen ? (
				<RecordEditor
					key={record?.id ?? 'novo'}
					title={record ? 'Editar Projecto' : 'Novo Projecto'}
					id={record?.id}
					state={state}
				>
					<LanguageTabs label="Idioma do projecto" invalid={localesWithErrors(errors, 'title', 'description')}>
						{(locale) => (
							<>
								<TextField
									name={localizedFieldName('title', locale)}
									label={locale === 'pt-PT' ? 'Título *' : 'Título'}
									idPrefix={`projecto-${locale}`}
									defaultValue={record?.title[locale] ?? ''}
									error={errors?.[localizedFieldName('title', locale)]}
								/>
								<TextField
									name={localizedFieldName('subtitle', locale)}
									label="Subtítulo"
									idPrefix={`projecto-${locale}`}
									defaultValue={record?.subtitle?.[locale] ?? ''}
									error={errors?.[localizedFieldName('subtitle', locale)]}
								/>
								<TextAreaField
									name={localizedFieldName('description', locale)}
									label={locale === 'pt-PT' ? 'Descrição *' : 'Descrição'}
									idPrefix={`projecto-${locale}`}
									rows={5}
									defaultValue={record?.description[locale] ?? ''}
									error={errors?.[localizedFieldName('description', locale)]}
								/>
							</>
						)}
					</LanguageTabs>
					<div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
						<TextField
							name="external_url"
							label="Ligação externa"
							type="url"
							placeholder="https://…"
							defaultValue={record?.externalUrl ?? ''}
							error={errors?.external_url}
						/>
						<TextField name="priority" label="Prioridade" type="number" step={1} defaultValue={record?.priority ?? 0} />
					</div>
					<ImageUploadField name="image_url" label="Imagem" defaultValue={record?.imageUrl} error={errors?.image_url} />
					<CheckboxField name="isActive" label="Activo (mostrado no site)" defaultChecked={record?.isActive ?? true} />
				</RecordEditor>
			) : (
				<ProjectList projects={projects} />
			)}
		</AdminPage>
	)
}

function ProjectList({ projects }: { projects: Route.ComponentProps['loaderData']['projects'] }) {
	if (projects.length === 0) return <EmptyList>Ainda não existem projectos.</EmptyList>
	return (
		<ul className="grid gap-3">
			{projects.map((project) => (
				<RecordRow
					key={project.id}
					id={project.id}
					name={project.title['pt-PT']}
					image={safeUrl(project.imageUrl)}
					confirmation="Tem a certeza que deseja eliminar este projecto?"
				>
					<p className="truncate font-semibold text-ocean-900">{project.title['pt-PT']}</p>
					{project.subtitle?.['pt-PT'] ? (
						<p className="truncate text-sm text-muted">{project.subtitle['pt-PT']}</p>
					) : null}
					<p className="mt-1 flex flex-wrap gap-2">
						<PriorityBadge priority={project.priority} />
						<ActiveBadge active={project.isActive} />
					</p>
				</RecordRow>
			))}
		</ul>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Projectos')
