import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectDatabase, type DatabaseHandle } from '#app/db/client.server.ts'
import { storedImages } from '#app/db/schema.ts'
import { createEmptyPostgresDatabase, createTestDatabase, TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { ImageMemoryCache } from '#app/features/uploads/image-memory.server.ts'
import { createDatabaseStorage, type ImageObject } from '#app/features/uploads/storage.server.ts'
import { createApp } from './app.ts'

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** An app serving `/uploads` from `handle`'s database; pages are not rendered here. */
function appOn(handle: DatabaseHandle) {
	const storage = createDatabaseStorage({ database: () => handle.db })
	const app = createApp({
		mode: 'production',
		build: () => Promise.reject(new Error('the React Router build is not used here')),
		imageStorage: () => storage,
	})
	return { app, storage }
}

describe.each(TEST_DATABASE_KINDS)('uploaded images on %s', (kind) => {
	let handle: DatabaseHandle
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
	})
	afterAll(async () => {
		await handle.close()
	})

	test('a stored image is served with its type, its size, an ETag and a year of immutable caching', async () => {
		const { app, storage } = appOn(handle)
		const { url } = await storage.save('projects', JPEG, 'jpg')
		const response = await app.request(url)
		expect(response.status).toBe(200)
		expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG)
		expect(response.headers.get('Content-Type')).toBe('image/jpeg')
		expect(response.headers.get('Content-Length')).toBe(String(JPEG.length))
		expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE)
		expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/)
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
		expect(response.headers.get('Last-Modified')).toBeTruthy()
	})

	test('a browser revalidating with the ETag gets 304 and no body; another ETag gets the image', async () => {
		const { app, storage } = appOn(handle)
		const { url } = await storage.save('media', JPEG, 'jpg')
		const etag = (await app.request(url)).headers.get('ETag') ?? ''
		const revalidated = await app.request(url, { headers: { 'If-None-Match': etag } })
		expect(revalidated.status).toBe(304)
		expect(revalidated.headers.get('ETag')).toBe(etag)
		expect(revalidated.headers.get('Cache-Control')).toBe(IMMUTABLE)
		expect((await revalidated.arrayBuffer()).byteLength).toBe(0)
		const other = await app.request(url, { headers: { 'If-None-Match': `"${'0'.repeat(64)}"` } })
		expect(other.status).toBe(200)
		expect(Buffer.from(await other.arrayBuffer())).toEqual(JPEG)
	})

	test('a HEAD request gets the headers without the body', async () => {
		const { app, storage } = appOn(handle)
		const { url } = await storage.save('bio', JPEG, 'jpg')
		const response = await app.request(url, { method: 'HEAD' })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/jpeg')
		expect(response.headers.get('Content-Length')).toBe(String(JPEG.length))
		expect((await response.arrayBuffer()).byteLength).toBe(0)
	})

	test('a missing image is a plain 404 that is not cached', async () => {
		const { app } = appOn(handle)
		const response = await app.request('/uploads/media/0123456789abcdef-1700000000000.jpg')
		expect(response.status).toBe(404)
		expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
		expect(await response.text()).toBe('Not Found')
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	})

	test('folders are never listed, and only the area folders and image names are looked up', async () => {
		const { app, storage } = appOn(handle)
		await storage.save('bio', JPEG, 'jpg')
		for (const url of ['/uploads', '/uploads/bio', '/uploads/bio/', '/uploads/private/secret.jpg']) {
			const response = await app.request(url)
			const final = response.status === 301 ? await app.request(response.headers.get('Location') ?? '') : response
			expect(final.status, url).toBe(404)
			expect(await final.text()).toBe('Not Found')
		}
		for (const url of ['/uploads/bio/.partial.jpg', '/uploads/bio/notes.txt', '/uploads/bio/..%2fx.jpg']) {
			expect((await app.request(url)).status, url).toBe(404)
		}
	})

	test('a deleted image is no longer served by the process that deleted it, even from its memory', async () => {
		const { app, storage } = appOn(handle)
		const { key, url } = await storage.save('testimonials', JPEG, 'jpg')
		expect((await app.request(url)).status).toBe(200)
		await storage.delete(key)
		expect((await app.request(url)).status).toBe(404)
		expect(await handle.db.select().from(storedImages)).not.toContainEqual(expect.objectContaining({ key }))
	})
})

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'an image stored through one app process is served by another on the same PostgreSQL, with the same ETag',
	async () => {
		const { url: databaseUrl, drop } = await createEmptyPostgresDatabase()
		const [first, second] = await Promise.all([
			connectDatabase({ url: databaseUrl }),
			connectDatabase({ url: databaseUrl }),
		])
		try {
			if (!first || !second) throw new Error('two connections expected')
			const { url } = await appOn(first).storage.save('projects', JPEG, 'jpg')
			const here = await appOn(first).app.request(url)
			const there = await appOn(second).app.request(url)
			expect(there.status).toBe(200)
			expect(Buffer.from(await there.arrayBuffer())).toEqual(JPEG)
			expect(there.headers.get('Cache-Control')).toBe(IMMUTABLE)
			expect(there.headers.get('ETag')).toBe(here.headers.get('ETag'))
			const revalidated = await appOn(second).app.request(url, {
				headers: { 'If-None-Match': here.headers.get('ETag') ?? '' },
			})
			expect(revalidated.status).toBe(304)
		} finally {
			await first?.close()
			await second?.close()
			await drop()
		}
	},
	60_000,
)

describe('the memory of small images', () => {
	const image = (size: number): ImageObject => ({
		bytes: Buffer.alloc(size),
		contentType: 'image/jpeg',
		sha256: 'x',
		createdAt: new Date(0),
	})

	test('keeps the most recently used images within its byte budget and forgets large ones', () => {
		const cache = new ImageMemoryCache(300, 150, 60_000)
		cache.set('a', image(100), 0)
		cache.set('b', image(100), 0)
		cache.get('a', 1) // a is now the most recent
		cache.set('c', image(100), 2)
		cache.set('d', image(100), 3) // over budget: b, the least recently used, goes
		expect(cache.get('b', 4)).toBeUndefined()
		expect(cache.get('a', 4)).toBeDefined()
		expect(cache.bytes).toBeLessThanOrEqual(300)
		cache.set('big', image(200), 5)
		expect(cache.get('big', 6)).toBeUndefined()
	})

	test('forgets an image after its time, so a deletion elsewhere is seen within it', () => {
		const cache = new ImageMemoryCache(1000, 500, 60_000)
		cache.set('a', image(10), 0)
		expect(cache.get('a', 59_000)).toBeDefined()
		expect(cache.get('a', 61_000)).toBeUndefined()
		expect(cache.bytes).toBe(0)
	})
})
