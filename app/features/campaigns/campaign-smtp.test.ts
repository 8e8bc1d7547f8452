/**
 * A campaign delivered over real SMTP: a local SMTP server (the `smtp-server` package) started
 * by the test receives what the site's SMTP transport sends, and the headers mail programs and
 * providers look for are checked on what arrived (parsed by `mailparser`).
 */
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bookPrereservations, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createActor } from '#app/features/admin/test-support.server.ts'
import { DEFAULT_BOOK_FACTS } from '#app/features/book/book.ts'
import { createMailSender } from '#app/features/mail/mail-sender.server.ts'
import { createMailTransport, type MailTransport } from '#app/features/mail/transport.server.ts'
import { startCampaign } from './campaign-send.server.ts'
import { createDraft, launchNoticeDraft } from './campaigns.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')

interface Arrived {
	envelopeTo: string[]
	mail: ParsedMail
	raw: string
}

describe.each(TEST_DATABASE_KINDS)('a campaign over SMTP on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const arrived: Arrived[] = []
	let server: SMTPServer
	let transport: MailTransport

	beforeAll(async () => {
		server = new SMTPServer({
			authOptional: true,
			disabledCommands: ['STARTTLS'],
			logger: false,
			onData(stream, session, callback) {
				const chunks: Buffer[] = []
				stream.on('data', (chunk: Buffer) => chunks.push(chunk))
				stream.on('end', async () => {
					const raw = Buffer.concat(chunks)
					arrived.push({
						envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
						mail: await simpleParser(raw),
						raw: raw.toString('utf8'),
					})
					callback()
				})
			},
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.server.address() as AddressInfo
		transport = createMailTransport({
			SMTP_URL: `smtp://127.0.0.1:${port}`,
			MAIL_FROM: 'Ricardo Branco <ola@site.example>',
			DATA_DIR: '/nonexistent',
		})
	})
	afterAll(async () => {
		transport.close()
		await new Promise<void>((resolve) => server.close(() => resolve()))
	})

	test('each recipient gets one message with the list headers, both parts, the site’s From and its own Message-ID', async () => {
		const { db } = database()
		await db.insert(newsletterSubscriptions).values([
			{ email: 'ana@example.com', locale: 'pt-PT', confirmed: true, consentTimestamp: new Date() },
			{ email: 'bob@example.com', locale: 'en', confirmed: true, consentTimestamp: new Date() },
		])
		await db.insert(bookPrereservations).values([{ name: 'Carla', email: 'carla@example.com', locale: 'es' }])
		const actor = await createActor(database)
		const issue = await createDraft(actor, {
			audience: 'newsletter',
			subject: { 'pt-PT': 'Novidades', en: 'News' },
			body: { 'pt-PT': 'Veja [a página](/bio?utm_medium=email).', en: 'See [the page](/en/bio?fbclid=abc).' },
		})
		const notice = await createDraft(actor, {
			audience: 'prereservations',
			...launchNoticeDraft({ ...DEFAULT_BOOK_FACTS, purchaseUrl: 'https://shop.example/livro?utm_source=x' }),
		})
		await startCampaign(actor, issue.id)
		await startCampaign(actor, notice.id)

		const sender = createMailSender({ transport, ratePerMinute: 0 })
		while ((await sender.runOnce()) > 0) {}

		expect(arrived.flatMap((message) => message.envelopeTo).sort()).toEqual([
			'ana@example.com',
			'bob@example.com',
			'carla@example.com',
		])
		const to = (address: string) => {
			const found = arrived.find((message) => message.envelopeTo.includes(address))
			if (!found) throw new Error(`nothing arrived for ${address}`)
			return found
		}
		for (const { mail, raw } of arrived) {
			expect(mail.from?.value).toEqual([{ name: 'Ricardo Branco', address: 'ola@site.example' }])
			expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@site\.example>$/)
			expect(raw).toMatch(/(^|\r\n)List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/)
			expect(raw).toMatch(/(^|\r\n)List-Unsubscribe: <https:\/\/site\.example\/[^>\s]+\?token=[\w.-]+>\r\n/)
			expect(mail.text).toBeTruthy()
			expect(mail.html).toBeTruthy()
			expect(String(mail.html)).not.toContain('<img')
			expect(`${mail.text}${mail.html}`).not.toMatch(/utm_|fbclid/)
		}
		expect(new Set(arrived.map((message) => message.mail.messageId)).size).toBe(3)

		const ana = to('ana@example.com')
		expect(ana.mail.subject).toBe('Novidades')
		// (nodemailer writes the name as List-ID: header names are case-insensitive.)
		expect(ana.raw).toMatch(/(^|\r\n)List-Id: Newsletter <newsletter\.site\.example>\r\n/i)
		expect(ana.raw).toContain('List-Unsubscribe: <https://site.example/newsletter/cancelar?token=')
		expect(ana.mail.html).toContain('href="https://site.example/bio"')
		expect(ana.mail.text).toContain('https://site.example/newsletter/cancelar?token=')
		expect(to('bob@example.com').mail.subject).toBe('News')

		const carla = to('carla@example.com')
		expect(carla.mail.subject).toBe('El libro «IA para a Minha Avó» ya ha salido')
		expect(carla.raw).toMatch(/(^|\r\n)List-Id: Book launch <book-launch\.site\.example>\r\n/i)
		expect(carla.raw).toContain('List-Unsubscribe: <https://site.example/es/libro/cancelar-reserva?token=')
		expect(carla.mail.text).toContain('https://shop.example/livro')
		expect(carla.mail.text).toContain('https://site.example/es/libro/cancelar-reserva?token=')
	})
})
