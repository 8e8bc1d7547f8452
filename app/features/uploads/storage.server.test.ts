import { mkdtempSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createLocalStorage, defaultImageStorage, uploadsRoot } from './storage.server.ts'

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
	vi.unstubAllEnvs()
})

function temporaryRoot() {
	return mkdtempSync(path.join(tmpdir(), 'uploads-test-'))
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xd9])

test('a saved image gets a random name plus a timestamp and a public URL under /uploads', async () => {
	const root = temporaryRoot()
	const before = Date.now()
	const { key, url } = await createLocalStorage({ root }).save('projects', JPEG, 'jpg')
	expect(url).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d{13}\.jpg$/)
	expect(url).toBe(`/uploads/${key}`)
	const timestamp = Number(/-(\d+)\.jpg$/.exec(key)?.[1])
	expect(timestamp).toBeGreaterThanOrEqual(before)
	expect(timestamp).toBeLessThanOrEqual(Date.now())
	expect(await readFile(path.join(root, key))).toEqual(JPEG)
})

test('the public path is configurable and folders are created as needed', async () => {
	const root = path.join(temporaryRoot(), 'not', 'there', 'yet')
	const storage = createLocalStorage({ root, publicPath: 'https://cdn.example.com/img/' })
	const { key, url } = await storage.save('testimonials', JPEG, 'jpg')
	expect(url).toBe(`https://cdn.example.com/img/${key}`)
	expect(await readdir(path.join(root, 'testimonials'))).toEqual([key.split('/')[1]])
})

test('many saves at once never collide and leave no temporary files', async () => {
	const root = temporaryRoot()
	const storage = createLocalStorage({ root })
	const saved = await Promise.all(Array.from({ length: 40 }, (_, i) => storage.save('media', Buffer.from([i]), 'jpg')))
	expect(new Set(saved.map((image) => image.key)).size).toBe(40)
	const files = await readdir(path.join(root, 'media'))
	expect(files.sort()).toEqual(saved.map((image) => image.key.split('/')[1]).sort())
	for (const [i, image] of saved.entries()) expect(await readFile(path.join(root, image.key))).toEqual(Buffer.from([i]))
})

test('an existing file is never overwritten: a name already taken makes a new one', async () => {
	const root = temporaryRoot()
	vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
	const taken = path.join(root, 'bio', `${'aa'.repeat(8)}-1700000000000.jpg`)
	await mkdir(path.dirname(taken), { recursive: true })
	await writeFile(taken, 'the original')
	forcedNames.push(Buffer.alloc(8, 0xaa), Buffer.alloc(8, 0xbb))

	const { key } = await createLocalStorage({ root }).save('bio', JPEG, 'jpg')

	expect(key).toBe(`bio/${'bb'.repeat(8)}-1700000000000.jpg`)
	expect(await readFile(taken, 'utf8')).toBe('the original')
	expect((await readdir(path.join(root, 'bio'))).sort()).toEqual([path.basename(taken), key.slice(4)].sort())
})

test('when every name tried is taken the save fails rather than overwrite', async () => {
	const root = temporaryRoot()
	vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
	const taken = path.join(root, 'bio', `${'cc'.repeat(8)}-1700000000000.jpg`)
	await mkdir(path.dirname(taken), { recursive: true })
	await writeFile(taken, 'the original')
	forcedNames.push(...Array.from({ length: 5 }, () => Buffer.alloc(8, 0xcc)))

	await expect(createLocalStorage({ root }).save('bio', JPEG, 'jpg')).rejects.toMatchObject({ code: 'EEXIST' })
	expect(await readFile(taken, 'utf8')).toBe('the original')
	expect(await readdir(path.join(root, 'bio'))).toEqual([path.basename(taken)])
})

test('an unknown folder is refused', async () => {
	const storage = createLocalStorage({ root: temporaryRoot() })
	// @ts-expect-error: not an upload folder
	await expect(storage.save('../secrets', JPEG, 'jpg')).rejects.toThrow(TypeError)
})

test('delete removes a stored image, accepts one already gone and refuses anything that is not a key', async () => {
	const root = temporaryRoot()
	const storage = createLocalStorage({ root })
	const { key } = await storage.save('projects', JPEG, 'jpg')
	await storage.delete(key)
	expect(await readdir(path.join(root, 'projects'))).toEqual([])
	await storage.delete(key)
	for (const bad of [
		'../escape.jpg',
		'projects/../../x',
		'projects/notes.txt',
		'other/0000000000000000-1.jpg',
		key.slice(9),
	]) {
		await expect(storage.delete(bad)).rejects.toThrow(TypeError)
	}
})

test('the default storage writes into DATA_DIR/uploads', async () => {
	const dataDir = temporaryRoot()
	vi.stubEnv('DATA_DIR', dataDir)
	expect(uploadsRoot()).toBe(path.join(dataDir, 'uploads'))
	const { key, url } = await defaultImageStorage().save('bio', JPEG, 'jpg')
	expect(url).toBe(`/uploads/${key}`)
	expect(await readFile(path.join(dataDir, 'uploads', key))).toEqual(JPEG)
})
