import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parseEml } from '../../../tests/support/eml.ts'
import { createMailTransport, type DeliverableMail, mailFrom, outboxFolder } from './transport.server.ts'

const mail: DeliverableMail = {
	id: '0b0e9a55-0f4c-4a77-9b1e-4f2b8c1d2e3f',
	kind: 'contact.notification',
	to: 'dono@example.com',
	subject: 'Nova mensagem: Orçamento para formação',
	text: 'Olá,\nrecebeu uma nova mensagem.',
	html: '<p>Olá,<br>recebeu uma nova mensagem.</p>',
	replyTo: 'Visitante <visitante@example.com>',
}

const cleanups: (() => void)[] = []
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup()
})

function temporaryDir(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'mail-transport-'))
	cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

/**
 * Just enough of an SMTP server to receive messages: answers every command, keeps each
 * message's data, and refuses recipients in `refuse` with a 550.
 */
async function fakeSmtpServer(refuse: string[] = []): Promise<{ url: string; received: string[] }> {
	const received: string[] = []
	const server: Server = createServer((socket) => {
		let buffer = ''
		let inData = false
		socket.write('220 fake.example ESMTP\r\n')
		socket.on('data', (chunk) => {
			buffer += chunk.toString('latin1')
			for (;;) {
				if (inData) {
					const end = buffer.indexOf('\r\n.\r\n')
					if (end < 0) return
					received.push(buffer.slice(0, end + 2))
					buffer = buffer.slice(end + 5)
					inData = false
					socket.write('250 2.0.0 queued\r\n')
					continue
				}
				const lineEnd = buffer.indexOf('\r\n')
				if (lineEnd < 0) return
				const line = buffer.slice(0, lineEnd)
				buffer = buffer.slice(lineEnd + 2)
				const command = line.slice(0, 4).toUpperCase()
				if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.example\r\n250 8BITMIME\r\n')
				else if (command === 'RCPT' && refuse.some((address) => line.includes(address)))
					socket.write('550 5.1.1 No such user\r\n')
				else if (command === 'DATA') {
					inData = true
					socket.write('354 go ahead\r\n')
				} else if (command === 'QUIT') socket.end('221 bye\r\n')
				else socket.write('250 OK\r\n')
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	cleanups.push(() => server.close())
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	return { url: `smtp://127.0.0.1:${address.port}`, received }
}

describe('the sender address', () => {
	test('is the owner by default and MAIL_FROM when it is set', () => {
		expect(mailFrom({})).toEqual({ name: 'Ricardo Branco', address: 'ola@example.com' })
		expect(mailFrom({ MAIL_FROM: 'Site <site@example.org>' })).toBe('Site <site@example.org>')
	})
})

describe('without SMTP_URL', () => {
	test('messages go to DATA_DIR/outbox, or to MAIL_OUTBOX_DIR when it is set', () => {
		expect(outboxFolder({ DATA_DIR: '/srv/site/data' })).toBe('/srv/site/data/outbox')
		expect(outboxFolder({ DATA_DIR: '/srv/site/data', MAIL_OUTBOX_DIR: '/var/mail/site' })).toBe('/var/mail/site')
	})

	test('the outbox folder is created on the first message, which is a complete .eml file named by time', async () => {
		const dataDir = temporaryDir()
		const transport = createMailTransport({ DATA_DIR: dataDir }, () => new Date('2026-11-23T09:30:05.042Z'))
		expect(transport.description).toContain(path.join(dataDir, 'outbox'))
		expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false)

		await transport.send(mail)

		const names = readdirSync(path.join(dataDir, 'outbox'))
		expect(names).toEqual([`2026-11-23T09-30-05.042Z-contact.notification-${mail.id}.eml`])
		const parsed = parseEml(readFileSync(path.join(dataDir, 'outbox', names[0] as string)))
		expect(parsed).toMatchObject({ to: mail.to, subject: mail.subject, replyTo: mail.replyTo, text: mail.text })
		expect(parsed.headers.date).toBe('Mon, 23 Nov 2026 09:30:05 +0000')
		transport.close()
	})

	test('the file is a canonical message: every line ends in CRLF, and both parts decode to the mail’s own text', async () => {
		const dataDir = temporaryDir()
		const transport = createMailTransport({ DATA_DIR: dataDir })
		await transport.send(mail)
		// Plain ASCII is sent as it is (7bit), so its line breaks reach the file unencoded.
		const ascii = { ...mail, id: '5d1f3c2a-8b7e-4f60-9a1d-2c3b4e5f6a7b', text: 'Hello,\rone\ntwo\r\nthree' }
		await transport.send(ascii)

		const files = readdirSync(path.join(dataDir, 'outbox'))
		const [accented, plain] = [mail.id, ascii.id].map((id) => {
			const name = files.find((file) => file.includes(id))
			return readFileSync(path.join(dataDir, 'outbox', name as string), 'latin1')
		})
		for (const file of [accented, plain]) expect(file).not.toMatch(/\r(?!\n)|(?<!\r)\n/)
		expect(accented?.match(/^Content-Transfer-Encoding: base64\r$/gm)).toHaveLength(2)
		expect(parseEml(accented as string)).toMatchObject({ text: mail.text, html: mail.html })
		expect(parseEml(plain as string).text).toBe('Hello,\none\ntwo\nthree')
		transport.close()
	})
})

describe('with SMTP_URL', () => {
	test('messages are sent to that server, with the configured sender', async () => {
		const smtp = await fakeSmtpServer()
		const transport = createMailTransport({
			DATA_DIR: temporaryDir(),
			SMTP_URL: smtp.url,
			MAIL_FROM: 'Site <site@example.org>',
		})
		try {
			expect(transport.description).toBe(`the SMTP server ${new URL(smtp.url).host}`)
			await transport.send(mail)
			await transport.send({ ...mail, id: '1b0e9a55-0f4c-4a77-9b1e-4f2b8c1d2e3f', to: 'outro@example.com' })
		} finally {
			transport.close()
		}
		expect(smtp.received).toHaveLength(2)
		const parsed = parseEml(Buffer.from(smtp.received[0] as string, 'latin1'))
		expect(parsed).toMatchObject({
			from: 'Site <site@example.org>',
			to: mail.to,
			subject: mail.subject,
			html: mail.html,
		})
		expect(parsed.headers['message-id']).toBe(`<${mail.id}@example.org>`)
	})

	test('a refused recipient fails the send with the server answer, as a permanent envelope error', async () => {
		const smtp = await fakeSmtpServer(['dono@example.com'])
		const transport = createMailTransport({ DATA_DIR: temporaryDir(), SMTP_URL: smtp.url })
		try {
			await expect(transport.send(mail)).rejects.toMatchObject({ code: 'EENVELOPE', responseCode: 550 })
		} finally {
			transport.close()
		}
	})

	test('an unreachable server fails the send instead of waiting forever', async () => {
		const smtp = await fakeSmtpServer()
		const port = new URL(smtp.url).port
		for (const cleanup of cleanups.splice(0)) cleanup()
		const transport = createMailTransport({ DATA_DIR: temporaryDir(), SMTP_URL: `smtp://127.0.0.1:${port}` })
		try {
			await expect(transport.send(mail)).rejects.toThrow(/ECONNREFUSED|connect/)
		} finally {
			transport.close()
		}
	})
})
