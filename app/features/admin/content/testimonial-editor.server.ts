/** The Testemunhos tab (SPEC §2, §3, §7): the list, the editor's save and the delete. */
import { desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { testimonials } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { writeContent } from './content-write.server.ts'
import { type EditorSpec, RecordNotFoundError } from './editor-action.server.ts'
import type { FormReader } from './read-form.server.ts'

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

export function readTestimonial(reader: FormReader): TestimonialValues {
	return {
		name: reader.text('name', { required: true, max: 100 }),
		role: reader.localized('role'),
		testimonial: reader.localized('testimonial', { required: true }),
		photoUrl: reader.url('photo_url'),
		priority: reader.priority(),
		isActive: reader.active(),
	}
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

export const TESTIMONIAL_EDITOR: EditorSpec<TestimonialValues> = {
	folder: 'testimonials',
	imageField: 'photo_url',
	read: readTestimonial,
	save: saveTestimonial,
	remove: deleteTestimonial,
	saved: 'Testemunho guardado com sucesso!',
	deleted: 'Testemunho eliminado!',
}
