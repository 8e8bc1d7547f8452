import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from '#app/features/admin/content/testimonial-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
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
import { CheckboxField, TextField } from '#app/features/forms/form-fields.tsx'
import { initialsOf } from '#app/lib/initials.ts'
import { logger } from '#app/lib/logger.server.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/testemunhos'

export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const testimonials = await listTestimonials()
		const target = editorTarget(url)
		const editing = target.mode === 'edit' ? (testimonials.find((item) => item.id === target.id) ?? null) : null
		return {
			// The text as visitors read it: the site's markdown renderer (raw HTML escaped).
			testimonials: testimonials.map((item) => ({ ...item, html: renderMarkdown(item.testimonial['pt-PT'], 'pt-PT') })),
			editor: target.mode === 'new' || editing ? { record: editing } : null,
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin testimonials could not be loaded')
		return { testimonials: [], editor: null, loadError: 'Erro ao carregar testemunhos' }
	}
}

export const action = editorAction(TESTIMONIAL_EDITOR)

export default function TestimonialsTab({ loaderData }: Route.ComponentProps) {
	const { testimonials, editor, loadError } = loaderData
	const form = useAdminForm('save')
	const editorOpen = Boolean(editor)
	const record = editor?.record
	return (
		<AdminPage
			title="Testemunhos"
			description="Os testemunhos da página inicial: os três primeiros activos desta lista são mostrados. Arraste um testemunho, ou use as setas, para mudar a ordem."
			actions={editorOpen ? null : <NewRecordLink>Novo Testemunho</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editorOpen ? (
				<RecordEditor
					key={record?.id ?? 'novo'}
					title={record ? 'Editar Testemunho' : 'Novo Testemunho'}
					id={record?.id}
				>
					<TextField
						name="name"
						label="Nome *"
						defaultValue={form.value('name', record?.name)}
						maxLength={100}
						error={form.error('name')}
					/>
					<LanguageTabs label="Idioma do testemunho" invalid={localesWithErrors(form.errors, 'role', 'testimonial')}>
						{(locale) => (
							<>
								<TextField
									name={localizedFieldName('role', locale)}
									label="Função"
									idPrefix={`testemunho-${locale}`}
									defaultValue={form.value(localizedFieldName('role', locale), record?.role?.[locale])}
									error={form.error(localizedFieldName('role', locale))}
								/>
								<MarkdownField
									name={localizedFieldName('testimonial', locale)}
									label={locale === 'pt-PT' ? 'Testemunho *' : 'Testemunho'}
									rows={6}
									defaultValue={form.value(localizedFieldName('testimonial', locale), record?.testimonial[locale])}
									error={form.error(localizedFieldName('testimonial', locale))}
								/>
							</>
						)}
					</LanguageTabs>
					<ImageUploadField
						name="photo_url"
						label="Fotografia"
						shape="round"
						defaultValue={form.value('photo_url', record?.photoUrl)}
						error={form.error('photo_url')}
						alt={{ name: 'photo_alt', stored: record?.photoAlt }}
					/>
					<CheckboxField
						name="isActive"
						label="Activo (mostrado no site)"
						defaultChecked={form.checked('isActive', record?.isActive ?? true)}
					/>
				</RecordEditor>
			) : testimonials.length === 0 ? (
				<EmptyList>Ainda não existem testemunhos.</EmptyList>
			) : (
				<SortableList id="testemunhos-ordem" items={testimonials} nameOf={(item) => item.name}>
					{(item, controls) => (
						<RecordRow
							key={item.id}
							id={item.id}
							name={item.name}
							image={safeUrl(item.photoUrl)}
							round
							placeholder={initialsOf(item.name)}
							confirmation="Tem a certeza que deseja eliminar este testemunho?"
							{...controls}
						>
							<p className="truncate font-semibold text-ocean-900">{item.name}</p>
							{item.role?.['pt-PT'] ? <p className="truncate text-sm text-muted">{item.role['pt-PT']}</p> : null}
							<div
								className="line-clamp-2 text-sm text-ink [&_p]:m-0"
								data-testid="testimonial-text"
								// The site's markdown renderer (raw HTML escaped, script links refused), as on the home page.
								// biome-ignore lint/security/noDangerouslySetInnerHtml: safe renderer output
								dangerouslySetInnerHTML={{ __html: item.html }}
							/>
							<div className="mt-1 flex flex-wrap items-center gap-2">
								<ActiveBadge active={item.isActive} />
								<TranslationMarkers texts={[item.role, item.testimonial, item.photoUrl ? item.photoAlt : null]} />
							</div>
						</RecordRow>
					)}
				</SortableList>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Testemunhos')
