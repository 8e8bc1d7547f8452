/**
 * The action of a list-and-editor tab (Projectos, Media, Testemunhos), told apart by the
 * form's `intent` (docs/product/behaviour.md, "Editors"): `save` (a record with an id is
 * updated, one without inserted; then back to the list), `delete`, and `upload-image` (the
 * editor's image, uploaded as soon as it is chosen). A save that also carries a file (a
 * browser without JavaScript) uploads it first.
 */
import { data } from 'react-router'
import { z } from 'zod'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageWidth } from '#app/features/uploads/images.ts'
import type { ImageStorage, UploadFolder } from '#app/features/uploads/storage.server.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { adminAction, refuse, succeed } from '../forms/admin-action.server.ts'
import { intent, optionalRecordId, recordId, UNKNOWN_REQUEST } from '../forms/admin-fields.ts'
import { flash } from '../shell/flash.server.ts'
import { errorMessage, saveFailed } from './content-write.server.ts'
import { ImageUploadFields, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'

/** Thrown by a save or delete whose record no longer exists. */
export class RecordNotFoundError extends Error {
	override name = 'RecordNotFoundError'
	constructor() {
		super('o registo já não existe')
	}
}

export interface EditorSpec<Shape extends z.ZodRawShape, Values> {
	folder: UploadFolder
	/** The field holding the image's URL (`image_url`, `thumbnail_url`, `photo_url`). */
	imageField: keyof Shape & string
	/** The editor's fields, by form field name. */
	fields: Shape
	/** The record's values from the checked fields. */
	values(fields: z.output<z.ZodObject<Shape>>): Values
	save(actor: AuditActor, id: string | undefined, values: Values): Promise<string>
	remove(actor: AuditActor, id: string): Promise<void>
	saved: string
	deleted: string
}

type Upload = { imageFile?: File; imageWidth: ImageWidth }
type EditorSubmission =
	| ({ intent: 'save'; id?: string } & Upload & Record<string, unknown>)
	| { intent: 'delete'; id: string }
	| ({ intent: 'upload-image' } & Upload)

/** The Zod schema of an editor tab's three forms. */
export function editorSchema<Shape extends z.ZodRawShape>(fields: Shape): z.ZodType<EditorSubmission> {
	return z.discriminatedUnion(
		'intent',
		[
			z.object({ intent: intent('save'), id: optionalRecordId(), ...ImageUploadFields, ...fields }),
			z.object({ intent: intent('delete'), id: recordId() }),
			z.object({ intent: intent('upload-image'), ...ImageUploadFields }),
		],
		{ error: UNKNOWN_REQUEST },
	) as unknown as z.ZodType<EditorSubmission>
}

/** An editor tab's action; `storage` is where uploaded images go (the configured one by default). */
export function editorAction<Shape extends z.ZodRawShape, Values>(
	spec: EditorSpec<Shape, Values>,
	storage?: () => ImageStorage,
) {
	return adminAction(
		editorSchema(spec.fields),
		async ({ data: submission, values, actor, context, url }) => {
			const list = url.pathname
			if (submission.intent === 'upload-image') {
				const upload = await uploadImage(submission, spec.folder, actor, storage?.())
				if (!upload.ok) return refuse(context, values, upload.message)
				flash(context, { type: 'success', message: UPLOAD_SUCCESS })
				return data({ intent: 'upload-image', url: upload.url, message: UPLOAD_SUCCESS })
			}
			if (submission.intent === 'delete') {
				try {
					await spec.remove(actor, submission.id)
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
				await spec.save(actor, submission.id, record)
				return succeed(context, spec.saved, list)
			} catch (error) {
				return refuse(context, values, saveFailed(errorMessage(error)), { status: 500 })
			}
		},
		{ invalid: saveFailed },
	)
}
