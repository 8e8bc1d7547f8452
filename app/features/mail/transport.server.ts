/**
 * How a message leaves the site: one nodemailer transport chosen from the configuration.
 * Without `SMTP_URL`, each message is written as an RFC 822 `.eml` file into the outbox
 * folder (`MAIL_OUTBOX_DIR`, else `DATA_DIR/outbox`), which any mail client opens; with
 * it, messages go to that SMTP server over a small connection pool. The folder belongs to one
 * process, or to several that share it: on PostgreSQL without SMTP the configuration refuses
 * to start unless `MAIL_OUTBOX_DIR` names it (decision 024), so deleting a visitor's mail and
 * the retention job reach every file from any process.
 */
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import type { Env } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import type { ComposedMail } from '#app/db/schema.ts'
import { createFileAtomically } from '#app/lib/atomic-file.server.ts'
import { logger } from '#app/lib/logger.server.ts'

/** One row of the outbox, ready to go. */
export interface DeliverableMail extends ComposedMail {
	/** The outbox row's id: it names the `.eml` file and makes the Message-ID. */
	id: string
	/** What the mail is, as `feature.purpose`. */
	kind: string
	to: string
}

export interface MailTransport {
	/** For logs: where mail goes. */
	readonly description: string
	/** Resolves once the message is handed over (file written or accepted by the server); throws otherwise. */
	send(mail: DeliverableMail): Promise<void>
	close(): void
}

export type MailConfig = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>

/** The SMTP server must answer within these, so a hung server delays a send, never blocks it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 }

/** The sender: `MAIL_FROM`, else the owner's name and address. */
export function mailFrom(config: Pick<MailConfig, 'MAIL_FROM'>): SendMailOptions['from'] {
	return config.MAIL_FROM ?? { name: OWNER.name, address: OWNER.email }
}

export function outboxFolder(config: Pick<MailConfig, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>): string {
	return path.resolve(config.MAIL_OUTBOX_DIR ?? path.join(config.DATA_DIR, 'outbox'))
}

/** The transport the configuration asks for. */
export function createMailTransport(config: MailConfig, now: () => Date = () => new Date()): MailTransport {
	const from = mailFrom(config)
	return config.SMTP_URL
		? createSmtpTransport(config.SMTP_URL, from, now)
		: createOutboxFolderTransport(outboxFolder(config), from, now)
}

/**
 * Writes each message into `folder` as `{time}-{kind}-{id}.eml` (sortable by time, unique).
 * The message is built by nodemailer's own composer, not sent through its stream transport:
 * that transport adds its mailer's steps and a stream re-writing, byte by byte in JavaScript,
 * line breaks the composer already writes as CRLF, about a fifth of the build's CPU
 * (docs/decisions/032).
 */
export function createOutboxFolderTransport(
	folder: string,
	from: SendMailOptions['from'] = mailFrom({}),
	now: () => Date = () => new Date(),
): MailTransport {
	return {
		description: `the outbox folder ${folder}`,
		async send(mail) {
			const date = now()
			const message = await new MailComposer(messageOptions(mail, from, date)).compile().build()
			const file = path.join(folder, outboxFileName(date, mail))
			// Readable by the server's user only: messages carry visitors' personal data.
			try {
				await createFileAtomically(file, message, 0o600)
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
				// The folder is made when the first message finds it missing, not before each one.
				await mkdir(folder, { recursive: true })
				await createFileAtomically(file, message, 0o600)
			}
			// Ids and kinds only: a recipient or a subject (a visitor's own words) is personal data.
			logger.info({ id: mail.id, kind: mail.kind, file: path.basename(file) }, 'mail written to the outbox folder')
		},
		close() {
			// Nothing held open: each message is built and written on its own.
		},
	}
}

