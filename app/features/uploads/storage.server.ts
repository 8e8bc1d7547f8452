/**
 * Where processed images go. `ImageStorage` is the seam; the one driver shipped keeps every
 * image in the database (`stored_images`, decision 024), served by the app itself at
 * `/uploads/{key}` (`server/uploads.ts`), so any process on one PostgreSQL serves any image
 * and one database backup holds them all. An object-store driver (an S3-compatible bucket
 * behind a CDN) would implement the same methods: `save` puts the object at the same key
 * (`{folder}/{random}-{timestamp}.jpg`) with `Content-Type: image/jpeg`, `Cache-Control:
 * public, max-age=31536000, immutable` and `If-None-Match: *` (so it never overwrites), and
 * returns the bucket's or CDN's public URL; `delete` removes the object, `keyOf` reads a key
 * back from a public URL, `list` lists the objects with their times (for the orphan sweeper,
 * `orphan-images.server.ts`); it would have no `read`, as the bucket serves its objects.
 * Callers store only the returned URL in the entity.
 */
import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Database, db } from '#app/db/client.server.ts'
import { storedImages } from '#app/db/schema.ts'
import { imageMemory } from './image-memory.server.ts'

/** One folder per admin area (docs/product/data.md). */
export const UPLOAD_FOLDERS = ['bio', 'projects', 'media', 'testimonials'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export type ImageExtension = 'jpg'

/** What `/uploads` serves, by a stored name's extension (uploads are JPEG; older files may be others). */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	webp: 'image/webp',
	gif: 'image/gif',
	avif: 'image/avif',
}

export interface StoredImage {
	/** `{folder}/{file}`: what `delete` takes. */
	key: string
	/** The public URL to save in the entity. */
	url: string
}

/** One stored image as the app serves it. */
export interface ImageObject {
	bytes: Buffer
	contentType: string
	/** SHA-256 of the bytes, hex: the ETag. */
	sha256: string
	createdAt: Date
}

export interface ImageStorage {
	/** Stores `data` under a new unique name; never replaces an existing image. */
	save(folder: UploadFolder, data: Buffer, extension: ImageExtension): Promise<StoredImage>
	/** Removes a stored image; a key that is already gone is not an error. */
	delete?(key: string): Promise<void>
	/** The key of one of this storage's public URLs; undefined for any other address. */
	keyOf?(url: string): string | undefined
	/** Every stored image with the time it was written (the orphan sweeper's input). */
	list?(): Promise<{ key: string; modifiedAt: Date }[]>
	/** A stored image, for storages the app serves itself; undefined when there is none. */
	read?(key: string): Promise<ImageObject | undefined>
}

/**
 * A stored name: what `save` writes (`{16 hex}-{epoch ms}.jpg`) and whatever other image
 * name the uploads folder served before images moved into the database.
 */
const STORED_NAME = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]*\\.(${Object.keys(IMAGE_CONTENT_TYPES).join('|')})$`)
const MAX_ATTEMPTS = 5

export function isUploadFolder(value: string): value is UploadFolder {
	return (UPLOAD_FOLDERS as readonly string[]).includes(value)
}

/** Whether `key` is `{folder}/{name}` of a stored image's shape (nothing else reaches the database). */
export function isImageKey(key: string): boolean {
	const [folder, name, ...rest] = key.split('/')
	return rest.length === 0 && Boolean(folder && name) && isUploadFolder(folder ?? '') && STORED_NAME.test(name ?? '')
}

/** The content type of a stored name, by its extension. */
export function contentTypeOf(key: string): string {
	return IMAGE_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}

function newFileName(extension: ImageExtension): string {
	return `${randomBytes(8).toString('hex')}-${Date.now()}.${extension}`
}

export function sha256Of(data: Buffer | Uint8Array): string {
	return createHash('sha256').update(data).digest('hex')
}

/**
 * The images in the database (decision 024). `database` is read on every call (by default
 * the app's), so the storage can be made before the database opens.
 */
export function createDatabaseStorage({
	database = db,
	publicPath = '/uploads',
}: {
	database?: () => Database
	publicPath?: string
} = {}) {
	const base = publicPath.replace(/\/+$/, '')

	return {
		async save(folder, data, extension) {
			if (!isUploadFolder(folder)) throw new TypeError(`unknown upload folder: ${folder}`)
			const row = { contentType: contentTypeOf(`x.${extension}`), sha256: sha256Of(data), byteSize: data.length }
			for (let attempt = 1; ; attempt++) {
				const key = `${folder}/${newFileName(extension)}`
				const inserted = await database()
					.insert(storedImages)
					.values({ key, bytes: data, ...row })
					.onConflictDoNothing()
					.returning({ key: storedImages.key })
				if (inserted.length > 0) return { key, url: `${base}/${key}` }
				// Same random name in the same millisecond: astronomically unlikely; pick another.
				if (attempt >= MAX_ATTEMPTS) {
					throw Object.assign(new Error(`no free image name after ${MAX_ATTEMPTS} attempts`), { code: 'EEXIST' })
				}
			}
		},
		async delete(key) {
			if (!isImageKey(key)) throw new TypeError(`not an upload key: ${key}`)
			await database().delete(storedImages).where(eq(storedImages.key, key))
			imageMemory.delete(key)
		},
		keyOf(url) {
			const prefix = `${base}/`
			if (!url.startsWith(prefix)) return undefined
			const key = url.slice(prefix.length)
			return isImageKey(key) ? key : undefined
		},
		async list() {
			const rows = await database()
				.select({ key: storedImages.key, modifiedAt: storedImages.createdAt })
				.from(storedImages)
			return rows
		},
		async read(key) {
			if (!isImageKey(key)) return undefined
			const [row] = await database()
				.select({
					bytes: storedImages.bytes,
					contentType: storedImages.contentType,
					sha256: storedImages.sha256,
					createdAt: storedImages.createdAt,
				})
				.from(storedImages)
				.where(eq(storedImages.key, key))
			return row
		},
	} satisfies ImageStorage
}

/** The storage configured for this process: the database (an object-store driver would be chosen here). */
export function defaultImageStorage(): ImageStorage {
	return createDatabaseStorage()
}
