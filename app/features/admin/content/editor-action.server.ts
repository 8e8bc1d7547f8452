/**
 * The action of a list-and-editor tab (Projectos, Media, Testemunhos), told apart by the
 * form's `intent`: `save` (a record with an id is updated, without one inserted; SPEC §4),
 * `delete`, and `upload-image` (the editor's image, uploaded as soon as it is chosen). A
 * save that also carries a file (a browser without JavaScript) uploads it first.
 */
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage, UploadFolder } from '#app/features/uploads/storage.server.ts'
import type { AdminFormState } from '../forms/admin-form.ts'
import { saveFailed } from '../forms/admin-form.ts'
import { errorMessage } from './content-write.server.ts'
import { hasImageFile, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'
import { FormReader } from './read-form.server.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Thrown by a save or delete whose record no longer exists. */
export class RecordNotFoundError extends Error {
	override name = 'RecordNotFoundError'
	constructor() {
		super('o registo já não existe')
	}
}

export interface EditorSpec<Values> {
	folder: UploadFolder
	/** The field holding the image's URL (`image_url`, `thumbnail_url`, `photo_url`). */
	imageField: string
	read(reader: FormReader): Values
	save(actor: AuditActor, id: string | undefined, values: Values): Promise<string>
	remove(actor: AuditActor, id: string): Promise<void>
	saved: string
	deleted: string
}

/** The id of the record a form is about; undefined for a new one (or a malformed id). */
function recordId(form: FormData): string | undefined {
	const id = String(form.get('id') ?? '').trim()
	return UUID.test(id) ? id : undefined
}

export async function editorAction<Values>(
	form: FormData,
	actor: AuditActor,
	spec: EditorSpec<Values>,
	/** Where uploaded images go; the configured storage by default. */
	storage?: ImageStorage,
): Promise<{ state: AdminFormState; status: number }> {
	const intent = String(form.get('intent') ?? '')
	if (intent === 'upload-image') {
		const upload = await uploadImage(form, spec.folder, actor, storage)
		return upload.ok
			? { state: { intent, status: 'success', message: UPLOAD_SUCCESS, url: upload.url }, status: 200 }
			: { state: { intent, status: 'error', message: upload.message }, status: 400 }
	}
	if (intent === 'delete') {
		const id = recordId(form)
		try {
			if (!id) throw new RecordNotFoundError()
			await spec.remove(actor, id)
			return { state: { intent, status: 'success', message: spec.deleted }, status: 200 }
		} catch {
			return { state: { intent, status: 'error', message: 'Erro ao eliminar' }, status: 500 }
		}
	}
	if (intent === 'save') {
		if (hasImageFile(form)) {
			const upload = await uploadImage(form, spec.folder, actor, storage)
			if (!upload.ok) {
				return { state: { intent, status: 'error', message: upload.message, errors: {} }, status: 400 }
			}
			form.set(spec.imageField, upload.url)
		}
		const reader = new FormReader(form)
		const values = spec.read(reader)
		if (!reader.valid) {
			const [first] = Object.values(reader.errors)
			return {
				state: { intent, status: 'error', message: saveFailed(first ?? ''), errors: reader.errors },
				status: 400,
			}
		}
		try {
			await spec.save(actor, recordId(form), values)
			return { state: { intent, status: 'success', message: spec.saved }, status: 200 }
		} catch (error) {
			return { state: { intent, status: 'error', message: saveFailed(errorMessage(error)) }, status: 500 }
		}
	}
	return { state: { intent, status: 'error', message: 'Pedido desconhecido.' }, status: 400 }
}
