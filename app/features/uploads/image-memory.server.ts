/**
 * The images `/uploads` served lately, kept in memory so a popular image costs no database
 * query (server/uploads.ts). One per process, shared by its bundles; the database storage's
 * `delete` forgets an image here at once, and every entry expires after a minute, so a
 * deleted image is served by another process for at most that long.
 */
import { singleton } from '#app/lib/singleton.server.ts'
import type { ImageObject } from './storage.server.ts'

/** An image kept in memory, with when it was read. */
interface Cached {
	image: ImageObject
	readAt: number
}

/**
 * A least-recently-used set of small images, bounded in total bytes and in age: the process
 * that deletes an image forgets it at once, any other within `ttlMs`.
 */
export class ImageMemoryCache {
	readonly #entries = new Map<string, Cached>()
	#bytes = 0

	constructor(
		readonly maxBytes = 32 * 1024 * 1024,
		readonly maxImageBytes = 512 * 1024,
		readonly ttlMs = 60_000,
	) {}

	get(key: string, now = Date.now()): ImageObject | undefined {
		const entry = this.#entries.get(key)
		if (!entry) return undefined
		this.#entries.delete(key)
		if (now - entry.readAt > this.ttlMs) {
			this.#bytes -= entry.image.bytes.length
			return undefined
		}
		this.#entries.set(key, entry) // most recently used goes last
		return entry.image
	}

	set(key: string, image: ImageObject, now = Date.now()): void {
		if (image.bytes.length > this.maxImageBytes) return
		this.delete(key)
		this.#entries.set(key, { image, readAt: now })
		this.#bytes += image.bytes.length
		for (const [oldest, entry] of this.#entries) {
			if (this.#bytes <= this.maxBytes) break
			this.#entries.delete(oldest)
			this.#bytes -= entry.image.bytes.length
		}
	}

	delete(key: string): void {
		const entry = this.#entries.get(key)
		if (!entry) return
		this.#entries.delete(key)
		this.#bytes -= entry.image.bytes.length
	}

	get bytes(): number {
		return this.#bytes
	}
}

export const imageMemory = singleton('image-memory', () => new ImageMemoryCache())
