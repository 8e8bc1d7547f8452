import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	adminVisits,
	bioContent,
	bookPrereservations,
	contactSubmissions,
	mediaArticles,
	newsletterSubscriptions,
	projectos,
	siteSettings,
	testimonials,
} from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createActor } from '../test-support.server.ts'
import { loadOverview, recordOverviewVisit, translationGaps, unprocessedMessageCount } from './overview.server.ts'

const at = (iso: string) => new Date(iso)

function message(n: number, createdAt: Date, processed = false) {
	return {
		name: `Visitante ${n}`,
		email: `visitante${n}@example.pt`,
		subject: `Assunto número ${n}`,
		message: `Mensagem número ${n} com texto suficiente.`,
		gdprConsentTimestamp: createdAt,
		processed,
		createdAt,
	}
}

function subscription(n: number, createdAt: Date, confirmedAt: Date | null = null) {
	return {
		email: `leitor${n}@example.pt`,
		confirmed: confirmedAt !== null,
		confirmedAt,
		consentTimestamp: createdAt,
		createdAt,
	}
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	/** A new admin's user id. */
	const newAdmin = async () => (await createActor(database)).id ?? ''

	beforeEach(async () => {
		const { db } = database()
		for (const table of [
			adminVisits,
			contactSubmissions,
			newsletterSubscriptions,
			bookPrereservations,
			bioContent,
			projectos,
			mediaArticles,
			testimonials,
			siteSettings,
		]) {
			await db.delete(table)
		}
	})

	test('the first visit has nothing to compare with; each later one compares with the one before, then replaces it', async () => {
		const admin = { id: await newAdmin() }
		expect(await recordOverviewVisit(admin.id, at('2026-01-01T09:00:00Z'))).toBeNull()
		expect(await recordOverviewVisit(admin.id, at('2026-01-02T09:00:00Z'))).toEqual(at('2026-01-01T09:00:00Z'))
		expect(await recordOverviewVisit(admin.id, at('2026-01-03T09:00:00Z'))).toEqual(at('2026-01-02T09:00:00Z'))
		const [row] = await database().db.select().from(adminVisits)
		expect(row).toMatchObject({ visitedAt: at('2026-01-03T09:00:00Z'), previousVisitAt: at('2026-01-02T09:00:00Z') })
	})

	test('each admin has their own last visit', async () => {
		const ana = { id: await newAdmin() }
		const rui = { id: await newAdmin() }
		await recordOverviewVisit(ana.id, at('2026-01-01T09:00:00Z'))
		expect(await recordOverviewVisit(rui.id, at('2026-01-05T09:00:00Z'))).toBeNull()
		expect(await recordOverviewVisit(ana.id, at('2026-01-06T09:00:00Z'))).toEqual(at('2026-01-01T09:00:00Z'))
	})

	test('the counts are the totals, and what arrived since the last visit: messages, subscribers, pre-reservations', async () => {
		const admin = { id: await newAdmin() }
		const { db } = database()
		await db
			.insert(contactSubmissions)
			.values([message(1, at('2026-02-01T10:00:00Z')), message(2, at('2026-02-01T11:00:00Z'), true)])
		await db
			.insert(newsletterSubscriptions)
			.values([
				subscription(1, at('2026-02-01T10:00:00Z'), at('2026-02-01T10:05:00Z')),
				subscription(2, at('2026-02-01T10:00:00Z')),
			])
		await db
			.insert(bookPrereservations)
			.values({ name: 'Ana', email: 'ana@example.pt', createdAt: at('2026-02-01T10:00:00Z') })

		const first = await loadOverview(admin.id, at('2026-02-02T09:00:00Z'))
		expect(first.lastVisitAt).toBeNull()
		expect(first.unprocessedMessages).toEqual({ total: 1, sinceLastVisit: null })
		expect(first.confirmedSubscribers).toEqual({ total: 1, sinceLastVisit: null })
		expect(first.pendingSubscribers).toEqual({ total: 1, sinceLastVisit: null })
		expect(first.prereservations).toEqual({ total: 1, sinceLastVisit: null })
		expect(first.newestUnprocessed.map((m) => m.name)).toEqual(['Visitante 1'])

		// After the visit: two messages (one already processed), a new pending subscriber, the
		// earlier pending one confirming, and a pre-reservation.
		await db
			.insert(contactSubmissions)
			.values([message(3, at('2026-02-02T12:00:00Z')), message(4, at('2026-02-02T13:00:00Z'), true)])
		await db.insert(newsletterSubscriptions).values(subscription(3, at('2026-02-02T12:00:00Z')))
		await db
			.update(newsletterSubscriptions)
			.set({ confirmed: true, confirmedAt: at('2026-02-02T12:30:00Z') })
			.where(eq(newsletterSubscriptions.email, 'leitor2@example.pt'))
		await db
			.insert(bookPrereservations)
			.values({ name: 'Rui', email: 'rui@example.pt', createdAt: at('2026-02-02T14:00:00Z') })

		const second = await loadOverview(admin.id, at('2026-02-03T09:00:00Z'))
		expect(second.lastVisitAt).toEqual(at('2026-02-02T09:00:00Z'))
		expect(second.unprocessedMessages).toEqual({ total: 2, sinceLastVisit: 1 })
		expect(second.confirmedSubscribers).toEqual({ total: 2, sinceLastVisit: 1 })
		expect(second.pendingSubscribers).toEqual({ total: 1, sinceLastVisit: 1 })
		expect(second.prereservations).toEqual({ total: 2, sinceLastVisit: 1 })
		expect(second.newestUnprocessed.map((m) => m.name)).toEqual(['Visitante 3', 'Visitante 1'])
		expect(await unprocessedMessageCount()).toBe(2)

		const third = await loadOverview(admin.id, at('2026-02-04T09:00:00Z'))
		expect(third.unprocessedMessages).toEqual({ total: 2, sinceLastVisit: 0 })
		expect(third.prereservations).toEqual({ total: 2, sinceLastVisit: 0 })
	})

	test('translation gaps list the public items lacking English or Spanish, with their editors', async () => {
		const { db } = database()
		await db.insert(bioContent).values({
			introText: { 'pt-PT': 'Olá', en: 'Hello', es: 'Hola' },
			timeline: [
				{
					year: '2020',
					icon: 'Zap',
					title: { 'pt-PT': 'Marco', en: 'Milestone' },
					description: { 'pt-PT': 'x', en: 'x', es: 'x' },
				},
			],
		})
		const [partial] = await db
			.insert(projectos)
			.values({ title: { 'pt-PT': 'Projecto A', en: 'Project A' }, description: { 'pt-PT': 'Descrição' } })
			.returning({ id: projectos.id })
		await db.insert(projectos).values([
			{
				title: { 'pt-PT': 'Completo', en: 'Complete', es: 'Completo' },
				description: { 'pt-PT': 'D', en: 'D', es: 'D' },
			},
			{ title: { 'pt-PT': 'Inactivo' }, description: { 'pt-PT': 'D' }, isActive: false },
		])
		const [article] = await db
			.insert(mediaArticles)
			.values({ title: 'Notícia', source: 'Jornal', excerpt: { 'pt-PT': 'Resumo', es: 'Resumen' } })
			.returning({ id: mediaArticles.id })
		await db.insert(testimonials).values({ name: 'Cliente', testimonial: { 'pt-PT': 'Bom', en: 'Good', es: 'Bueno' } })
		await db.insert(siteSettings).values([
			{ key: 'press_kit', value: { bio_pt: 'Bio', bio_en: 'Bio', bio_es: '', download_url: '' } },
			{ key: 'home_hero', value: { 'pt-PT': 'Olá', en: 'Hi', es: 'Hola' } },
		])

		expect(await translationGaps()).toEqual([
			{ kind: 'bio', title: 'Bio', href: '/admin/dashboard/bio', missing: ['es'] },
			{
				kind: 'project',
				title: 'Projecto A',
				href: `/admin/dashboard/projectos?editar=${partial?.id}`,
				missing: ['en', 'es'],
			},
			{ kind: 'article', title: 'Notícia', href: `/admin/dashboard/media?editar=${article?.id}`, missing: ['en'] },
			{ kind: 'press-kit', title: 'Press Kit', href: '/admin/dashboard/press-kit', missing: ['es'] },
		])
	})

	test('nothing to translate is no gaps', async () => {
		expect(await translationGaps()).toEqual([])
	})
})
