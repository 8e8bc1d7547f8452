import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { mediaArticles, testimonials } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { getMediaArticles } from '#app/features/content/media.server.ts'
import { listHomeTestimonials } from '#app/features/content/testimonials.server.ts'
import { ARTICLE_EDITOR, listArticles, todayInLisbon } from './article-editor.server.ts'
import { editorAction } from './editor-action.server.ts'
import { createActor, formOf, lastAudit } from './test-support.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from './testimonial-editor.server.ts'

const testimonial = (name: string, priority: string, isActive = 'on') => ({
	intent: 'save',
	name,
	'role.pt-PT': 'Empresária',
	'role.en': 'Business owner',
	'testimonial.pt-PT': `**${name}** recomenda. <script>alert(1)</script>`,
	'testimonial.es': `**${name}** lo recomienda.`,
	photo_url: '',
	priority,
	isActive,
})

const article = (title: string, published_date: string) => ({
	intent: 'save',
	title,
	source: 'Jornal de Leiria',
	published_date,
	'excerpt.pt-PT': 'Um resumo do artigo.',
	'excerpt.en': 'A summary of the article.',
	external_url: 'https://example.com/artigo',
	thumbnail_url: '',
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(testimonials)
		await database().db.delete(mediaArticles)
	})

	test('saved testimonials reach the home page: active only, highest priority first, at most three, markdown safe', async () => {
		const actor = await createActor(database)
		for (const [name, priority, active] of [
			['Ana Silva', '5', 'on'],
			['Bruno Costa', '9', 'on'],
			['Carla Dias', '1', 'on'],
			['Duarte Reis', '3', 'on'],
			['Eva Inactiva', '99', ''],
		] as const) {
			const { state } = await editorAction(formOf(testimonial(name, priority, active)), actor, TESTIMONIAL_EDITOR)
			expect(state).toMatchObject({ status: 'success', message: 'Testemunho guardado com sucesso!' })
		}
		expect((await listTestimonials()).map((item) => item.name)).toEqual([
			'Eva Inactiva',
			'Bruno Costa',
			'Ana Silva',
			'Duarte Reis',
			'Carla Dias',
		])
		const home = await listHomeTestimonials('es')
		expect(home.map((item) => item.name)).toEqual(['Bruno Costa', 'Ana Silva', 'Duarte Reis'])
		expect(home[0]?.html).toContain('<strong>Bruno Costa</strong> lo recomienda.')
		const portuguese = await listHomeTestimonials('pt-PT')
		expect(portuguese[0]?.html).not.toContain('<script')
		expect(portuguese[0]?.role).toBe('Empresária')
	})

	test('a testimonial is edited in place, deactivated out of the home page, and deleted', async () => {
		const actor = await createActor(database)
		await editorAction(formOf(testimonial('Ana Silva', '0')), actor, TESTIMONIAL_EDITOR)
		const [created] = await listTestimonials()
		const id = created?.id ?? ''
		await editorAction(formOf({ ...testimonial('Ana M. Silva', '2', ''), id }), actor, TESTIMONIAL_EDITOR)
		expect(await listTestimonials()).toMatchObject([{ id, name: 'Ana M. Silva', priority: 2, isActive: false }])
		expect(await listHomeTestimonials('pt-PT')).toEqual([])
		expect((await lastAudit(database))?.action).toBe('testimonial.update')

		const removed = await editorAction(formOf({ intent: 'delete', id }), actor, TESTIMONIAL_EDITOR)
		expect(removed.state).toMatchObject({ status: 'success', message: 'Testemunho eliminado!' })
		expect(await listTestimonials()).toEqual([])
	})

	test('a testimonial needs a name and the Portuguese text', async () => {
		const actor = await createActor(database)
		const { state } = await editorAction(
			formOf({ ...testimonial('', '0'), 'testimonial.pt-PT': '' }),
			actor,
			TESTIMONIAL_EDITOR,
		)
		expect(state).toMatchObject({
			status: 'error',
			errors: { name: 'Campo obrigatório.', 'testimonial.pt-PT': 'O texto em português (PT) é obrigatório.' },
		})
		expect(await listTestimonials()).toEqual([])
	})

	test('articles are listed newest first, in the admin and on /media, with the excerpt per language', async () => {
		const actor = await createActor(database)
		for (const [title, date] of [
			['Antigo', '2024-03-01'],
			['Recente', '2025-06-15'],
			['Meio', '2024-11-20'],
		] as const) {
			const { state } = await editorAction(formOf(article(title, date)), actor, ARTICLE_EDITOR)
			expect(state).toMatchObject({ status: 'success', message: 'Artigo guardado com sucesso!' })
		}
		expect((await listArticles()).map((item) => item.title)).toEqual(['Recente', 'Meio', 'Antigo'])
		const shown = await getMediaArticles('en')
		expect(shown.map((item) => item.title)).toEqual(['Recente', 'Meio', 'Antigo'])
		expect(shown[0]).toMatchObject({ source: 'Jornal de Leiria', excerpt: 'A summary of the article.' })
	})

	test('an article without a date is published today; an impossible date is refused', async () => {
		const actor = await createActor(database)
		await editorAction(formOf(article('Hoje', '')), actor, ARTICLE_EDITOR)
		expect((await listArticles())[0]?.publishedDate).toBe(todayInLisbon())
		const { state } = await editorAction(formOf(article('Errado', '2025-02-30')), actor, ARTICLE_EDITOR)
		expect(state).toMatchObject({ status: 'error', errors: { published_date: 'Data inválida.' } })
	})

	test('an article is edited, then deleted with its audit record', async () => {
		const actor = await createActor(database)
		await editorAction(formOf(article('Primeiro título', '2025-01-10')), actor, ARTICLE_EDITOR)
		const [created] = await listArticles()
		const id = created?.id ?? ''
		await editorAction(formOf({ ...article('Título corrigido', '2025-01-11'), id }), actor, ARTICLE_EDITOR)
		expect(await listArticles()).toMatchObject([{ id, title: 'Título corrigido', publishedDate: '2025-01-11' }])
		const removed = await editorAction(formOf({ intent: 'delete', id }), actor, ARTICLE_EDITOR)
		expect(removed.state).toMatchObject({ status: 'success', message: 'Artigo eliminado!' })
		expect(await listArticles()).toEqual([])
		expect(await lastAudit(database)).toMatchObject({ action: 'article.delete', entityId: id })
	})
})
