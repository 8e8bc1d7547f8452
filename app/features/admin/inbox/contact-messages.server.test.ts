import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, contactSubmissions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { action as contactAction } from '#app/routes/admin/inbox/contactos.tsx'
import { PAGE_SIZE } from '../shell/paging.ts'
import { formOf, post, signedInAdmin, TEST_SITE } from '../test-support.server.ts'
import { replyHref } from './contact-message-card.tsx'
import { deleteContactMessage, listContactMessages, markContactMessageProcessed } from './contact-messages.server.ts'
import { requestedFilter } from './contact-messages.ts'
import { containsPattern, requestedSearch } from './inbox-search.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'contact-admin-test-secret-0123456789abcdef')

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

test('the search and filter come from the URL; odd values mean none', () => {
	expect(requestedSearch(new URL('http://x/?q=%20Ana%20'))).toBe('Ana')
	expect(requestedSearch(new URL(`http://x/?q=${'a'.repeat(300)}`))).toHaveLength(100)
	expect(requestedFilter(new URL('http://x/?estado=por-processar'))).toBe('por-processar')
	expect(requestedFilter(new URL('http://x/?estado=processadas'))).toBe('processadas')
	expect(requestedFilter(new URL('http://x/?estado=outra'))).toBe('todas')
	expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%')
})

test("'Responder' opens a mail to the visitor with the subject 'Re: …', every character encoded", () => {
	expect(replyHref({ email: 'ana+x@example.pt', subject: 'Preço & prazos? 100%' })).toBe(
		'mailto:ana%2Bx@example.pt?subject=Re%3A%20Pre%C3%A7o%20%26%20prazos%3F%20100%25',
	)
})

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

	test('the filter shows the unprocessed or the processed ones; the search finds name, e-mail or subject in any case', async () => {
		await database()
			.db.insert(contactSubmissions)
			.values([
				{ ...message(1, new Date('2025-03-01T10:00:00Z')), name: 'Ana Sousa' },
				{ ...message(2, new Date('2025-03-02T10:00:00Z')), processed: true, email: 'rui@sousa.pt' },
				{ ...message(3, new Date('2025-03-03T10:00:00Z')), subject: 'Orçamento 100% digital' },
			])
		const names = async (query: Parameters<typeof listContactMessages>[0]) =>
			(await listContactMessages(query)).messages.map((m) => m.name)
		expect(await names({ filter: 'por-processar' })).toEqual(['Visitante 3', 'Ana Sousa'])
		expect(await names({ filter: 'processadas' })).toEqual(['Visitante 2'])
		expect(await names({ search: 'SOUSA' })).toEqual(['Visitante 2', 'Ana Sousa'])
		expect(await names({ search: 'sousa', filter: 'por-processar' })).toEqual(['Ana Sousa'])
		expect(await names({ search: 'orçamento 100%' })).toEqual(['Visitante 3'])
		expect(await names({ search: '%' })).toEqual(['Visitante 3'])
		expect(await names({ search: '_' })).toEqual([])
		expect((await listContactMessages({ search: 'ninguém' })).total).toBe(0)
	})

	test('the pages of a search count only what it found', async () => {
		const start = Date.UTC(2025, 0, 1)
		await database()
			.db.insert(contactSubmissions)
			.values(Array.from({ length: PAGE_SIZE + 2 }, (_, i) => message(i, new Date(start + i * 60_000))))
		await database()
			.db.insert(contactSubmissions)
			.values({ ...message(999, new Date(start)), name: 'Outra Pessoa', email: 'outra@example.pt' })
		const second = await listContactMessages({ search: 'visitante', page: 2 })
		expect(second).toMatchObject({ page: 2, pageCount: 2, total: PAGE_SIZE + 2 })
		expect(second.messages.map((m) => m.name)).toEqual(['Visitante 1', 'Visitante 0'])
	})

	test('deleting a message removes it and records who did it, by id only', async () => {
		const row = await database()
			.db.insert(contactSubmissions)
			.values(message(1, new Date()))
			.returning({ id: contactSubmissions.id })
			.then(only)
		expect(await deleteContactMessage(admin, row.id)).toBe(true)
		expect(await database().db.select().from(contactSubmissions)).toEqual([])
		const [audit] = await database().db.select().from(auditLog)
		expect(audit).toMatchObject({
			action: 'contact.delete',
			entity: 'contact_submission',
			entityId: row.id,
			details: null,
		})
		expect(await deleteContactMessage(admin, row.id)).toBe(false)
	})

	test("the tab's action deletes for an admin with a toast, says when the message is gone, and refuses an unknown intent", async () => {
		const { cookie } = await signedInAdmin()
		const row = await database()
			.db.insert(contactSubmissions)
			.values(message(1, new Date()))
			.returning({ id: contactSubmissions.id })
			.then(only)
		const path = '/admin/dashboard/contactos'
		const deleted = await post(contactAction, path, formOf({ intent: 'delete', id: row.id }), cookie)
		expect(deleted).toMatchObject({ status: 200, toast: { type: 'success', message: 'Mensagem eliminada' } })
		const again = await post(contactAction, path, formOf({ intent: 'delete', id: row.id }), cookie)
		expect(again).toMatchObject({ status: 404, toast: { message: 'Esta mensagem já não existe.' } })
		const unknown = await post(contactAction, path, formOf({ intent: 'purge', id: row.id }), cookie)
		expect(unknown.status).toBe(400)
		const anonymous = await post(contactAction, path, formOf({ intent: 'delete', id: row.id }))
		expect(anonymous.status).toBeGreaterThanOrEqual(300)
	})
})
