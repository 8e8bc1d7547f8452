/**
 * The dashboard's order, alt texts and image clean-up (issue 11): moving and dragging rows
 * changes the public order, alt texts reach the public pages per language, and a replaced or
 * deleted image's file leaves storage once no record uses it.
 */
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bioContent, mediaArticles, projectos, testimonials } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import {
	cachePage,
	formOf,
	isCached,
	lastAudit,
	post,
	signedInAdmin,
	TEST_SITE,
	useImageStorage,
} from '#app/features/admin/test-support.server.ts'
import { getBio } from '#app/features/content/bio.server.ts'
import { getMediaArticles } from '#app/features/content/media.server.ts'
import { getActiveProjects } from '#app/features/content/projects.server.ts'
import { listHomeTestimonials } from '#app/features/content/testimonials.server.ts'
import { ARTICLE_EDITOR } from './article-editor.server.ts'
import { loadBio } from './bio-editor.server.ts'
import { editorAction } from './editor-action.server.ts'
import { bioAction } from './page-actions.server.ts'
import { listProjects, PROJECT_EDITOR } from './project-editor.server.ts'
import { completeOrder, moved } from './reorder.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from './testimonial-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const PROJECTS = '/admin/dashboard/projectos'

const project = (title: string, extra: Record<string, string> = {}) => ({
	intent: 'save',
	'title.pt-PT': title,
	'title.en': `${title} EN`,
	'title.es': `${title} ES`,
	'description.pt-PT': 'Descrição.',
	'description.en': 'Description.',
	'description.es': 'Descripción.',
	isActive: 'on',
	...extra,
})

