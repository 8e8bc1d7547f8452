import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { projectos, siteSettings } from '#app/db/schema.ts'
import { SEED_CONTENT } from '#app/db/seed-content.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { CATALOGUES } from '#app/i18n/catalogues.server.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { getActiveProjects, getHowIWorkHtml } from './projects.server.ts'

const project = (title: string, priority: number, isActive = true) => ({
	title: { 'pt-PT': title, en: `${title} (en)` },
	description: { 'pt-PT': `Descrição de ${title}` },
	priority,
	isActive,
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(projectos)
		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'how_i_work'))
	})

	test('only active projects are listed, highest priority first', async () => {
		await database()
			.db.insert(projectos)
			.values([project('Baixa', 1), project('Inactivo', 99, false), project('Alta', 50), project('Média', 10)])
		const shown = await getActiveProjects('pt-PT')
		expect(shown.map((item) => item.title)).toEqual(['Alta', 'Média', 'Baixa'])
	})

	test('with no active project the list is empty', async () => {
		await database()
			.db.insert(projectos)
			.values(project('Escondido', 5, false))
		expect(await getActiveProjects('en')).toEqual([])
	})

	test('projects read in the page language, falling back to Portuguese, with optional parts absent', async () => {
		await database()
			.db.insert(projectos)
			.values({
				...project('Kit', 1),
				subtitle: { 'pt-PT': '  ' },
				externalUrl: 'https://example.com/kit',
				imageUrl: null,
			})
		const [english] = await getActiveProjects('en')
		expect(english).toMatchObject({
			title: 'Kit (en)',
			description: 'Descrição de Kit',
			subtitle: null,
			externalUrl: 'https://example.com/kit',
			imageUrl: null,
		})
	})

	test('the seeded projects hide the inactive one', async () => {
		await database().db.insert(projectos).values(SEED_CONTENT.projects)
		const titles = (await getActiveProjects('es')).map((item) => item.title)
		const inactive = SEED_CONTENT.projects.filter((item) => !item.isActive).map((item) => item.title.es)
		expect(titles).toHaveLength(SEED_CONTENT.projects.length - inactive.length)
		for (const title of inactive) expect(titles).not.toContain(title)
	})

	test('the how-I-work text is the stored one in the page language, as HTML', async () => {
		await database().db.insert(siteSettings).values({ key: 'how_i_work', value: SEED_CONTENT.settings.how_i_work })
		const english = await getHowIWorkHtml('en')
		expect(english).toContain('<ol>')
		expect(english).toContain('<strong>Diagnosis</strong>')
		expect(await getHowIWorkHtml('es')).toContain('<strong>Seguimiento</strong>')
	})

	test('a missing how-I-work text falls back to a Portuguese translation, then to the default text', async () => {
		await database()
			.db.insert(siteSettings)
			.values({ key: 'how_i_work', value: { 'pt-PT': 'Trabalho *assim*.' } })
		expect(await getHowIWorkHtml('en')).toBe('<p>Trabalho <em>assim</em>.</p>\n')

		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'how_i_work'))
		// Written directly: so, as every content write does, it invalidates what pages remember.
		await invalidatePublicPages()
		expect(await getHowIWorkHtml('en')).toContain(CATALOGUES.en.projects.howIWorkDefault)
		expect(await getHowIWorkHtml('pt-PT')).toContain(CATALOGUES['pt-PT'].projects.howIWorkDefault)
	})

	test('a malformed how-I-work setting shows the default text', async () => {
		await database()
			.db.insert(siteSettings)
			.values({ key: 'how_i_work', value: { en: 'No Portuguese' } })
		expect(await getHowIWorkHtml('en')).toContain(CATALOGUES.en.projects.howIWorkDefault)
	})
})
