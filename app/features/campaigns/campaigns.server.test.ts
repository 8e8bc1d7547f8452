import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	auditLog,
	bookPrereservations,
	campaignRecipients,
	campaigns,
	isCampaignMailParts,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createActor } from '#app/features/admin/test-support.server.ts'
import { DEFAULT_BOOK_FACTS } from '#app/features/book/book.ts'
import {
	cancelPrereservation,
	inspectPrereservationCancelLink,
} from '#app/features/book/prereservation-cancel.server.ts'
import { createMailSender, type MailClaims, type MailSender } from '#app/features/mail/mail-sender.server.ts'
import { enqueueMail } from '#app/features/mail/outbox.server.ts'
import { createOutboxFolderTransport } from '#app/features/mail/transport.server.ts'
import { unsubscribe } from '#app/features/newsletter/newsletter.server.ts'
import { deleteDataOf, exportDataOf } from '#app/features/personal-data/personal-data.server.ts'
import { parseEml } from '../../../tests/support/eml.ts'
import {
	campaignSending,
	cancelCampaign,
	enqueueCampaign,
	pauseCampaign,
	resumeCampaign,
	runCampaignJob,
	startCampaign,
} from './campaign-send.server.ts'
import {
	audienceSize,
	campaignProgress,
	createDraft,
	launchNoticeDraft,
	sendTest,
	updateDraft,
} from './campaigns.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')

const ISSUE = {
	audience: 'newsletter' as const,
	subject: { 'pt-PT': 'Edição de Novembro', en: 'November issue', es: 'Edición de noviembre' },
	body: {
		'pt-PT': 'Olá! Leia [o artigo](https://blog.example/artigo?utm_source=news&id=7).',
		en: 'Hello! Read [the article](https://blog.example/article?utm_campaign=x).',
		es: '¡Hola! Lea ![foto](https://tracker.example/pixel.gif) el artículo.',
	},
}

async function drain(sender: MailSender): Promise<void> {
	while ((await sender.runOnce()) > 0) {}
}

