import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import addressparser from 'nodemailer/lib/addressparser/index.js'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { contactSubmissions, formRateLimits, isCampaignMailParts, mailOutbox, siteSettings } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { FORM_RATE_LIMITS } from '#app/features/abuse/rate-limits.ts'
import { createOutboxFolderTransport } from '#app/features/mail/transport.server.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { parseEml } from '../../../tests/support/eml.ts'
import { submitContact } from './contact.server.ts'

function contactForm(fields: Record<string, string>): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

const valid = {
	name: '  Maria Inês  ',
	email: '  Maria.Ines@Exemplo.PT ',
	subject: 'Automação de marcações',
	message: 'Gostava de automatizar as marcações da minha clínica.',
	gdprConsent: 'on',
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(contactSubmissions)
		await database().db.delete(mailOutbox)
		await database().db.delete(formRateLimits)
	})

	test('a valid message is stored trimmed, e-mail lowercased, with the consent time and no IP address', async () => {
		const before = Date.now()
		const answer = await submitContact(contactForm(valid), 'en', '203.0.113.7')
		expect(answer).toEqual({
			status: 200,
			state: { status: 'success', message: "Message sent successfully! I'll be in touch soon." },
		})
		const rows = await database().db.select().from(contactSubmissions)
		expect(rows).toHaveLength(1)
		const [row] = rows
		expect(row).toMatchObject({
			name: 'Maria Inês',
			email: 'maria.ines@exemplo.pt',
			subject: 'Automação de marcações',
			locale: 'en',
			processed: false,
			ipAddress: null,
		})
		expect(row?.gdprConsentTimestamp.getTime()).toBeGreaterThanOrEqual(before - 1000)
	})

	test("the owner's own success text (contact_success) is the answer when set, in the visitor's language, and follows its changes", async () => {
		// As the admin's settings save does: write, then invalidate the public content.
		const saveSuccessText = async (value: Record<string, string> | undefined) => {
			await database().db.delete(siteSettings)
			if (value) await database().db.insert(siteSettings).values({ key: 'contact_success', value })
			await invalidatePublicPages()
		}
		await saveSuccessText({ 'pt-PT': 'Obrigado, respondo em breve!', en: 'Thanks, talk soon!' })
		try {
			const english = await submitContact(contactForm(valid), 'en', undefined)
			expect(english.state).toEqual({ status: 'success', message: 'Thanks, talk soon!' })
			const spanish = await submitContact(contactForm(valid), 'es', undefined)
			expect(spanish.state).toEqual({ status: 'success', message: 'Obrigado, respondo em breve!' })

			await saveSuccessText({ 'pt-PT': 'Recebido, obrigado!' })
			expect((await submitContact(contactForm(valid), 'en', undefined)).state).toEqual({
				status: 'success',
				message: 'Recebido, obrigado!',
			})
		} finally {
			await saveSuccessText(undefined)
		}
		expect((await submitContact(contactForm(valid), 'en', undefined)).state).toMatchObject({
			status: 'success',
			message: "Message sent successfully! I'll be in touch soon.",
		})
	})

	test('the owner is e-mailed about the message, with replies going to the visitor', async () => {
		await submitContact(contactForm(valid), 'pt-PT', '203.0.113.8')
		const [mail] = await database().db.select().from(mailOutbox)
		expect(mail).toMatchObject({ kind: 'contact.notification', locale: 'pt-PT', status: 'pending' })
		expect(mail?.message.subject).toBe('Contacto do site: Automação de marcações')
		expect(mail?.message.replyTo).toEqual({ name: 'Maria Inês', address: 'maria.ines@exemplo.pt' })
		expect(mail?.message.text).toContain('Gostava de automatizar as marcações da minha clínica.')
	})

	test.each([
		['name', { name: ' a ' }, 'Nome deve ter pelo menos 2 caracteres'],
		['name', { name: 'x'.repeat(101) }, 'Nome muito longo'],
		['email', { email: 'não-é-email' }, 'Email inválido'],
		['email', { email: `${'a'.repeat(250)}@ex.pt` }, 'Email muito longo'],
		['subject', { subject: 'Olá ' }, 'Assunto deve ter pelo menos 5 caracteres'],
		['subject', { subject: 's'.repeat(201) }, 'Assunto muito longo'],
		['message', { message: '  curta  ' }, 'Mensagem deve ter pelo menos 10 caracteres'],
		['message', { message: 'm'.repeat(2001) }, 'Mensagem muito longa'],
		['gdprConsent', { gdprConsent: '' }, 'Deve aceitar a política de privacidade'],
	])('a bad %s gets "%s" and nothing is stored', async (field, change, message) => {
		const answer = await submitContact(contactForm({ ...valid, ...change }), 'pt-PT', '203.0.113.9')
		expect(answer.status).toBe(400)
		expect(answer.state).toMatchObject({ status: 'invalid', message, errors: { [field]: message } })
		expect(await database().db.select().from(contactSubmissions)).toHaveLength(0)
		expect(await database().db.select().from(mailOutbox)).toHaveLength(0)
	})

	test('only the first error is the message; every field keeps its own error and what was typed', async () => {
		const answer = await submitContact(
			contactForm({ name: 'J', email: 'x', subject: 'Oi', message: 'curta' }),
			'es',
			undefined,
		)
		expect(answer.state).toMatchObject({
			status: 'invalid',
			message: 'El nombre debe tener al menos 2 caracteres',
			errors: {
				name: 'El nombre debe tener al menos 2 caracteres',
				email: 'Email no válido',
				subject: 'El asunto debe tener al menos 5 caracteres',
				message: 'El mensaje debe tener al menos 10 caracteres',
				gdprConsent: 'Debe aceptar la política de privacidad',
			},
			values: { name: 'J', email: 'x', subject: 'Oi', message: 'curta' },
		})
	})

	test('lengths count characters, as the database does, not UTF-16 units', async () => {
		const answer = await submitContact(contactForm({ ...valid, message: '🙂'.repeat(10) }), 'pt-PT', undefined)
		expect(answer.status).toBe(200)
		const tooLong = await submitContact(contactForm({ ...valid, name: '🙂'.repeat(101) }), 'pt-PT', undefined)
		expect(tooLong.state).toMatchObject({ message: 'Nome muito longo' })
	})

	test('a filled honeypot is answered like a success and stores nothing', async () => {
		const answer = await submitContact(
			contactForm({ ...valid, website: 'http://spam.example' }),
			'pt-PT',
			'203.0.113.10',
		)
		expect(answer.state.status).toBe('success')
		expect(await database().db.select().from(contactSubmissions)).toHaveLength(0)
	})

	test('a client over the limit is asked to wait, keeps what it typed, and nothing more is stored', async () => {
		const address = '203.0.113.11'
		for (let index = 0; index < FORM_RATE_LIMITS.contact.max; index += 1) {
			expect((await submitContact(contactForm(valid), 'pt-PT', address)).status).toBe(200)
		}
		const answer = await submitContact(contactForm(valid), 'pt-PT', address)
		expect(answer).toMatchObject({
			status: 429,
			state: {
				status: 'error',
				message: 'Demasiados envios seguidos. Aguarde alguns minutos e tente novamente.',
				values: { name: valid.name, message: valid.message },
			},
		})
		expect(await database().db.select().from(contactSubmissions)).toHaveLength(FORM_RATE_LIMITS.contact.max)
		// Another client is not affected, and the address itself is nowhere in the table.
		expect((await submitContact(contactForm(valid), 'pt-PT', '203.0.113.12')).status).toBe(200)
		const keys = await database().db.select({ key: formRateLimits.key }).from(formRateLimits)
		expect(keys.every(({ key }) => !key.includes('203.0.113'))).toBe(true)
	})

	test('a new client sending many messages at once is counted one by one: exactly the limit is stored and mailed', async () => {
		// All at once, so on PostgreSQL several connections race to create the same counter.
		const sent = FORM_RATE_LIMITS.contact.max + 4
		const answers = await Promise.all(
			Array.from({ length: sent }, () => submitContact(contactForm(valid), 'pt-PT', '203.0.113.13')),
		)
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses).toEqual([
			...Array<number>(FORM_RATE_LIMITS.contact.max).fill(200),
			...Array<number>(sent - FORM_RATE_LIMITS.contact.max).fill(429),
		])
		expect(await database().db.select().from(contactSubmissions)).toHaveLength(FORM_RATE_LIMITS.contact.max)
		expect(await database().db.select().from(mailOutbox)).toHaveLength(FORM_RATE_LIMITS.contact.max)
	})

	test('messages from many clients sent at once are each stored with their own mail, and each client is counted apart', async () => {
		const max = FORM_RATE_LIMITS.contact.max
		// Eight clients in one go, in three languages; the last two send one more than their limit.
		const sends = Array.from({ length: 8 }, (_, client) => ({
			client,
			locale: (['pt-PT', 'en', 'es'] as const)[client % 3] ?? 'pt-PT',
			times: client >= 6 ? max + 1 : 1,
		})).flatMap(({ client, locale, times }) =>
			Array.from({ length: times }, (_, index) => ({ client, locale, subject: `Pedido ${client}-${index}` })),
		)
		const answers = await Promise.all(
			sends.map(({ client, locale, subject }) =>
				submitContact(contactForm({ ...valid, subject }), locale, `198.51.100.${client}`),
			),
		)
		const refused = sends.filter((_, index) => answers[index]?.status === 429)
		expect(refused.map(({ client }) => client)).toEqual([6, 7])
		expect(answers.filter((answer) => answer.status === 200)).toHaveLength(sends.length - 2)

		const stored = await database()
			.db.select({ subject: contactSubmissions.subject, locale: contactSubmissions.locale })
			.from(contactSubmissions)
		const mails = await database().db.select().from(mailOutbox)
		expect(stored).toHaveLength(sends.length - 2)
		expect(mails).toHaveLength(sends.length - 2)
		// Each message kept its own language, and its mail is about it (not a neighbour's).
		for (const { subject, locale } of stored) {
			expect(sends.find((send) => send.subject === subject)?.locale).toBe(locale)
			expect(mails.filter((mail) => mail.message.subject?.endsWith(subject))).toHaveLength(1)
		}
	})

	test('a message the database refuses fails alone: the others sent with it are stored and mailed', async () => {
		// A rule of the table the form's checks do not know, standing in for any such gap.
		await database().db.execute(
			"alter table contact_submissions add constraint test_no_refused check (subject not like '%REFUSED%')",
		)
		try {
			const subjects = ['Primeiro pedido', 'Pedido REFUSED', 'Terceiro pedido']
			const answers = await Promise.all(
				subjects.map((subject, index) =>
					submitContact(contactForm({ ...valid, subject }), 'pt-PT', `192.0.2.${index + 1}`),
				),
			)
			expect(answers.map((answer) => answer.status)).toEqual([200, 503, 200])
			expect(answers[1]?.state).toMatchObject({ status: 'error', values: { subject: 'Pedido REFUSED' } })
			const stored = await database().db.select({ subject: contactSubmissions.subject }).from(contactSubmissions)
			expect(stored.map(({ subject }) => subject).sort()).toEqual(['Primeiro pedido', 'Terceiro pedido'])
			expect(await database().db.select().from(mailOutbox)).toHaveLength(2)
		} finally {
			await database().db.execute('alter table contact_submissions drop constraint test_no_refused')
		}
	})

	test('a name made to look like addresses adds no Reply-To address: replies go to the visitor only', async () => {
		const folder = mkdtempSync(path.join(tmpdir(), 'contact-reply-to-'))
		try {
			for (const name of ['Ana Silva: spy@evil.example;', 'Ana <spy@evil.example>, x', 'Ana "spy@evil.example"']) {
				await database().db.delete(mailOutbox)
				const answer = await submitContact(contactForm({ ...valid, name }), 'pt-PT', undefined)
				expect(answer.status).toBe(200)
				const [row] = await database().db.select().from(mailOutbox)
				if (!row || isCampaignMailParts(row.message)) throw new Error('no notification queued')
				const transport = createOutboxFolderTransport(folder)
				await transport.send({ ...row.message, id: row.id, kind: row.kind, to: row.recipient })
				transport.close()
				const file = readdirSync(folder).find((entry) => entry.includes(row.id)) ?? ''
				const replyTo = parseEml(readFileSync(path.join(folder, file))).replyTo ?? ''
				const addresses = addressparser(replyTo, { flatten: true }).map((entry) => entry.address)
				expect(addresses).toEqual(['maria.ines@exemplo.pt'])
			}
		} finally {
			rmSync(folder, { recursive: true, force: true })
		}
	})

	test('an IPv6 client is counted by its /64: a new address in the same network is not a new limit', async () => {
		for (let index = 0; index < FORM_RATE_LIMITS.contact.max; index += 1) {
			const address = `2001:db8:aa:bb::${(index + 1).toString(16)}`
			expect((await submitContact(contactForm(valid), 'pt-PT', address)).status).toBe(200)
		}
		expect((await submitContact(contactForm(valid), 'pt-PT', '2001:db8:aa:bb:ffff:1:2:3')).status).toBe(429)
		expect((await submitContact(contactForm(valid), 'pt-PT', '2001:0db8:00aa:00bb::99')).status).toBe(429)
		// The next /64 is another client.
		expect((await submitContact(contactForm(valid), 'pt-PT', '2001:db8:aa:bc::1')).status).toBe(200)
	})

	test('a database failure answers the error message, keeps the values and leaves no half record', async () => {
		await database().db.execute('alter table mail_outbox rename to mail_outbox_away')
		try {
			const answer = await submitContact(contactForm(valid), 'en', undefined)
			expect(answer).toMatchObject({
				status: 503,
				state: { status: 'error', message: 'Error sending message. Please try again or use direct email.' },
			})
			expect(
				await database()
					.db.select()
					.from(contactSubmissions)
					.where(eq(contactSubmissions.email, 'maria.ines@exemplo.pt')),
			).toHaveLength(0)
		} finally {
			await database().db.execute('alter table mail_outbox_away rename to mail_outbox')
		}
	})
})
