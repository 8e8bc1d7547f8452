import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, bookPrereservations, siteSettings } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { isPrereservationOpen, submitPrereservation } from '#app/features/book/prereservation.server.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'
import {
	deletePrereservation,
	exportPrereservations,
	listPrereservations,
	setPrereservationEnabled,
} from './prereservations.server.ts'

const admin = { id: null, email: 'admin@example.pt' }

function reservation(name: string, email: string, createdAt: string) {
	return { name, email, createdAt: new Date(createdAt) }
}

function reservationForm(email: string): FormData {
	const form = new FormData()
	form.set('name', 'Maria')
	form.set('email', email)
	form.set('privacy', 'on')
	return form
}

function only<T>(rows: T[]): T {
	const [row] = rows
	if (!row || rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`)
	return row
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeEach(async () => {
		await database().db.delete(bookPrereservations)
		await database().db.delete(auditLog)
		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'book_prereservation_enabled'))
	})

	test('pre-reservations are listed newest first with their total and whether they are open', async () => {
		await database()
			.db.insert(bookPrereservations)
			.values([
				reservation('Ana', 'ana@example.pt', '2025-05-01T09:00:00Z'),
				reservation('Rui', 'rui@example.pt', '2025-05-03T09:00:00Z'),
				reservation('Zé', 'ze@example.pt', '2025-05-02T09:00:00Z'),
			])
		const page = await listPrereservations()
		expect(page).toMatchObject({ total: 3, enabled: true, page: 1, pageCount: 1 })
		expect(page.prereservations.map((r) => [r.name, r.email, r.source])).toEqual([
			['Rui', 'rui@example.pt', 'Site Principal'],
			['Zé', 'ze@example.pt', 'Site Principal'],
			['Ana', 'ana@example.pt', 'Site Principal'],
		])
	})

	test('closing pre-reservations takes effect at once: the public site refuses them and its page cache is emptied', async () => {
		const generation = htmlCache.generation
		await setPrereservationEnabled(admin, false)
		expect(htmlCache.generation).toBeGreaterThan(generation)
		expect(await isPrereservationOpen()).toBe(false)
		expect((await listPrereservations()).enabled).toBe(false)
		const refused = await submitPrereservation(reservationForm('late@example.pt'), undefined)
		expect(refused.status).toBe(403)
		expect(await database().db.select().from(bookPrereservations)).toHaveLength(0)

		await setPrereservationEnabled(admin, true)
		expect(await isPrereservationOpen()).toBe(true)
		expect((await submitPrereservation(reservationForm('early@example.pt'), undefined)).status).toBe(200)
		const audit = await database().db.select().from(auditLog)
		expect(audit.map((entry) => [entry.action, entry.entityId, entry.details])).toEqual([
			['settings.update', 'book_prereservation_enabled', { value: false }],
			['settings.update', 'book_prereservation_enabled', { value: true }],
		])
	})

	test('deleting a pre-reservation removes it and records its id only', async () => {
		const row = await database()
			.db.insert(bookPrereservations)
			.values(reservation('Ana', 'ana@example.pt', '2025-05-01T09:00:00Z'))
			.returning({ id: bookPrereservations.id })
			.then(only)
		expect(await deletePrereservation(admin, row.id)).toBe(true)
		expect(await database().db.select().from(bookPrereservations)).toHaveLength(0)
		const [record] = await database().db.select().from(auditLog)
		expect(record).toMatchObject({ action: 'book_prereservation.delete', entityId: row.id, details: null })
		expect(await deletePrereservation(admin, row.id)).toBe(false)
		expect(await database().db.select().from(auditLog)).toHaveLength(1)
	})

	test('the export lists every pre-reservation as Nome, Email, Origem, Data, newest first, with hostile names defused', async () => {
		await database()
			.db.insert(bookPrereservations)
			.values([
				reservation('=HYPERLINK("http://evil")', 'x@example.pt', '2025-05-01T09:00:00Z'),
				reservation('Costa, Tó', 'to@example.pt', '2025-05-02T09:00:00Z'),
			])
		const file = await exportPrereservations(admin, new Date('2025-05-03T00:30:00Z'))
		expect(file.fileName).toBe('pre-reservas-livro-2025-05-03.csv')
		expect(file.content).toBe(
			'\uFEFFNome,Email,Origem,Data\r\n' +
				'"Costa, Tó",to@example.pt,Site Principal,02/05/2025\r\n' +
				'"\'=HYPERLINK(""http://evil"")",x@example.pt,Site Principal,01/05/2025\r\n',
		)
		const [record] = await database().db.select().from(auditLog)
		expect(record).toMatchObject({ action: 'book_prereservation.export', details: { rows: 2 } })
	})
})