describe.each(TEST_DATABASE_KINDS)('campaigns on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let folder: string
	let actor: Awaited<ReturnType<typeof createActor>>

	beforeEach(async () => {
		const { db } = database()
		await db.delete(campaigns)
		await db.delete(mailOutbox)
		await db.delete(newsletterSubscriptions)
		await db.delete(bookPrereservations)
		actor = await createActor(database)
		folder = mkdtempSync(path.join(tmpdir(), 'campaign-outbox-'))
	})
	afterEach(() => rmSync(folder, { recursive: true, force: true }))

	function sender(options: { ratePerMinute?: number; claims?: MailClaims } = {}) {
		return createMailSender({
			database: () => database().db,
			transport: createOutboxFolderTransport(folder),
			ratePerMinute: options.ratePerMinute ?? 0,
			claims: options.claims,
		})
	}
	const delivered = () =>
		readdirSync(folder)
			.filter((name) => name.endsWith('.eml'))
			.map((name) => parseEml(readFileSync(path.join(folder, name))))

	async function subscribers(list: [string, 'pt-PT' | 'en' | 'es', boolean][]) {
		await database()
			.db.insert(newsletterSubscriptions)
			.values(
				list.map(([email, locale, confirmed]) => ({
					email,
					locale,
					confirmed,
					confirmedAt: confirmed ? new Date() : null,
					consentTimestamp: new Date(),
				})),
			)
	}

	test('an issue reaches each confirmed subscriber exactly once, in their language, with the list headers', async () => {
		await subscribers([
			['ana@example.com', 'pt-PT', true],
			['bob@example.com', 'en', true],
			['carla@example.com', 'es', true],
			['pending@example.com', 'en', false],
		])
		const draft = await createDraft(actor, ISSUE)
		expect(await audienceSize('newsletter')).toBe(3)

		expect(await startCampaign(actor, draft.id)).toEqual({ status: 'started', recipients: 3 })
		await drain(sender())
		await runCampaignJob()

		const mails = delivered()
		expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@example.com', 'bob@example.com', 'carla@example.com'])
		const byTo = Object.fromEntries(mails.map((mail) => [mail.to, mail]))
		expect(byTo['ana@example.com']?.subject).toBe('Edição de Novembro')
		expect(byTo['bob@example.com']?.subject).toBe('November issue')
		expect(byTo['carla@example.com']?.subject).toBe('Edición de noviembre')
		const ana = byTo['ana@example.com']
		expect(ana?.headers['list-unsubscribe']).toMatch(/^<https:\/\/site\.example\/newsletter\/cancelar\?token=[\w.-]+>$/)
		expect(ana?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		expect(ana?.headers['list-id']).toBe('Newsletter <newsletter.site.example>')
		// Links without tracking parameters, in both parts; no remote image loaded.
		expect(ana?.html).toContain('href="https://blog.example/artigo?id=7"')
		expect(ana?.text).toContain('o artigo (https://blog.example/artigo?id=7)')
		expect(`${ana?.html}${ana?.text}`).not.toContain('utm_')
		expect(byTo['carla@example.com']?.html).not.toContain('<img')
		expect(ana?.text).toContain('https://site.example/newsletter/cancelar?token=')
		const ids = new Set(mails.map((mail) => mail.headers['message-id']))
		expect(ids.size).toBe(3)

		const [stored] = await database().db.select().from(campaigns).where(eq(campaigns.id, draft.id))
		expect(stored).toMatchObject({ status: 'sent', recipientCount: 3, sentCount: 3, failedCount: 0 })
		expect(await campaignProgress(draft.id)).toMatchObject({ status: 'sent', sent: 3, queued: 0, failed: 0 })
	})

	test('a second press, a second admin and a concurrent enqueue still give one mail per recipient', async () => {
		await subscribers(
			Array.from(
				{ length: 30 },
				(_, index) => [`reader${index}@example.com`, 'pt-PT', true] as [string, 'pt-PT', true],
			),
		)
		const draft = await createDraft(actor, ISSUE)
		const other = await createActor(database)
		const results = await Promise.all([
			startCampaign(actor, draft.id),
			startCampaign(other, draft.id),
			startCampaign(actor, draft.id),
		])
		expect(results.filter((result) => result.status === 'started')).toHaveLength(1)
		expect(results.filter((result) => result.status === 'not-draft')).toHaveLength(2)
		// Resuming processes enqueue the same campaign again, at the same time, in small chunks.
		await database().db.update(campaigns).set({ enqueuedAt: null }).where(eq(campaigns.id, draft.id))
		await Promise.all([enqueueCampaign(draft.id, { chunk: 7 }), enqueueCampaign(draft.id, { chunk: 4 })])

		const rows = await database().db.select().from(mailOutbox).where(eq(mailOutbox.campaignId, draft.id))
		expect(rows).toHaveLength(30)
		expect(new Set(rows.map((row) => row.recipient)).size).toBe(30)
		await Promise.all([drain(sender()), drain(sender())])
		expect(delivered()).toHaveLength(30)
		expect(await startCampaign(actor, draft.id)).toEqual({ status: 'not-draft' })
	})

	test('a campaign left half-enqueued is finished by the campaign job, without doubles', async () => {
		await subscribers(
			Array.from({ length: 12 }, (_, index) => [`r${index}@example.com`, 'en', true] as [string, 'en', true]),
		)
		const draft = await createDraft(actor, ISSUE)
		// As a killed process leaves it: 'sending', one chunk enqueued, no enqueued_at.
		await database()
			.db.update(campaigns)
			.set({ status: 'sending', startedAt: new Date() })
			.where(eq(campaigns.id, draft.id))
		await enqueueCampaign(draft.id, { chunk: 5 }).catch(() => {})
		await database().db.update(campaigns).set({ enqueuedAt: null }).where(eq(campaigns.id, draft.id))
		await database().db.delete(campaignRecipients).where(eq(campaignRecipients.email, 'r9@example.com'))
		await database().db.delete(mailOutbox).where(eq(mailOutbox.recipient, 'r9@example.com'))

		// Touched just now: left alone; once stale, taken over.
		await runCampaignJob()
		expect(await database().db.select().from(mailOutbox).where(eq(mailOutbox.campaignId, draft.id))).toHaveLength(11)
		await runCampaignJob({ staleMs: 0 })
		const rows = await database().db.select().from(mailOutbox).where(eq(mailOutbox.campaignId, draft.id))
		expect(rows.map((row) => row.recipient).sort()).toEqual(
			Array.from({ length: 12 }, (_, index) => `r${index}@example.com`).sort(),
		)
	})

	test('pausing holds the queued mail, resuming sends it, cancelling drops the rest', async () => {
		await subscribers(
			Array.from({ length: 10 }, (_, index) => [`p${index}@example.com`, 'pt-PT', true] as [string, 'pt-PT', true]),
		)
		const draft = await createDraft(actor, ISSUE)
		await startCampaign(actor, draft.id)
		expect(await pauseCampaign(actor, draft.id)).toBe('done')
		expect(await campaignSending()).toBe(false)
		await drain(sender())
		expect(delivered()).toHaveLength(0)
		expect(await resumeCampaign(actor, draft.id)).toBe('done')
		// Throttled: 4 a minute.
		await drain(sender({ ratePerMinute: 4 }))
		expect(delivered()).toHaveLength(4)
		expect(await campaignProgress(draft.id)).toMatchObject({ status: 'sending', sent: 4, queued: 6, recipients: 10 })
		expect(await cancelCampaign(actor, draft.id)).toBe('done')
		await drain(sender())
		await runCampaignJob()
		expect(delivered()).toHaveLength(4)
		expect(await campaignProgress(draft.id)).toMatchObject({ status: 'cancelled', sent: 4, dropped: 6, queued: 0 })
		const actions = await database().db.select({ action: auditLog.action }).from(auditLog)
		expect(actions.map((row) => row.action)).toEqual(
			expect.arrayContaining([
				'campaign.create',
				'campaign.send',
				'campaign.pause',
				'campaign.resume',
				'campaign.cancel',
			]),
		)
	})

	test('a sender of campaign mail and a sender of the other mail split the queue, each sending only its own', async () => {
		await subscribers([
			['ana@example.com', 'pt-PT', true],
			['bob@example.com', 'en', true],
		])
		const draft = await createDraft(actor, ISSUE)
		expect(await campaignSending()).toBe(false)
		await startCampaign(actor, draft.id)
		expect(await campaignSending()).toBe(true)
		await enqueueMail(database().db, {
			kind: 'contact.notification',
			to: 'owner@example.com',
			locale: 'pt-PT',
			subject: 'Nova mensagem',
			text: 'Uma mensagem.',
			html: '<p>Uma mensagem.</p>',
		})

		await drain(sender({ claims: 'other-mail' }))
		expect(delivered().map((mail) => mail.to)).toEqual(['owner@example.com'])
		await drain(sender({ claims: 'campaign-mail' }))
		expect(
			delivered()
				.map((mail) => mail.to)
				.sort(),
		).toEqual(['ana@example.com', 'bob@example.com', 'owner@example.com'])

		await runCampaignJob()
		expect(await campaignProgress(draft.id)).toMatchObject({ status: 'sent', sent: 2 })
		expect(await campaignSending()).toBe(false)
	})

	test('a draft is saved while it is one; a sent campaign is read-only', async () => {
		await subscribers([['ana@example.com', 'pt-PT', true]])
		const draft = await createDraft(actor, ISSUE)
		expect(await updateDraft(actor, draft.id, { ...ISSUE, subject: { 'pt-PT': 'Novo assunto' } })).toBe('saved')
		await startCampaign(actor, draft.id)
		expect(await updateDraft(actor, draft.id, ISSUE)).toBe('locked')
		const [stored] = await database().db.select().from(campaigns).where(eq(campaigns.id, draft.id))
		expect(stored?.subject).toEqual({ 'pt-PT': 'Novo assunto' })
	})

	test('a campaign to nobody does not start', async () => {
		const draft = await createDraft(actor, ISSUE)
		expect(await startCampaign(actor, draft.id)).toEqual({ status: 'empty' })
	})

	test('a test goes to the admin only, in the chosen language, marked as a test', async () => {
		await subscribers([['ana@example.com', 'pt-PT', true]])
		const draft = await createDraft(actor, ISSUE)
		await sendTest(actor, draft, 'en', draft.id)
		await drain(sender())
		const [mail, ...others] = delivered()
		expect(others).toEqual([])
		expect(mail?.to).toBe(actor.email)
		expect(mail?.subject).toBe('[Teste] November issue')
	})

	test('the launch notice goes once per address to pre-registrants; its link deletes the pre-reservation', async () => {
		await database()
			.db.insert(bookPrereservations)
			.values([
				{ name: 'Ana', email: 'ana@example.com', locale: 'pt-PT' },
				{ name: 'Ana', email: 'ana@example.com', locale: 'es' },
				{ name: 'Bob', email: 'bob@example.com', locale: 'en' },
			])
		const notice = launchNoticeDraft({ ...DEFAULT_BOOK_FACTS, price: 14.5, purchaseUrl: 'https://shop.example/livro' })
		expect(notice.body['pt-PT']).toContain('14,50')
		expect(notice.body.en).toContain('https://shop.example/livro')
		const draft = await createDraft(actor, { audience: 'prereservations', ...notice })
		expect(await startCampaign(actor, draft.id)).toEqual({ status: 'started', recipients: 2 })
		await drain(sender())
		const mails = delivered()
		expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@example.com', 'bob@example.com'])
		const bob = mails.find((mail) => mail.to === 'bob@example.com')
		expect(bob?.subject).toBe('The book “IA para a Minha Avó” is out')
		expect(bob?.headers['list-id']).toBe('Book launch <book-launch.site.example>')
		const link = /<(https:\/\/site\.example\/en\/book\/cancel-pre-order\?token=([\w.-]+))>/.exec(
			bob?.headers['list-unsubscribe'] ?? '',
		)
		expect(link).not.toBeNull()
		expect(bob?.text).toContain(link?.[1])
		const token = link?.[2] ?? ''
		expect(await inspectPrereservationCancelLink(token)).toEqual({ status: 'reserved', email: 'bob@example.com' })
		expect(await cancelPrereservation(`${token}x`, { clientAddress: null, oneClick: true })).toEqual({
			status: 'invalid',
		})
		expect(await cancelPrereservation(token, { clientAddress: null, oneClick: true })).toEqual({ status: 'cancelled' })
		const left = await database().db.select({ email: bookPrereservations.email }).from(bookPrereservations)
		expect(left.map((row) => row.email)).toEqual(['ana@example.com', 'ana@example.com'])
	})

	test('the one-click unsubscribe of an issue ends the subscription and drops its queued mail', async () => {
		await subscribers([['ana@example.com', 'pt-PT', true]])
		const draft = await createDraft(actor, ISSUE)
		await startCampaign(actor, draft.id)
		const [row] = await database().db.select().from(mailOutbox).where(eq(mailOutbox.campaignId, draft.id))
		if (!row || !isCampaignMailParts(row.message)) throw new Error('no campaign mail queued')
		const token = new URL(row.message.leaveUrl).searchParams.get('token') ?? ''
		expect(await unsubscribe(token, { clientAddress: null, oneClick: true })).toEqual({ status: 'unsubscribed' })
		expect(await database().db.select().from(newsletterSubscriptions)).toEqual([])
		expect(await database().db.select().from(mailOutbox).where(eq(mailOutbox.campaignId, draft.id))).toEqual([])
	})

	test('campaign mail is part of a person’s data: exported, and deleted with it', async () => {
		await subscribers([
			['ana@example.com', 'pt-PT', true],
			['bob@example.com', 'en', true],
		])
		const draft = await createDraft(actor, ISSUE)
		await startCampaign(actor, draft.id)
		const exported = await exportDataOf('ana@example.com')
		expect(exported.campaign_recipients).toEqual([
			expect.objectContaining({ campaign_id: draft.id, audience: 'newsletter', email: 'ana@example.com' }),
		])
		expect(exported.mail_sent_to_you).toEqual([expect.objectContaining({ kind: 'newsletter.issue' })])
		await deleteDataOf('ana@example.com', new Date(), { DATA_DIR: folder, MAIL_OUTBOX_DIR: folder })
		const recipients = await database().db.select({ email: campaignRecipients.email }).from(campaignRecipients)
		expect(recipients).toEqual([{ email: 'bob@example.com' }])
		const mail = await database().db.select({ to: mailOutbox.recipient }).from(mailOutbox)
		expect(mail).toEqual([{ to: 'bob@example.com' }])
	})
})
