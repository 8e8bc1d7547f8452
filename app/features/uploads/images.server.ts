/**
 * Turns an uploaded file into the JPEG the site publishes (issue 5 item 6): refuses files
 * over 5 MB before decoding anything, accepts only real images of the allowed formats (by
 * their content, never by name or declared type), refuses decompression bombs, applies the
 * EXIF orientation, shrinks (never enlarges) to the chosen width, flattens transparency onto
 * white and re-encodes as JPEG quality 85 with no metadata at all (no GPS position, camera
 * serial or colour profile is published; colours are converted to sRGB).
 */
import type { Metadata, SharpOptions } from 'sharp'
import { IMAGE_DEFAULT_WIDTH, IMAGE_JPEG_QUALITY, IMAGE_MAX_BYTES, type ImageError, type ImageWidth } from './images.ts'

export {
	IMAGE_DEFAULT_WIDTH,
	IMAGE_ERROR_MESSAGES,
	IMAGE_JPEG_QUALITY,
	IMAGE_MAX_BYTES,
	IMAGE_WIDTH_OPTIONS,
	IMAGE_WIDTHS,
	type ImageError,
	type ImageWidth,
	parseImageWidth,
} from './images.ts'

/**
 * About 52 megapixels: a full-resolution 48 or 50 MP phone photo passes; a small file that
 * claims huge dimensions (a decompression bomb) is refused before its pixels are decoded.
 */
export const IMAGE_MAX_PIXELS = 50 * 1024 * 1024

/**
 * Decoders whose output is a plain raster image. Not SVG (it may carry scripts and
 * external references), not TIFF, PDF, RAW or libvips' own formats. `heif` is what sharp
 * reports for AVIF; its prebuilt libheif decodes AV1 only, so iPhone HEIC (HEVC) files
 * fail to decode and are refused as invalid too.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

/** The safety settings of every decoder call on untrusted input. */
const INPUT_OPTIONS = {
	limitInputPixels: IMAGE_MAX_PIXELS,
	// Abort on any decoder warning (truncated or corrupt data): the recommended level for untrusted input.
	failOn: 'warning',
	// Only the first frame of an animated GIF or WebP.
	pages: 1,
} as const satisfies SharpOptions

export type ProcessedImage = { ok: true; data: Buffer; width: number; height: number; format: 'jpeg' }
export type ImageResult = ProcessedImage | { ok: false; error: ImageError }

export async function processImage(
	input: Buffer | Uint8Array,
	{ width = IMAGE_DEFAULT_WIDTH }: { width?: ImageWidth } = {},
): Promise<ImageResult> {
	if (input.byteLength > IMAGE_MAX_BYTES) return { ok: false, error: 'too-large' }
	if (input.byteLength === 0) return { ok: false, error: 'invalid-image' }

	// sharp (and libvips with it) is loaded by the first upload, not by every process at start
	// (docs/decisions/029-memory-heap-settings-and-pglite-creation.md).
	const { default: sharp } = await import('sharp')
	let metadata: Metadata
	try {
		// Reads the header only: the format is known from the bytes, whatever the file was called.
		// No pixel limit here (nothing is decoded yet), so an oversized claim is told apart below.
		metadata = await sharp(input, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata()
	} catch {
		return { ok: false, error: 'invalid-image' }
	}
	if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
		return { ok: false, error: 'invalid-image' }
	}
	// Dimensions a decoder would have to allocate (of the first frame only): a decompression
	// bomb is refused here, before its pixels are decoded; the decoder's own limit backs this up.
	if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) {
		return { ok: false, error: 'too-large' }
	}

	try {
		const { data, info } = await sharp(input, INPUT_OPTIONS)
			.rotate()
			.resize({ width, withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			// No withMetadata/keepExif/keepIccProfile: sharp writes no EXIF, XMP, IPTC or ICC data.
			.jpeg({ quality: IMAGE_JPEG_QUALITY, mozjpeg: true })
			.toBuffer({ resolveWithObject: true })
		return { ok: true, data, width: info.width, height: info.height, format: 'jpeg' }
	} catch {
		// Corrupt or truncated pixel data that a valid header did not reveal.
		return { ok: false, error: 'invalid-image' }
	}
}
