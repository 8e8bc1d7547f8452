import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { db } from '#app/db/client.server.ts'
import { mailOutbox } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { parseEml } from '../../../tests/support/eml.ts'
import { waitUntil } from '../../../tests/support/wait-until.ts'
import { renderMail } from './mail-layout.server.ts'
import { createMailSender, LEASE_MS, type MailSender, retryDelayMs, startMailSender } from './mail-sender.server.ts'
import { announce, enqueueMail, mailQueue, type OutgoingMail } from './outbox.server.ts'
import { createOutboxFolderTransport, type DeliverableMail, type MailTransport } from './transport.server.ts'

const UNSUBSCRIBE = '<https://ricardobranco.example/newsletter/cancelar?token=abcdefghijklmnopqrstuvwxyz0123456789-_>'

function outgoing(to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
	const body = renderMail({
		locale: 'pt-PT',
		heading: 'Confirme a sua subscrição',
		paragraphs: ['Olá! Falta só um passo: confirmar o endereço.', 'Acção, informação & coração.'],
		action: { label: 'Confirmar subscrição', url: 'https://ricardobranco.example/newsletter/confirmar?token=t0k3n' },
		footer: ['Recebeu esta mensagem porque subscreveu a newsletter.'],
	})
	return {
		kind: 'newsletter.confirm',
		to,
		locale: 'pt-PT',
		subject: 'Confirme a sua subscrição — só falta um passo',
		...body,
		replyTo: 'Ricardo Branco <ola@example.com>',
		headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
		...overrides,
	}
}

async function rowFor(recipient: string) {
	const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))
	if (!row) throw new Error(`no outbox row for ${recipient}`)
	return row
}

/** A clock the test moves forward; it starts at the real time, as the database's defaults do. */
function testClock() {
	let offsetMs = 0
	return {
		now: () => new Date(Date.now() + offsetMs),
		advance(ms: number) {
			offsetMs += ms
		},
	}
}

/** Runs `sender` until a run finds nothing due. */
async function drain(sender: MailSender): Promise<void> {
	while ((await sender.runOnce()) > 0) {}
}

function failingTransport(message = 'connect ECONNREFUSED 127.0.0.1:25'): MailTransport & { attempts: number } {
	return {
		description: 'a mail server that is down',
		attempts: 0,
		async send() {
			this.attempts += 1
			throw new Error(message)
		},
		close() {},
	}
}

test('the wait before a retry starts at a minute, doubles, and never exceeds six hours', () => {
	expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
	expect(retryDelayMs(9)).toBe(256 * 60_000)
	expect(retryDelayMs(10)).toBe(6 * 60 * 60_000)
	expect(retryDelayMs(50)).toBe(6 * 60 * 60_000)
})

