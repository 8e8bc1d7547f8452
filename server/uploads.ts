/**
 * `GET /uploads/{folder}/{file}`: the images the admin uploaded, from the image storage
 * (app/features/uploads/storage.server.ts; the database, decision 024), so every process
 * serves every image. Stored names are unique and an image is never overwritten, so browsers
 * and CDNs may keep them for a year; the ETag is the SHA-256 of the bytes, the same in every
 * process, and a matching `If-None-Match` gets a 304. Only names of the shape the storage
 * writes are looked up (checked on the raw, undecoded path). Small images are kept in memory
 * (image-memory.server.ts).
 */
import type { Context } from 'hono'
import { type ImageMemoryCache, imageMemory } from '#app/features/uploads/image-memory.server.ts'
import {
	defaultImageStorage,
	type ImageObject,
	type ImageStorage,
	isImageKey,
} from '#app/features/uploads/storage.server.ts'
import { bytesResponse } from '#app/lib/response-bytes.server.ts'

export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const UPLOAD_PATH = /^\/uploads\/([a-z]+\/[^/]+)$/

function notFound(c: Context) {
	return c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
}

/** `"{sha256}"`, and whether `If-None-Match` names it (or is `*`). */
function etagOf(image: ImageObject): string {
	return `"${image.sha256}"`
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	return ifNoneMatch
		.split(',')
		.map((tag) => tag.trim().replace(/^W\//, ''))
		.some((tag) => tag === etag || tag === '*')
}

/** The handler for `/uploads/*`: by default the process's image storage, read on each request. */
export function uploadedFiles(
	storage: () => ImageStorage = defaultImageStorage,
	cache: ImageMemoryCache = imageMemory,
) {
	return async (c: Context) => {
		const key = UPLOAD_PATH.exec(new URL(c.req.url).pathname)?.[1]
		if (!key || !isImageKey(key)) return notFound(c)
		let image = cache.get(key)
		if (!image) {
			image = await storage().read?.(key)
			if (!image) return notFound(c)
			cache.set(key, image)
		}
		const etag = etagOf(image)
		const headers = {
			ETag: etag,
			'Last-Modified': image.createdAt.toUTCString(),
			'Cache-Control': UPLOADS_CACHE_CONTROL,
			'X-Content-Type-Options': 'nosniff',
		}
		if (matches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers })
		const fullHeaders = { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.bytes.length) }
		return c.req.method === 'HEAD'
			? new Response(null, { headers: fullHeaders })
			: bytesResponse(image.bytes, { headers: fullHeaders })
	}
}
