import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import {
	formOf,
	lastAudit,
	post,
	signedInAdmin,
	TEST_SITE,
	useImageStorage,
} from '#app/features/admin/test-support.server.ts'
import { editorAction } from './editor-action.server.ts'
import { bioAction } from './page-actions.server.ts'
import { listProjects, PROJECT_EDITOR } from './project-editor.server.ts'
import { TESTIMONIAL_EDITOR } from './testimonial-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const jpegFile = (data: Buffer, name = 'foto.jpg') => new File([new Uint8Array(data)], name, { type: 'image/jpeg' })

const photo = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: '#1d5c7a' } })
		.jpeg()
		.toBuffer()

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const uploads = useImageStorage()
	let cookie = ''
	beforeAll(async () => {
		;({ cookie } = await signedInAdmin())
	})
	/** What an upload answered: its toast, and the stored image's URL when it was accepted. */
	async function upload(action: Parameters<typeof post>[0], form: FormData) {
		const answer = await post(action, '/admin/dashboard/x', form, cookie)
		const url = (answer.data as { url?: string } | undefined)?.url ?? ''
		return { ...answer, url }
	}
	const projects = editorAction(PROJECT_EDITOR, uploads.storage)
	const testimonials = editorAction(TESTIMONIAL_EDITOR, uploads.storage)
	const bio = bioAction(uploads.storage)

	test('an uploaded photo is stored as a JPEG in its area folder, shrunk to the chosen width, and audited', async () => {
		const form = formOf({ intent: 'upload-image', imageFile: jpegFile(await photo(1600, 900)), imageWidth: '400' })
		const { toast, url } = await upload(projects, form)
		expect(toast).toMatchObject({ type: 'success', message: 'Imagem carregada com sucesso!' })
		expect(url).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d+\.jpg$/)
		const stored = await sharp(await uploads.read(url)).metadata()
		expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 400, 225])
		expect(await lastAudit(database)).toMatchObject({ action: 'image.upload', entityId: url.replace('/uploads/', '') })
	})

	test('the default width is Média (800) and a small image is never enlarged', async () => {
		for (const [size, expected] of [
			[1600, 800],
			[300, 300],
		] as const) {
			const form = formOf({ intent: 'upload-image', imageFile: jpegFile(await photo(size, size)) })
			const { url } = await upload(testimonials, form)
			expect(url).toMatch(/^\/uploads\/testimonials\//)
			expect((await sharp(await uploads.read(url)).metadata()).width).toBe(expected)
		}
	})

	test('a text file renamed .jpg is refused as not an image, and nothing is stored', async () => {
		const fake = new File(['isto não é uma imagem'], 'foto.jpg', { type: 'image/jpeg' })
		const { toast, status } = await upload(bio, formOf({ intent: 'upload-image', imageFile: fake }))
		expect(status).toBe(400)
		expect(toast).toMatchObject({ type: 'error', message: 'Por favor selecione uma imagem válida' })
		expect(await uploads.keysIn('bio')).toEqual([])
	})

	test('a real image of 6 MB is refused as too large', async () => {
		const noisy = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
			.png({ compressionLevel: 0 })
			.toBuffer()
		expect(noisy.byteLength).toBeGreaterThan(6 * 1000 * 1000)
		const { toast } = await upload(
			projects,
			formOf({ intent: 'upload-image', imageFile: jpegFile(noisy, 'grande.png') }),
		)
		expect(toast).toMatchObject({ type: 'error', message: 'Imagem muito grande. Máximo 5MB.' })
	})

	test('a photo with a GPS position is published without any metadata', async () => {
		const located = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0a080' } })
			.jpeg()
			.withExifMerge({
				IFD0: { Artist: 'Fotógrafo' },
				IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 0/1' },
			})
			.toBuffer()
		expect((await sharp(located).metadata()).exif).toBeDefined()
		const { url } = await upload(bio, formOf({ intent: 'upload-image', imageFile: jpegFile(located) }))
		const published = await uploads.read(url)
		const metadata = await sharp(published).metadata()
		expect(metadata.exif).toBeUndefined()
		expect(metadata.xmp).toBeUndefined()
		expect(published.toString('latin1')).not.toContain('GPS')
	})

	test('without JavaScript the file travels with the save, and the project keeps the uploaded image', async () => {
		const form = formOf({
			intent: 'save',
			'title.pt-PT': 'Com imagem',
			'description.pt-PT': 'Descrição.',
			image_url: '',
			imageFile: jpegFile(await photo(1000, 500)),
			imageWidth: '1200',
			isActive: 'on',
		})
		const { toast } = await upload(projects, form)
		expect(toast?.type).toBe('success')
		const project = (await listProjects()).find((item) => item.title['pt-PT'] === 'Com imagem')
		expect(project?.imageUrl).toMatch(/^\/uploads\/projects\/[0-9a-f]{16}-\d+\.jpg$/)
		expect((await sharp(await uploads.read(project?.imageUrl ?? '')).metadata()).width).toBe(1000)
	})
})
