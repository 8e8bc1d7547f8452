import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bioContent } from '#app/db/schema.ts'
import { SEED_CONTENT } from '#app/db/seed-content.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { getBio } from './bio.server.ts'

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(bioContent)
	})

	test('without a bio record the page gets an empty intro and timeline, not an error', async () => {
		expect(await getBio('en')).toEqual({ introHtml: '', imageUrl: null, imageAlt: null, timeline: [], updatedAt: null })
	})

	test('the seeded bio reads in the page language with its markdown rendered', async () => {
		await database().db.insert(bioContent).values(SEED_CONTENT.bio)
		const english = await getBio('en')
		expect(english.introHtml).toContain('<p>I’m Ricardo Branco')
		expect(english.introHtml).toContain('<strong>smart automations</strong>')
		expect(english.timeline.map((entry) => entry.year)).toEqual(['2009', '2014', '2018', '2022', '2025'])
		expect(english.timeline[0]?.title).toBe('First steps in the family business')
		expect(english.timeline.at(-1)?.descriptionHtml).toContain('<em>IA para a Minha Avó</em>')
		expect(english.timeline.map((entry) => entry.icon)).toEqual(['building', 'zap', 'building', 'zap', 'rocket'])
		expect(english.imageUrl).toBeNull()
		expect(Date.parse(english.updatedAt ?? '')).not.toBeNaN()

		const spanish = await getBio('es')
		expect(spanish.introHtml).toContain('Soy Ricardo Branco')
	})

	test('missing translations fall back to Portuguese; unknown icons show Zap; raw HTML is escaped', async () => {
		await database()
			.db.insert(bioContent)
			.values({
				introText: { 'pt-PT': 'Olá <script>alert(1)</script> **mundo**', en: '  ' },
				bioImageUrl: '/uploads/bio/retrato.jpg',
				timeline: [
					{
						year: '2030',
						icon: 'Star',
						title: { 'pt-PT': 'Marco futuro' },
						description: { 'pt-PT': 'Com [ligação](javascript:alert(1)) e *ênfase*' },
					},
					// A malformed item (no title) is left out rather than breaking the page.
					{ year: '2031', icon: 'Zap' } as never,
				],
			})
		const bio = await getBio('en')
		expect(bio.introHtml).toContain('Olá &lt;script&gt;alert(1)&lt;/script&gt; <strong>mundo</strong>')
		expect(bio.imageUrl).toBe('/uploads/bio/retrato.jpg')
		expect(bio.timeline).toHaveLength(1)
		expect(bio.timeline[0]).toMatchObject({ year: '2030', title: 'Marco futuro', icon: 'zap' })
		expect(bio.timeline[0]?.descriptionHtml).toContain('<em>ênfase</em>')
		expect(bio.timeline[0]?.descriptionHtml).not.toContain('href="javascript:')
	})
})
