import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	appState,
	bookPrereservations,
	contactSubmissions,
	cookieConsents,
	dataAccessLinks,
	dataRequestLog,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { outboxFileName } from '#app/features/mail/transport.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { EXPIRED_LINK_KEPT_MS } from './data-access.server.ts'
import { formatRetentionReport, type RetentionCounts, runRetention } from './retention.server.ts'
import { periodCutoff, RETENTION_PERIODS } from './retention-periods.ts'

vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')
/** The outbox folder of these runs: the job prunes its `.eml` files. */
const OUTBOX = mkdtempSync(path.join(tmpdir(), 'retention-outbox-'))
vi.stubEnv('MAIL_OUTBOX_DIR', OUTBOX)
vi.stubEnv('SMTP_URL', '')
afterAll(() => rmSync(OUTBOX, { recursive: true, force: true }))

/** The job's clock in these tests. */
const NOW = new Date('2026-11-23T12:00:00.000Z')
const cutoff = (kind: keyof typeof RETENTION_PERIODS) => periodCutoff(RETENTION_PERIODS[kind], NOW)
const justBefore = (date: Date) => new Date(date.getTime() - 1)
const HOUR = 3_600_000

const NOTHING: RetentionCounts = {
	contact_submissions: 0,
	newsletter_unconfirmed: 0,
	newsletter_inactive: 0,
	book_prereservations: 0,
	cookie_consents: 0,
	mail_outbox: 0,
	campaign_recipients: 0,
	mail_outbox_files: 0,
	data_request_log: 0,
	data_access_links: 0,
	orphan_images: 0,
}

