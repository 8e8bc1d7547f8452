import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { listProjects, PROJECT_EDITOR } from '#app/features/admin/content/project-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import {
	ActiveBadge,
	EmptyList,
	editorTarget,
	NewRecordLink,
	RecordEditor,
	RecordRow,
} from '#app/features/admin/ui/record-editor.tsx'
import { SortableList } from '#app/features/admin/ui/sortable-list.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
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

export const action = editorAction(PROJECT_EDITOR)

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
	const { projects, editor, loadError } = loaderData
	const form = useAdminForm('save')
	const editorOpen = Boolean(editor)
	const record = editor?.record
	return (
		<AdminPage
			title="Projectos"
			description="Os projectos da página Projectos, pela ordem desta lista (só os activos são mostrados). Arraste um projecto, ou use as setas, para mudar a ordem."
			actions={editorOpen ? null : <NewRecordLink>Novo Projecto</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editorOpen ? (
				<RecordEditor key={record?.id ?? 'novo'} title={record ? 'Editar Projecto' : 'Novo Projecto'} id={record?.id}>
					<LanguageTabs label="Idioma do projecto" invalid={localesWithErrors(form.errors, 'title', 'description')}>
						{(locale) => (
							<>
								<TextField
									name={localizedFieldName('title', locale)}
									label={locale === 'pt-PT' ? 'Título *' : 'Título'}
									idPrefix={`projecto-${locale}`}
									defaultValue={form.value(localizedFieldName('title', locale), record?.title[locale])}
									error={form.error(localizedFieldName('title', locale))}
								/>
								<TextField
									name={localizedFieldName('subtitle', locale)}
									label="Subtítulo"
									idPrefix={`projecto-${locale}`}
									defaultValue={form.value(localizedFieldName('subtitle', locale), record?.subtitle?.[locale])}
									error={form.error(localizedFieldName('subtitle', locale))}
								/>
								<TextAreaField
									name={localizedFieldName('description', locale)}
									label={locale === 'pt-PT' ? 'Descrição *' : 'Descrição'}
									idPrefix={`projecto-${locale}`}
									rows={5}
									defaultValue={form.value(localizedFieldName('description', locale), record?.description[locale])}
									error={form.error(localizedFieldName('description', locale))}
								/>
							</>
						)}
					</LanguageTabs>
					<TextField
						name="external_url"
						label="Ligação externa"
						type="url"
						placeholder="https://…"
						defaultValue={form.value('external_url', record?.externalUrl)}
						error={form.error('external_url')}
					/>
					<ImageUploadField
						name="image_url"
						label="Imagem"
						defaultValue={form.value('image_url', record?.imageUrl)}
						error={form.error('image_url')}
						alt={{ name: 'image_alt', stored: record?.imageAlt }}
					/>
					<CheckboxField
						name="isActive"
						label="Activo (mostrado no site)"
						defaultChecked={form.checked('isActive', record?.isActive ?? true)}
					/>
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
		<SortableList id="projectos-ordem" items={projects} nameOf={(project) => project.title['pt-PT']}>
			{(project, controls) => (
				<RecordRow
					key={project.id}
					id={project.id}
					name={project.title['pt-PT']}
					image={safeUrl(project.imageUrl)}
					confirmation="Tem a certeza que deseja eliminar este projecto?"
					{...controls}
				>
					<p className="truncate font-semibold text-ocean-900">{project.title['pt-PT']}</p>
					{project.subtitle?.['pt-PT'] ? (
						<p className="truncate text-sm text-muted">{project.subtitle['pt-PT']}</p>
					) : null}
					<div className="mt-1 flex flex-wrap items-center gap-2">
						<ActiveBadge active={project.isActive} />
						<TranslationMarkers
							texts={[project.title, project.subtitle, project.description, project.imageUrl ? project.imageAlt : null]}
						/>
					</div>
				</RecordRow>
			)}
		</SortableList>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Projectos')