describe.each(TEST_DATABASE_KINDS)('the mail sender on %s', (kind) => {
	useAppTestDatabase(kind)
	let folder: string

	beforeEach(async () => {
		folder = mkdtempSync(path.join(tmpdir(), 'outbox-'))
		await db().delete(mailOutbox)
	})
	afterEach(() => {
		rmSync(folder, { recursive: true, force: true })
		vi.restoreAllMocks()
	})

	const emlFiles = () => readdirSync(folder).filter((name) => name.endsWith('.eml'))

	test('a queued mail becomes an .eml file with its headers and both parts, and the row is marked sent', async () => {
		const clock = testClock()
		const mail = outgoing('ana@example.com')
		await db().transaction((tx) => enqueueMail(tx, mail))
		const sender = createMailSender({ transport: createOutboxFolderTransport(folder, undefined, clock.now), ...clock })

		expect(await sender.runOnce()).toBe(1)

		const [name, ...others] = emlFiles()
		expect(others).toEqual([])
		const row = await rowFor('ana@example.com')
		expect(name).toMatch(
			new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-newsletter\\.confirm-${row.id}\\.eml$`),
		)
		const raw = readFileSync(path.join(folder, name as string))
		const parsed = parseEml(raw)
		expect(parsed.to).toBe('ana@example.com')
		expect(parsed.from).toBe('Ricardo Branco <ola@example.com>')
		expect(parsed.subject).toBe(mail.subject)
		expect(parsed.replyTo).toBe('Ricardo Branco <ola@example.com>')
		expect(parsed.headers['list-unsubscribe']).toBe(UNSUBSCRIBE)
		expect(parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		// Passed through verbatim: on one line, exactly as given (RFC 8058).
		expect(raw.toString('latin1').split('\r\n')).toContain(`List-Unsubscribe: ${UNSUBSCRIBE}`)
		expect(parsed.headers['message-id']).toBe(`<${row.id}@example.com>`)
		expect(parsed.text).toBe(mail.text)
		expect(parsed.html).toBe(mail.html)
		expect(parsed.html).toContain('Acção, informação &amp; coração.')

		expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null })
		expect(row.sentAt).toBeInstanceOf(Date)
		expect(await sender.runOnce()).toBe(0)
		expect(emlFiles()).toHaveLength(1)
	})

	test('a transport failure keeps the mail pending for a later attempt, which sends it', async () => {
		const clock = testClock()
		await enqueueMail(db(), outgoing('bruno@example.com'))
		const real = createOutboxFolderTransport(folder, undefined, clock.now)
		let down = true
		const transport: MailTransport = {
			description: 'a mail server that comes back',
			async send(mail: DeliverableMail) {
				if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
				await real.send(mail)
			},
			close() {},
		}
		const sender = createMailSender({ transport, ...clock })

		const before = clock.now().getTime()
		expect(await sender.runOnce()).toBe(1)
		const failed = await rowFor('bruno@example.com')
		expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null })
		expect(failed.lastError).toBe('connect ECONNREFUSED 127.0.0.1:25')
		expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000)
		expect(failed.message.subject).toBe(outgoing('x').subject)
		expect(emlFiles()).toEqual([])

		down = false
		expect(await sender.runOnce()).toBe(0)
		clock.advance(30_000)
		expect(await sender.runOnce()).toBe(0)
		clock.advance(31_000)
		expect(await sender.runOnce()).toBe(1)
		expect(await rowFor('bruno@example.com')).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
		expect(emlFiles()).toHaveLength(1)
	})

	test('after the last allowed attempt the mail is marked failed, logged as an error, and left alone', async () => {
		const clock = testClock()
		const errors = vi.spyOn(logger, 'error')
		await enqueueMail(db(), outgoing('carla@example.com'))
		const transport = failingTransport()
		const sender = createMailSender({ transport, ...clock, maxAttempts: 3 })

		for (const attempt of [1, 2]) {
			expect(await sender.runOnce()).toBe(1)
			expect(await rowFor('carla@example.com')).toMatchObject({ status: 'pending', attempts: attempt })
			clock.advance(retryDelayMs(attempt))
		}
		expect(errors).not.toHaveBeenCalled()
		expect(await sender.runOnce()).toBe(1)
		expect(await rowFor('carla@example.com')).toMatchObject({ status: 'failed', attempts: 3, sentAt: null })
		expect(errors).toHaveBeenCalledWith(
			expect.objectContaining({ kind: 'newsletter.confirm', attempt: 3 }),
			expect.stringContaining('given up'),
		)
		// The log names the row, never its recipient (decision 017).
		expect(JSON.stringify(errors.mock.calls)).not.toContain('carla@example.com')

		clock.advance(7 * 24 * 60 * 60_000)
		expect(await sender.runOnce()).toBe(0)
		expect(transport.attempts).toBe(3)
	})

	test('a recipient the mail server refuses outright is marked failed at once', async () => {
		await enqueueMail(db(), outgoing('nobody@example.com'))
		const refusal = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 No such user"), {
			code: 'EENVELOPE',
			responseCode: 550,
		})
		const transport: MailTransport = {
			description: 'a mail server that refuses',
			send: () => Promise.reject(refusal),
			close() {},
		}
		await createMailSender({ transport }).runOnce()
		expect(await rowFor('nobody@example.com')).toMatchObject({ status: 'failed', attempts: 1 })
	})

	test('a mail claimed by a sender that died is sent by another once the claim has expired', async () => {
		const clock = testClock()
		await enqueueMail(db(), outgoing('dora@example.com'))
		await db()
			.update(mailOutbox)
			.set({ lockedUntil: new Date(clock.now().getTime() + LEASE_MS) })
		const sender = createMailSender({ transport: createOutboxFolderTransport(folder, undefined, clock.now), ...clock })

		expect(await sender.runOnce()).toBe(0)
		clock.advance(LEASE_MS + 1000)
		expect(await sender.runOnce()).toBe(1)
		expect(await rowFor('dora@example.com')).toMatchObject({ status: 'sent' })
	})

	test('a stopped sender finishes the mail in hand and releases the rest of its batch for others', async () => {
		for (const name of ['eva', 'filipe', 'gil']) await enqueueMail(db(), outgoing(`${name}@example.com`))
		const sent: string[] = []
		const sender: MailSender = createMailSender({
			transport: {
				description: 'a transport during shutdown',
				async send(mail) {
					sent.push(mail.to)
					sender.stop()
				},
				close() {},
			},
		})
		expect(await sender.runOnce()).toBe(3)
		expect(sent).toHaveLength(1)
		const rows = await db().select().from(mailOutbox)
		expect(rows.filter((row) => row.status === 'sent').map((row) => row.recipient)).toEqual(sent)
		expect(rows.filter((row) => row.status === 'pending').every((row) => row.lockedUntil === null)).toBe(true)
		expect(await sender.runOnce()).toBe(0)
	})

	test('two senders working the same queue at once send every mail exactly once', async () => {
		const recipients = Array.from({ length: 30 }, (_, index) => `reader${index}@example.com`)
		for (const to of recipients) await enqueueMail(db(), outgoing(to))
		const delivered: string[] = []
		const slowTransport = (): MailTransport => ({
			description: 'a slow mail server',
			async send(mail) {
				await new Promise((resolve) => setTimeout(resolve, 5))
				delivered.push(mail.to)
			},
			close() {},
		})
		const first = createMailSender({ transport: slowTransport(), batchSize: 4 })
		const second = createMailSender({ transport: slowTransport(), batchSize: 4 })

		await Promise.all([drain(first), drain(second), drain(first), drain(second)])

		expect(delivered.toSorted()).toEqual(recipients.toSorted())
		const [counts] = await db()
			.select({ sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')::int` })
			.from(mailOutbox)
		expect(counts?.sent).toBe(30)
	})

	test('once started, it sends mail queued in this process at once, one batch at a time', async () => {
		let inFlight = 0
		let mostInFlight = 0
		const delivered: string[] = []
		const stop = startMailSender({
			pollIntervalMs: 60 * 60_000,
			batchSize: 2,
			transport: {
				description: 'a counting transport',
				async send(mail) {
					inFlight += 1
					mostInFlight = Math.max(mostInFlight, inFlight)
					await new Promise((resolve) => setTimeout(resolve, 10))
					delivered.push(mail.to)
					inFlight -= 1
				},
				close() {},
			},
		})
		try {
			for (const name of ['hugo', 'ines', 'joana', 'luis', 'marta']) {
				await db().transaction((tx) => enqueueMail(tx, outgoing(`${name}@example.com`)))
			}
			await waitUntil(() => delivered.length === 5, { timeoutMs: 10_000 })
			// Runs never overlap: at most one batch is in the transport's hands.
			expect(mostInFlight).toBeLessThanOrEqual(2)
		} finally {
			await stop()
		}
		const rows = await db().select().from(mailOutbox)
		expect(rows.every((row) => row.status === 'sent')).toBe(true)
	})

	test('a slow message holds up only itself: the rest of its batch is sent meanwhile', async () => {
		for (const name of ['lenta', 'rui', 'sara', 'tiago']) await enqueueMail(db(), outgoing(`${name}@example.com`))
		const delivered: string[] = []
		let release = () => {}
		const slowOneSent = new Promise<void>((resolve) => {
			release = resolve
		})
		const sender = createMailSender({
			transport: {
				description: 'a mail server slow for one recipient',
				async send(mail) {
					if (mail.to === 'lenta@example.com') await slowOneSent
					delivered.push(mail.to)
				},
				close() {},
			},
		})
		const run = sender.runOnce()
		await waitUntil(() => delivered.length === 3)
		expect(delivered).not.toContain('lenta@example.com')
		release()
		expect(await run).toBe(4)
		const rows = await db().select().from(mailOutbox)
		expect(rows.every((row) => row.status === 'sent')).toBe(true)
	})

	test('stopping waits for the mail being sent', async () => {
		await enqueueMail(db(), outgoing('nuno@example.com'))
		let finished = false
		let started = false
		const stop = startMailSender({
			pollIntervalMs: 60 * 60_000,
			transport: {
				description: 'a slow transport',
				async send() {
					started = true
					await new Promise((resolve) => setTimeout(resolve, 200))
					finished = true
				},
				close() {},
			},
		})
		await waitUntil(() => started)
		await stop()
		expect(finished).toBe(true)
		expect(await rowFor('nuno@example.com')).toMatchObject({ status: 'sent' })
	})

	test('a sender started for campaign mail is woken by campaign mail only, and leaves the other mail', async () => {
		const delivered: string[] = []
		const recording = (): MailTransport => ({
			description: 'a recording transport',
			async send(mail) {
				delivered.push(mail.to)
			},
			close() {},
		})
		let looks = 0
		const listening = {
			other: mailQueue.listenerCount('other-mail'),
			campaign: mailQueue.listenerCount('campaign-mail'),
		}
		const stopCampaignSender = startMailSender({
			claims: 'campaign-mail',
			pollIntervalMs: 60 * 60_000,
			transport: recording(),
			database: () => {
				looks += 1
				return db()
			},
		})
		try {
			expect(mailQueue.listenerCount('other-mail')).toBe(listening.other)
			expect(mailQueue.listenerCount('campaign-mail')).toBe(listening.campaign + 1)
			await enqueueMail(db(), outgoing('olga@example.com'))
			const before = looks
			announce('campaign-mail')
			await waitUntil(() => looks > before)
			// Its first run and the one campaign mail woke are over.
			await new Promise((resolve) => setTimeout(resolve, 200))
		} finally {
			await stopCampaignSender()
		}
		expect(delivered).toEqual([])
		expect(await rowFor('olga@example.com')).toMatchObject({ status: 'pending' })

		const stopOtherSender = startMailSender({
			claims: 'other-mail',
			pollIntervalMs: 60 * 60_000,
			transport: recording(),
		})
		try {
			await waitUntil(() => delivered.length === 1)
		} finally {
			await stopOtherSender()
		}
		expect(delivered).toEqual(['olga@example.com'])
		expect(await rowFor('olga@example.com')).toMatchObject({ status: 'sent' })
	})

	test('a sender standing aside claims nothing, and one run claiming a full batch reports that more is waiting', async () => {
		for (const name of ['ana', 'bruno', 'carla']) await enqueueMail(db(), outgoing(`${name}@example.com`))
		const delivered: string[] = []
		const aside = { now: true }
		let fullBatches = 0
		let looks = 0
		const stop = startMailSender({
			pollIntervalMs: 20,
			batchSize: 2,
			standAside: () => {
				looks += 1
				return aside.now
			},
			onFullBatch: () => {
				fullBatches += 1
			},
			transport: {
				description: 'a recording transport',
				async send(mail) {
					delivered.push(mail.to)
				},
				close() {},
			},
		})
		try {
			await waitUntil(() => looks >= 3)
			expect(delivered).toEqual([])
			expect((await db().select().from(mailOutbox)).every((row) => row.status === 'pending')).toBe(true)
			aside.now = false
			await waitUntil(() => delivered.length === 3)
		} finally {
			await stop()
		}
		// The first run took two of the three: a full batch.
		expect(fullBatches).toBe(1)
	})

	test('a database that fails is logged and tried again, never thrown', async () => {
		const errors = vi.spyOn(logger, 'error')
		let calls = 0
		const stop = startMailSender({
			pollIntervalMs: 20,
			transport: failingTransport(),
			database: () => {
				calls += 1
				throw new Error('connection terminated unexpectedly')
			},
		})
		await waitUntil(() => calls >= 3)
		await stop()
		expect(errors).toHaveBeenCalledTimes(1)
		expect(errors).toHaveBeenCalledWith(expect.objectContaining({ failures: 1 }), expect.stringContaining('mail queue'))
	})
})
