import { desc } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { mediaArticles } from '#app/db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { rememberContent } from '#app/lib/content-cache.server.ts'
import { publicImageUrl } from '#app/lib/image-hosts.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import { formatLongDate } from './dates.ts'

export interface MediaArticleData {
	id: string
	/** The headline as the outlet published it. */
	title: string
	source: string
	/** YYYY-MM-DD */
	publishedDate: string
	/** The publication date in the long form of `locale` ('3 de março de 2025'). */
	publishedLabel: string
	excerpt: string | null
	externalUrl: string | null
	thumbnailUrl: string | null
	/** The thumbnail's alternative text in `locale` (Portuguese when untranslated); '' when decorative. */
	thumbnailAlt: string
	/** ISO time of the last edit. */
	updatedAt: string
}

/** Media articles, newest first (docs/product/data.md), excerpts in `locale` falling back to Portuguese. */
export function getMediaArticles(locale: Locale): Promise<MediaArticleData[]> {
	return rememberContent(`media-articles:${locale}`, () => readMediaArticles(locale))
}

async function readMediaArticles(locale: Locale): Promise<MediaArticleData[]> {
	const rows = await db()
		.select()
		.from(mediaArticles)
		.orderBy(desc(mediaArticles.publishedDate), desc(mediaArticles.createdAt), desc(mediaArticles.id))
	return rows.map((row) => ({
		id: row.id,
		title: row.title,
		source: row.source,
		publishedDate: row.publishedDate,
		publishedLabel: formatLongDate(row.publishedDate, locale),
		excerpt: localize(row.excerpt, locale)?.trim() || null,
		externalUrl: safeUrl(row.externalUrl),
		thumbnailUrl: publicImageUrl(row.thumbnailUrl),
		thumbnailAlt: localize(row.thumbnailAlt, locale)?.trim() ?? '',
		updatedAt: row.updatedAt.toISOString(),
	}))
}
