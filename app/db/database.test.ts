import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SETTING_KEYS, SiteSettingsSchema } from '../features/content/settings.ts'
import type { DatabaseHandle } from './client.server.ts'
import {
	bioContent,
	bookPrereservations,
	contactSubmissions,
	mediaArticles,
	newsletterSubscriptions,
	projectos,
	siteSettings,
	testimonials,
} from './schema.ts'
import { seedDatabase } from './seed.server.ts'
import { createTestDatabase, TEST_DATABASE_KINDS } from './testing.server.ts'

const validContact = {
	name: 'Ana Lopes',
	email: 'ana@example.com',
	subject: 'Pedido de orçamento',
	message: 'Gostaria de saber mais sobre as automações.',
	gdprConsentTimestamp: new Date(),
}

/** The database error behind a failed query (Drizzle wraps the driver's error in `cause`). */
async function rejection(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
	try {
		await promise
	} catch (error) {
		const cause = (error as { cause?: unknown }).cause ?? error
		return cause as { code?: string; constraint?: string }
	}
	throw new Error('expected the query to fail')
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	let handle: DatabaseHandle

	beforeAll(async () => {
		handle = await createTestDatabase(kind)
	})
	afterAll(async () => {
		await handle?.close()
	})

	test('the first seed fills default content in Portuguese, English and Spanish', async () => {
		expect(await seedDatabase(handle.db)).toBe(true)

		const [bio] = await handle.db.select().from(bioContent)
		expect(bio?.introText['pt-PT']).toBeTruthy()
		expect(bio?.introText.en).toBeTruthy()
		expect(bio?.introText.es).toBeTruthy()
		expect(bio?.timeline.length).toBeGreaterThanOrEqual(3)

		const projects = await handle.db.select().from(projectos)
		expect(projects.length).toBeGreaterThanOrEqual(3)
		for (const project of projects) {
			expect(project.title.en && project.title.es).toBeTruthy()
		}
		expect((await handle.db.select().from(testimonials)).length).toBeGreaterThanOrEqual(3)
		expect((await handle.db.select().from(mediaArticles)).length).toBeGreaterThanOrEqual(3)

		const settings = await handle.db.select().from(siteSettings)
		expect(settings.map((row) => row.key).sort()).toEqual([...SETTING_KEYS].sort())
		const values = Object.fromEntries(settings.map((row) => [row.key, row.value]))
		expect(SiteSettingsSchema.parse(values).book_prereservation_enabled).toBe(true)
	})

	test('a second seed changes nothing, even after an admin removed seeded rows', async () => {
		const before = await handle.db.select().from(projectos)
		const [removed] = before
		if (!removed) throw new Error('seed wrote no projects')
		await handle.db.delete(projectos).where(eq(projectos.id, removed.id))

		expect(await seedDatabase(handle.db)).toBe(false)

		const after = await handle.db.select({ total: count() }).from(projectos)
		expect(after[0]?.total).toBe(before.length - 1)
	})

	test('e-mail addresses must be stored trimmed and lowercased', async () => {
		const error = await rejection(
			handle.db.insert(contactSubmissions).values({ ...validContact, email: ' Ana@Example.com' }),
		)
		expect(error.code).toBe('23514')
		expect(error.constraint).toBe('contact_submissions_email_normalized')
	})

	test('contact messages keep the documented length limits', async () => {
		const tooShortName = await rejection(handle.db.insert(contactSubmissions).values({ ...validContact, name: 'A' }))
		expect(tooShortName.constraint).toBe('contact_submissions_name_length')
		const longMessage = await rejection(
			handle.db.insert(contactSubmissions).values({ ...validContact, message: 'x'.repeat(2001) }),
		)
		expect(longMessage.constraint).toBe('contact_submissions_message_length')

		const [stored] = await handle.db.insert(contactSubmissions).values(validContact).returning()
		expect(stored).toMatchObject({ processed: false, ipAddress: null, locale: 'pt-PT' })
	})

	test('an IP address is never stored', async () => {
		const error = await rejection(
			handle.db.insert(contactSubmissions).values({ ...validContact, ipAddress: '203.0.113.7' }),
		)
		expect(error.constraint).toBe('contact_submissions_no_ip')
	})

	test('a newsletter address can be subscribed only once', async () => {
		const subscription = { email: 'rui@example.com', consentTimestamp: new Date(), locale: 'en' }
		await handle.db.insert(newsletterSubscriptions).values(subscription)
		const error = await rejection(handle.db.insert(newsletterSubscriptions).values(subscription))
		expect(error.code).toBe('23505')
	})

	test('visitor records accept only the three site languages', async () => {
		const error = await rejection(
			handle.db.insert(bookPrereservations).values({ name: 'Rui', email: 'rui@example.com', locale: 'fr' }),
		)
		expect(error.constraint).toBe('book_prereservations_locale')
		const [row] = await handle.db
			.insert(bookPrereservations)
			.values({ name: 'Rui', email: 'rui@example.com', locale: 'es' })
			.returning()
		expect(row?.source).toBe('Site Principal')
	})

	test('each setting key has exactly one row', async () => {
		const error = await rejection(handle.db.insert(siteSettings).values({ key: 'home_hero', value: { 'pt-PT': 'x' } }))
		expect(error.code).toBe('23505')
	})

	test('translatable content requires its Portuguese text', async () => {
		const error = await rejection(
			handle.db
				.insert(projectos)
				.values({ title: { 'pt-PT': ' ', en: 'Only English' }, description: { 'pt-PT': 'x' } }),
		)
		expect(error.constraint).toBe('projectos_title_pt')
	})

	test('the bio is a single record', async () => {
		const error = await rejection(handle.db.insert(bioContent).values({ introText: { 'pt-PT': 'Outra bio' } }))
		expect(error.code).toBe('23505')
	})

	test('the sort orders of the site have indexes', async () => {
		const result = (await handle.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`)) as {
			rows: { indexname: string }[]
		}
		const names = result.rows.map((row) => row.indexname)
		expect(names).toEqual(
			expect.arrayContaining([
				'projectos_active_priority_idx',
				'testimonials_active_priority_idx',
				'media_articles_published_date_idx',
				'contact_submissions_created_at_idx',
				'newsletter_subscriptions_created_at_idx',
				'book_prereservations_created_at_idx',
				'contact_submissions_email_idx',
				'book_prereservations_email_idx',
			]),
		)
	})
})
