/**
 * An image of a content entity (bio, project, article thumbnail, testimonial photo; docs/product/pages.md,
 * §5): a width choice (Pequena 400, Média 800 by default, Grande 1200), a quick check in the
 * browser ('Por favor selecione uma imagem válida', 'Imagem muito grande. Máximo 5MB.'), and
 * the upload as soon as a file is chosen, to the page's own action (`intent=upload-image`),
 * which checks the content, re-encodes and stores it, and says how it went in a toast. The
 * returned URL goes into the hidden field `name`, saved with the entity. Without JavaScript,
 * the file goes with the save. Beside it, the image's alternative text per language
 * (`altName.pt-PT`…), published as the image's `alt`.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useFormAction } from 'react-router'
import { showAdminToast } from '#app/features/admin/shell/admin-toast.tsx'
import { TextField } from '#app/features/forms/form-fields.tsx'
import {
	IMAGE_ACCEPT,
	IMAGE_DEFAULT_WIDTH,
	IMAGE_ERROR_MESSAGES,
	IMAGE_WIDTH_OPTIONS,
	precheckImageFile,
} from '#app/features/uploads/images.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { localizedFieldName, useAdminForm } from '../forms/admin-form.ts'
import { LanguageTabs, localesWithErrors } from './language-tabs.tsx'

export interface ImageUploadFieldProps {
	/** The field holding the image's URL (`image_url`, `photo_url`…). */
	name: string
	label: string
	defaultValue?: string | null
	/** How the preview is cropped: a portrait, a wide card image, a round photo. */
	shape?: 'wide' | 'portrait' | 'round'
	error?: string
	/** The field of the image's alternative text per language (`image_alt`…), and its stored value. */
	alt?: { name: string; stored: LocalizedText | null | undefined; whenEmpty?: string }
}

export function ImageUploadField({ name, label, defaultValue, shape = 'wide', error, alt }: ImageUploadFieldProps) {
	const form = useAdminForm('save')
	const [url, setUrl] = useState(defaultValue ?? '')
	const fetcher = useFetcher<{ intent: string; url?: string }>()
	const action = useFormAction()
	const fileInput = useRef<HTMLInputElement>(null)
	const widthSelect = useRef<HTMLSelectElement>(null)
	const id = useId()
	const uploading = fetcher.state !== 'idle'

	// The toast (success or refusal) comes from the action, like every admin answer.
	const answer = fetcher.data
	useEffect(() => {
		if (answer?.intent !== 'upload-image') return
		if (answer.url) setUrl(answer.url)
		if (fileInput.current) fileInput.current.value = ''
	}, [answer])

	function upload(file: File) {
		const problem = precheckImageFile(file)
		if (problem) {
			showAdminToast({ type: 'error', message: IMAGE_ERROR_MESSAGES[problem] })
			if (fileInput.current) fileInput.current.value = ''
			return
		}
		const form = new FormData()
		form.set('intent', 'upload-image')
		form.set('imageFile', file)
		form.set('imageWidth', widthSelect.current?.value ?? String(IMAGE_DEFAULT_WIDTH))
		fetcher.submit(form, { method: 'post', encType: 'multipart/form-data', action })
	}

	const previewShape =
		shape === 'round' ? 'size-24 rounded-full' : shape === 'portrait' ? 'h-40 w-32 rounded-xl' : 'h-32 w-48 rounded-xl'

	return (
		<fieldset
			className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-sand-200 bg-sand-50/60 p-4"
			aria-busy={uploading}
		>
			<legend className="px-1 text-sm font-medium">{label}</legend>
			<input type="hidden" name={name} value={url} />
			<div className="flex flex-wrap items-start gap-4">
				<div
					className={`${previewShape} grid shrink-0 place-items-center overflow-hidden border border-sand-200 bg-white`}
				>
					{url ? (
						<img src={url} alt="" className="size-full object-cover" data-testid="image-preview" />
					) : (
						<span className="px-2 text-center text-xs text-muted">Sem imagem</span>
					)}
				</div>
				<div className="grid min-w-0 flex-1 basis-56 grid-cols-1 gap-3">
					<div className="grid grid-cols-1 gap-1.5">
						<label htmlFor={`${id}-width`} className="text-sm font-medium">
							Largura máxima
						</label>
						<select
							id={`${id}-width`}
							ref={widthSelect}
							name="imageWidth"
							defaultValue={IMAGE_DEFAULT_WIDTH}
							className="field max-w-64"
						>
							{IMAGE_WIDTH_OPTIONS.map((option) => (
								<option key={option.width} value={option.width}>
									{option.label} ({option.width}px)
								</option>
							))}
						</select>
					</div>
					<div className="grid grid-cols-1 gap-1.5">
						<label htmlFor={`${id}-file`} className="text-sm font-medium">
							Carregar imagem
						</label>
						<input
							id={`${id}-file`}
							ref={fileInput}
							type="file"
							name="imageFile"
							accept={IMAGE_ACCEPT}
							disabled={uploading}
							onChange={(event) => {
								const file = event.currentTarget.files?.[0]
								if (file) upload(file)
							}}
							className="max-w-full text-sm file:mr-3 file:rounded-full file:border file:border-ocean-800/25 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ocean-900 hover:file:bg-sand-100"
						/>
						<p className="text-xs text-muted">
							JPEG, PNG, WebP, GIF ou AVIF, até 5MB. Publicada em JPEG, sem metadados.
						</p>
					</div>
					{uploading ? (
						<p role="status" className="text-sm font-medium text-sea-700">
							A carregar imagem...
						</p>
					) : null}
					{url ? (
						<button
							type="button"
							onClick={() => setUrl('')}
							className="justify-self-start text-sm font-medium text-coral-700 underline underline-offset-4"
						>
							Remover imagem
						</button>
					) : null}
					{error ? <p className="text-sm font-medium text-coral-700">{error}</p> : null}
				</div>
			</div>
			{alt ? (
				<div className="grid grid-cols-1 gap-2 border-t border-sand-200 pt-3">
					<LanguageTabs
						label={`Idioma do texto alternativo: ${label}`}
						hint={null}
						invalid={localesWithErrors(form.errors, alt.name)}
					>
						{(locale) => (
							<TextField
								{...form.bind(localizedFieldName(alt.name, locale), alt.stored?.[locale])}
								label={`${ADMIN_TEXTS.content.altText} (${locale === 'pt-PT' ? 'PT' : locale.toUpperCase()})`}
								idPrefix={`${id}-alt-${locale}`}
								maxLength={300}
							/>
						)}
					</LanguageTabs>
					<p className="text-xs text-muted">
						{ADMIN_TEXTS.content.altTextHint(alt.whenEmpty ?? ADMIN_TEXTS.content.altDecorative)}
					</p>
				</div>
			) : null}
		</fieldset>
	)
}
