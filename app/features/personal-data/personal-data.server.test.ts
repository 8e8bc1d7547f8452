import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	bookPrereservations,
	contactSubmissions,
	cookieConsents,
	dataAccessLinks,
	dataRequestLog,
	formRateLimits,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createMailSender } from '#app/features/mail/mail-sender.server.ts'
import { type MailTransport, outboxFileName } from '#app/features/mail/transport.server.ts'
import { subscribe, unsubscribe } from '#app/features/newsletter/newsletter.server.ts'
import { unsubscribeUrl } from '#app/features/newsletter/newsletter-mail.server.ts'
import { ACCESS_LINK_MAIL_KIND } from './access-link-mail.server.ts'
import {
	endAccessSession,
	inspectAccessLink,
	openAccessSession,
	requestAccessLink,
	sessionEmail,
} from './data-access.server.ts'
import { ACCESS_LINK_MINUTES, ACCESS_SESSION_MINUTES } from './data-page-texts.ts'
import { countDataOf, deleteDataOf, exportDataOf, exportFileName } from './personal-data.server.ts'
import { dataRequestAddressHash, listDataRequests } from './request-log.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')
/** Where the owner's notifications go (the seeded ones are addressed to it). */
vi.stubEnv('OWNER_EMAIL', 'owner@example.com')

const NOW = new Date('2026-11-23T12:00:00.000Z')
const MINUTE = 60_000
const later = (ms: number) => new Date(NOW.getTime() + ms)

