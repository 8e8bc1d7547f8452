import { asc, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { projectos } from '#app/db/schema.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { rememberContent } from '#app/lib/content-cache.server.ts'
import { publicImageUrl } from '#app/lib/image-hosts.server.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import { getCachedSetting } from './settings.server.ts'

export interface ProjectCardData {
	id: string
	title: string
	subtitle: string | null
	description: string
	externalUrl: string | null
	imageUrl: string | null
	/** The image's alternative text in `locale` (Portuguese when untranslated); '' when decorative. */
	imageAlt: string
}

/**
 * Active projects, highest priority first (docs/product/data.md), in `locale` falling back to
 * Portuguese; remembered until the next content change.
 */
export function getActiveProjects(locale: Locale): Promise<ProjectCardData[]> {
	return rememberContent(`projects:${locale}`, () => readActiveProjects(locale))
}

async function readActiveProjects(locale: Locale): Promise<ProjectCardData[]> {
	const rows = await db()
		.select()
		.from(projectos)
		.where(eq(projectos.isActive, true))
		.orderBy(desc(projectos.priority), asc(projectos.createdAt), asc(projectos.id))
	return rows.map((row) => ({
		id: row.id,
		title: localize(row.title, locale),
		subtitle: localize(row.subtitle, locale)?.trim() || null,
		description: localize(row.description, locale),
		externalUrl: safeUrl(row.externalUrl),
		imageUrl: publicImageUrl(row.imageUrl),
		imageAlt: localize(row.imageAlt, locale)?.trim() ?? '',
	}))
}

/**
 * The 'how I work' text (setting `how_i_work`, markdown) as safe HTML in `locale`; the
 * catalogue's default text when none is stored (docs/product/rules.md); remembered until the
 * next content change.
 */
export function getHowIWorkHtml(locale: Locale): Promise<string> {
	return rememberContent(`how-i-work:${locale}`, async () => {
		const stored = localize(await getCachedSetting('how_i_work'), locale)
		return renderMarkdown(stored ?? translatorFor(locale)('projects.howIWorkDefault'), locale)
	})
}
