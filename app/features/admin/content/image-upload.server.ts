/**
 * The image upload of the content editors (SPEC §5, issue 5 item 6): the file is checked by
 * its content and re-encoded (`processImage`: at most 5 MB, real image, JPEG quality 85, no
 * metadata, only shrunk), then stored under `{folder}/{random}-{timestamp}.jpg` without ever
 * overwriting; the public URL goes back to the editor, which saves it in the entity.
 */

import { db } from '#app/db/client.server.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { recordAudit } from '#app/features/auth/audit.server.ts'
import { processImage } from '#app/features/uploads/images.server.ts'
import { IMAGE_ERROR_MESSAGES, IMAGE_MAX_BYTES, parseImageWidth } from '#app/features/uploads/images.ts'
import { defaultImageStorage, type ImageStorage, type UploadFolder } from '#app/features/uploads/storage.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { AdminFormState } from '../forms/admin-form.ts'

/** The form fields of an upload: the file and the width choice. */
export const IMAGE_FILE_FIELD = 'imageFile'
export const IMAGE_WIDTH_FIELD = 'imageWidth'

export const UPLOAD_SUCCESS = 'Imagem carregada com sucesso!'
export const UPLOAD_FAILURE = 'Erro ao carregar imagem. Tente novamente.'

export type UploadResult = { ok: true; url: string } | { ok: false; message: string }

/** Whether the form carries a file to upload (a file input left empty sends an empty file). */
export function hasImageFile(form: FormData): boolean {
	const file = form.get(IMAGE_FILE_FIELD)
	return typeof file === 'object' && file !== null && file.size > 0
}

export async function uploadImage(
	form: FormData,
	folder: UploadFolder,
	actor: AuditActor,
	storage: ImageStorage = defaultImageStorage(),
): Promise<UploadResult> {
	const file = form.get(IMAGE_FILE_FIELD)
	if (typeof file !== 'object' || file === null || file.size === 0) {
		return { ok: false, message: IMAGE_ERROR_MESSAGES['invalid-image'] }
	}
	// Refused before its bytes are read.
	if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_ERROR_MESSAGES['too-large'] }
	const processed = await processImage(new Uint8Array(await file.arrayBuffer()), {
		width: parseImageWidth(form.get(IMAGE_WIDTH_FIELD)),
	})
	if (!processed.ok) return { ok: false, message: IMAGE_ERROR_MESSAGES[processed.error] }
	try {
		const stored = await storage.save(folder, processed.data, 'jpg')
		await recordAudit(db(), {
			actor,
			action: 'image.upload',
			entity: 'image',
			entityId: stored.key,
			details: { folder, width: processed.width, height: processed.height },
		})
		return { ok: true, url: stored.url }
	} catch (error) {
		logger.error({ err: error, folder }, 'image upload failed')
		return { ok: false, message: UPLOAD_FAILURE }
	}
}

/** A form with an image and the editor's texts: the 5 MB image plus room for the fields. */
export const MAX_FORM_BYTES = IMAGE_MAX_BYTES + 1024 * 1024

/**
 * Whether a request's declared body is too big to be a content form, so it is refused before
 * anything reads it ('Imagem muito grande. Máximo 5MB.': only an image makes a form that big).
 */
export function isOversizedForm(request: Request): boolean {
	return Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES
}

export const OVERSIZED_ANSWER: { state: AdminFormState; status: number } = {
	state: { intent: 'upload-image', status: 'error', message: IMAGE_ERROR_MESSAGES['too-large'] },
	status: 413,
}
