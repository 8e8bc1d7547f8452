/**
 * Image upload rules shared by the admin UI and the server (docs/product/rules.md; issue 5 item 6).
 * Client-safe: the admin form reads its width choice, size limit and messages from here;
 * the real check and the re-encoding happen on the server (`images.server.ts`).
 */

/** 5 MB: larger uploads are refused before anything decodes them. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The maximum widths the admin can choose; images are only shrunk to them, never enlarged. */
export const IMAGE_WIDTHS = { small: 400, medium: 800, large: 1200 } as const

export type ImageWidth = (typeof IMAGE_WIDTHS)[keyof typeof IMAGE_WIDTHS]

export const IMAGE_DEFAULT_WIDTH: ImageWidth = IMAGE_WIDTHS.medium

/** The width choice as the admin form shows it, in order, with the documented labels. */
export const IMAGE_WIDTH_OPTIONS: readonly { width: ImageWidth; label: string }[] = [
	{ width: IMAGE_WIDTHS.small, label: 'Pequena' },
	{ width: IMAGE_WIDTHS.medium, label: 'Média' },
	{ width: IMAGE_WIDTHS.large, label: 'Grande' },
]

/** JPEG quality of every stored image (the documented 0.85). */
export const IMAGE_JPEG_QUALITY = 85

/** For `<input type="file" accept>`: the formats the server accepts (it checks the content anyway). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

export type ImageError = 'invalid-image' | 'too-large'

/** The documented messages, exactly (admin UI is in European Portuguese). */
export const IMAGE_ERROR_MESSAGES: Record<ImageError, string> = {
	'invalid-image': 'Por favor selecione uma imagem válida',
	'too-large': 'Imagem muito grande. Máximo 5MB.',
}

/** A width from a form field; anything that is not one of the choices gives the default. */
export function parseImageWidth(value: unknown): ImageWidth {
	const width = Number(value)
	return IMAGE_WIDTH_OPTIONS.find((option) => option.width === width)?.width ?? IMAGE_DEFAULT_WIDTH
}

/**
 * The browser's quick check before uploading (declared type and size, as docs/product says).
 * Only a convenience: the server decides by the file's content.
 */
export function precheckImageFile(file: { size: number; type: string }): ImageError | undefined {
	if (!file.type.startsWith('image/')) return 'invalid-image'
	if (file.size > IMAGE_MAX_BYTES) return 'too-large'
	return undefined
}
