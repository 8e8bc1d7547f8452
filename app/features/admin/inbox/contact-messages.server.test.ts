import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, contactSubmissions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { PAGE_SIZE } from '../shell/paging.ts'
import { listContactMessages, markContactMessageProcessed } from './contact-messages.server.ts'

const admin = { id: null, email: 'Admin@Example.PT' }

function message(n: number, createdAt: Date) {
	return {
		name: `Visitante ${n}`,
		email: `visitante${n}@example.pt`,
		subject: `Assunto número ${n}`,
		message: `Mensagem número ${n} com texto suficiente.`,
		gdprConsentTimestamp: createdAt,
		createdAt,
	}
}

function only<T>(rows: T[]): T {
	const [row] = rows
	if (!row || rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`)
	return row
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeEach(async () => {
		await database().db.delete(contactSubmissions)
		await database().db.delete(auditLog)
	})

	test('messages are listed newest first with everything the tab shows, and the total counts them all', async () => {
		await database()
			.db.insert(contactSubmissions)
			.values([
				message(1, new Date('2025-03-01T10:00:00Z')),
				message(2, new Date('2025-03-03T10:00:00Z')),
				message(3, new Date('2025-03-02T10:00:00Z')),
			])
		const page = await listContactMessages()
		expect(page.total).toBe(3)
		expect(page.messages.map((m) => m.name)).toEqual(['Visitante 2', 'Visitante 3', 'Visitante 1'])
		expect(page.messages[0]).toMatchObject({
			email: 'visitante2@example.pt',
			subject: 'Assunto número 2',
			message: 'Mensagem número 2 com texto suficiente.',
			processed: false,
		})
	})

	test('many messages come a page at a time, and a page past the end shows the last one', async () => {
		const start = Date.UTC(2025, 0, 1)
		await database()
			.db.insert(contactSubmissions)
			.values(Array.from({ length: PAGE_SIZE + 3 }, (_, i) => message(i, new Date(start + i * 60_000))))
		const first = await listContactMessages(1)
		expect(first).toMatchObject({ page: 1, pageCount: 2, total: PAGE_SIZE + 3 })
		expect(first.messages).toHaveLength(PAGE_SIZE)
		expect(first.messages[0]?.name).toBe(`Visitante ${PAGE_SIZE + 2}`)
		const last = await listContactMessages(99)
		expect(last.page).toBe(2)
		expect(last.messages.map((m) => m.name)).toEqual(['Visitante 2', 'Visitante 1', 'Visitante 0'])
	})

	test('an empty inbox is one empty page', async () => {
		expect(await listContactMessages(3)).toEqual({ page: 1, pageCount: 1, total: 0, messages: [] })
	})

	test('marking a message processed stores it and records who did it, without personal data in the log', async () => {
		const row = await database()
			.db.insert(contactSubmissions)
			.values(message(1, new Date()))
			.returning({ id: contactSubmissions.id })
			.then(only)
		expect(await markContactMessageProcessed(admin, row.id)).toBe('marked')
		expect((await listContactMessages()).messages[0]?.processed).toBe(true)
		const audit = await database().db.select().from(auditLog)
		expect(audit).toHaveLength(1)
		expect(audit[0]).toMatchObject({
			actorEmail: 'admin@example.pt',
			action: 'contact.mark_processed',
			entity: 'contact_submission',
			entityId: row.id,
			details: null,
		})
	})

	test('processed is one way: marking again changes nothing and records nothing', async () => {
		const row = await database()
			.db.insert(contactSubmissions)
			.values({ ...message(1, new Date()), processed: true })
			.returning({ id: contactSubmissions.id })
			.then(only)
		expect(await markContactMessageProcessed(admin, row.id)).toBe('already')
		expect(await database().db.select().from(auditLog)).toHaveLength(0)
	})

	test('a message that no longer exists is reported missing', async () => {
		expect(await markContactMessageProcessed(admin, '00000000-0000-4000-8000-000000000000')).toBe('missing')
		expect(await database().db.select().from(auditLog)).toHaveLength(0)
	})
})
