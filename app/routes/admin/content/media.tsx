import { ARTICLE_EDITOR, listArticles, todayInLisbon } from '#app/features/admin/content/article-editor.server.ts'
import { editorAction } from '#app/features/admin/content/editor-action.server.ts'
import { loadListAndEditor } from '#app/features/admin/content/list-and-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { EmptyList, LinkField, RecordRow, RecordsPage } from '#app/features/admin/ui/record-editor.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
import { formatLongDate } from '#app/features/content/dates.ts'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { safeUrl } from '#app/lib/safe-url.ts'
import type { Route } from './+types/media'

export async function loader(args: Route.LoaderArgs) {
	const { records, ...rest } = await loadListAndEditor(args, listArticles, {
		log: 'admin articles could not be loaded',
		message: 'Erro ao carregar artigos',
	})
	return {
		articles: records.map((article) => ({
			...article,
			publishedLabel: formatLongDate(article.publishedDate, 'pt-PT'),
		})),
		today: todayInLisbon(),
		...rest,
	}
}

export const action = editorAction(ARTICLE_EDITOR)

export default function MediaTab({ loaderData }: Route.ComponentProps) {
	const { articles, editor, today, loadError } = loaderData
	const form = useAdminForm('save')
	return (
		<RecordsPage
			title="Media"
			description="Os artigos da página Media, do mais recente para o mais antigo."
			noun="Artigo"
			editor={editor}
			loadError={loadError}
			list={
				articles.length === 0 ? (
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
				)
			}
		>
			{(record) => (
				<>
					<TextField {...form.bind('title', record?.title)} label="Título (como publicado) *" maxLength={300} />
					<div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
						<TextField {...form.bind('source', record?.source)} label="Fonte *" />
						<TextField
							{...form.bind('published_date', record?.publishedDate ?? today)}
							label="Data de publicação"
							type="date"
						/>
					</div>
					<LanguageTabs label="Idioma do resumo" invalid={localesWithErrors(form.errors, 'excerpt')}>
						{(locale) => (
							<TextAreaField
								{...form.bind(localizedFieldName('excerpt', locale), record?.excerpt?.[locale])}
								label="Resumo"
								idPrefix={`artigo-${locale}`}
								rows={4}
							/>
						)}
					</LanguageTabs>
					<LinkField {...form.bind('external_url', record?.externalUrl)} label="Ligação para o artigo" />
					<ImageUploadField
						{...form.bind('thumbnail_url', record?.thumbnailUrl)}
						label="Miniatura"
						alt={{ name: 'thumbnail_alt', stored: record?.thumbnailAlt }}
					/>
				</>
			)}
		</RecordsPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Media')
