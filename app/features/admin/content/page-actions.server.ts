/**
 * The actions of the single-form tabs (Bio, Definições, Press Kit), with the answers of
 * SPEC §8. The list-and-editor tabs share `editor-action.server.ts`.
 */
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { type AdminFormState, localizedFieldName, PORTUGUESE_REQUIRED, saveFailed } from '../forms/admin-form.ts'
import { readBio, saveBio } from './bio-editor.server.ts'
import { errorMessage } from './content-write.server.ts'
import { hasImageFile, UPLOAD_SUCCESS, uploadImage } from './image-upload.server.ts'
import { FormReader } from './read-form.server.ts'
import { readPressKit, readTextSettings, savePressKit, saveTextSettings } from './site-settings-editor.server.ts'

export type ActionAnswer = { state: AdminFormState; status: number }

function invalid(intent: string, reader: FormReader, message: (first: string) => string): ActionAnswer {
	const [first] = Object.values(reader.errors)
	return { state: { intent, status: 'error', message: message(first ?? ''), errors: reader.errors }, status: 400 }
}

export async function bioAction(form: FormData, actor: AuditActor, storage?: ImageStorage): Promise<ActionAnswer> {
	const intent = String(form.get('intent') ?? '')
	if (intent === 'upload-image' || (intent === 'save' && hasImageFile(form))) {
		const upload = await uploadImage(form, 'bio', actor, storage)
		if (!upload.ok) return { state: { intent, status: 'error', message: upload.message }, status: 400 }
		if (intent === 'upload-image') {
			return { state: { intent, status: 'success', message: UPLOAD_SUCCESS, url: upload.url }, status: 200 }
		}
		form.set('bio_image_url', upload.url)
	}
	if (intent !== 'save') return { state: { intent, status: 'error', message: 'Pedido desconhecido.' }, status: 400 }
	const reader = new FormReader(form)
	const values = readBio(reader)
	if (!reader.valid) return invalid(intent, reader, saveFailed)
	try {
		await saveBio(actor, values)
		return { state: { intent, status: 'success', message: 'Bio actualizada com sucesso!' }, status: 200 }
	} catch (error) {
		return { state: { intent, status: 'error', message: saveFailed(errorMessage(error)) }, status: 500 }
	}
}

export async function settingsAction(form: FormData, actor: AuditActor): Promise<ActionAnswer> {
	const intent = 'save'
	const values = readTextSettings(new FormReader(form))
	const result = await saveTextSettings(actor, values)
	return result.ok
		? { state: { intent, status: 'success', message: 'Definições actualizadas com sucesso!' }, status: 200 }
		: {
				state: {
					intent,
					status: 'error',
					message: `Erro ao actualizar ${result.key}`,
					errors: result.invalid ? { [localizedFieldName(result.key, 'pt-PT')]: PORTUGUESE_REQUIRED } : {},
				},
				status: 400,
			}
}

export async function pressKitAction(form: FormData, actor: AuditActor): Promise<ActionAnswer> {
	const intent = 'save'
	const reader = new FormReader(form)
	const value = readPressKit(reader)
	if (!reader.valid) return invalid(intent, reader, () => 'Erro ao guardar press kit')
	try {
		await savePressKit(actor, value)
		return { state: { intent, status: 'success', message: 'Press kit guardado com sucesso!' }, status: 200 }
	} catch {
		return { state: { intent, status: 'error', message: 'Erro ao guardar press kit' }, status: 500 }
	}
}
