import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { appState, formRateLimits, mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { runRetention } from '#app/features/personal-data/retention.server.ts'
import { periodCutoff, periodEnd, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { en } from '#app/i18n/catalogues/en.ts'
import { es } from '#app/i18n/catalogues/es.ts'
import { confirmSubscription, inspectKeepLink, keepSubscription, subscribe, unsubscribe } from './newsletter.server.ts'
import { KEEP_LINK_GRACE_MS } from './newsletter-tokens.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')
vi.stubEnv('SMTP_URL', '')
vi.stubEnv('MAIL_OUTBOX_DIR', '')

const DAY = 24 * 60 * 60 * 1000
const NO_IMAGES: ImageStorage = { save: () => Promise.reject(new Error('unused')), list: async () => [] }

/** The last interaction of the subscribers of the retention journeys, and what follows from it. */
const LAST = new Date('2023-12-20T09:00:00.000Z')
const MARK = periodEnd(RETENTION_PERIODS.newsletterInactive, LAST)
const ASK_AT = periodCutoff(RETENTION_PERIODS.newsletterRepermissionNotice, MARK)

function tokenIn(text: string, path: string): string {
	const match = text.match(new RegExp(`https://site\\.example${path}\\?token=([\\w.-]+)`))
	if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`)
	return match[1]
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let address = 0
	const client = () => `198.51.100.${++address % 250}`
	const db = () => database().db

	beforeEach(async () => {
		for (const table of [newsletterSubscriptions, mailOutbox, formRateLimits, appState]) await db().delete(table)
	})

	async function row(email: string) {
		const [found] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
		return found
	}
	async function mailsTo(email: string, kind = 'newsletter.repermission') {
		const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
		return rows.filter((mail) => mail.kind === kind)
	}
	async function addSubscriber(email: string, locale: 'pt-PT' | 'en' | 'es', lastInteractionAt: Date) {
		await db().insert(newsletterSubscriptions).values({
			email,
			locale,
			confirmed: true,
			confirmedAt: lastInteractionAt,
			lastInteractionAt,
			consentTimestamp: lastInteractionAt,
			createdAt: lastInteractionAt,
		})
	}
	async function retention(now: Date) {
		const result = await runRetention({ now, bookLaunchDate: undefined, imageStorage: NO_IMAGES })
		if (result.status !== 'done') throw new Error(`the run was skipped: ${result.reason}`)
		return result
	}
	async function keepToken(email: string, path: string) {
		const [mail] = await mailsTo(email)
		return tokenIn(mail?.message.text ?? '', path)
	}

	test('confirming records the interaction, and confirming again with a working link records a new one', async () => {
		const signedUp = new Date(Date.now() - 2 * DAY)
		await subscribe({
			form: formOf({ name: 'Maria', email: 'maria@example.pt', consent: 'on' }),
			locale: 'pt-PT',
			clientAddress: client(),
			now: signedUp,
		})
		expect(await row('maria@example.pt')).toMatchObject({ lastInteractionAt: null, repermissionSentAt: null })
		const [confirmation] = await mailsTo('maria@example.pt', 'newsletter.confirm')
		const token = tokenIn(confirmation?.message.text ?? '', '/newsletter/confirmar')

		const confirmedAt = new Date(Date.now() - DAY)
		await confirmSubscription(token, client(), confirmedAt)
		expect(await row('maria@example.pt')).toMatchObject({
			confirmed: true,
			confirmedAt,
			lastInteractionAt: confirmedAt,
		})

		// A re-permission request was outstanding: confirming again answers it too.
		await db().update(newsletterSubscriptions).set({ repermissionSentAt: confirmedAt })
		const again = new Date()
		expect(await confirmSubscription(token, client(), again)).toEqual({
			status: 'confirmed',
			email: 'maria@example.pt',
		})
		expect(await row('maria@example.pt')).toMatchObject({
			confirmedAt,
			lastInteractionAt: again,
			repermissionSentAt: null,
		})
	})

	test('30 days before the 3-year mark the re-permission mail is queued once, in the subscriber’s language, with the button and the unsubscribe link', async () => {
		await addSubscriber('ana@example.com', 'en', LAST)
		await addSubscriber('rui@example.es', 'es', new Date(LAST.getTime() + 2 * DAY))

		expect((await retention(new Date(ASK_AT.getTime() - 1))).repermissionMails).toBe(0)
		expect(await mailsTo('ana@example.com')).toEqual([])

		const first = await retention(ASK_AT)
		expect(first.repermissionMails).toBe(1)
		expect(first.counts.newsletter_inactive).toBe(0)
		const [mail, ...more] = await mailsTo('ana@example.com')
		expect(more).toEqual([])
		expect(mail).toMatchObject({ locale: 'en', status: 'pending' })
		expect(mail?.message.subject).toBe(en.newsletterKeep.mailSubject)
		expect(mail?.message.text).toContain('almost 3 years')
		expect(mail?.message.text).toContain('by 20 December 2026')
		expect(mail?.message.text).toContain(`${en.newsletterKeep.button}: https://site.example/en/newsletter/keep?token=`)
		const unsubscribeToken = tokenIn(mail?.message.text ?? '', '/en/newsletter/unsubscribe')
		expect(mail?.message.headers).toEqual({
			'List-Unsubscribe': `<https://site.example/en/newsletter/unsubscribe?token=${unsubscribeToken}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		expect(await row('ana@example.com')).toMatchObject({ repermissionSentAt: ASK_AT, lastInteractionAt: LAST })
		expect(await mailsTo('rui@example.es')).toEqual([])

		// The next daily runs ask the one whose mark is two days later, and Ana never again.
		expect((await retention(new Date(ASK_AT.getTime() + DAY))).repermissionMails).toBe(0)
		expect((await retention(new Date(ASK_AT.getTime() + 2 * DAY))).repermissionMails).toBe(1)
		expect((await retention(new Date(ASK_AT.getTime() + 3 * DAY))).repermissionMails).toBe(0)
		expect(await mailsTo('ana@example.com')).toHaveLength(1)
		const [spanish] = await mailsTo('rui@example.es')
		expect(spanish?.message.subject).toBe(es.newsletterKeep.mailSubject)
		expect(spanish?.message.text).toContain('hasta el 22 de diciembre de 2026')
	})

	test('a dry run counts the re-permission mails due and queues none', async () => {
		await addSubscriber('ana@example.com', 'en', LAST)
		const dry = await runRetention({ now: ASK_AT, dryRun: true, bookLaunchDate: undefined, imageStorage: NO_IMAGES })
		expect(dry).toMatchObject({ status: 'done', repermissionMails: 1 })
		expect(await mailsTo('ana@example.com')).toEqual([])
		expect(await row('ana@example.com')).toMatchObject({ repermissionSentAt: null })
	})

	test('the retention job keeps whoever pressed "keep me subscribed" and removes, once the 3-year mark passes, whoever did not answer', async () => {
		await addSubscriber('ana@example.com', 'en', LAST)
		await addSubscriber('silenciosa@example.pt', 'pt-PT', LAST)
		await retention(ASK_AT)
		const token = await keepToken('ana@example.com', '/en/newsletter/keep')

		// Opening the link (as a mail scanner would) changes nothing.
		const opened = new Date(ASK_AT.getTime() + 10 * DAY)
		expect(await inspectKeepLink(token, opened)).toEqual({ status: 'asked', email: 'ana@example.com' })
		expect(await inspectKeepLink(token, opened)).toEqual({ status: 'asked', email: 'ana@example.com' })
		expect(await row('ana@example.com')).toMatchObject({ lastInteractionAt: LAST, repermissionSentAt: ASK_AT })

		expect(await keepSubscription(token, client(), opened)).toEqual({ status: 'kept', email: 'ana@example.com' })
		expect(await row('ana@example.com')).toMatchObject({ lastInteractionAt: opened, repermissionSentAt: null })
		expect(await inspectKeepLink(token, opened)).toEqual({ status: 'kept', email: 'ana@example.com' })

		const silentToken = await keepToken('silenciosa@example.pt', '/newsletter/manter')
		await db()
			.insert(mailOutbox)
			.values({
				kind: 'newsletter.issue',
				recipient: 'silenciosa@example.pt',
				message: { subject: 'Novidades', text: 'Olá', html: '<p>Olá</p>' },
			})

		const atMark = await retention(MARK)
		expect(atMark.counts.newsletter_inactive).toBe(0)
		expect(await row('silenciosa@example.pt')).toBeDefined()

		const pastMark = new Date(MARK.getTime() + 1)
		const afterMark = await retention(pastMark)
		expect(afterMark.counts.newsletter_inactive).toBe(1)
		expect(afterMark.repermissionMails).toBe(0)
		expect(await row('silenciosa@example.pt')).toBeUndefined()
		expect(await mailsTo('silenciosa@example.pt', 'newsletter.issue')).toEqual([])
		expect(await row('ana@example.com')).toMatchObject({ lastInteractionAt: opened, repermissionSentAt: null })
		expect(await inspectKeepLink(silentToken, pastMark)).toEqual({ status: 'gone' })
		expect(await keepSubscription(silentToken, client(), pastMark)).toEqual({ status: 'gone' })

		// Three years after keeping, Ana is asked again (30 days before her new mark), once.
		const nextAsk = periodCutoff(
			RETENTION_PERIODS.newsletterRepermissionNotice,
			periodEnd(RETENTION_PERIODS.newsletterInactive, opened),
		)
		expect((await retention(new Date(nextAsk.getTime() - 1))).repermissionMails).toBe(0)
		expect((await retention(nextAsk)).repermissionMails).toBe(1)
		expect(await row('ana@example.com')).toMatchObject({ lastInteractionAt: opened, repermissionSentAt: nextAsk })
	})

	test('a subscription already past its mark when first asked has 30 days from the mail to answer', async () => {
		const longAgo = new Date('2020-03-01T00:00:00Z')
		// Confirmed before interactions were recorded: it counts from its confirmation.
		await db().insert(newsletterSubscriptions).values({
			email: 'antiga@example.pt',
			confirmed: true,
			confirmedAt: longAgo,
			consentTimestamp: longAgo,
			createdAt: longAgo,
		})
		const now = new Date('2026-11-26T10:00:00Z')
		expect((await retention(now)).repermissionMails).toBe(1)
		const [mail] = await mailsTo('antiga@example.pt')
		expect(mail?.message.text).toContain('até 26 de dezembro de 2026')
		const answerBy = new Date(now.getTime() + 30 * DAY)
		expect((await retention(answerBy)).counts.newsletter_inactive).toBe(0)
		expect((await retention(new Date(answerBy.getTime() + 1))).counts.newsletter_inactive).toBe(1)
		expect(await row('antiga@example.pt')).toBeUndefined()
	})

	test('a keep link that is tampered, expired, or of another purpose keeps nothing', async () => {
		await addSubscriber('ana@example.com', 'en', LAST)
		await retention(ASK_AT)
		const token = await keepToken('ana@example.com', '/en/newsletter/keep')
		const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
		const at = new Date(ASK_AT.getTime() + DAY)
		expect(await keepSubscription(tampered, client(), at)).toEqual({ status: 'invalid' })
		expect(await keepSubscription('', client(), at)).toEqual({ status: 'invalid' })
		const [mail] = await mailsTo('ana@example.com')
		const unsubscribeToken = tokenIn(mail?.message.text ?? '', '/en/newsletter/unsubscribe')
		expect(await keepSubscription(unsubscribeToken, client(), at)).toEqual({ status: 'invalid' })
		const expired = new Date(MARK.getTime() + KEEP_LINK_GRACE_MS)
		expect(await inspectKeepLink(token, expired)).toEqual({ status: 'invalid' })
		expect(await keepSubscription(token, client(), expired)).toEqual({ status: 'invalid' })
		expect(await row('ana@example.com')).toMatchObject({ lastInteractionAt: LAST, repermissionSentAt: ASK_AT })

		// Unsubscribing instead removes the subscription and any re-permission mail still waiting.
		expect(await unsubscribe(unsubscribeToken, { clientAddress: client() })).toEqual({ status: 'unsubscribed' })
		expect(await mailsTo('ana@example.com')).toEqual([])
		expect(await inspectKeepLink(token, at)).toEqual({ status: 'gone' })
	})
})

function formOf(values: Record<string, string>): FormData {
	const form = new FormData()
	for (const [key, value] of Object.entries(values)) form.set(key, value)
	return form
}
