/**
 * The Bio tab ('Gerir Bio', docs/product/pages.md, data.md): the single `bio_content` record with its
 * markdown intro, image and timeline. Saving updates the record if one exists, else inserts it.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '#app/db/client.server.ts'
import { bioContent, TIMELINE_ICONS, type TimelineItem } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { imageLink, localized, text } from '../forms/admin-fields.ts'
import { RecordNotFoundError, replacedImage, writeContent } from './content-write.server.ts'
import { type Direction, moved } from './reorder.server.ts'

export type BioRecord = typeof bioContent.$inferSelect

export interface BioValues {
	introText: LocalizedText
	bioImageUrl: string | null
	/** The image's alternative text per language (null: the site's own 'Portrait of …'). */
	bioImageAlt: LocalizedText | null
	timeline: TimelineItem[]
}

/** At most this many timeline items are read from a form. */
export const MAX_TIMELINE_ITEMS = 50

export async function loadBio(): Promise<BioRecord | null> {
	const [bio] = await db().select().from(bioContent).limit(1)
	return bio ?? null
}

/** One milestone of the timeline, from its fields `timeline.{n}.year`, `.icon`, `.title.{locale}`, `.description.{locale}`. */
const TimelineItemFields = z.object({
	year: text({ max: 20 }),
	// An icon the site does not know is shown as Zap (docs/product/data.md).
	icon: text().transform((icon) => ((TIMELINE_ICONS as readonly string[]).includes(icon) ? icon : 'Zap')),
	title: localized({ required: true }),
	description: localized().transform((description) => description ?? { 'pt-PT': '' }),
})

/**
 * The Bio form's fields. The milestones come in the order shown, numbered by position
 * (`timeline.0…`, `timeline.1…`), so reordering or removing one leaves no gap.
 */
export const BIO_FIELDS = {
	intro_text: localized({ required: true }),
	bio_image_url: imageLink(),
	bio_image_alt: localized(),
	timeline: z
		.array(TimelineItemFields)
		.max(MAX_TIMELINE_ITEMS, `No máximo ${MAX_TIMELINE_ITEMS} marcos.`)
		.optional()
		.default([]),
}

export function bioValues(fields: z.output<z.ZodObject<typeof BIO_FIELDS>>): BioValues {
	return {
		introText: fields.intro_text,
		bioImageUrl: fields.bio_image_url,
		bioImageAlt: fields.bio_image_url ? fields.bio_image_alt : null,
		timeline: fields.timeline,
	}
}

/** The texts visitors read of the bio (for the missing-translation warning). */
export function bioPublicTexts(values: BioValues): (LocalizedText | null)[] {
	return [
		values.introText,
		values.bioImageUrl ? values.bioImageAlt : null,
		...values.timeline.flatMap((item) => [item.title, item.description]),
	]
}

/** Updates the bio if a record exists, else inserts it (docs/product/behaviour.md); returns its id. */
export function saveBio(actor: AuditActor, values: BioValues, storage?: ImageStorage): Promise<string> {
	return writeContent(
		actor,
		async (tx) => {
			const [existing] = await tx
				.select({ id: bioContent.id, bioImageUrl: bioContent.bioImageUrl })
				.from(bioContent)
				.limit(1)
				.for('update')
			const [row] = existing
				? await tx.update(bioContent).set(values).where(eq(bioContent.id, existing.id)).returning({ id: bioContent.id })
				: await tx.insert(bioContent).values(values).returning({ id: bioContent.id })
			if (!row) throw new Error('a bio não foi guardada')
			return {
				result: row.id,
				audit: {
					action: existing ? 'bio.update' : 'bio.create',
					entity: 'bio',
					entityId: row.id,
					details: { timelineItems: values.timeline.length, image: values.bioImageUrl },
				},
				discardedImages: [replacedImage(existing?.bioImageUrl, values.bioImageUrl)],
			}
		},
		{ storage },
	)
}

/**
 * One milestone of the stored timeline one place up or down ('Mover para cima' without
 * JavaScript; with it the editor moves the milestone in the form, saved with the rest).
 */
export function moveMilestone(actor: AuditActor, index: number, direction: Direction): Promise<void> {
	return writeContent(actor, async (tx) => {
		const [bio] = await tx
			.select({ id: bioContent.id, timeline: bioContent.timeline })
			.from(bioContent)
			.limit(1)
			.for('update')
		const timeline = Array.isArray(bio?.timeline) ? bio.timeline : []
		if (!bio || index >= timeline.length) throw new RecordNotFoundError()
		const positions = timeline.map((_, position) => String(position))
		const order = moved(positions, String(index), direction)
		if (order.join() === positions.join()) return { result: undefined }
		const reordered = order.map((position) => timeline[Number(position)] as TimelineItem)
		await tx.update(bioContent).set({ timeline: reordered }).where(eq(bioContent.id, bio.id))
		return {
			result: undefined,
			audit: {
				action: 'bio.timeline.reorder',
				entity: 'bio',
				entityId: bio.id,
				details: { moved: index, direction },
			},
		}
	})
}
