/**
 * The action of a list-and-editor tab (Projectos, Media, Testemunhos), told apart by the
 * form's `intent` (docs/product/behaviour.md, "Editors"): `save` (a record with an id is
 * updated, one without inserted; then back to the list), `delete`, and `upload-image` (the
 * editor's image, uploaded as soon as it is chosen). A save that also carries a file (a
 * browser without JavaScript) uploads it first. A save of a public item with English or
 * Spanish missing says so in its toast. Ordered lists (projects, testimonials) add `move`
 * (one row up or down, 'Mover para cima' / 'Mover para baixo') and `reorder` (the whole
 * order after a drag).
 */
import { data } from 'react-router'
import { z } from 'zod'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageWidth } from '#app/features/uploads/images.ts'
import type { ImageStorage, UploadFolder } from '#app/features/uploads/storage.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { acknowledge, adminAction, refuse, succeed } from '../forms/admin-action.server.ts'
import { intent, optionalRecordId, recordId, text, UNKNOWN_REQUEST } from '../forms/admin-fields.ts'
import { flash } from '../shell/flash.server.ts'
import { errorMessage, saveFailed } from './content-write.server.ts'
import { ImageUploadFields, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'
import { moveRecord, type OrderSpec, saveOrder } from './reorder.server.ts'
import { translationWarning, withTranslationWarning } from './translations.ts'

export { RecordNotFoundError } from './content-write.server.ts'

/** At most this many ids are read from a `reorder` form. */
const MAX_ORDERED = 1000

export interface EditorSpec<Shape extends z.ZodRawShape, Values> {
	folder: UploadFolder
	/** The field holding the image's URL (`image_url`, `thumbnail_url`, `photo_url`). */
	imageField: keyof Shape & string
	/** The editor's fields, by form field name. */
	fields: Shape
	/** The record's values from the checked fields. */
	values(fields: z.output<z.ZodObject<Shape>>): Values
	/** `storage`: where a replaced image's file is removed from (the configured one by default). */
	save(actor: AuditActor, id: string | undefined, values: Values, storage?: ImageStorage): Promise<string>
	remove(actor: AuditActor, id: string, storage?: ImageStorage): Promise<void>
	saved: string
	deleted: string
	/** The texts visitors read of a record, when it is public (for the missing-translation warning). */
	publicTexts(values: Values): (LocalizedText | null | undefined)[] | null
	/** The list's order, when the admin orders it (drag, 'Mover para cima'). */
	order?: OrderSpec
}

type Upload = { imageFile?: File; imageWidth: ImageWidth }
type EditorSubmission =
	| ({ intent: 'save'; id?: string } & Upload & Record<string, unknown>)
	| { intent: 'delete'; id: string }
	| ({ intent: 'upload-image' } & Upload)
	| { intent: 'move'; id: string; direction: 'up' | 'down' }
	| { intent: 'reorder'; order: string[] }

/** The ids of a list in its new order, comma-separated. */
const orderField = text()
	.transform((value) => value.split(',').map((id) => id.trim()))
	.pipe(
		z
			.array(z.uuid({ error: UNKNOWN_REQUEST }))
			.min(1, UNKNOWN_REQUEST)
			.max(MAX_ORDERED, UNKNOWN_REQUEST),
	)

/** The Zod schema of an editor tab's forms (and, for an ordered list, its move and reorder forms). */
export function editorSchema<Shape extends z.ZodRawShape>(
	fields: Shape,
	{ ordered = false }: { ordered?: boolean } = {},
): z.ZodType<EditorSubmission> {
	const forms = [
		z.object({ intent: intent('save'), id: optionalRecordId(), ...ImageUploadFields, ...fields }),
		z.object({ intent: intent('delete'), id: recordId() }),
		z.object({ intent: intent('upload-image'), ...ImageUploadFields }),
	] as const
	const ordering = [
		z.object({ intent: intent('move'), id: recordId(), direction: z.enum(['up', 'down'], { error: UNKNOWN_REQUEST }) }),
		z.object({ intent: intent('reorder'), order: orderField }),
	] as const
	return z.discriminatedUnion('intent', ordered ? [...forms, ...ordering] : [...forms], {
		error: UNKNOWN_REQUEST,
	}) as unknown as z.ZodType<EditorSubmission>
}

/** An editor tab's action; `storage` is where uploaded images go (the configured one by default). */
export function editorAction<Shape extends z.ZodRawShape, Values>(
	spec: EditorSpec<Shape, Values>,
	storage?: () => ImageStorage,
) {
	return adminAction(
		editorSchema(spec.fields, { ordered: Boolean(spec.order) }),
		async ({ data: submission, values, actor, context, url }) => {
			const list = url.pathname
			if (submission.intent === 'move' || submission.intent === 'reorder') {
				if (!spec.order) return refuse(context, values, UNKNOWN_REQUEST)
				try {
					if (submission.intent === 'move') await moveRecord(actor, spec.order, submission.id, submission.direction)
					else await saveOrder(actor, spec.order, submission.order)
					return acknowledge(context, ADMIN_TEXTS.content.orderSaved, submission.intent)
				} catch {
					return refuse(context, values, ADMIN_TEXTS.content.orderFailed, { status: 500 })
				}
			}
			if (submission.intent === 'upload-image') {
				const upload = await uploadImage(submission, spec.folder, actor, storage?.())
				if (!upload.ok) return refuse(context, values, upload.message)
				flash(context, { type: 'success', message: UPLOAD_SUCCESS })
				return data({ intent: 'upload-image', url: upload.url, message: UPLOAD_SUCCESS })
			}
			if (submission.intent === 'delete') {
				try {
					await spec.remove(actor, submission.id, storage?.())
					return succeed(context, spec.deleted, list)
				} catch {
					return refuse(context, values, ADMIN_TEXTS.content.deleteFailed, { status: 500 })
				}
			}
			const fields = submission as unknown as z.output<z.ZodObject<Shape>>
			let record = spec.values(fields)
			if (submission.imageFile) {
				const upload = await uploadImage(submission, spec.folder, actor, storage?.())
				if (!upload.ok)
					return refuse(context, values, upload.message, { errors: { [spec.imageField]: upload.message } })
				record = spec.values({ ...fields, [spec.imageField]: upload.url })
			}
			try {
				await spec.save(actor, submission.id, record, storage?.())
				const texts = spec.publicTexts(record)
				return succeed(context, withTranslationWarning(spec.saved, texts && translationWarning(...texts)), list)
			} catch (error) {
				return refuse(context, values, saveFailed(errorMessage(error)), { status: 500 })
			}
		},
		{ invalid: saveFailed },
	)
}
