import { asc, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { testimonials } from '#app/db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { rememberContent } from '#app/lib/content-cache.server.ts'
import { publicImageUrl } from '#app/lib/image-hosts.server.ts'
import { initialsOf } from '#app/lib/initials.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { HOME_TESTIMONIALS_LIMIT, type HomeTestimonial } from './testimonials.ts'

/** The active testimonials, highest priority first, at most three (docs/product/data.md), in `locale`; remembered until the next content change. */
export function listHomeTestimonials(locale: Locale): Promise<HomeTestimonial[]> {
	return rememberContent(`home-testimonials:${locale}`, () => readHomeTestimonials(locale))
}

async function readHomeTestimonials(locale: Locale): Promise<HomeTestimonial[]> {
	const rows = await db()
		.select()
		.from(testimonials)
		.where(eq(testimonials.isActive, true))
		.orderBy(desc(testimonials.priority), desc(testimonials.createdAt), asc(testimonials.id))
		.limit(HOME_TESTIMONIALS_LIMIT)
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		initials: initialsOf(row.name),
		role: localize(row.role, locale),
		html: renderMarkdown(localize(row.testimonial, locale), locale),
		photoUrl: publicImageUrl(row.photoUrl),
		photoAlt: localize(row.photoAlt, locale)?.trim() ?? '',
	}))
}
