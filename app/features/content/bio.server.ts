import { db } from '#app/db/client.server.ts'
import { bioContent, type TimelineItem } from '#app/db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { rememberContent } from '#app/lib/content-cache.server.ts'
import { publicImageUrl } from '#app/lib/image-hosts.server.ts'
import { renderInlineMarkdown, renderMarkdown } from '#app/lib/markdown.server.ts'
import { type TimelineIconName, timelineIconName } from './timeline-icon.ts'

export interface TimelineEntry {
	year: string
	title: string
	/** Inline markdown rendered to safe HTML. */
	descriptionHtml: string
	icon: TimelineIconName
}

export interface BioPageContent {
	/** The markdown intro rendered to safe HTML; empty when there is no bio yet. */
	introHtml: string
	imageUrl: string | null
	/** The image's alternative text in `locale` (Portuguese when untranslated); null: the site's default. */
	imageAlt: string | null
	/** In the order the admin keeps them. */
	timeline: TimelineEntry[]
	/** When the bio last changed (ISO), for structured data. */
	updatedAt: string | null
}

/**
 * The bio (the single `bio_content` record, docs/product/data.md) in `locale`, falling back to
 * Portuguese; remembered until the next content change.
 */
export function getBio(locale: Locale): Promise<BioPageContent> {
	return rememberContent(`bio:${locale}`, () => readBio(locale))
}

async function readBio(locale: Locale): Promise<BioPageContent> {
	const [bio] = await db().select().from(bioContent).limit(1)
	if (!bio) return { introHtml: '', imageUrl: null, imageAlt: null, timeline: [], updatedAt: null }
	return {
		introHtml: renderMarkdown(localize(bio.introText, locale), locale),
		imageUrl: publicImageUrl(bio.bioImageUrl),
		imageAlt: localize(bio.bioImageAlt, locale)?.trim() || null,
		timeline: (Array.isArray(bio.timeline) ? bio.timeline : []).flatMap((item) => timelineEntry(item, locale)),
		updatedAt: bio.updatedAt.toISOString(),
	}
}

/** One card of the timeline; an item without a title (malformed JSON) is left out. */
function timelineEntry(item: Partial<TimelineItem> | null, locale: Locale): TimelineEntry[] {
	const title = item?.title ? localize(item.title, locale)?.trim() : undefined
	if (!item || !title) return []
	const description = item.description ? (localize(item.description, locale) ?? '') : ''
	return [
		{
			year: String(item.year ?? '').trim(),
			title,
			descriptionHtml: renderInlineMarkdown(description, locale),
			icon: timelineIconName(item.icon),
		},
	]
}
