/**
 * The Bio tab ('Gerir Bio', SPEC §2, §3, §7): the single `bio_content` record with its
 * markdown intro, image and timeline. Saving updates the record if one exists, else inserts it.
 */
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { bioContent, TIMELINE_ICONS, type TimelineIcon, type TimelineItem } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { writeContent } from './content-write.server.ts'
import type { FormReader } from './read-form.server.ts'

export type BioRecord = typeof bioContent.$inferSelect

export interface BioValues {
	introText: LocalizedText
	bioImageUrl: string | null
	timeline: TimelineItem[]
}

/** At most this many timeline items are read from a form. */
export const MAX_TIMELINE_ITEMS = 50

export async function loadBio(): Promise<BioRecord | null> {
	const [bio] = await db().select().from(bioContent).limit(1)
	return bio ?? null
}

function timelineIcon(value: string): TimelineIcon {
	return (TIMELINE_ICONS as readonly string[]).includes(value) ? (value as TimelineIcon) : 'Zap'
}

/**
 * The timeline's items from the form, in the order they were sent: each item's fields are
 * `timeline.{n}.year`, `.icon`, `.title.{locale}`, `.description.{locale}`, with the item
 * numbers listed in `timeline` (so deleted items leave no gap to fill).
 */
function readTimeline(reader: FormReader): TimelineItem[] {
	const keys = reader.form
		.getAll('timeline')
		.map(String)
		.filter((key) => /^\d{1,4}$/.test(key))
		.slice(0, MAX_TIMELINE_ITEMS)
	return keys.map((key) => {
		const prefix = `timeline.${key}`
		return {
			year: reader.text(`${prefix}.year`, { max: 20 }),
			icon: timelineIcon(reader.text(`${prefix}.icon`)),
			title: reader.localized(`${prefix}.title`, { required: true }),
			description: reader.localized(`${prefix}.description`) ?? { 'pt-PT': '' },
		}
	})
}

export function readBio(reader: FormReader): BioValues {
	return {
		introText: reader.localized('intro_text', { required: true }),
		bioImageUrl: reader.url('bio_image_url'),
		timeline: readTimeline(reader),
	}
}

/** Updates the bio if a record exists, else inserts it (SPEC §4); returns its id. */
export function saveBio(actor: AuditActor, values: BioValues): Promise<string> {
	return writeContent(actor, async (tx) => {
		const [existing] = await tx.select({ id: bioContent.id }).from(bioContent).limit(1).for('update')
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
		}
	})
}
