/**
 * The image upload of the content editors (docs/product/rules.md, "Images"): the file is
 * checked by its content and re-encoded (`processImage`: at most 5 MB, a real image, JPEG
 * quality 85, no metadata, only shrunk), then stored under `{folder}/{random}-{timestamp}.jpg`
 * without ever overwriting; the public URL goes back to the editor, which saves it in the entity.
 * Bodies over the dashboard's limit never get here: the server refuses them first (413).
 */
import { z } from 'zod'
import { db } from '#app/db/client.server.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { recordAudit } from '#app/features/auth/audit.server.ts'
import { processImage } from '#app/features/uploads/images.server.ts'
import {
	IMAGE_ERROR_MESSAGES,
	IMAGE_MAX_BYTES,
	type ImageWidth,
	parseImageWidth,
} from '#app/features/uploads/images.ts'
import { defaultImageStorage, type ImageStorage, type UploadFolder } from '#app/features/uploads/storage.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

export const UPLOAD_SUCCESS = ADMIN_TEXTS.content.imageUploaded
export const UPLOAD_FAILURE = ADMIN_TEXTS.content.imageFailed

/**
 * An upload's form fields: the file (`imageFile`; a file input left empty sends an empty
 * file, read as none) and the width choice (`imageWidth`).
 */
export const ImageUploadFields = {
	imageFile: z
		.union([z.instanceof(File), z.string()])
		.optional()
		.transform((value) => (value instanceof File && value.size > 0 ? value : undefined)),
	imageWidth: z.string().optional().transform(parseImageWidth),
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: string }

export async function uploadImage(
	{ imageFile: file, imageWidth }: { imageFile?: File; imageWidth: ImageWidth },
	folder: UploadFolder,
	actor: AuditActor,
	storage: ImageStorage = defaultImageStorage(),
): Promise<UploadResult> {
	if (!file) return { ok: false, message: IMAGE_ERROR_MESSAGES['invalid-image'] }
	// Refused before its bytes are read.
	if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_ERROR_MESSAGES['too-large'] }
	const processed = await processImage(new Uint8Array(await file.arrayBuffer()), { width: imageWidth })
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
