/**
 * Logs hold ids, kinds and counts, never what a visitor typed nor a secret (decision 017).
 * Every public form is submitted, the mail sender delivers (and fails to deliver) what they
 * queued, links with tokens are followed, and the database goes away mid-submission; then
 * the captured log lines are searched for the visitor's e-mail, name, subject, message and
 * every token: none may appear.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { connectDatabase, setAppDatabase } from '#app/db/client.server.ts'
import { mailOutbox } from '#app/db/schema.ts'
import { createTestDatabase, TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { handleError } from '#app/entry.server.tsx'
import { createMailSender } from '#app/features/mail/mail-sender.server.ts'
import { createOutboxFolderTransport, type MailTransport } from '#app/features/mail/transport.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { action as bookAction } from '#app/routes/public/book.tsx'
import { action as contactAction } from '#app/routes/public/contact.tsx'
import { action as dataAction, loader as dataLoader } from '#app/routes/public/data-management.tsx'
import { action as homeAction } from '#app/routes/public/home.tsx'
import { loader as confirmLoader } from '#app/routes/public/newsletter-confirm.tsx'
import { type CapturedLogs, captureLogs } from './log-capture.server.ts'
import { logger } from './logger.server.ts'

const VISITOR = {
	email: 'Zeferino.Quintela@Exemplo-Privado.pt',
	name: 'Zeferino Quintela',
	subject: 'Assunto muito privado qwertz',
	message: 'Mensagem confidencial: o meu NIF é 123456789 e moro na Rua Xyzzy.',
}

type Action = (args: never) => Promise<unknown>

async function post(action: Action, pagePath: string, fields: Record<string, string>, address: string | null) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	const request = new Request(`http://localhost${pagePath}`, { method: 'POST', body: form })
	const context = new RouterContextProvider()
	context.set(clientAddressContext, address)
	return action({ request, url: new URL(request.url), params: {}, context } as never)
}

/** Without a client address no rate limit is counted, so a submission reaches its own insert. */
function submitEveryForm(address: string | null = '2001:db8::7') {
	return Promise.allSettled([
		post(contactAction as Action, '/contacto', { ...VISITOR, gdprConsent: 'on' }, address),
		post(
			homeAction as Action,
			'/en',
			{ intent: 'newsletter', name: VISITOR.name, email: VISITOR.email, consent: 'on' },
			address,
		),
		post(
			bookAction as Action,
			'/livro',
			{ name: VISITOR.name, email: VISITOR.email, privacy: 'on', locale: 'pt-PT' },
			address,
		),
		post(dataAction as Action, '/gerir-dados', { intent: 'request', email: VISITOR.email, want: 'view' }, address),
	])
}

/** The tokens of the links the queued mail carries (newsletter confirmation, data access). */
async function tokensInOutbox(handle: ReturnType<ReturnType<typeof useAppTestDatabase>>): Promise<string[]> {
	const rows = await handle.db.select({ message: mailOutbox.message }).from(mailOutbox)
	return rows.flatMap((row) =>
		[...(row.message.text ?? '').matchAll(/[?&]token=([^\s&>"]+)/g)].map((match) => match[1] ?? ''),
	)
}

function expectNothingPersonal(logs: CapturedLogs, secrets: string[]) {
	const text = logs.text()
	expect(logs.lines.length).toBeGreaterThan(0)
	for (const secret of [VISITOR.email, VISITOR.email.toLowerCase(), VISITOR.name, VISITOR.subject, VISITOR.message]) {
		expect(text).not.toContain(secret)
	}
	// Parts of the message too, however a log line might have escaped or cut it.
	for (const fragment of ['Zeferino', 'Quintela', 'qwertz', 'Xyzzy', '123456789']) expect(text).not.toContain(fragment)
	for (const token of secrets) {
		expect(token.length).toBeGreaterThan(10)
		expect(text).not.toContain(token)
		expect(text).not.toContain(decodeURIComponent(token))
	}
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let logs: CapturedLogs
	let folder: string
	beforeAll(async () => {
		folder = await mkdtemp(path.join(tmpdir(), 'log-privacy-'))
	})
	afterAll(async () => {
		await rm(folder, { recursive: true, force: true })
	})

	test('no form, mail, link or error puts a visitor’s data or a token in the logs', async () => {
		logs = captureLogs()
		try {
			const answers = await submitEveryForm()
			expect(answers.every((answer) => answer.status === 'fulfilled')).toBe(true)
			const tokens = await tokensInOutbox(database())
			expect(tokens.length).toBeGreaterThanOrEqual(2)

			// The sender delivers into a folder, and fails with an SMTP answer naming the recipient.
			await createMailSender({ transport: createOutboxFolderTransport(folder) }).runOnce()
			await database()
				.db.update(mailOutbox)
				.set({ status: 'pending', nextAttemptAt: new Date(0) })
			const failing: MailTransport = {
				description: 'a refusing server',
				async send(mail) {
					throw Object.assign(new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected (${mail.subject})`), {
						code: 'EENVELOPE',
						responseCode: 550,
					})
				},
				close() {},
			}
			await createMailSender({ transport: failing }).runOnce()

			// Links followed (valid and broken), and an error while answering a URL with a token.
			for (const token of tokens) {
				const url = new URL(`http://localhost/en/newsletter/confirm?token=${token}`)
				await confirmLoader({ request: new Request(url), url, params: {}, context: {} } as never).catch(() => {})
				const dataUrl = new URL(`http://localhost/gerir-dados?token=${token}`)
				await dataLoader({ request: new Request(dataUrl), url: dataUrl, params: {}, context: {} } as never).catch(
					() => {},
				)
				const request = new Request(url)
				handleError(new Error(`loader failed for ${url.href}`), { request, params: {}, context: {} } as never)
			}

			// The database goes away under a submission: its error (with Drizzle's parameters) is logged.
			const doomed = kind === 'pglite' ? await connectDatabase({ memory: true }) : await createTestDatabase('postgres')
			await doomed.close()
			setAppDatabase(doomed)
			try {
				await submitEveryForm(null)
			} finally {
				setAppDatabase(database())
			}
			logger.flush?.()
			expect(logs.text()).toMatch(/could not be stored|failed/)
			expectNothingPersonal(logs, tokens)
		} finally {
			logs.restore()
		}
	})
})