/** No uploaded images: the sweeper's own tests are in uploads/orphan-images.server.test.ts. */
const NO_IMAGES: ImageStorage = { save: () => Promise.reject(new Error('unused')), list: async () => [] }

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	beforeEach(async () => {
		const { db } = database()
		for (const table of [
			contactSubmissions,
			newsletterSubscriptions,
			bookPrereservations,
			cookieConsents,
			mailOutbox,
			dataRequestLog,
			dataAccessLinks,
			appState,
		]) {
			await db.delete(table)
		}
		rmSync(OUTBOX, { recursive: true, force: true })
		mkdirSync(OUTBOX)
	})

	const db = () => database().db

	async function addContact(email: string, createdAt: Date) {
		await db().insert(contactSubmissions).values({
			name: 'Ana Sousa',
			email,
			subject: 'Um pedido de orçamento',
			message: 'Gostaria de saber mais sobre automações.',
			gdprConsentTimestamp: createdAt,
			createdAt,
		})
	}

	async function emails(
		table: typeof contactSubmissions | typeof newsletterSubscriptions | typeof bookPrereservations,
	) {
		const rows = await db().select({ email: table.email }).from(table)
		return rows.map((row) => row.email).sort()
	}

	async function run(options: Parameters<typeof runRetention>[0] = {}) {
		const result = await runRetention({ now: NOW, bookLaunchDate: undefined, imageStorage: NO_IMAGES, ...options })
		if (result.status !== 'done') throw new Error(`the run was skipped: ${result.reason}`)
		return result
	}

	test('contact messages go once they are more than 3 years old, and not a millisecond sooner', async () => {
		await addContact('limite@example.pt', cutoff('contactMessages'))
		await addContact('antiga@example.pt', justBefore(cutoff('contactMessages')))
		await addContact('recente@example.pt', new Date(NOW.getTime() - HOUR))
		expect(cutoff('contactMessages').toISOString()).toBe('2023-11-23T12:00:00.000Z')

		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, contact_submissions: 1 })
		expect(await emails(contactSubmissions)).toEqual(['limite@example.pt', 'recente@example.pt'])
	})

	test('newsletter sign-ups left unconfirmed go after 30 days; confirmed ones stay', async () => {
		const old = justBefore(cutoff('newsletterUnconfirmed'))
		await db()
			.insert(newsletterSubscriptions)
			.values([
				{ email: 'limite@example.pt', consentTimestamp: NOW, createdAt: cutoff('newsletterUnconfirmed') },
				{ email: 'esquecida@example.pt', consentTimestamp: old, createdAt: old },
				{ email: 'confirmada@example.pt', confirmed: true, confirmedAt: old, consentTimestamp: old, createdAt: old },
			])

		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, newsletter_unconfirmed: 1 })
		expect(await emails(newsletterSubscriptions)).toEqual(['confirmada@example.pt', 'limite@example.pt'])
	})

	test('a confirmed subscription goes once 3 years pass without interaction and its re-permission mail went unanswered for 30 days, with the newsletter mail still queued for it', async () => {
		const longAgo = new Date('2020-01-01T00:00:00Z')
		const asked = justBefore(cutoff('newsletterRepermissionNotice'))
		const subscriber = (email: string, lastInteractionAt: Date, repermissionSentAt: Date | null) => ({
			email,
			confirmed: true,
			confirmedAt: longAgo,
			lastInteractionAt,
			repermissionSentAt,
			consentTimestamp: longAgo,
			createdAt: longAgo,
		})
		await db()
			.insert(newsletterSubscriptions)
			.values([
				subscriber('activa@example.pt', cutoff('newsletterInactive'), asked),
				subscriber('parada@example.pt', justBefore(cutoff('newsletterInactive')), asked),
				subscriber(
					'perguntada-ha-pouco@example.pt',
					justBefore(cutoff('newsletterInactive')),
					new Date(asked.getTime() + 1),
				),
			])
		const message = { subject: 'Novidades', text: 'Olá', html: '<p>Olá</p>' }
		await db()
			.insert(mailOutbox)
			.values([
				{ kind: 'newsletter.issue', recipient: 'parada@example.pt', message, createdAt: NOW },
				{ kind: 'newsletter.issue', recipient: 'activa@example.pt', message, createdAt: NOW },
			])

		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, newsletter_inactive: 1 })
		expect(result.repermissionMails).toBe(0)
		expect(await emails(newsletterSubscriptions)).toEqual(['activa@example.pt', 'perguntada-ha-pouco@example.pt'])
		const queued = await db().select({ recipient: mailOutbox.recipient }).from(mailOutbox)
		expect(queued.map((row) => row.recipient)).toEqual(['activa@example.pt'])
	})

	test('book pre-reservations stay while no launch date is set, and all go once the launch is more than 6 months ago', async () => {
		await db()
			.insert(bookPrereservations)
			.values([
				{ name: 'Ana', email: 'ana@example.pt', createdAt: new Date('2024-01-01T00:00:00Z') },
				{ name: 'Rui', email: 'rui@example.pt', createdAt: new Date(NOW.getTime() - HOUR) },
			])
		expect((await run()).counts.book_prereservations).toBe(0)
		const launchLimit = cutoff('bookPrereservationsAfterLaunch')
		expect(launchLimit.toISOString()).toBe('2026-05-23T12:00:00.000Z')
		expect((await run({ bookLaunchDate: launchLimit })).counts.book_prereservations).toBe(0)
		expect(await emails(bookPrereservations)).toHaveLength(2)

		const result = await run({ bookLaunchDate: justBefore(launchLimit) })
		expect(result.counts).toEqual({ ...NOTHING, book_prereservations: 2 })
		expect(await emails(bookPrereservations)).toEqual([])
	})

	test('cookie-consent records go after 13 months', async () => {
		await db()
			.insert(cookieConsents)
			.values([
				{
					sessionId: 'limite-0001',
					analyticsConsent: true,
					marketingConsent: false,
					createdAt: cutoff('cookieConsents'),
				},
				{
					sessionId: 'antiga-0001',
					analyticsConsent: false,
					marketingConsent: false,
					createdAt: justBefore(cutoff('cookieConsents')),
				},
			])
		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, cookie_consents: 1 })
		const left = await db().select({ id: cookieConsents.sessionId }).from(cookieConsents)
		expect(left.map((row) => row.id)).toEqual(['limite-0001'])
	})

	test('outbox mail and its .eml files go after 30 days, and request-log lines after 3 years', async () => {
		const message = { subject: 'Assunto', text: 'Texto', html: '<p>Texto</p>' }
		await db()
			.insert(mailOutbox)
			.values([
				{ kind: 'contact.notification', recipient: 'limite@example.pt', message, createdAt: cutoff('sentMail') },
				{
					kind: 'contact.notification',
					recipient: 'antiga@example.pt',
					message,
					status: 'sent',
					createdAt: justBefore(cutoff('sentMail')),
				},
			])
		await db()
			.insert(dataRequestLog)
			.values([
				{ addressHash: 'limite', action: 'view', createdAt: cutoff('dataRequestLog') },
				{ addressHash: 'antiga', action: 'delete', createdAt: justBefore(cutoff('dataRequestLog')) },
			])

		// The outbox folder holds each mail's .eml file, written when it was sent.
		const rows = await db().select().from(mailOutbox)
		for (const row of rows) writeFileSync(path.join(OUTBOX, outboxFileName(row.createdAt, row)), row.recipient)
		const kept = rows.find((row) => row.recipient === 'limite@example.pt')
		if (!kept) throw new Error('no mail at the limit')

		const dry = await run({ dryRun: true })
		expect(dry.counts).toEqual({ ...NOTHING, mail_outbox: 1, mail_outbox_files: 1, data_request_log: 1 })
		expect(readdirSync(OUTBOX)).toHaveLength(2)
		expect(formatRetentionReport(dry)).toMatch(/outbox folder \.eml files \(older than 30 days\)\s+would remove 1/)

		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, mail_outbox: 1, mail_outbox_files: 1, data_request_log: 1 })
		expect((await db().select().from(mailOutbox)).map((row) => row.recipient)).toEqual(['limite@example.pt'])
		expect(readdirSync(OUTBOX)).toEqual([outboxFileName(kept.createdAt, kept)])
		expect((await db().select().from(dataRequestLog)).map((row) => row.addressHash)).toEqual(['limite'])
	})

	test('access links go a day after they expired, once their verified session has ended too', async () => {
		const past = new Date(NOW.getTime() - EXPIRED_LINK_KEPT_MS - 1)
		const lately = new Date(NOW.getTime() - EXPIRED_LINK_KEPT_MS)
		const future = new Date(NOW.getTime() + HOUR)
		await db()
			.insert(dataAccessLinks)
			.values([
				{ email: 'a@example.pt', tokenHash: 'expirado', expiresAt: past },
				{ email: 'b@example.pt', tokenHash: 'valido', expiresAt: future },
				// Still told "expired" when clicked, rather than "unknown".
				{ email: 'e@example.pt', tokenHash: 'expirado-ha-pouco', expiresAt: lately },
				{ email: 'c@example.pt', tokenHash: 'em-sessao', expiresAt: past, sessionHash: 's1', sessionExpiresAt: future },
				{
					email: 'd@example.pt',
					tokenHash: 'sessao-finda',
					expiresAt: past,
					sessionHash: 's2',
					sessionExpiresAt: past,
				},
			])
		const result = await run()
		expect(result.counts).toEqual({ ...NOTHING, data_access_links: 2 })
		const left = await db().select({ token: dataAccessLinks.tokenHash }).from(dataAccessLinks)
		expect(left.map((row) => row.token).sort()).toEqual(['em-sessao', 'expirado-ha-pouco', 'valido'])
	})

	test('a dry run counts what would go and changes nothing', async () => {
		await addContact('antiga@example.pt', justBefore(cutoff('contactMessages')))
		await db()
			.insert(dataAccessLinks)
			.values({
				email: 'a@example.pt',
				tokenHash: 'expirado',
				expiresAt: new Date(NOW.getTime() - EXPIRED_LINK_KEPT_MS - HOUR),
			})

		const dry = await run({ dryRun: true })
		expect(dry.counts).toEqual({ ...NOTHING, contact_submissions: 1, data_access_links: 1 })
		expect(await emails(contactSubmissions)).toEqual(['antiga@example.pt'])
		expect(await db().select().from(dataAccessLinks)).toHaveLength(1)
		expect(formatRetentionReport(dry)).toMatch(/contact_submissions \(older than 3 years\)\s+would remove 1/)
		expect(formatRetentionReport(dry)).toContain('pre-reservations are kept')
		expect(formatRetentionReport(dry)).toContain('Newsletter re-permission mails ("keep me subscribed?") due: 0')

		expect((await run()).counts.contact_submissions).toBe(1)
		expect(await emails(contactSubmissions)).toEqual([])
	})

	test('the daily schedule skips a run when the last one was less than a day ago', async () => {
		const day = 24 * HOUR
		expect((await runRetention({ now: NOW, skipIfRanWithinMs: day })).status).toBe('done')
		const soon = await runRetention({ now: new Date(NOW.getTime() + day - 1), skipIfRanWithinMs: day })
		expect(soon).toEqual({ status: 'skipped', reason: 'not-due' })
		expect((await runRetention({ now: new Date(NOW.getTime() + day), skipIfRanWithinMs: day })).status).toBe('done')
	})

	test.skipIf(kind === 'pglite')('a run skips while another process holds the retention lock', async () => {
		await addContact('antiga@example.pt', justBefore(cutoff('contactMessages')))
		await database().db.transaction(async (tx) => {
			await tx.execute(sql`select pg_advisory_xact_lock(727002)`)
			expect(await runRetention({ now: NOW })).toEqual({ status: 'skipped', reason: 'locked' })
		})
		expect(await emails(contactSubmissions)).toEqual(['antiga@example.pt'])
	})
})
