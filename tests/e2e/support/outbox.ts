/**
 * The e2e server's mail, read the way a recipient would: the server runs without SMTP, so
 * every message it sends becomes an `.eml` file in `${E2E_DATA_DIR}/outbox`, named
 * `{ISO time}-{kind}-{outbox id}.eml` (see app/features/mail/transport.server.ts).
 *
 *   const mail = await waitForMail({ to: 'ana@example.com', kind: 'newsletter.confirm', after })
 *   mail.subject, mail.text, mail.html, mail.headers['list-unsubscribe'], mail.links
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, parseEml } from '../../support/eml.ts'

export interface OutboxMail extends ParsedMail {
	/** The file's full path. */
	file: string
	/** When the server wrote it. */
	date: Date
	/** What the mail is, as `feature.purpose` (e.g. `contact.notification`). */
	kind: string
	/** The outbox row's id. */
	id: string
	/** Every http(s) URL in the text part, in order (e.g. a confirmation link). */
	links: string[]
}

export interface MailQuery {
	/** The recipient's address (compared case-insensitively with the To header's address). */
	to?: string
	kind?: string
	subjectIncludes?: string
	/** Only mail written at or after this moment (take `new Date()` before the action). */
	after?: Date | number
}

const FILE_NAME =
	/^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z)-(.+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/

/** The e2e server's outbox folder. */
export function outboxDir(): string {
	const dataDir = process.env.E2E_DATA_DIR
	if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run this under playwright.config.ts')
	return path.join(dataDir, 'outbox')
}

/** Every mail in the outbox, oldest first (optionally only those matching `query`). */
export async function listMails(query: MailQuery = {}): Promise<OutboxMail[]> {
	let names: string[]
	try {
		names = await readdir(outboxDir())
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
	const after = query.after === undefined ? undefined : new Date(query.after).getTime()
	const mails: OutboxMail[] = []
	for (const name of names.sort()) {
		const match = FILE_NAME.exec(name)
		if (!match) continue
		const [, stamp = '', kind = '', id = ''] = match
		const date = new Date(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3'))
		if (after !== undefined && date.getTime() < after) continue
		if (query.kind && kind !== query.kind) continue
		const file = path.join(outboxDir(), name)
		const parsed = parseEml(await readFile(file))
		if (query.to && !addressesOf(parsed.to).includes(query.to.trim().toLowerCase())) continue
		if (query.subjectIncludes && !parsed.subject.includes(query.subjectIncludes)) continue
		mails.push({ ...parsed, file, date, kind, id, links: linksIn(parsed.text) })
	}
	return mails
}

/**
 * The newest mail matching `query`, waiting for it to arrive (the server sends from a queue,
 * within a second or so). Throws after `timeoutMs` naming what was there instead.
 */
export async function waitForMail(query: MailQuery & { timeoutMs?: number }): Promise<OutboxMail> {
	const deadline = Date.now() + (query.timeoutMs ?? 10_000)
	for (;;) {
		const found = (await listMails(query)).at(-1)
		if (found) return found
		if (Date.now() > deadline) {
			const present = (await listMails()).map((mail) => `${mail.kind} to ${mail.to}: ${mail.subject}`)
			throw new Error(
				`No mail matching ${JSON.stringify(query)} arrived; the outbox holds:\n${present.join('\n') || '(nothing)'}`,
			)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** The bare, lower-cased addresses of an address header (`Name <a@b>, c@d`). */
function addressesOf(value: string): string[] {
	return value
		.split(',')
		.map((entry) => (/<([^>]+)>/.exec(entry)?.[1] ?? entry).trim().toLowerCase())
		.filter(Boolean)
}

function linksIn(text: string): string[] {
	return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0].replace(/[.,;:!?)]+$/, ''))
}
