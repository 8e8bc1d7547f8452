import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { inspectConfirmLink } from '#app/features/newsletter/newsletter.server.ts'
import { tokenSubscriptionId } from '#app/features/newsletter/newsletter-tokens.server.ts'
import { action as newsletterAction } from '#app/routes/admin/inbox/newsletter.tsx'
import { formOf, post, signedInAdmin, TEST_SITE } from '../test-support.server.ts'
import {
	exportNewsletter,
	listSubscriptions,
	RESEND_INTERVAL_MINUTES,
	removeSubscription,
	resendConfirmation,
} from './newsletter-subscriptions.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'newsletter-admin-test-secret-0123456789abcdef')

const admin = { id: null, email: 'admin@example.pt' }

function subscription(email: string, confirmed: boolean, createdAt: string) {
	return { email, confirmed, consentTimestamp: new Date(createdAt), createdAt: new Date(createdAt) }
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeEach(async () => {
		await database().db.delete(newsletterSubscriptions)
		await database().db.delete(auditLog)
		await database().db.delete(mailOutbox)
	})

	async function pendingSubscriber(email = 'ana@example.pt', locale = 'en') {
		const [row] = await database()
			.db.insert(newsletterSubscriptions)
			.values({ ...subscription(email, false, '2025-03-01T10:00:00Z'), locale })
			.returning({ id: newsletterSubscriptions.id })
		if (!row) throw new Error('no row')
		return row.id
	}

	const confirmationMails = () =>
		database().db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter.confirm'))

	test('the search finds addresses containing the text, in any case, and treats % and _ as plain characters', async () => {
		await database()
			.db.insert(newsletterSubscriptions)
			.values([
				subscription('maria.silva@example.pt', true, '2025-01-10T10:00:00Z'),
				subscription('joao_100@example.pt', false, '2025-01-11T10:00:00Z'),
				subscription('joaox100@example.pt', false, '2025-01-12T10:00:00Z'),
			])
		const found = await listSubscriptions({ search: 'SILVA' })
		expect(found.subscriptions.map((s) => s.email)).toEqual(['maria.silva@example.pt'])
		expect(found).toMatchObject({ total: 1, confirmed: 1, pending: 2 })
		expect((await listSubscriptions({ search: 'o_1' })).subscriptions.map((s) => s.email)).toEqual([
			'joao_100@example.pt',
		])
		expect((await listSubscriptions({ search: '%' })).subscriptions).toEqual([])
		expect((await listSubscriptions({ search: 'nobody' })).total).toBe(0)
	})

	test('a pending subscriber gets the confirmation mail again, in their language, with a working link, once per interval', async () => {
		const id = await pendingSubscriber()
		const now = new Date('2025-03-10T12:00:00Z')
		expect(await resendConfirmation(admin, id, now)).toBe('sent')
		const [mail] = await confirmationMails()
		expect(mail).toMatchObject({ recipient: 'ana@example.pt', locale: 'en', status: 'pending' })
		const link = /https?:\/\/\S+confirm\S*token=[\w.-]+/.exec(mail?.message.text ?? '')?.[0] ?? ''
		const token = new URL(link).searchParams.get('token')
		expect(tokenSubscriptionId(token)).toBe(id)
		expect(await inspectConfirmLink(token, new Date('2025-03-11T12:00:00Z'))).toEqual({
			status: 'pending',
			email: 'ana@example.pt',
		})
		const [record] = await database().db.select().from(auditLog)
		expect(record).toMatchObject({
			action: 'newsletter.resend_confirmation',
			entity: 'newsletter_subscription',
			entityId: id,
			details: null,
		})

		// Recorded just now (the audit log dates it by the database clock): too soon for another.
		expect(await resendConfirmation(admin, id)).toBe('too-soon')
		expect(await confirmationMails()).toHaveLength(1)
		expect((await listSubscriptions()).subscriptions[0]?.resentAt).toBeInstanceOf(Date)
		// After the interval it may go again.
		const later = new Date(Date.now() + (RESEND_INTERVAL_MINUTES + 1) * 60_000)
		expect((await listSubscriptions({ now: later })).subscriptions[0]?.resentAt).toBeNull()
		expect(await resendConfirmation(admin, id, later)).toBe('sent')
		expect(await confirmationMails()).toHaveLength(2)
	})

	test('a confirmed or unknown subscription gets no confirmation mail', async () => {
		await database()
			.db.insert(newsletterSubscriptions)
			.values(subscription('done@example.pt', true, '2025-01-10T10:00:00Z'))
		const [confirmed] = await database().db.select().from(newsletterSubscriptions)
		expect(await resendConfirmation(admin, confirmed?.id ?? '')).toBe('confirmed')
		expect(await resendConfirmation(admin, '00000000-0000-4000-8000-000000000000')).toBe('missing')
		expect(await confirmationMails()).toHaveLength(0)
		expect(await database().db.select().from(auditLog)).toHaveLength(0)
	})

	test('removing a subscriber deletes the subscription and their waiting newsletter mail, and is audited without the address', async () => {
		const id = await pendingSubscriber('rui@example.pt')
		await resendConfirmation(admin, id)
		await database().db.delete(auditLog)
		expect(await removeSubscription(admin, id)).toBe(true)
		expect(await database().db.select().from(newsletterSubscriptions)).toEqual([])
		expect(await database().db.select().from(mailOutbox)).toEqual([])
		const [record] = await database().db.select().from(auditLog)
		expect(record).toMatchObject({ action: 'newsletter.remove_subscriber', entityId: id, details: null })
		expect(JSON.stringify(record)).not.toContain('rui@example.pt')
		expect(await removeSubscription(admin, id)).toBe(false)
	})

	test("the tab's action resends and removes for an admin, refuses a resend too soon, and refuses what it does not know", async () => {
		const { cookie } = await signedInAdmin()
		const id = await pendingSubscriber('eva@example.pt')
		const path = '/admin/dashboard/newsletter'
		const sent = await post(newsletterAction, path, formOf({ intent: 'resend', id }), cookie)
		expect(sent).toMatchObject({ status: 200, toast: { type: 'success', message: 'E-mail de confirmação reenviado' } })
		const again = await post(newsletterAction, path, formOf({ intent: 'resend', id }), cookie)
		expect(again.status).toBe(429)
		expect(again.toast?.message).toContain(`há menos de ${RESEND_INTERVAL_MINUTES} minutos`)
		const unknown = await post(newsletterAction, path, formOf({ intent: 'erase-all', id }), cookie)
		expect(unknown.status).toBe(400)
		const removed = await post(newsletterAction, path, formOf({ intent: 'remove', id }), cookie)
		expect(removed).toMatchObject({ status: 200, toast: { message: 'Subscritor removido' } })
		expect(await database().db.select().from(newsletterSubscriptions)).toEqual([])
		const gone = await post(newsletterAction, path, formOf({ intent: 'remove', id }), cookie)
		expect(gone).toMatchObject({ status: 404, toast: { message: 'Esta subscrição já não existe.' } })
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
