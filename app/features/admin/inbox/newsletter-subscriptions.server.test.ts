import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { exportNewsletter, listSubscriptions } from './newsletter-subscriptions.server.ts'

const admin = { id: null, email: 'admin@example.pt' }

function subscription(email: string, confirmed: boolean, createdAt: string) {
	return { email, confirmed, consentTimestamp: new Date(createdAt), createdAt: new Date(createdAt) }
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeEach(async () => {
		await database().db.delete(newsletterSubscriptions)
		await database().db.delete(auditLog)
	})

	test('subscriptions are listed newest first with the confirmed and pending counts', async () => {
		await database()
			.db.insert(newsletterSubscriptions)
			.values([
				subscription('old@example.pt', true, '2025-01-10T10:00:00Z'),
				subscription('pending@example.pt', false, '2025-03-01T10:00:00Z'),
				subscription('new@example.pt', true, '2025-02-20T10:00:00Z'),
			])
		const page = await listSubscriptions()
		expect(page).toMatchObject({ total: 3, confirmed: 2, pending: 1, page: 1, pageCount: 1 })
		expect(page.subscriptions.map((s) => [s.email, s.confirmed])).toEqual([
			['pending@example.pt', false],
			['new@example.pt', true],
			['old@example.pt', true],
		])
	})

	test('with no subscriptions both counts are zero', async () => {
		expect(await listSubscriptions()).toMatchObject({ total: 0, confirmed: 0, pending: 0, subscriptions: [] })
	})

	test('the export holds only confirmed subscribers, newest first, and is recorded in the audit log', async () => {
		await database()
			.db.insert(newsletterSubscriptions)
			.values([
				subscription('old@example.pt', true, '2025-01-10T10:00:00Z'),
				subscription('pending@example.pt', false, '2025-03-01T10:00:00Z'),
				subscription('new@example.pt', true, '2025-02-20T10:00:00Z'),
			])
		const file = await exportNewsletter(admin, new Date('2025-03-15T12:00:00Z'))
		expect(file.fileName).toBe('newsletter-2025-03-15.csv')
		expect(file.content).toBe(
			'\uFEFFEmail,Data de Subscrição\r\nnew@example.pt,20/02/2025\r\nold@example.pt,10/01/2025\r\n',
		)
		const [record] = await database().db.select().from(auditLog)
		expect(record).toMatchObject({
			action: 'newsletter.export',
			actorEmail: 'admin@example.pt',
			details: { rows: 2, file: 'newsletter-2025-03-15.csv' },
		})
	})
})