function requestForm(email: string, want = 'view'): FormData {
	const form = new FormData()
	form.set('intent', 'request')
	form.set('email', email)
	form.set('want', want)
	return form
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const db = () => database().db
	let address = 0
	/** A client address of its own for each call that should not share a rate limit. */
	const client = () => `192.0.2.${++address % 250}`

	beforeEach(async () => {
		for (const table of [
			contactSubmissions,
			newsletterSubscriptions,
			bookPrereservations,
			cookieConsents,
			mailOutbox,
			dataRequestLog,
			dataAccessLinks,
			formRateLimits,
		]) {
			await db().delete(table)
		}
	})

	async function accessMails(to: string) {
		const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to))
		return rows.filter((row) => row.kind === ACCESS_LINK_MAIL_KIND)
	}

	/** Asks for a link for `email` and returns the token its mail carries. */
	async function linkFor(email: string, at = NOW): Promise<string> {
		const answer = await requestAccessLink({
			form: requestForm(email),
			locale: 'pt-PT',
			clientAddress: client(),
			now: at,
		})
		expect(answer.status).toBe(200)
		const [mail] = (await accessMails(email.trim().toLowerCase())).slice(-1)
		const token = /https:\/\/site\.example\/gerir-dados\?token=([\w-]+)/.exec(mail?.message.text ?? '')?.[1]
		if (!token) throw new Error(`no access link in ${JSON.stringify(mail?.message.text)}`)
		return token
	}

	/** A verified session of `email` (its cookie's token), opened now by the real clock. */
	async function sessionFor(email: string): Promise<string> {
		const now = new Date()
		const opened = await openAccessSession(await linkFor(email, now), client(), now)
		if (opened.status !== 'verified') throw new Error(`not verified: ${opened.status}`)
		return opened.sessionToken
	}

	async function seedRecordsOf(email: string, name = 'Ana Sousa') {
		await db().insert(contactSubmissions).values({
			name,
			email,
			subject: 'Pedido de orçamento',
			message: 'Gostaria de saber mais sobre automações.',
			gdprConsentTimestamp: NOW,
		})
		await db()
			.insert(newsletterSubscriptions)
			.values({ email, consentTimestamp: NOW, confirmed: true, confirmedAt: NOW })
		await db().insert(bookPrereservations).values({ name, email })
		await db()
			.insert(mailOutbox)
			.values([
				{
					kind: 'contact.notification',
					recipient: 'owner@example.com',
					message: { subject: 'Contacto', text: 'x', html: 'x', replyTo: { name, address: email } },
				},
				{ kind: 'newsletter.confirm', recipient: email, message: { subject: 'Confirme', text: 'x', html: 'x' } },
			])
	}

	test('asking for access queues a one-time link to the address typed, trimmed and lowercased, in the page language', async () => {
		const answer = await requestAccessLink({
			form: requestForm('  Ana.Sousa@Example.PT ', 'export'),
			locale: 'pt-PT',
			clientAddress: client(),
			now: NOW,
		})
		expect(answer).toEqual({
			status: 200,
			state: {
				status: 'success',
				message:
					'Enviámos um link de acesso para ana.sousa@example.pt. Abra-o nos próximos 30 minutos para exportar os seus dados. Se não o encontrar, veja também a pasta de spam.',
			},
		})
		const [mail] = await accessMails('ana.sousa@example.pt')
		expect(mail?.locale).toBe('pt-PT')
		expect(mail?.message.subject).toBe('O seu link para gerir os seus dados pessoais')
		expect(mail?.message.text).toContain('deixa de funcionar ao fim de 30 minutos')
		const token = /\?token=([\w-]+)/.exec(mail?.message.text ?? '')?.[1] ?? ''
		// Only a keyed hash of the token is stored.
		const [link] = await db().select().from(dataAccessLinks)
		expect(link?.email).toBe('ana.sousa@example.pt')
		expect(link?.tokenHash).not.toContain(token)
		expect(link?.expiresAt.toISOString()).toBe(later(ACCESS_LINK_MINUTES * MINUTE).toISOString())
	})

	test('the answer is the same whether or not anything is held for the address', async () => {
		await seedRecordsOf('conhecida@example.pt')
		const known = await requestAccessLink({
			form: requestForm('conhecida@example.pt'),
			locale: 'pt-PT',
			clientAddress: client(),
		})
		const unknown = await requestAccessLink({
			form: requestForm('desconhecida@example.pt'),
			locale: 'pt-PT',
			clientAddress: client(),
		})
		expect(unknown.status).toBe(known.status)
		expect(unknown.state.message.replace('desconhecida', 'conhecida')).toBe(known.state.message)
		expect(await accessMails('conhecida@example.pt')).toHaveLength(1)
		expect(await accessMails('desconhecida@example.pt')).toHaveLength(1)
	})

	test('an empty or invalid e-mail is refused with the form’s message and sends nothing', async () => {
		const empty = await requestAccessLink({ form: requestForm('   '), locale: 'pt-PT', clientAddress: client() })
		expect(empty.status).toBe(400)
		expect(empty.state).toMatchObject({ status: 'invalid', errors: { email: 'Indique o seu e-mail.' } })
		const invalid = await requestAccessLink({ form: requestForm('ana@'), locale: 'pt-PT', clientAddress: client() })
		expect(invalid.state).toMatchObject({ status: 'invalid', errors: { email: 'Email inválido' } })
		expect(await db().select().from(mailOutbox)).toEqual([])
	})

	test('one client may ask five times in ten minutes; one address gets at most three links an hour, silently', async () => {
		const me = client()
		for (let n = 1; n <= 5; n++) {
			const answer = await requestAccessLink({
				form: requestForm(`pessoa${n}@example.pt`),
				locale: 'pt-PT',
				clientAddress: me,
				now: NOW,
			})
			expect(answer.status).toBe(200)
		}
		const sixth = await requestAccessLink({
			form: requestForm('x@example.pt'),
			locale: 'pt-PT',
			clientAddress: me,
			now: NOW,
		})
		expect(sixth).toMatchObject({ status: 429, state: { status: 'error' } })

		const answers = []
		for (let n = 1; n <= 4; n++) {
			answers.push(
				await requestAccessLink({
					form: requestForm('alvo@example.pt'),
					locale: 'pt-PT',
					clientAddress: client(),
					now: NOW,
				}),
			)
		}
		expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
		expect(await accessMails('alvo@example.pt')).toHaveLength(3)
	})

	test('a link works until 30 minutes after it was sent, and not at 30 minutes', async () => {
		const token = await linkFor('ana@example.pt')
		expect(await inspectAccessLink(token, later(ACCESS_LINK_MINUTES * MINUTE - 1))).toBe('valid')
		expect(await inspectAccessLink(token, later(ACCESS_LINK_MINUTES * MINUTE))).toBe('expired')
		expect(await openAccessSession(token, client(), later(ACCESS_LINK_MINUTES * MINUTE))).toEqual({ status: 'expired' })
		expect(await db().select().from(dataRequestLog)).toEqual([])
	})

	test('following a link spends it: it opens one verified session, logs the view, and is refused afterwards', async () => {
		const token = await linkFor('ana@example.pt')
		const opened = await openAccessSession(token, client(), later(MINUTE))
		expect(opened.status).toBe('verified')
		if (opened.status !== 'verified') return
		expect(opened.expiresAt.toISOString()).toBe(later(MINUTE + ACCESS_SESSION_MINUTES * MINUTE).toISOString())
		expect(await openAccessSession(token, client(), later(2 * MINUTE))).toEqual({ status: 'used' })
		expect(await inspectAccessLink(token, later(2 * MINUTE))).toBe('used')

		expect(await sessionEmail(opened.sessionToken, later(MINUTE + ACCESS_SESSION_MINUTES * MINUTE - 1))).toBe(
			'ana@example.pt',
		)
		expect(await sessionEmail(opened.sessionToken, opened.expiresAt)).toBeUndefined()
		const log = await db().select().from(dataRequestLog)
		expect(log.map((row) => [row.action, row.addressHash])).toEqual([
			['view', dataRequestAddressHash('ana@example.pt')],
		])
	})

	test('a tampered or made-up link opens nothing', async () => {
		const token = await linkFor('ana@example.pt')
		const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
		expect(await inspectAccessLink(tampered)).toBe('invalid')
		expect(await openAccessSession(tampered, client())).toEqual({ status: 'invalid' })
		expect(await openAccessSession('../../etc/passwd', client())).toEqual({ status: 'invalid' })
		expect(await sessionEmail(token)).toBeUndefined()
	})

	test('ending a session closes it at once', async () => {
		const session = await sessionFor('ana@example.pt')
		expect(await sessionEmail(session)).toBe('ana@example.pt')
		await endAccessSession(session)
		expect(await sessionEmail(session)).toBeUndefined()
	})

	test('the counts and the export hold the address’s records only, with its consents, and log the export', async () => {
		await seedRecordsOf('ana@example.pt')
		await seedRecordsOf('rui@example.pt', 'Rui Costa')
		await db()
			.insert(cookieConsents)
			.values({ sessionId: 'consent-0001', analyticsConsent: true, marketingConsent: false })

		expect(await countDataOf('ana@example.pt')).toEqual({
			contactMessages: 1,
			newsletterSubscriptions: 1,
			bookPrereservations: 1,
		})
		const exported = await exportDataOf('ana@example.pt', NOW)
		const text = JSON.stringify(exported)
		expect(text).not.toContain('rui@example.pt')
		expect(text).not.toContain('Rui Costa')
		expect(text).not.toContain('consent-0001')
		expect(exported.contact_submissions).toEqual([
			expect.objectContaining({
				name: 'Ana Sousa',
				email: 'ana@example.pt',
				gdpr_consent_timestamp: NOW.toISOString(),
			}),
		])
		expect(exported.newsletter_subscriptions).toEqual([expect.objectContaining({ confirmed: true })])
		expect(exported.book_prereservations).toEqual([expect.objectContaining({ source: 'Site Principal' })])
		expect(exported.consents.map((consent) => consent.purpose)).toEqual([
			'contact_form_privacy_policy',
			'newsletter',
			'book_prereservation_privacy_policy',
		])
		expect(exported.mail_sent_to_you).toEqual([
			expect.objectContaining({ kind: 'newsletter.confirm', subject: 'Confirme' }),
		])
		expect(exported.data_requests).toEqual([{ action: 'export', at: NOW.toISOString() }])
		expect(exportFileName(NOW)).toBe('meus-dados-2026-11-23.json')
	})

	test('the export file is named after the Lisbon date, not the UTC one', () => {
		// 23:30 UTC on 30 June is already 1 July in Lisbon (summer time, UTC+1).
		expect(exportFileName(new Date('2026-06-30T23:30:00Z'))).toBe('meus-dados-2026-07-01.json')
		expect(exportFileName(new Date('2026-06-30T22:59:59Z'))).toBe('meus-dados-2026-06-30.json')
		// In winter Lisbon keeps UTC.
		expect(exportFileName(new Date('2026-12-31T23:30:00Z'))).toBe('meus-dados-2026-12-31.json')
	})

	test('deleting removes every record of the address in one go, ends its session, and leaves everyone else’s', async () => {
		await seedRecordsOf('ana@example.pt')
		await seedRecordsOf('rui@example.pt', 'Rui Costa')
		const session = await sessionFor('ana@example.pt')

		expect(await sessionEmail(session)).toBe('ana@example.pt')
		const removed = await deleteDataOf('ana@example.pt', NOW)
		// The contact notification, the newsletter mail and the access-link mail.
		expect(removed).toEqual({ contactMessages: 1, newsletterSubscriptions: 1, bookPrereservations: 1, mail: 3 })
		expect(await countDataOf('ana@example.pt')).toEqual({
			contactMessages: 0,
			newsletterSubscriptions: 0,
			bookPrereservations: 0,
		})
		expect(JSON.stringify(await db().select().from(mailOutbox))).not.toContain('ana@example.pt')
		expect(await db().select().from(dataAccessLinks).where(eq(dataAccessLinks.email, 'ana@example.pt'))).toEqual([])
		expect(await sessionEmail(session)).toBeUndefined()
		expect(await countDataOf('rui@example.pt')).toEqual({
			contactMessages: 1,
			newsletterSubscriptions: 1,
			bookPrereservations: 1,
		})
		const log = await db().select().from(dataRequestLog)
		expect(log.map((row) => row.action).sort()).toEqual(['delete', 'view'])
		expect(JSON.stringify(log)).not.toContain('ana@example.pt')
	})

	test('deleting also removes the outbox folder’s .eml files of the deleted mail, and only those', async () => {
		const folder = mkdtempSync(path.join(tmpdir(), 'personal-data-outbox-'))
		try {
			await seedRecordsOf('ana@example.pt')
			await seedRecordsOf('rui@example.pt', 'Rui Costa')
			const rows = await db().select().from(mailOutbox)
			for (const row of rows) writeFileSync(path.join(folder, outboxFileName(NOW, row)), row.recipient)
			const anaMail = rows.filter(
				(row) =>
					row.recipient === 'ana@example.pt' ||
					(typeof row.message.replyTo === 'object' && row.message.replyTo.address === 'ana@example.pt'),
			)
			expect(anaMail).toHaveLength(2)

			const config = { DATA_DIR: folder, MAIL_OUTBOX_DIR: folder, SMTP_URL: undefined }
			expect((await deleteDataOf('ana@example.pt', NOW, config)).mail).toBe(2)
			const left = readdirSync(folder)
			expect(left).toHaveLength(rows.length - 2)
			for (const row of anaMail) expect(left.some((name) => name.includes(row.id))).toBe(false)
			const remaining = await db().select({ id: mailOutbox.id }).from(mailOutbox)
			expect(left.sort()).toEqual(
				rows
					.filter((row) => remaining.some((kept) => kept.id === row.id))
					.map((row) => outboxFileName(NOW, row))
					.sort(),
			)
		} finally {
			rmSync(folder, { recursive: true, force: true })
		}
	})

	test('the owner’s own address keeps the notifications about other visitors, in the export and when deleted', async () => {
		await seedRecordsOf('ana@example.pt')
		await seedRecordsOf('rui@example.pt', 'Rui Costa')
		// The owner once wrote through the contact form too, from the same address.
		await seedRecordsOf('owner@example.com', 'Dono')
		const notifications = () =>
			db()
				.select({
					replyTo: sql<string>`coalesce(${mailOutbox.message}->'replyTo'->>'address', ${mailOutbox.message}->>'replyTo')`,
				})
				.from(mailOutbox)
				.where(eq(mailOutbox.kind, 'contact.notification'))

		const exported = await exportDataOf('owner@example.com', NOW)
		expect(exported.mail_sent_to_you).toEqual([])
		expect(JSON.stringify(exported)).not.toContain('ana@example.pt')
		expect(JSON.stringify(exported)).not.toContain('rui@example.pt')

		const removed = await deleteDataOf('owner@example.com', NOW)
		// The owner's own message's notification goes (it replies to the address); the others stay.
		expect(removed).toEqual({ contactMessages: 1, newsletterSubscriptions: 1, bookPrereservations: 1, mail: 1 })
		expect((await notifications()).map((row) => row.replyTo).sort()).toEqual(['ana@example.pt', 'rui@example.pt'])
		// The public address and the sender's count as the owner's too.
		await db()
			.insert(mailOutbox)
			.values({
				kind: 'contact.notification',
				recipient: 'ola@example.com',
				message: { subject: 'Contacto: Maria', text: 'x', html: 'x', replyTo: 'Maria <maria@example.pt>' },
			})
		expect((await exportDataOf('ola@example.com', NOW)).mail_sent_to_you).toEqual([])
		expect((await deleteDataOf('ola@example.com', NOW)).mail).toBe(0)
		expect(await notifications()).toHaveLength(3)
	})

	test('an unsubscribed or deleted address gets no further newsletter mail', async () => {
		const sent: string[] = []
		const transport: MailTransport = {
			description: 'test',
			async send(mail) {
				sent.push(`${mail.kind} ${mail.to}`)
			},
			close() {},
		}
		const signup = (email: string) => {
			const form = new FormData()
			for (const [key, value] of Object.entries({ name: 'Ana', email, consent: 'on' })) form.set(key, value)
			return subscribe({ form, locale: 'pt-PT', clientAddress: client() })
		}
		await signup('sai@example.pt')
		await signup('apaga@example.pt')
		const [leaving] = await db()
			.select()
			.from(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.email, 'sai@example.pt'))
		if (!leaving) throw new Error('no subscription')
		const token = new URL(unsubscribeUrl({ id: leaving.id, email: leaving.email, locale: 'pt-PT' })).searchParams.get(
			'token',
		)
		expect(await unsubscribe(token, { clientAddress: client() })).toEqual({ status: 'unsubscribed' })
		await deleteDataOf('apaga@example.pt')

		await createMailSender({ transport }).runOnce()
		expect(sent).toEqual([])
	})

	test('the request log lists newest first, a page at a time, with hashes instead of addresses', async () => {
		for (const [n, action] of (['view', 'export', 'delete'] as const).entries()) {
			await db()
				.insert(dataRequestLog)
				.values({ addressHash: dataRequestAddressHash(`p${n}@example.pt`), action, createdAt: later(n * MINUTE) })
		}
		const first = await listDataRequests({ limit: 2, offset: 0 })
		expect(first.total).toBe(3)
		expect(first.entries.map((entry) => entry.action)).toEqual(['delete', 'export'])
		expect(first.entries[0]?.addressHash).toMatch(/^[0-9a-f]{64}$/)
		const second = await listDataRequests({ limit: 2, offset: 2 })
		expect(second.entries.map((entry) => entry.action)).toEqual(['view'])
	})
})
