/**
 * `GET /uploads/{folder}/{file}`: the images the admin uploaded, from the local storage
 * folder (app/features/uploads/storage.server.ts). Stored names are unique and a file is
 * never overwritten, so browsers and CDNs may keep them for a year. Only names of the
 * shape the storage writes are looked up (checked on the raw, undecoded path), so no
 * encoded slash or dot segment can reach the file system and no folder is ever listed.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { UPLOAD_FOLDERS, uploadsRoot } from '#app/features/uploads/storage.server.ts'

const CONTENT_TYPES: Record<string, string> = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	webp: 'image/webp',
	gif: 'image/gif',
	avif: 'image/avif',
}

const UPLOAD_PATH = new RegExp(
	`^/uploads/(${UPLOAD_FOLDERS.join('|')})/([A-Za-z0-9][A-Za-z0-9_-]*\\.(${Object.keys(CONTENT_TYPES).join('|')}))$`,
)

export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable'

function notFound(c: Context) {
	return c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
}

/**
 * The handler for `/uploads/*`. `root` is the uploads folder; by default `DATA_DIR/uploads`,
 * read from the configuration on the first request.
 */
export function uploadedFiles(root?: string) {
	return async (c: Context) => {
		const match = UPLOAD_PATH.exec(new URL(c.req.url).pathname)
		if (!match) return notFound(c)
		const [, folder = '', name = '', extension = ''] = match
		const file = path.join(root ?? uploadsRoot(), folder, name)
		const stats = await stat(file).catch(() => undefined)
		if (!stats?.isFile()) return notFound(c)
		const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream)
		return new Response(body, {
			headers: {
				'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
				'Content-Length': String(stats.size),
				'Last-Modified': stats.mtime.toUTCString(),
				'Cache-Control': UPLOADS_CACHE_CONTROL,
				'X-Content-Type-Options': 'nosniff',
			},
		})
	}
}
