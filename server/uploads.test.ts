import { mkdtempSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createLocalStorage } from '#app/features/uploads/storage.server.ts'
import { createApp } from './app.ts'

afterEach(() => vi.unstubAllEnvs())

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])

/** An app serving uploads from a fresh folder `{dataDir}/uploads`; pages are not rendered here. */
function setup() {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-serve-'))
	const uploadsDir = path.join(dataDir, 'uploads')
	const app = createApp({
		mode: 'production',
		build: () => Promise.reject(new Error('the React Router build is not used here')),
		uploadsDir,
	})
	return { app, dataDir, uploadsDir, storage: createLocalStorage({ root: uploadsDir }) }
}

test('a stored image is served with its type, its size and a year of immutable caching', async () => {
	const { app, storage } = setup()
	const { url } = await storage.save('projects', JPEG, 'jpg')
	const response = await app.request(url)
	expect(response.status).toBe(200)
	expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG)
	expect(response.headers.get('Content-Type')).toBe('image/jpeg')
	expect(response.headers.get('Content-Length')).toBe(String(JPEG.length))
	expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
	expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
	expect(response.headers.get('Last-Modified')).toBeTruthy()
})

test('a HEAD request gets the headers without the body', async () => {
	const { app, storage } = setup()
	const { url } = await storage.save('bio', JPEG, 'jpg')
	const response = await app.request(url, { method: 'HEAD' })
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toBe('image/jpeg')
	expect(response.headers.get('Content-Length')).toBe(String(JPEG.length))
	expect((await response.arrayBuffer()).byteLength).toBe(0)
})

test('a missing image is a plain 404 that is not cached', async () => {
	const { app } = setup()
	const response = await app.request('/uploads/media/0123456789abcdef-1700000000000.jpg')
	expect(response.status).toBe(404)
	expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
	expect(await response.text()).toBe('Not Found')
	expect(response.headers.get('Cache-Control')).toBe('no-store')
})

test('folders are never listed', async () => {
	const { app, storage } = setup()
	await storage.save('bio', JPEG, 'jpg')
	for (const folder of ['/uploads', '/uploads/bio', '/uploads/bio/']) {
		const response = await app.request(folder)
		const final = response.status === 301 ? await app.request(response.headers.get('Location') ?? '') : response
		expect(final.status).toBe(404)
		expect(await final.text()).toBe('Not Found')
	}
})

test('only the area folders are served, and no hidden or temporary file', async () => {
	const { app, uploadsDir } = setup()
	await mkdir(path.join(uploadsDir, 'private'), { recursive: true })
	await mkdir(path.join(uploadsDir, 'bio'), { recursive: true })
	await writeFile(path.join(uploadsDir, 'private', 'secret.jpg'), 'SECRET')
	await writeFile(path.join(uploadsDir, 'bio', '.partial.jpg'), 'SECRET')
	await writeFile(path.join(uploadsDir, 'bio', 'notes.txt'), 'SECRET')
	for (const url of ['/uploads/private/secret.jpg', '/uploads/bio/.partial.jpg', '/uploads/bio/notes.txt']) {
		const response = await app.request(url)
		expect(response.status).toBe(404)
	}
})

test('path traversal is refused in every encoding', async () => {
	const { app, dataDir, uploadsDir } = setup()
	await mkdir(path.join(uploadsDir, 'bio'), { recursive: true })
	await writeFile(path.join(dataDir, 'secret.jpg'), 'SECRET')
	await writeFile(path.join(uploadsDir, 'secret.jpg'), 'SECRET')
	const attempts = [
		'/uploads/bio/..%2f..%2fsecret.jpg',
		'/uploads/bio/..%2Fsecret.jpg',
		'/uploads/bio/%2e%2e%2f%2e%2e%2fsecret.jpg',
		'/uploads/bio/..%252f..%252fsecret.jpg',
		'/uploads/bio/..%5c..%5csecret.jpg',
		'/uploads/bio/..\\..\\secret.jpg',
		'/uploads/bio/%2e%2e/secret.jpg',
		'/uploads/bio/..;/secret.jpg',
		'/uploads/bio%2f..%2f..%2fsecret.jpg',
		'/uploads/..%2fsecret.jpg',
		'/uploads/bio/%00secret.jpg',
	]
	for (const url of attempts) {
		const response = await app.request(url)
		expect(response.status, url).not.toBe(200)
		expect(await response.text(), url).not.toContain('SECRET')
	}
})

test('by default the images come from DATA_DIR/uploads', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-default-'))
	vi.stubEnv('DATA_DIR', dataDir)
	// The configuration is read once per process: a fresh copy of the modules reads this DATA_DIR.
	vi.resetModules()
	const { createApp: createFreshApp } = await import('./app.ts')
	const app = createFreshApp({ mode: 'production', build: () => Promise.reject(new Error('not used')) })
	const { url } = await createLocalStorage({ root: path.join(dataDir, 'uploads') }).save('testimonials', JPEG, 'jpg')
	const response = await app.request(url)
	expect(response.status).toBe(200)
	expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG)
})
