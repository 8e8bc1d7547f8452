/**
 * Where processed images go. `ImageStorage` is the seam: today a local folder served by the
 * app (`server/uploads.ts`), later an S3-compatible bucket behind a CDN when the site runs on
 * several instances (docs/architecture.md "Several processes"). An S3 driver would implement the same two
 * methods: `save` puts the object at the same key (`{folder}/{random}-{timestamp}.jpg`) with
 * `Content-Type: image/jpeg`, `Cache-Control: public, max-age=31536000, immutable` and
 * `If-None-Match: *` (so it never overwrites), and returns the bucket's or CDN's public URL;
 * `delete` removes the object, `keyOf` reads a key back from a public URL, `list` lists the
 * objects with their times (for the orphan sweeper, `orphan-images.server.ts`). Callers store only the returned URL in the entity.
 */
import { randomBytes } from 'node:crypto'
import { link, mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/config/env.server.ts'

/** One folder per admin area (docs/product/data.md). */
export const UPLOAD_FOLDERS = ['bio', 'projects', 'media', 'testimonials'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export type ImageExtension = 'jpg'

export interface StoredImage {
	/** `{folder}/{file}`: what `delete` takes. */
	key: string
	/** The public URL to save in the entity. */
	url: string
}

export interface ImageStorage {
	/** Stores `data` under a new unique name; never replaces an existing file. */
	save(folder: UploadFolder, data: Buffer, extension: ImageExtension): Promise<StoredImage>
	/** Removes a stored image; a key that is already gone is not an error. */
	delete?(key: string): Promise<void>
	/** The key of one of this storage's public URLs; undefined for any other address. */
	keyOf?(url: string): string | undefined
	/** Every stored image with the time it was written (the orphan sweeper's input). */
	list?(): Promise<{ key: string; modifiedAt: Date }[]>
}

/** `{random}-{timestamp}.{ext}`: 16 hex characters from the CSPRNG, then `Date.now()`. */
const FILE_NAME = /^[0-9a-f]{16}-\d+\.jpg$/
const MAX_ATTEMPTS = 5

export function isUploadFolder(value: string): value is UploadFolder {
	return (UPLOAD_FOLDERS as readonly string[]).includes(value)
}

function newFileName(extension: ImageExtension): string {
	return `${randomBytes(8).toString('hex')}-${Date.now()}.${extension}`
}

/**
 * Writes `data` to `target` atomically and only if `target` does not exist: the bytes go to
 * a temporary file (opened with 'wx'), which is then hard-linked to the final name (link
 * fails with EEXIST rather than replace) and removed. Readers never see a half-written image.
 */
async function createExclusively(target: string, data: Buffer): Promise<void> {
	const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`)
	const handle = await open(temporary, 'wx', 0o644)
	try {
		try {
			await handle.writeFile(data)
			await handle.sync()
		} finally {
			await handle.close()
		}
		await link(temporary, target)
	} finally {
		await rm(temporary, { force: true })
	}
}

export function createLocalStorage({ root, publicPath = '/uploads' }: { root: string; publicPath?: string }) {
	const base = publicPath.replace(/\/+$/, '')

	function fileOf(key: string): string | undefined {
		const [folder, name, ...rest] = key.split('/')
		if (rest.length > 0 || !folder || !name || !isUploadFolder(folder) || !FILE_NAME.test(name)) return undefined
		return path.join(root, folder, name)
	}

	return {
		async save(folder, data, extension) {
			if (!isUploadFolder(folder)) throw new TypeError(`unknown upload folder: ${folder}`)
			await mkdir(path.join(root, folder), { recursive: true })
			for (let attempt = 1; ; attempt++) {
				const name = newFileName(extension)
				try {
					await createExclusively(path.join(root, folder, name), data)
					return { key: `${folder}/${name}`, url: `${base}/${folder}/${name}` }
				} catch (error) {
					// Same random name in the same millisecond: astronomically unlikely; pick another.
					if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= MAX_ATTEMPTS) throw error
				}
			}
		},
		async delete(key) {
			const file = fileOf(key)
			if (!file) throw new TypeError(`not an upload key: ${key}`)
			await rm(file, { force: true })
		},
		keyOf(url) {
			const prefix = `${base}/`
			if (!url.startsWith(prefix)) return undefined
			const key = url.slice(prefix.length)
			return fileOf(key) ? key : undefined
		},
		async list() {
			const images: { key: string; modifiedAt: Date }[] = []
			for (const folder of UPLOAD_FOLDERS) {
				let names: string[]
				try {
					names = await readdir(path.join(root, folder))
				} catch (error) {
					if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
					throw error
				}
				// Only finished images: a temporary file ('.name.tmp') is never listed.
				for (const name of names.filter((name) => FILE_NAME.test(name))) {
					try {
						const info = await stat(path.join(root, folder, name))
						images.push({ key: `${folder}/${name}`, modifiedAt: info.mtime })
					} catch (error) {
						if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
					}
				}
			}
			return images
		},
	} satisfies ImageStorage
}

/** `DATA_DIR/uploads`, the folder `server/uploads.ts` serves at `/uploads`. */
export function uploadsRoot(): string {
	return path.join(getEnv().DATA_DIR, 'uploads')
}

/** The storage configured for this process (the local folder; an S3 driver would be chosen here). */
export function defaultImageStorage(): ImageStorage {
	return createLocalStorage({ root: uploadsRoot() })
}
