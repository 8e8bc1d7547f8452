import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { mediaArticles, testimonials } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { formOf, lastAudit, post, signedInAdmin, TEST_SITE } from '#app/features/admin/test-support.server.ts'
import { getMediaArticles } from '#app/features/content/media.server.ts'
import { listHomeTestimonials } from '#app/features/content/testimonials.server.ts'
import { ARTICLE_EDITOR, listArticles, todayInLisbon } from './article-editor.server.ts'
import { type EditorSpec, editorAction } from './editor-action.server.ts'
import { listTestimonials, TESTIMONIAL_EDITOR } from './testimonial-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

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
	let cookie = ''
	// biome-ignore lint/suspicious/noExplicitAny: any editor's spec
	const send = (spec: EditorSpec<any, any>, form: FormData) =>
		post(editorAction(spec), '/admin/dashboard/x', form, cookie)
	beforeAll(async () => {
		;({ cookie } = await signedInAdmin())
	})
	beforeEach(async () => {
		await database().db.delete(testimonials)
		await database().db.delete(mediaArticles)
	})

	test('saved testimonials reach the home page: active only, highest priority first, at most three, markdown safe', async () => {
		for (const [name, priority, active] of [
			['Ana Silva', '5', 'on'],
			['Bruno Costa', '9', 'on'],
			['Carla Dias', '1', 'on'],
			['Duarte Reis', '3', 'on'],
			['Eva Inactiva', '99', ''],
		] as const) {
			const state = await send(TESTIMONIAL_EDITOR, formOf(testimonial(name, priority, active)))
			expect(state.toast).toMatchObject({
				type: 'success',
				message: expect.stringMatching(/^Testemunho guardado com sucesso!/),
			})
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
		await send(TESTIMONIAL_EDITOR, formOf(testimonial('Ana Silva', '0')))
		const [created] = await listTestimonials()
		const id = created?.id ?? ''
		await send(TESTIMONIAL_EDITOR, formOf({ ...testimonial('Ana M. Silva', '2', ''), id }))
		expect(await listTestimonials()).toMatchObject([{ id, name: 'Ana M. Silva', priority: 2, isActive: false }])
		expect(await listHomeTestimonials('pt-PT')).toEqual([])
		expect((await lastAudit(database))?.action).toBe('testimonial.update')

		const removed = await send(TESTIMONIAL_EDITOR, formOf({ intent: 'delete', id }))
		expect(removed.toast).toMatchObject({ type: 'success', message: 'Testemunho eliminado!' })
		expect(await listTestimonials()).toEqual([])
	})

	test('a testimonial needs a name and the Portuguese text', async () => {
		const state = await send(TESTIMONIAL_EDITOR, formOf({ ...testimonial('', '0'), 'testimonial.pt-PT': '' }))
		expect(state.data).toMatchObject({
			errors: { name: 'Campo obrigatório.', 'testimonial.pt-PT': 'O texto em português (PT) é obrigatório.' },
		})
		expect(await listTestimonials()).toEqual([])
	})

	test('articles are listed newest first, in the admin and on /media, with the excerpt per language', async () => {
		for (const [title, date] of [
			['Antigo', '2024-03-01'],
			['Recente', '2025-06-15'],
			['Meio', '2024-11-20'],
		] as const) {
			const state = await send(ARTICLE_EDITOR, formOf(article(title, date)))
			expect(state.toast).toMatchObject({
				type: 'success',
				message: expect.stringMatching(/^Artigo guardado com sucesso!/),
			})
		}
		expect((await listArticles()).map((item) => item.title)).toEqual(['Recente', 'Meio', 'Antigo'])
		const shown = await getMediaArticles('en')
		expect(shown.map((item) => item.title)).toEqual(['Recente', 'Meio', 'Antigo'])
		expect(shown[0]).toMatchObject({ source: 'Jornal de Leiria', excerpt: 'A summary of the article.' })
	})

	test('an article without a date is published today; an impossible date is refused', async () => {
		await send(ARTICLE_EDITOR, formOf(article('Hoje', '')))
		expect((await listArticles())[0]?.publishedDate).toBe(todayInLisbon())
		const state = await send(ARTICLE_EDITOR, formOf(article('Errado', '2025-02-30')))
		expect(state.data).toMatchObject({ errors: { published_date: 'Data inválida.' } })
	})

	test('an article is edited, then deleted with its audit record', async () => {
		await send(ARTICLE_EDITOR, formOf(article('Primeiro título', '2025-01-10')))
		const [created] = await listArticles()
		const id = created?.id ?? ''
		await send(ARTICLE_EDITOR, formOf({ ...article('Título corrigido', '2025-01-11'), id }))
		expect(await listArticles()).toMatchObject([{ id, title: 'Título corrigido', publishedDate: '2025-01-11' }])
		const removed = await send(ARTICLE_EDITOR, formOf({ intent: 'delete', id }))
		expect(removed.toast).toMatchObject({ type: 'success', message: 'Artigo eliminado!' })
		expect(await listArticles()).toEqual([])
		expect(await lastAudit(database)).toMatchObject({ action: 'article.delete', entityId: id })
	})
})
