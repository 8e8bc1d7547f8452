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
import {
	BIO_FIELDS,
	bioPublicTexts,
	bioValues,
	MAX_TIMELINE_ITEMS,
	moveMilestone,
	saveBio,
} from './bio-editor.server.ts'
import { errorMessage, saveFailed } from './content-write.server.ts'
import { ImageUploadFields, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'
import {
	PRESS_KIT_FIELDS,
	savePressKit,
	saveTextSettings,
	TEXT_SETTINGS_FIELDS,
	type TextSettings,
} from './site-settings-editor.server.ts'
import { translationWarning, withTranslationWarning } from './translations.ts'

/** 'Mover para cima' of a milestone without JavaScript: `{position}:{up|down}`. */
const milestoneMove = z
	.string({ error: UNKNOWN_REQUEST })
	.regex(/^\d{1,3}:(up|down)$/, UNKNOWN_REQUEST)
	.transform((value) => {
		const [position, direction] = value.split(':')
		return { index: Number(position), direction: direction as 'up' | 'down' }
	})
	.refine((move) => move.index < MAX_TIMELINE_ITEMS, UNKNOWN_REQUEST)

export const BioActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent('save'), ...ImageUploadFields, ...BIO_FIELDS }),
		z.object({ intent: intent('upload-image'), ...ImageUploadFields }),
		z.object({ intent: intent('move-milestone'), move: milestoneMove }),
	],
	{ error: UNKNOWN_REQUEST },
)

/**
 * 'Guardar Alterações' of the Bio tab, its image uploaded as soon as it is chosen, and a
 * milestone moved up or down (the form without JavaScript).
 */
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
			if (submission.intent === 'move-milestone') {
				try {
					await moveMilestone(actor, submission.move.index, submission.move.direction)
					return succeed(context, ADMIN_TEXTS.content.orderSaved, url.pathname)
				} catch {
					return refuse(context, values, ADMIN_TEXTS.content.orderFailed, { status: 500 })
				}
			}
			let fields = submission
			if (submission.imageFile) {
				const upload = await uploadImage(submission, 'bio', actor, storage?.())
				if (!upload.ok) return refuse(context, values, upload.message, { errors: { bio_image_url: upload.message } })
				fields = { ...submission, bio_image_url: upload.url }
			}
			try {
				const bio = bioValues(fields)
				await saveBio(actor, bio, storage?.())
				const warning = translationWarning(...bioPublicTexts(bio))
				return succeed(context, withTranslationWarning(ADMIN_TEXTS.content.bioSaved, warning), url.pathname)
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
		if (result.ok) {
			const warning = translationWarning(...Object.values(texts as TextSettings))
			return succeed(context, withTranslationWarning(ADMIN_TEXTS.content.settingsSaved, warning), url.pathname)
		}
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
			// An official bio in Portuguese only: English and Spanish visitors read it in Portuguese.
			const warning = pressKit.bio_pt
				? translationWarning({ 'pt-PT': pressKit.bio_pt, en: pressKit.bio_en ?? '', es: pressKit.bio_es ?? '' })
				: null
			return succeed(context, withTranslationWarning(ADMIN_TEXTS.content.pressKitSaved, warning), url.pathname)
		} catch {
			return refuse(context, values, ADMIN_TEXTS.content.pressKitFailed, { status: 500 })
		}
	},
	{ invalid: () => ADMIN_TEXTS.content.pressKitFailed },
)
