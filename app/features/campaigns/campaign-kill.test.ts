/**
 * A server process SIGKILLed while it enqueues a campaign: whole chunks are left (each is one
 * transaction), the campaign stays 'sending', and the campaign job of the next start queues
 * the rest: in the end every subscriber has exactly one mail.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectDatabase, type DatabaseHandle, setAppDatabase } from '#app/db/client.server.ts'
import { campaignRecipients, campaigns, mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS, type TestDatabaseKind } from '#app/db/testing.server.ts'
import { createActor } from '#app/features/admin/test-support.server.ts'
import { createMailSender } from '#app/features/mail/mail-sender.server.ts'
import { createOutboxFolderTransport } from '#app/features/mail/transport.server.ts'
import { runCampaignJob } from './campaign-send.server.ts'
import { createDraft } from './campaigns.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')

const SUBSCRIBERS = 400

/** Where the child and the test meet: a PGlite folder, or a fresh PostgreSQL database. */
async function sharedDatabase(kind: TestDatabaseKind) {
	if (kind === 'pglite') {
		const dir = mkdtempSync(path.join(tmpdir(), 'campaign-kill-'))
		return {
			env: { DATA_DIR: dir, DATABASE_URL: '' },
			open: () => connectDatabase({ dataDir: path.join(dir, 'pglite') }),
			drop: async () => rmSync(dir, { recursive: true, force: true }),
		}
	}
	const adminUrl = process.env.TEST_DATABASE_URL ?? ''
	const name = `test_${randomBytes(6).toString('hex')}`
	const admin = async (sql: string) => {
		const client = new pg.Client({ connectionString: adminUrl })
		await client.connect()
		try {
			await client.query(sql)
		} finally {
			await client.end()
		}
	}
	await admin(`create database ${name}`)
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	// On a database server the mail folder must be named: it is the one all processes share.
	const outbox = mkdtempSync(path.join(tmpdir(), 'campaign-kill-outbox-'))
	return {
		env: { DATABASE_URL: url.href, MAIL_OUTBOX_DIR: outbox },
		open: () => connectDatabase({ url: url.href }),
		drop: async () => {
			await admin(`drop database if exists ${name} with (force)`)
			rmSync(outbox, { recursive: true, force: true })
		},
	}
}

describe.each(TEST_DATABASE_KINDS)('a SIGKILL mid-enqueue on %s', (kind) => {
	const cleanups: (() => Promise<void>)[] = []
	afterEach(async () => {
		setAppDatabase(undefined)
		for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
	})

	test('leaves whole chunks; the restart queues the rest; everyone gets exactly one mail', async () => {
		const shared = await sharedDatabase(kind)
		cleanups.push(shared.drop)
		let handle: DatabaseHandle = await shared.open()
		const { db } = handle
		await db.insert(newsletterSubscriptions).values(
			Array.from({ length: SUBSCRIBERS }, (_, index) => ({
				email: `reader${String(index).padStart(4, '0')}@example.com`,
				locale: (['pt-PT', 'en', 'es'] as const)[index % 3],
				confirmed: true,
				consentTimestamp: new Date(),
			})),
		)
		setAppDatabase(handle)
		const actor = await createActor(() => handle)
		const draft = await createDraft(actor, {
			audience: 'newsletter',
			subject: { 'pt-PT': 'Edição' },
			body: { 'pt-PT': 'Texto da edição.' },
		})
		setAppDatabase(undefined)
		await handle.close()

		const env: NodeJS.ProcessEnv = {
			...process.env,
			...shared.env,
			CAMPAIGN_ID: draft.id,
			ACTOR_ID: actor.id ?? '',
			ACTOR_EMAIL: actor.email,
			CHUNK: '15',
			LOG_LEVEL: 'silent',
			NODE_ENV: 'test',
		}
		const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/campaign-enqueuer.ts'], { env })
		let chunks = 0
		let finished = false
		child.stdout.on('data', (data: Buffer) => {
			chunks += (data.toString().match(/^chunk$/gm) ?? []).length
			if (data.toString().includes('finished')) finished = true
		})
		const deadline = Date.now() + 120_000
		while (chunks < 3 && child.exitCode === null && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 5))
		}
		child.kill('SIGKILL')
		await new Promise((resolve) => child.once('exit', resolve))
		expect(finished).toBe(false)

		// The restart: the database reopened, the campaign job run as every start runs it.
		handle = await shared.open()
		cleanups.push(() => handle.close())
		setAppDatabase(handle)
		const [left] = await handle.db.select().from(campaigns).where(eq(campaigns.id, draft.id))
		expect(left).toMatchObject({ status: 'sending', enqueuedAt: null })
		const [recipientsLeft] = await handle.db.select({ n: count() }).from(campaignRecipients)
		const [mailLeft] = await handle.db.select({ n: count() }).from(mailOutbox)
		// Whole chunks only: every recipient recorded has its mail, and the job was not done.
		expect(Number(mailLeft?.n)).toBe(Number(recipientsLeft?.n))
		expect(Number(recipientsLeft?.n)).toBeGreaterThanOrEqual(45)
		expect(Number(recipientsLeft?.n)).toBeLessThan(SUBSCRIBERS)

		// (A campaign touched less than ENQUEUE_STALE_MS ago is left to the process enqueueing it;
		// this one's process is dead, so the wait is skipped.)
		await runCampaignJob({ staleMs: 0 })

		const rows = await handle.db.select({ to: mailOutbox.recipient }).from(mailOutbox)
		expect(rows).toHaveLength(SUBSCRIBERS)
		expect(new Set(rows.map((row) => row.to)).size).toBe(SUBSCRIBERS)
		const folder = mkdtempSync(path.join(tmpdir(), 'campaign-kill-outbox-'))
		cleanups.push(async () => rmSync(folder, { recursive: true, force: true }))
		const sender = createMailSender({ transport: createOutboxFolderTransport(folder), ratePerMinute: 0 })
		while ((await sender.runOnce()) > 0) {}
		expect(readdirSync(folder).filter((name) => name.endsWith('.eml'))).toHaveLength(SUBSCRIBERS)
		await runCampaignJob()
		const [sent] = await handle.db.select().from(campaigns).where(eq(campaigns.id, draft.id))
		expect(sent).toMatchObject({ status: 'sent', recipientCount: SUBSCRIBERS, sentCount: SUBSCRIBERS })
	}, 180_000)
})
