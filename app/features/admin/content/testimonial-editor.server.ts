/** The Testemunhos tab (SPEC §2, §3, §7): the list, the editor's save and the delete. */
import { desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { testimonials } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { checkbox, imageLink, localized, priority, text } from '../forms/admin-fields.ts'
import { writeContent } from './content-write.server.ts'
import { type EditorSpec, RecordNotFoundError } from './editor-action.server.ts'

export type TestimonialRecord = typeof testimonials.$inferSelect

export interface TestimonialValues {
	name: string
	role: LocalizedText | null
	/** Markdown. */
	testimonial: LocalizedText
	photoUrl: string | null
	priority: number
	isActive: boolean
}

/** Every testimonial, highest priority first (SPEC §7, §9), ties in the home page's order. */
export function listTestimonials(): Promise<TestimonialRecord[]> {
	return db().select().from(testimonials).orderBy(desc(testimonials.priority), desc(testimonials.createdAt))
}

export function saveTestimonial(actor: AuditActor, id: string | undefined, values: TestimonialValues): Promise<string> {
	return writeContent(actor, async (tx) => {
		const [row] = id
			? await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning({ id: testimonials.id })
			: await tx.insert(testimonials).values(values).returning({ id: testimonials.id })
		if (!row) throw new RecordNotFoundError()
		const details = { name: values.name, isActive: values.isActive, priority: values.priority }
		return {
			result: row.id,
			audit: {
				action: id ? 'testimonial.update' : 'testimonial.create',
				entity: 'testimonial',
				entityId: row.id,
				details,
			},
		}
	})
}

export function deleteTestimonial(actor: AuditActor, id: string): Promise<void> {
	return writeContent(actor, async (tx) => {
		const [row] = await tx
			.delete(testimonials)
			.where(eq(testimonials.id, id))
			.returning({ id: testimonials.id, name: testimonials.name })
		if (!row) throw new RecordNotFoundError()
		return {
			result: undefined,
			audit: { action: 'testimonial.delete', entity: 'testimonial', entityId: id, details: { name: row.name } },
		}
	})
}

/** The editor's fields, by form field name. */
const TESTIMONIAL_FIELDS = {
	name: text({ required: true, max: 100 }),
	role: localized(),
	testimonial: localized({ required: true }),
	photo_url: imageLink(),
	priority: priority(),
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
		priority: fields.priority,
		isActive: fields.isActive,
	}),
	save: saveTestimonial,
	remove: deleteTestimonial,
	saved: ADMIN_TEXTS.content.testimonialSaved,
	deleted: ADMIN_TEXTS.content.testimonialDeleted,
}