function createSmtpTransport(url: string, from: SendMailOptions['from'], now: () => Date): MailTransport {
	// The pool reads the URL itself; its query string may override these options.
	const transporter: Transporter = nodemailer.createTransport(
		new SMTPPool({ url, pool: true, maxConnections: 4, ...SMTP_TIMEOUTS, getSocket: openWithoutNagle }),
	)
	return {
		description: `the SMTP server ${new URL(url).host}`,
		async send(mail) {
			await transporter.sendMail(messageOptions(mail, from, now()))
			logger.info({ id: mail.id, kind: mail.kind }, 'mail sent')
		},
		close() {
			transporter.close()
		},
	}
}

/**
 * Opens the pool's TCP connections with Nagle's algorithm off. With it on, the end of each
 * message waits for the server to acknowledge the previous packet, which a server delaying its
 * acknowledgements holds for up to 40 ms: about 20 messages a second per connection, whatever
 * the server's speed (measured against a local server: 21/s on one connection, 200/s without
 * Nagle). Nodemailer then greets over the open socket, upgrading it to TLS (implicit or
 * STARTTLS) as the URL asks.
 */
function openWithoutNagle(
	options: { host?: string; port?: number | string; secure?: boolean; connectionTimeout?: number },
	callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
	const port = Number(options.port) || (options.secure ? 465 : 587)
	const socket = net.connect({ host: options.host ?? 'localhost', port, noDelay: true, keepAlive: true })
	const fail = (error: Error) => {
		socket.destroy()
		callback(error)
	}
	socket.setTimeout(options.connectionTimeout ?? SMTP_TIMEOUTS.connectionTimeout, () =>
		fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
	)
	socket.once('error', fail)
	socket.once('connect', () => {
		socket.setTimeout(0)
		socket.off('error', fail)
		callback(null, { connection: socket })
	})
}

export function outboxFileName(date: Date, mail: Pick<DeliverableMail, 'kind' | 'id'>): string {
	const stamp = date.toISOString().replaceAll(':', '-')
	const kind = mail.kind.replace(/[^\w.-]+/g, '_')
	return `${stamp}-${kind}-${mail.id}.eml`
}

/** Printable ASCII only: such a header value is written exactly as given. */
const VERBATIM_HEADER = /^[\x20-\x7e]*$/

function messageOptions(mail: DeliverableMail, from: SendMailOptions['from'], date: Date): SendMailOptions {
	const headers: Record<string, string | { prepared: true; value: string }> = {}
	for (const [name, value] of Object.entries(mail.headers ?? {})) {
		// `List-Unsubscribe` and friends must reach the recipient's client unchanged (RFC 8058);
		// anything else (non-ASCII, say) is encoded by nodemailer.
		headers[name] = VERBATIM_HEADER.test(value) ? { prepared: true, value } : value
	}
	return {
		from,
		to: mail.to,
		replyTo: mail.replyTo,
		subject: mail.subject,
		// Text in its canonical form (RFC 2045: lines end in CRLF), then base64 unless it is plain
		// ASCII in short lines (sent as is): nodemailer's base64 is Node's own, its quoted-printable
		// a JavaScript loop over every character that cost a message about 40 % more CPU
		// (decision 032). Encoded words in headers (a subject with accents) follow it, as base64.
		// Every mail program decodes both.
		text: withCrlf(mail.text),
		html: withCrlf(mail.html),
		textEncoding: 'base64',
		headers,
		date,
		// The same id on every attempt, so a message delivered twice is recognisably one.
		messageId: `<${mail.id}@${senderDomain(from)}>`,
	}
}

/** Every line break, whichever of CRLF, LF or a lone CR it was, as CRLF. */
function withCrlf(text: string): string {
	return text.replace(/\r\n|\r|\n/g, '\r\n')
}

function senderDomain(from: SendMailOptions['from']): string {
	const address = typeof from === 'string' ? from : from && 'address' in from ? from.address : ''
	return /@([^\s@<>]+)>?\s*$/.exec(address ?? '')?.[1] ?? 'localhost'
}
