import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { editorAction } from './editor-action.server.ts'
import { bioAction } from './page-actions.server.ts'
import { listProjects, PROJECT_EDITOR } from './project-editor.server.ts'
import { createActor, formOf, lastAudit, useTemporaryStorage } from './test-support.server.ts'
import { TESTIMONIAL_EDITOR } from './testimonial-editor.server.ts'

const jpegFile = (data: Buffer, name = 'foto.jpg') => new File([new Uint8Array(data)], name, { type: 'image/jpeg' })

const photo = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: '#1d5c7a' } })
		.jpeg()
		.toBuffer()

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const uploads = useTemporaryStorage()

	test('an uploaded photo is stored as a JPEG in its area folder, shrunk to the chosen width, and audited', async () => {
		const actor = await createActor(database)
		const form = formOf({ intent: 'upload-image', imageFile: jpegFile(await photo(1600, 900)), imageWidth: '400' })
		const { state } = await editorAction(form, actor, PROJECT_EDITOR, uploads.storage())
		expect(state).toMatchObject({ status: 'success', message: 'Imagem carregada com sucesso!' })
		const url = state.status === 'success' ? (state.url ?? '') : ''
		expect(url).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d+\.jpg$/)
		const stored = await sharp(await readFile(uploads.fileOf(url))).metadata()
		expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 400, 225])
		expect(await lastAudit(database)).toMatchObject({ action: 'image.upload', entityId: url.replace('/uploads/', '') })
	})

	test('the default width is Média (800) and a small image is never enlarged', async () => {
		const actor = await createActor(database)
		for (const [size, expected] of [
			[1600, 800],
			[300, 300],
		] as const) {
			const form = formOf({ intent: 'upload-image', imageFile: jpegFile(await photo(size, size)) })
			const { state } = await editorAction(form, actor, TESTIMONIAL_EDITOR, uploads.storage())
			const url = state.status === 'success' ? (state.url ?? '') : ''
			expect(url).toMatch(/^\/uploads\/testimonials\//)
			expect((await sharp(await readFile(uploads.fileOf(url))).metadata()).width).toBe(expected)
		}
	})

	test('a text file renamed .jpg is refused as not an image, and nothing is stored', async () => {
		const actor = await createActor(database)
		const fake = new File(['isto não é uma imagem'], 'foto.jpg', { type: 'image/jpeg' })
		const { state, status } = await bioAction(
			formOf({ intent: 'upload-image', imageFile: fake }),
			actor,
			uploads.storage(),
		)
		expect(status).toBe(400)
		expect(state).toMatchObject({ status: 'error', message: 'Por favor selecione uma imagem válida' })
		const bioFolder = path.dirname(uploads.fileOf('/uploads/bio/x'))
		expect(await readdir(bioFolder).catch(() => [])).toEqual([])
	})

	test('a real image of 6 MB is refused as too large', async () => {
		const actor = await createActor(database)
		const noisy = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
			.png({ compressionLevel: 0 })
			.toBuffer()
		expect(noisy.byteLength).toBeGreaterThan(6 * 1000 * 1000)
		const { state } = await editorAction(
			formOf({ intent: 'upload-image', imageFile: jpegFile(noisy, 'grande.png') }),
			actor,
			PROJECT_EDITOR,
			uploads.storage(),
		)
		expect(state).toMatchObject({ status: 'error', message: 'Imagem muito grande. Máximo 5MB.' })
	})

	test('a photo with a GPS position is published without any metadata', async () => {
		const actor = await createActor(database)
		const located = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0a080' } })
			.jpeg()
			.withExifMerge({
				IFD0: { Artist: 'Fotógrafo' },
				IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 0/1' },
			})
			.toBuffer()
		expect((await sharp(located).metadata()).exif).toBeDefined()
		const { state } = await bioAction(
			formOf({ intent: 'upload-image', imageFile: jpegFile(located) }),
			actor,
			uploads.storage(),
		)
		const url = state.status === 'success' ? (state.url ?? '') : ''
		const published = await readFile(uploads.fileOf(url))
		const metadata = await sharp(published).metadata()
		expect(metadata.exif).toBeUndefined()
		expect(metadata.xmp).toBeUndefined()
		expect(published.toString('latin1')).not.toContain('GPS')
	})

	test('without JavaScript the file travels with the save, and the project keeps the uploaded image', async () => {
		const actor = await createActor(database)
		const form = formOf({
			intent: 'save',
			'title.pt-PT': 'Com imagem',
			'description.pt-PT': 'Descrição.',
			image_url: '',
			imageFile: jpegFile(await photo(1000, 500)),
			imageWidth: '1200',
			isActive: 'on',
		})
		const { state } = await editorAction(form, actor, PROJECT_EDITOR, uploads.storage())
		expect(state.status).toBe('success')
		const project = (await listProjects()).find((item) => item.title['pt-PT'] === 'Com imagem')
		expect(project?.imageUrl).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d+\.jpg$/)
		expect((await sharp(await readFile(uploads.fileOf(project?.imageUrl ?? ''))).metadata()).width).toBe(1000)
	})
})
