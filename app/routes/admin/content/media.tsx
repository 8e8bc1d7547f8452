import { ARTICLE_EDITOR, listArticles, todayInLisbon } from '#app/features/admin/content/article-editor.server.ts'
import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import {
	EmptyList,
	editorTarget,
	NewRecordLink,
	RecordEditor,
	RecordRow,
} from '#app/features/admin/ui/record-editor.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatLongDate } from '#app/features/content/dates.ts'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { logger } from '#app/lib/logger.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/media'

export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const articles = await listArticles()
		const target = editorTarget(url)
		const editing = target.mode === 'edit' ? (articles.find((item) => item.id === target.id) ?? null) : null
		return {
			articles: articles.map((article) => ({
				...article,
				publishedLabel: formatLongDate(article.publishedDate, 'pt-PT'),
			})),
			editor: target.mode === 'new' || editing ? { record: editing } : null,
			today: todayInLisbon(),
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin articles could not be loaded')
		return { articles: [], editor: null, today: todayInLisbon(), loadError: 'Erro ao carregar artigos' }
	}
}

export const action = editorAction(ARTICLE_EDITOR)

export default function MediaTab({ loaderData }: Route.ComponentProps) {
	const { articles, editor, today, loadError } = loaderData
	const form = useAdminForm('save')
	const editorOpen = Boolean(editor)
	const record = editor?.record
	return (
		<AdminPage
			title="Media"
			description="Os artigos da página Media, do mais recente para o mais antigo."
			actions={editorOpen ? null : <NewRecordLink>Novo Artigo</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editorOpen ? (
				<RecordEditor key={record?.id ?? 'novo'} title={record ? 'Editar Artigo' : 'Novo Artigo'} id={record?.id}>
					<TextField
						name="title"
						label="Título (como publicado) *"
						defaultValue={form.value('title', record?.title)}
						maxLength={300}
						error={form.error('title')}
					/>
					<div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
						<TextField
							name="source"
							label="Fonte *"
							defaultValue={form.value('source', record?.source)}
							error={form.error('source')}
						/>
						<TextField
							name="published_date"
							label="Data de publicação"
							type="date"
							defaultValue={form.value('published_date', record?.publishedDate ?? today)}
							error={form.error('published_date')}
						/>
					</div>
					<LanguageTabs label="Idioma do resumo" invalid={localesWithErrors(form.errors, 'excerpt')}>
						{(locale) => (
							<TextAreaField
								name={localizedFieldName('excerpt', locale)}
								label="Resumo"
								idPrefix={`artigo-${locale}`}
								rows={4}
								defaultValue={form.value(localizedFieldName('excerpt', locale), record?.excerpt?.[locale])}
								error={form.error(localizedFieldName('excerpt', locale))}
							/>
						)}
					</LanguageTabs>
					<TextField
						name="external_url"
						label="Ligação para o artigo"
						type="url"
						placeholder="https://…"
						defaultValue={form.value('external_url', record?.externalUrl)}
						error={form.error('external_url')}
					/>
					<ImageUploadField
						name="thumbnail_url"
						label="Miniatura"
						defaultValue={form.value('thumbnail_url', record?.thumbnailUrl)}
						error={form.error('thumbnail_url')}
						alt={{ name: 'thumbnail_alt', stored: record?.thumbnailAlt }}
					/>
				</RecordEditor>
			) : articles.length === 0 ? (
				<EmptyList>Ainda não existem artigos.</EmptyList>
			) : (
				<ul className="grid gap-3">
					{articles.map((article) => (
						<RecordRow
							key={article.id}
							id={article.id}
							name={article.title}
							image={safeUrl(article.thumbnailUrl)}
							confirmation="Tem a certeza que deseja eliminar este artigo?"
						>
							<p className="font-semibold text-ocean-900">{article.title}</p>
							<p className="text-sm text-muted">
								{article.source} · <time dateTime={article.publishedDate}>{article.publishedLabel}</time>
							</p>
							{article.excerpt?.['pt-PT'] ? <p className="line-clamp-2 text-sm">{article.excerpt['pt-PT']}</p> : null}
							<div className="mt-1">
								<TranslationMarkers texts={[article.excerpt, article.thumbnailUrl ? article.thumbnailAlt : null]} />
							</div>
						</RecordRow>
					))}
				</ul>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Media')