test('moving a row swaps it with its neighbour; at either end nothing moves', () => {
	expect(moved(['a', 'b', 'c'], 'c', 'up')).toEqual(['a', 'c', 'b'])
	expect(moved(['a', 'b', 'c'], 'a', 'down')).toEqual(['b', 'a', 'c'])
	expect(moved(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c'])
	expect(moved(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c'])
})

test('a dragged order keeps records it did not name, and ignores ids it does not know', () => {
	expect(completeOrder(['a', 'b', 'c', 'd'], ['c', 'x', 'a', 'c'])).toEqual(['c', 'a', 'b', 'd'])
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const uploads = useImageStorage()
	let cookie = ''
	const projects = editorAction(PROJECT_EDITOR, uploads.storage)
	const people = editorAction(TESTIMONIAL_EDITOR, uploads.storage)
	const articles = editorAction(ARTICLE_EDITOR, uploads.storage)
	const bio = bioAction(uploads.storage)
	const send = (action: typeof projects, fields: Record<string, string>, path = PROJECTS) =>
		post(action, path, formOf(fields), cookie)

	/** Stores a real file in the test storage and returns its public URL. */
	async function storedImage(folder: 'projects' | 'testimonials' | 'media' | 'bio') {
		const { url } = await uploads.storage().save(folder, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpg')
		return url
	}

	beforeAll(async () => {
		;({ cookie } = await signedInAdmin())
	})
	beforeEach(async () => {
		const { db } = database()
		await db.delete(projectos)
		await db.delete(testimonials)
		await db.delete(mediaArticles)
		await db.delete(bioContent)
	})

	test('a new project opens the list; editing one without a priority keeps its place', async () => {
		for (const title of ['Primeiro', 'Segundo', 'Terceiro']) await send(projects, project(title))
		expect((await listProjects()).map((row) => row.title['pt-PT'])).toEqual(['Terceiro', 'Segundo', 'Primeiro'])
		const [top] = await listProjects()
		await send(projects, project('Terceiro editado', { id: top?.id ?? '' }))
		expect((await getActiveProjects('pt-PT')).map((row) => row.title)).toEqual([
			'Terceiro editado',
			'Segundo',
			'Primeiro',
		])
	})

	test('"Mover para baixo" and a dragged order change the public order of projects, audited, cache emptied', async () => {
		for (const title of ['C', 'B', 'A']) await send(projects, project(title))
		const ids = Object.fromEntries((await listProjects()).map((row) => [row.title['pt-PT'], row.id]))
		cachePage('/projectos')
		const move = await send(projects, { intent: 'move', id: ids.A ?? '', direction: 'down' })
		expect(move).toMatchObject({ status: 200, toast: { type: 'success', message: 'Ordem actualizada!' } })
		expect(isCached('/projectos')).toBe(false)
		expect((await getActiveProjects('en')).map((row) => row.title)).toEqual(['B EN', 'A EN', 'C EN'])
		expect(await lastAudit(database)).toMatchObject({
			action: 'project.reorder',
			details: { moved: ids.A, direction: 'down', order: [ids.B, ids.A, ids.C] },
		})

		const drag = await send(projects, { intent: 'reorder', order: [ids.C, ids.A, ids.B].join(',') })
		expect(drag.toast?.message).toBe('Ordem actualizada!')
		expect((await getActiveProjects('pt-PT')).map((row) => row.title)).toEqual(['C', 'A', 'B'])
		expect((await listProjects()).map((row) => row.priority)).toEqual([2, 1, 0])
	})

	test('a move or order that is not a list of record ids is refused and changes nothing', async () => {
		await send(projects, project('Só'))
		const before = await listProjects()
		expect(await send(projects, { intent: 'reorder', order: 'um,dois' })).toMatchObject({ status: 400 })
		expect(await send(projects, { intent: 'move', id: before[0]?.id ?? '', direction: 'sideways' })).toMatchObject({
			status: 400,
		})
		const unknown = await send(projects, { intent: 'move', id: crypto.randomUUID(), direction: 'up' })
		expect(unknown).toMatchObject({ status: 500, toast: { message: 'Erro ao actualizar a ordem' } })
		// The Media tab's list is ordered by date: it has no move.
		expect(await send(articles, { intent: 'move', id: before[0]?.id ?? '', direction: 'up' })).toMatchObject({
			status: 400,
		})
		expect(await listProjects()).toEqual(before)
	})

	test('testimonials reordered by "Mover para cima" change the home page order', async () => {
		for (const name of ['Ana', 'Bruno', 'Carla']) {
			await send(people, { intent: 'save', name, 'testimonial.pt-PT': `Texto de ${name}.`, isActive: 'on' })
		}
		expect((await listHomeTestimonials('pt-PT')).map((item) => item.name)).toEqual(['Carla', 'Bruno', 'Ana'])
		const ana = (await listTestimonials()).find((item) => item.name === 'Ana')
		await send(people, { intent: 'move', id: ana?.id ?? '', direction: 'up' }, '/admin/dashboard/testemunhos')
		expect((await listHomeTestimonials('pt-PT')).map((item) => item.name)).toEqual(['Carla', 'Ana', 'Bruno'])
		expect((await lastAudit(database))?.action).toBe('testimonial.reorder')
	})

	test('a milestone moved without JavaScript changes the order of /bio', async () => {
		const milestone = (n: number, title: string) => ({
			[`timeline.${n}.year`]: String(2020 + n),
			[`timeline.${n}.icon`]: 'Rocket',
			[`timeline.${n}.title.pt-PT`]: title,
		})
		await post(
			bio,
			'/admin/dashboard',
			formOf({
				intent: 'save',
				'intro_text.pt-PT': 'Olá.',
				...milestone(0, 'Primeiro'),
				...milestone(1, 'Segundo'),
				...milestone(2, 'Terceiro'),
			}),
			cookie,
		)
		const answer = await post(bio, '/admin/dashboard', formOf({ intent: 'move-milestone', move: '2:up' }), cookie)
		expect(answer).toMatchObject({ status: 302, toast: { message: 'Ordem actualizada!' } })
		expect((await getBio('pt-PT')).timeline.map((entry) => entry.title)).toEqual(['Primeiro', 'Terceiro', 'Segundo'])
		expect(await lastAudit(database)).toMatchObject({ action: 'bio.timeline.reorder', details: { moved: 2 } })
		const bad = await post(bio, '/admin/dashboard', formOf({ intent: 'move-milestone', move: 'x' }), cookie)
		expect(bad.status).toBe(400)
	})

	test("an image's alt text is published in each language, Portuguese standing in for a missing one", async () => {
		const image = await storedImage('projects')
		const answer = await send(
			projects,
			project('Com imagem', {
				image_url: image,
				'image_alt.pt-PT': 'Painel de reservas num portátil',
				'image_alt.en': 'Booking dashboard on a laptop',
			}),
		)
		// Spanish has every text but the image's.
		expect(answer.toast?.message).toBe(
			'Projecto guardado com sucesso! Sem tradução em espanhol: quem visita o site em espanhol vê o texto em português.',
		)
		expect((await getActiveProjects('en'))[0]?.imageAlt).toBe('Booking dashboard on a laptop')
		expect((await getActiveProjects('es'))[0]?.imageAlt).toBe('Painel de reservas num portátil')

		const thumbnail = await storedImage('media')
		await send(
			articles,
			{
				intent: 'save',
				title: 'Artigo',
				source: 'Jornal',
				thumbnail_url: thumbnail,
				'thumbnail_alt.pt-PT': 'Capa do jornal',
			},
			'/admin/dashboard/media',
		)
		expect((await getMediaArticles('en'))[0]?.thumbnailAlt).toBe('Capa do jornal')

		await post(
			bio,
			'/admin/dashboard',
			formOf({
				intent: 'save',
				'intro_text.pt-PT': 'Olá.',
				bio_image_url: await storedImage('bio'),
				'bio_image_alt.pt-PT': 'Retrato na praia',
				'bio_image_alt.es': 'Retrato en la playa',
			}),
			cookie,
		)
		expect((await getBio('es')).imageAlt).toBe('Retrato en la playa')
		expect((await getBio('en')).imageAlt).toBe('Retrato na praia')
	})

	test('an image without alt text is published as decorative, and an alt text without an image is not kept', async () => {
		await send(projects, project('Sem texto', { image_url: await storedImage('projects') }))
		expect((await getActiveProjects('pt-PT'))[0]?.imageAlt).toBe('')
		await send(projects, project('Sem imagem', { 'image_alt.pt-PT': 'Nada' }))
		expect((await listProjects()).find((row) => row.title['pt-PT'] === 'Sem imagem')?.imageAlt).toBeNull()
	})

	test("a replaced image's file is removed once saved, and a deleted record's file with it", async () => {
		const first = await storedImage('projects')
		await send(projects, project('Imagem', { image_url: first }))
		const [row] = await listProjects()
		const second = await storedImage('projects')
		await send(projects, project('Imagem', { id: row?.id ?? '', image_url: second }))
		expect(await uploads.exists(first)).toBe(false)
		expect(await uploads.exists(second)).toBe(true)

		await send(projects, { intent: 'delete', id: row?.id ?? '' })
		expect(await uploads.exists(second)).toBe(false)

		const photo = await storedImage('testimonials')
		await send(people, { intent: 'save', name: 'Rita', 'testimonial.pt-PT': 'Óptimo.', photo_url: photo })
		const [person] = await listTestimonials()
		await send(people, { intent: 'save', id: person?.id ?? '', name: 'Rita', 'testimonial.pt-PT': 'Óptimo.' })
		expect(await uploads.exists(photo)).toBe(false)
	})

	test('an image another record still shows is kept when one record drops it', async () => {
		const shared = await storedImage('projects')
		await send(projects, project('Um', { image_url: shared }))
		await send(projects, project('Dois', { image_url: shared }))
		const [top] = await listProjects()
		await send(projects, { intent: 'delete', id: top?.id ?? '' })
		expect(await uploads.exists(shared)).toBe(true)
	})

	test('the bio image replaced is removed from storage', async () => {
		const old = await storedImage('bio')
		const save = (url: string) =>
			post(bio, '/admin/dashboard', formOf({ intent: 'save', 'intro_text.pt-PT': 'Olá.', bio_image_url: url }), cookie)
		await save(old)
		await save(await storedImage('bio'))
		expect(await uploads.exists(old)).toBe(false)
		expect((await loadBio())?.bioImageUrl).not.toBe(old)
	})
})
