/** The Media tab (docs/product/pages.md, data.md): the articles list, the editor's save and the delete. */
import { desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { mediaArticles } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { imageLink, isoDate, link, localized, text } from '../forms/admin-fields.ts'
import {
	type DeletableRecords,
	deleteRecord,
	RecordNotFoundError,
	replacedImage,
	writeContent,
} from './content-write.server.ts'
import type { EditorSpec } from './editor-action.server.ts'

export type ArticleRecord = typeof mediaArticles.$inferSelect

export interface ArticleValues {
	/** The outlet's headline, in the outlet's language (not translated, decision 003). */
	title: string
	source: string
	/** `YYYY-MM-DD`. */
	publishedDate: string
	excerpt: LocalizedText | null
	externalUrl: string | null
	thumbnailUrl: string | null
	/** The thumbnail's alternative text per language (null: decorative). */
	thumbnailAlt: LocalizedText | null
}

/** Today as `YYYY-MM-DD` in Portugal: the default publication date (docs/product/data.md). */
export function todayInLisbon(now = new Date()): string {
	return lisbonIsoDate(now)
}

/** Every article, newest publication first (docs/product/data.md, rules.md). */
export function listArticles(): Promise<ArticleRecord[]> {
	return db()
		.select()
		.from(mediaArticles)
		.orderBy(desc(mediaArticles.publishedDate), desc(mediaArticles.createdAt), desc(mediaArticles.id))
}

export function saveArticle(
	actor: AuditActor,
	id: string | undefined,
	values: ArticleValues,
	storage?: ImageStorage,
): Promise<string> {
	return writeContent(
		actor,
		async (tx) => {
			const [before] = id
				? await tx
						.select({ thumbnailUrl: mediaArticles.thumbnailUrl })
						.from(mediaArticles)
						.where(eq(mediaArticles.id, id))
						.for('update')
				: []
			const [row] = id
				? await tx.update(mediaArticles).set(values).where(eq(mediaArticles.id, id)).returning({ id: mediaArticles.id })
				: await tx.insert(mediaArticles).values(values).returning({ id: mediaArticles.id })
			if (!row) throw new RecordNotFoundError()
			return {
				result: row.id,
				audit: {
					action: id ? 'article.update' : 'article.create',
					entity: 'article',
					entityId: row.id,
					details: { title: values.title, source: values.source },
				},
				discardedImages: [replacedImage(before?.thumbnailUrl, values.thumbnailUrl)],
			}
		},
		{ storage },
	)
}

const ARTICLE_RECORDS: DeletableRecords = {
	table: mediaArticles,
	id: mediaArticles.id,
	image: mediaArticles.thumbnailUrl,
	entity: 'article',
	label: { key: 'title', column: mediaArticles.title },
}

export function deleteArticle(actor: AuditActor, id: string, storage?: ImageStorage): Promise<void> {
	return deleteRecord(actor, ARTICLE_RECORDS, id, storage)
}

/** The editor's fields, by form field name. */
const ARTICLE_FIELDS = {
	title: text({ required: true, max: 300 }),
	source: text({ required: true, max: 200 }),
	published_date: isoDate(() => todayInLisbon()),
	excerpt: localized(),
	external_url: link(),
	thumbnail_url: imageLink(),
	thumbnail_alt: localized(),
}

export const ARTICLE_EDITOR: EditorSpec<typeof ARTICLE_FIELDS, ArticleValues> = {
	folder: 'media',
	imageField: 'thumbnail_url',
	fields: ARTICLE_FIELDS,
	values: (fields) => ({
		title: fields.title,
		source: fields.source,
		publishedDate: fields.published_date,
		excerpt: fields.excerpt,
		externalUrl: fields.external_url,
		thumbnailUrl: fields.thumbnail_url,
		thumbnailAlt: fields.thumbnail_url ? fields.thumbnail_alt : null,
	}),
	save: saveArticle,
	remove: deleteArticle,
	saved: ADMIN_TEXTS.content.articleSaved,
	deleted: ADMIN_TEXTS.content.articleDeleted,
	// The headline stays in the outlet's language; the excerpt and the thumbnail's text are translated.
	publicTexts: (values) => [values.excerpt, values.thumbnailUrl ? values.thumbnailAlt : null],
}
