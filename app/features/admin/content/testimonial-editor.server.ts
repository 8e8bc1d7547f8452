/** The Testemunhos tab (docs/product/pages.md, data.md): the list, the editor's save and the delete. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '#app/db/client.server.ts'
import { testimonials } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { checkbox, imageLink, localized, priority, text } from '../forms/admin-fields.ts'
import {
	type DeletableRecords,
	deleteRecord,
	RecordNotFoundError,
	replacedImage,
	writeContent,
} from './content-write.server.ts'
import type { EditorSpec } from './editor-action.server.ts'
import { TESTIMONIAL_ORDER, topPriority } from './reorder.server.ts'

export type TestimonialRecord = typeof testimonials.$inferSelect

export interface TestimonialValues {
	name: string
	role: LocalizedText | null
	/** Markdown. */
	testimonial: LocalizedText
	photoUrl: string | null
	/** The photo's alternative text per language (null: decorative). */
	photoAlt: LocalizedText | null
	/** Kept as it is when undefined (the list's order sets it); a new testimonial goes first. */
	priority?: number
	isActive: boolean
}

/** Every testimonial, highest priority first (docs/product/data.md, rules.md), ties in the home page's order. */
export function listTestimonials(): Promise<TestimonialRecord[]> {
	return db()
		.select()
		.from(testimonials)
		.orderBy(...TESTIMONIAL_ORDER.orderBy)
}

const returned = { id: testimonials.id, priority: testimonials.priority }

export function saveTestimonial(
	actor: AuditActor,
	id: string | undefined,
	values: TestimonialValues,
	storage?: ImageStorage,
): Promise<string> {
	return writeContent(
		actor,
		async (tx) => {
			const [before] = id
				? await tx
						.select({ photoUrl: testimonials.photoUrl })
						.from(testimonials)
						.where(eq(testimonials.id, id))
						.for('update')
				: []
			const [row] = id
				? await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning(returned)
				: await tx
						.insert(testimonials)
						.values({ ...values, priority: values.priority ?? (await topPriority(tx, testimonials)) })
						.returning(returned)
			if (!row) throw new RecordNotFoundError()
			const details = { name: values.name, isActive: values.isActive, priority: row.priority }
			return {
				result: row.id,
				audit: {
					action: id ? 'testimonial.update' : 'testimonial.create',
					entity: 'testimonial',
					entityId: row.id,
					details,
				},
				discardedImages: [replacedImage(before?.photoUrl, values.photoUrl)],
			}
		},
		{ storage },
	)
}

const TESTIMONIAL_RECORDS: DeletableRecords = {
	table: testimonials,
	id: testimonials.id,
	image: testimonials.photoUrl,
	entity: 'testimonial',
	label: { key: 'name', column: testimonials.name },
}

export function deleteTestimonial(actor: AuditActor, id: string, storage?: ImageStorage): Promise<void> {
	return deleteRecord(actor, TESTIMONIAL_RECORDS, id, storage)
}

/** The editor's fields, by form field name. */
const TESTIMONIAL_FIELDS = {
	name: text({ required: true, max: 100 }),
	role: localized(),
	testimonial: localized({ required: true }),
	photo_url: imageLink(),
	photo_alt: localized(),
	// No longer in the editor (the list is ordered by dragging); still read when sent.
	priority: z.union([z.undefined(), priority()]),
	isActive: checkbox(),
}

export const TESTIMONIAL_EDITOR: EditorSpec<typeof TESTIMONIAL_FIELDS, TestimonialValues> = {
	folder: 'testimonials',
	imageField: 'photo_url',
	fields: TESTIMONIAL_FIELDS,
	values: (fields) => ({
		name: fields.name,
		role: fields.role,
		testimonial: fields.testimonial,
		photoUrl: fields.photo_url,
		photoAlt: fields.photo_url ? fields.photo_alt : null,
		priority: fields.priority,
		isActive: fields.isActive,
	}),
	save: saveTestimonial,
	remove: deleteTestimonial,
	saved: ADMIN_TEXTS.content.testimonialSaved,
	deleted: ADMIN_TEXTS.content.testimonialDeleted,
	publicTexts: (values) =>
		values.isActive ? [values.role, values.testimonial, values.photoUrl ? values.photoAlt : null] : null,
	order: TESTIMONIAL_ORDER,
}
