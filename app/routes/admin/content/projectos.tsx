import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { loadListAndEditor } from '#app/features/admin/content/list-and-editor.server.ts'
import { listProjects, PROJECT_EDITOR } from '#app/features/admin/content/project-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import {
	ActiveBadge,
	ActiveField,
	EmptyList,
	LinkField,
	RecordRow,
	RecordsPage,
} from '#app/features/admin/ui/record-editor.tsx'
import { SortableList } from '#app/features/admin/ui/sortable-list.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/projectos'

export async function loader(args: Route.LoaderArgs) {
	const { records, ...rest } = await loadListAndEditor(args, listProjects, {
		log: 'admin projects could not be loaded',
		message: 'Erro ao carregar projectos',
	})
	return { projects: records, ...rest }
}

export const action = editorAction(PROJECT_EDITOR)

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
	const { projects, editor, loadError } = loaderData
	const form = useAdminForm('save')
	return (
		<RecordsPage
			title="Projectos"
			description="Os projectos da página Projectos, pela ordem desta lista (só os activos são mostrados). Arraste um projecto, ou use as setas, para mudar a ordem."
			noun="Projecto"
			editor={editor}
			loadError={loadError}
			list={<ProjectList projects={projects} />}
		>
			{(record) => (
				<>
					<LanguageTabs label="Idioma do projecto" invalid={localesWithErrors(form.errors, 'title', 'description')}>
						{(locale) => (
							<>
								<TextField
									{...form.bind(localizedFieldName('title', locale), record?.title[locale])}
									label={locale === 'pt-PT' ? 'Título *' : 'Título'}
									idPrefix={`projecto-${locale}`}
								/>
								<TextField
									{...form.bind(localizedFieldName('subtitle', locale), record?.subtitle?.[locale])}
									label="Subtítulo"
									idPrefix={`projecto-${locale}`}
								/>
								<TextAreaField
									{...form.bind(localizedFieldName('description', locale), record?.description[locale])}
									label={locale === 'pt-PT' ? 'Descrição *' : 'Descrição'}
									idPrefix={`projecto-${locale}`}
									rows={5}
								/>
							</>
						)}
					</LanguageTabs>
					<LinkField {...form.bind('external_url', record?.externalUrl)} label="Ligação externa" />
					<ImageUploadField
						{...form.bind('image_url', record?.imageUrl)}
						label="Imagem"
						alt={{ name: 'image_alt', stored: record?.imageAlt }}
					/>
					<ActiveField checked={form.checked('isActive', record?.isActive ?? true)} />
				</>
			)}
		</RecordsPage>
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
