/**
 * The actions of the single-form tabs (Bio, Definições, Press Kit), with the answers of
 * docs/product/messages.md. The list-and-editor tabs share `editor-action.server.ts`.
 */
import { data } from 'react-router'
import { z } from 'zod'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { adminAction, refuse, succeed } from '../forms/admin-action.server.ts'
import { intent, PORTUGUESE_REQUIRED, UNKNOWN_REQUEST } from '../forms/admin-fields.ts'
import { localizedFieldName } from '../forms/admin-form.ts'
import { flash } from '../shell/flash.server.ts'
import { BIO_FIELDS, bioValues, saveBio } from './bio-editor.server.ts'
import { errorMessage, saveFailed } from './content-write.server.ts'
import { ImageUploadFields, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'
import {
	PRESS_KIT_FIELDS,
	savePressKit,
	saveTextSettings,
	TEXT_SETTINGS_FIELDS,
	type TextSettings,
} from './site-settings-editor.server.ts'

export const BioActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent('save'), ...ImageUploadFields, ...BIO_FIELDS }),
		z.object({ intent: intent('upload-image'), ...ImageUploadFields }),
	],
	{ error: UNKNOWN_REQUEST },
)

/** 'Guardar Alterações' of the Bio tab, and its image uploaded as soon as it is chosen. */
export function bioAction(storage?: () => ImageStorage) {
	return adminAction(
		BioActionSchema,
		async ({ data: submission, values, actor, context, url }) => {
			if (submission.intent === 'upload-image') {
				const upload = await uploadImage(submission, 'bio', actor, storage?.())
				if (!upload.ok) return refuse(context, values, upload.message)
				flash(context, { type: 'success', message: UPLOAD_SUCCESS })
				return data({ intent: 'upload-image', url: upload.url, message: UPLOAD_SUCCESS })
			}
			let fields = submission
			if (submission.imageFile) {
				const upload = await uploadImage(submission, 'bio', actor, storage?.())
				if (!upload.ok) return refuse(context, values, upload.message, { errors: { bio_image_url: upload.message } })
				fields = { ...submission, bio_image_url: upload.url }
			}
			try {
				await saveBio(actor, bioValues(fields))
				return succeed(context, ADMIN_TEXTS.content.bioSaved, url.pathname)
			} catch (error) {
				return refuse(context, values, saveFailed(errorMessage(error)), { status: 500 })
			}
		},
		{ invalid: saveFailed },
	)
}

export const SiteTextsActionSchema = z.object({ intent: intent('save'), ...TEXT_SETTINGS_FIELDS })

/** 'Guardar Definições': the four texts, written in order in one transaction. */
export const siteTextsAction = adminAction(
	SiteTextsActionSchema,
	async ({ data: submission, values, actor, context, url }) => {
		const { intent: _, ...texts } = submission
		const result = await saveTextSettings(actor, texts as TextSettings)
		if (result.ok) return succeed(context, ADMIN_TEXTS.content.settingsSaved, url.pathname)
		return refuse(context, values, ADMIN_TEXTS.content.settingFailed(result.key), {
			errors: result.invalid ? { [localizedFieldName(result.key, 'pt-PT')]: PORTUGUESE_REQUIRED } : {},
			status: result.invalid ? 400 : 500,
		})
	},
	// 'Erro ao actualizar {key}' names the first text that stops the save (docs/product/messages.md).
	{ invalid: (_, field) => ADMIN_TEXTS.content.settingFailed(field.split('.')[0] ?? '') },
)

export const PressKitActionSchema = z.object({ intent: intent('save'), ...PRESS_KIT_FIELDS })

/** 'Guardar Press Kit'. */
export const pressKitAction = adminAction(
	PressKitActionSchema,
	async ({ data: submission, values, actor, context, url }) => {
		const { intent: _, ...pressKit } = submission
		try {
			await savePressKit(actor, pressKit)
			return succeed(context, ADMIN_TEXTS.content.pressKitSaved, url.pathname)
		} catch {
			return refuse(context, values, ADMIN_TEXTS.content.pressKitFailed, { status: 500 })
		}
	},
	{ invalid: () => ADMIN_TEXTS.content.pressKitFailed },
)
