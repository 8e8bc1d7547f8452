import { mkdtempSync } from 'node:fs'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { storedImages } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { importUploadsFolder } from './legacy-uploads-folder.server.ts'
import { createDatabaseStorage, defaultImageStorage, sha256Of } from './storage.server.ts'

/** Names can be forced: the next `randomBytes(8)` calls return these, in order. */
const forcedNames: Buffer[] = []
vi.mock('node:crypto', async (importOriginal) => {
	const actual = await importOriginal<typeof import('node:crypto')>()
	return {
		...actual,
		randomBytes: (size: number) => (size === 8 && forcedNames.shift()) || actual.randomBytes(size),
	}
})

afterEach(() => {
	forcedNames.length = 0
	vi.restoreAllMocks()
})

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xd9])

describe.each(TEST_DATABASE_KINDS)('images in the database on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const storage = () => createDatabaseStorage({ database: () => database().db })

	test('a saved image gets a random name plus a timestamp, a public URL under /uploads, and one row', async () => {
		const before = Date.now()
		const { key, url } = await storage().save('projects', JPEG, 'jpg')
		expect(url).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d{13}\.jpg$/)
		expect(url).toBe(`/uploads/${key}`)
		const timestamp = Number(/-(\d+)\.jpg$/.exec(key)?.[1])
		expect(timestamp).toBeGreaterThanOrEqual(before)
		expect(timestamp).toBeLessThanOrEqual(Date.now())
		expect(await storage().read(key)).toMatchObject({ bytes: JPEG, contentType: 'image/jpeg', sha256: sha256Of(JPEG) })
	})

	test('the public path is configurable', async () => {
		const { key, url } = await createDatabaseStorage({
			database: () => database().db,
			publicPath: 'https://cdn.example.com/img/',
		}).save('testimonials', JPEG, 'jpg')
		expect(url).toBe(`https://cdn.example.com/img/${key}`)
	})

	test('many saves at once never collide, and each keeps its own bytes', async () => {
		const saved = await Promise.all(
			Array.from({ length: 40 }, (_, i) => storage().save('media', Buffer.from([i]), 'jpg')),
		)
		expect(new Set(saved.map((image) => image.key)).size).toBe(40)
		for (const [i, image] of saved.entries()) expect((await storage().read(image.key))?.bytes).toEqual(Buffer.from([i]))
	})

	test('an existing image is never overwritten: a name already taken makes a new one', async () => {
		vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
		forcedNames.push(Buffer.alloc(8, 0xaa))
		const original = await storage().save('bio', Buffer.from('the original'), 'jpg')
		forcedNames.push(Buffer.alloc(8, 0xaa), Buffer.alloc(8, 0xbb))

		const { key } = await storage().save('bio', JPEG, 'jpg')

		expect(key).toBe(`bio/${'bb'.repeat(8)}-1700000000000.jpg`)
		expect((await storage().read(original.key))?.bytes.toString()).toBe('the original')
	})

	test('when every name tried is taken the save fails rather than overwrite', async () => {
		vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_001)
		forcedNames.push(Buffer.alloc(8, 0xcc))
		const original = await storage().save('bio', Buffer.from('the original'), 'jpg')
		forcedNames.push(...Array.from({ length: 5 }, () => Buffer.alloc(8, 0xcc)))

		await expect(storage().save('bio', JPEG, 'jpg')).rejects.toMatchObject({ code: 'EEXIST' })
		expect((await storage().read(original.key))?.bytes.toString()).toBe('the original')
	})

	test('an unknown folder is refused', async () => {
		// @ts-expect-error: not an upload folder
		await expect(storage().save('../secrets', JPEG, 'jpg')).rejects.toThrow(TypeError)
	})

	test('delete removes a stored image, accepts one already gone and refuses anything that is not a key', async () => {
		const { key } = await storage().save('projects', JPEG, 'jpg')
		await storage().delete(key)
		expect(await storage().read(key)).toBeUndefined()
		expect((await storage().list()).map((image) => image.key)).not.toContain(key)
		await storage().delete(key)
		for (const bad of [
			'../escape.jpg',
			'projects/../../x',
			'projects/notes.txt',
			'other/0000000000000000-1.jpg',
			key.slice(9),
		]) {
			await expect(storage().delete(bad)).rejects.toThrow(TypeError)
		}
	})

	test('the default storage is the app database', async () => {
		const { key, url } = await defaultImageStorage().save('bio', JPEG, 'jpg')
		expect(url).toBe(`/uploads/${key}`)
		expect((await storage().read(key))?.bytes).toEqual(JPEG)
	})

	test('images of the old uploads folder move into the database under their own keys, once', async () => {
		const dataDir = mkdtempSync(path.join(tmpdir(), 'legacy-uploads-'))
		const root = path.join(dataDir, 'uploads')
		const old = new Date('2026-01-02T03:04:05Z')
		const files = {
			'bio/0123456789abcdef-1700000000000.jpg': JPEG,
			'projects/portrait.png': Buffer.from('png bytes'),
		}
		for (const [key, bytes] of Object.entries(files)) {
			await mkdir(path.dirname(path.join(root, key)), { recursive: true })
			await writeFile(path.join(root, key), bytes)
			await utimes(path.join(root, key), old, old)
		}
		await writeFile(path.join(root, 'bio', '.half.jpg.1234.tmp'), 'partial')
		await writeFile(path.join(root, 'bio', 'notes.txt'), 'not an image')

		const result = await importUploadsFolder(database().db, root, 42)

		expect(result).toEqual({ imported: 2, movedTo: `${root}.imported-42` })
		expect(await readdir(dataDir)).toEqual(['uploads.imported-42'])
		expect(await storage().read('bio/0123456789abcdef-1700000000000.jpg')).toMatchObject({
			bytes: JPEG,
			contentType: 'image/jpeg',
			createdAt: old,
		})
		expect((await storage().read('projects/portrait.png'))?.contentType).toBe('image/png')
		expect(storage().keyOf('/uploads/projects/portrait.png')).toBe('projects/portrait.png')
		// The next start finds no folder and changes nothing.
		expect(await importUploadsFolder(database().db, root)).toEqual({ imported: 0 })
		const rows = await database().db.select({ key: storedImages.key }).from(storedImages)
		expect(rows.filter((row) => row.key.includes('.txt') || row.key.includes('tmp'))).toEqual([])
	})
})
