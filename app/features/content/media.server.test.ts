import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { mediaArticles } from '#app/db/schema.ts'
import { SEED_CONTENT } from '#app/db/seed-content.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { getMediaArticles } from './media.server.ts'

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(mediaArticles)
	})

	test('without articles the list is empty', async () => {
		expect(await getMediaArticles('pt-PT')).toEqual([])
	})

	test('articles come newest first, whatever order they were added in', async () => {
		await database()
			.db.insert(mediaArticles)
			.values([
				{ title: 'Meio', source: 'B', publishedDate: '2024-06-12' },
				{ title: 'Mais recente', source: 'A', publishedDate: '2025-09-18' },
				{ title: 'Mais antigo', source: 'C', publishedDate: '2023-10-24' },
			])
		const shown = await getMediaArticles('pt-PT')
		expect(shown.map((article) => article.title)).toEqual(['Mais recente', 'Meio', 'Mais antigo'])
	})

	test('dates come in the long form of the page language, and excerpts in its language', async () => {
		await database().db.insert(mediaArticles).values(SEED_CONTENT.mediaArticles)
		const [portuguese] = await getMediaArticles('pt-PT')
		expect(portuguese).toMatchObject({
			publishedDate: '2025-09-18',
			publishedLabel: '18 de setembro de 2025',
			source: 'Correio da Costa de Prata',
		})
		const english = await getMediaArticles('en')
		expect(english[1]?.publishedLabel).toBe('6 March 2025')
		expect(english[0]?.excerpt).toMatch(/^Ricardo Branco presents/)
		expect((await getMediaArticles('es'))[1]?.publishedLabel).toBe('6 de marzo de 2025')
		expect(Date.parse(english[0]?.updatedAt ?? '')).not.toBeNaN()
	})

	test('an excerpt without a translation falls back to Portuguese, and optional parts stay absent', async () => {
		await database()
			.db.insert(mediaArticles)
			.values({
				title: 'Só em português',
				source: 'Jornal',
				publishedDate: '2025-01-02',
				excerpt: { 'pt-PT': 'Resumo em português.' },
			})
		const [article] = await getMediaArticles('es')
		expect(article).toMatchObject({ excerpt: 'Resumo em português.', externalUrl: null, thumbnailUrl: null })
	})
})
