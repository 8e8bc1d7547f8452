import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { loadListAndEditor } from '#app/features/admin/content/list-and-editor.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from '#app/features/admin/content/testimonial-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
import { ActiveBadge, ActiveField, EmptyList, RecordRow, RecordsPage } from '#app/features/admin/ui/record-editor.tsx'
import { SortableList } from '#app/features/admin/ui/sortable-list.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
import { TextField } from '#app/features/forms/form-fields.tsx'
import { initialsOf } from '#app/lib/initials.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/testemunhos'

export async function loader(args: Route.LoaderArgs) {
	const { records, ...rest } = await loadListAndEditor(args, listTestimonials, {
		log: 'admin testimonials could not be loaded',
		message: 'Erro ao carregar testemunhos',
	})
	return {
		// The text as visitors read it: the site's markdown renderer (raw HTML escaped).
		testimonials: records.map((item) => ({ ...item, html: renderMarkdown(item.testimonial['pt-PT'], 'pt-PT') })),
		...rest,
	}
}

export const action = editorAction(TESTIMONIAL_EDITOR)

export default function TestimonialsTab({ loaderData }: Route.ComponentProps) {
	const { testimonials, editor, loadError } = loaderData
	const form = useAdminForm('save')
	return (
		<RecordsPage
			title="Testemunhos"
			description="Os testemunhos da página inicial: os três primeiros activos desta lista são mostrados. Arraste um testemunho, ou use as setas, para mudar a ordem."
			noun="Testemunho"
			editor={editor}
			loadError={loadError}
			list={
				testimonials.length === 0 ? (
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
				)
			}
		>
			{(record) => (
				<>
					<TextField {...form.bind('name', record?.name)} label="Nome *" maxLength={100} />
					<LanguageTabs label="Idioma do testemunho" invalid={localesWithErrors(form.errors, 'role', 'testimonial')}>
						{(locale) => (
							<>
								<TextField
									{...form.bind(localizedFieldName('role', locale), record?.role?.[locale])}
									label="Função"
									idPrefix={`testemunho-${locale}`}
								/>
								<MarkdownField
									{...form.bind(localizedFieldName('testimonial', locale), record?.testimonial[locale])}
									label={locale === 'pt-PT' ? 'Testemunho *' : 'Testemunho'}
									rows={6}
								/>
							</>
						)}
					</LanguageTabs>
					<ImageUploadField
						{...form.bind('photo_url', record?.photoUrl)}
						label="Fotografia"
						shape="round"
						alt={{ name: 'photo_alt', stored: record?.photoAlt }}
					/>
					<ActiveField checked={form.checked('isActive', record?.isActive ?? true)} />
				</>
			)}
		</RecordsPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Testemunhos')
