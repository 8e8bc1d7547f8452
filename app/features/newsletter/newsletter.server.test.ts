import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { formRateLimits, mailOutbox, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { en } from '#app/i18n/catalogues/en.ts'
import { es } from '#app/i18n/catalogues/es.ts'
import { pt } from '#app/i18n/catalogues/pt-PT.ts'
import {
	confirmSubscription,
	inspectConfirmLink,
	inspectUnsubscribeLink,
	subscribe,
	unsubscribe,
} from './newsletter.server.ts'
import { CONFIRM_LINK_MS } from './newsletter-tokens.server.ts'

vi.stubEnv('SITE_URL', 'https://site.example')
vi.stubEnv('SESSION_SECRET', 'integration-test-secret-0123456789abcdef')

const DAY = 24 * 60 * 60 * 1000

function signupForm(fields: Record<string, string> = {}): FormData {
	const form = new FormData()
	const values = { intent: 'newsletter', name: 'Maria Silva', email: 'maria@example.pt', consent: 'on', ...fields }
	for (const [key, value] of Object.entries(values)) form.set(key, value)
	return form
}

/** The token of a link of `kind` in a queued mail's text. */
function tokenIn(text: string, path: string): string {
	const match = text.match(new RegExp(`https://site\\.example${path}\\?token=([\\w.-]+)`))
	if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`)
	return match[1]
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let address = 0
	/** A client address of its own for each call that should not share a rate limit. */
	const client = () => `192.0.2.${++address % 250}`

	beforeEach(async () => {
		const { db } = database()
		await db.delete(newsletterSubscriptions)
		await db.delete(mailOutbox)
		await db.delete(formRateLimits)
	})

	async function subscriptions() {
		return database().db.select().from(newsletterSubscriptions)
	}
	async function outbox() {
		return database().db.select().from(mailOutbox)
	}

	test('a signup stores a pending subscription without name or IP and queues the confirmation in the page language', async () => {
		const now = new Date('2025-06-01T10:00:00Z')
		const answer = await subscribe({
			form: signupForm({ name: '  Rui  ', email: '  Rui.Costa@Example.PT ' }),
			locale: 'es',
			clientAddress: client(),
			now,
		})
		expect(answer).toEqual({ state: { status: 'success', message: es.newsletter.checkInbox }, status: 200 })

		const [row, ...others] = await subscriptions()
		expect(others).toEqual([])
		expect(row).toMatchObject({
			email: 'rui.costa@example.pt',
			locale: 'es',
			confirmed: false,
			confirmedAt: null,
			ipAddress: null,
			consentTimestamp: now,
		})
		expect(JSON.stringify(row)).not.toContain('Rui"')

		const [mail, ...more] = await outbox()
		expect(more).toEqual([])
		expect(mail).toMatchObject({ kind: 'newsletter.confirm', recipient: 'rui.costa@example.pt', locale: 'es' })
		expect(mail?.message.subject).toBe(es.newsletter.mailConfirmSubject)
		// The typed name is not echoed: the mail goes to whatever address was typed.
		expect(mail?.message.text).toContain('¡Hola!')
		expect(mail?.message.html).toContain('¡Hola!')
		expect(JSON.stringify(mail?.message)).not.toContain('Rui"')
		expect(JSON.stringify(mail?.message)).not.toMatch(/Rui[^.@]/)
		const unsubscribeToken = tokenIn(mail?.message.text ?? '', '/es/newsletter/cancelar')
		expect(mail?.message.headers).toEqual({
			'List-Unsubscribe': `<https://site.example/es/newsletter/cancelar?token=${unsubscribeToken}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		expect(tokenIn(mail?.message.text ?? '', '/es/newsletter/confirmar')).toMatch(/^[\w-]{36}\./)
	})

	test.each([
		['a missing name', { name: '' }, 'name', 'errorName'],
		['a name of spaces', { name: '   ' }, 'name', 'errorName'],
		['an invalid e-mail', { email: 'maria@' }, 'email', 'errorEmail'],
		['an e-mail of spaces', { email: '  ' }, 'email', 'errorEmail'],
		['an e-mail over 255 characters', { email: `${'a'.repeat(250)}@example.pt` }, 'email', 'errorEmail'],
		['no consent', { consent: '' }, 'consent', 'errorConsent'],
	] as const)('%s is refused with its message, keeps the values and stores nothing', async (_, fields, field, key) => {
		const form = signupForm(fields)
		if ('consent' in fields) form.delete('consent')
		const answer = await subscribe({ form, locale: 'pt-PT', clientAddress: client() })
		expect(answer.status).toBe(400)
		expect(answer.state).toMatchObject({
			status: 'invalid',
			message: pt.newsletter[key],
			errors: { [field]: pt.newsletter[key] },
			values: { name: form.get('name'), email: form.get('email') },
		})
		expect(await subscriptions()).toEqual([])
		expect(await outbox()).toEqual([])
	})

	test('a name over 100 characters is refused as too long', async () => {
		const answer = await subscribe({
			form: signupForm({ name: 'N'.repeat(101) }),
			locale: 'en',
			clientAddress: client(),
		})
		expect(answer.status).toBe(400)
		expect(answer.state).toMatchObject({ errors: { name: en.contact.errors.nameMax } })
		expect(await subscriptions()).toEqual([])
	})

	test('an address already subscribed gets the duplicate message only: nothing stored or sent again', async () => {
		await subscribe({ form: signupForm(), locale: 'pt-PT', clientAddress: client() })
		const again = await subscribe({
			form: signupForm({ name: 'Outra', email: ' MARIA@example.pt' }),
			locale: 'en',
			clientAddress: client(),
		})
		expect(again).toEqual({
			status: 409,
			state: {
				status: 'invalid',
				message: en.newsletter.errorDuplicate,
				errors: { email: en.newsletter.errorDuplicate },
				values: { name: 'Outra', email: ' MARIA@example.pt', consent: 'on' },
			},
		})
		expect(await subscriptions()).toHaveLength(1)
		expect(await outbox()).toHaveLength(1)
	})

	test('a signup never confirmed within the link lifetime is void: the address can start over', async () => {
		const then = new Date(Date.now() - CONFIRM_LINK_MS - DAY)
		await subscribe({ form: signupForm(), locale: 'pt-PT', clientAddress: client(), now: then })
		await database().db.update(newsletterSubscriptions).set({ createdAt: then })
		const again = await subscribe({ form: signupForm(), locale: 'en', clientAddress: client() })
		expect(again.status).toBe(200)
		const rows = await subscriptions()
		expect(rows).toHaveLength(1)
		expect(rows[0]?.locale).toBe('en')
	})

	test('a tripped honeypot gets the ordinary answer and stores and sends nothing', async () => {
		const form = signupForm()
		form.set('website', 'https://spam.example')
		const answer = await subscribe({ form, locale: 'en', clientAddress: client() })
		expect(answer).toEqual({ state: { status: 'success', message: en.newsletter.checkInbox }, status: 200 })
		expect(await subscriptions()).toEqual([])
		expect(await outbox()).toEqual([])
	})

	test('a client over the limit of five signups in ten minutes is told to wait, keeping the values', async () => {
		const address = client()
		for (let index = 0; index < 5; index++) {
			const answer = await subscribe({
				form: signupForm({ email: `pessoa${index}@example.pt` }),
				locale: 'pt-PT',
				clientAddress: address,
			})
			expect(answer.status).toBe(200)
		}
		const sixth = await subscribe({
			form: signupForm({ email: 'sexta@example.pt' }),
			locale: 'pt-PT',
			clientAddress: address,
		})
		expect(sixth).toEqual({
			status: 429,
			state: {
				status: 'error',
				message: pt.forms.rateLimited,
				values: { name: 'Maria Silva', email: 'sexta@example.pt', consent: 'on' },
			},
		})
		expect(await subscriptions()).toHaveLength(5)
		const other = await subscribe({
			form: signupForm({ email: 'outro@example.pt' }),
			locale: 'pt-PT',
			clientAddress: client(),
		})
		expect(other.status).toBe(200)
	})

	test('a database failure gives the general error, keeps the values and leaves nothing half-stored', async () => {
		const { db } = database()
		const failing = vi.spyOn(db, 'transaction').mockRejectedValueOnce(new Error('connection lost'))
		const answer = await subscribe({ form: signupForm(), locale: 'es', clientAddress: undefined })
		failing.mockRestore()
		expect(answer).toEqual({
			status: 503,
			state: {
				status: 'error',
				message: es.newsletter.errorGeneral,
				values: { name: 'Maria Silva', email: 'maria@example.pt', consent: 'on' },
			},
		})
		expect(await subscriptions()).toEqual([])
	})

	async function subscribeAndReadMail(email = 'maria@example.pt', now = new Date()) {
		await subscribe({ form: signupForm({ email }), locale: 'pt-PT', clientAddress: client(), now })
		const mail = (await outbox()).find((row) => row.recipient === email)
		const text = mail?.message.text ?? ''
		return {
			confirmToken: tokenIn(text, '/newsletter/confirmar'),
			unsubscribeToken: tokenIn(text, '/newsletter/cancelar'),
		}
	}

	test('opening the confirmation link confirms nothing; its button does, once and for good', async () => {
		const { confirmToken } = await subscribeAndReadMail()
		expect(await inspectConfirmLink(confirmToken)).toEqual({ status: 'pending', email: 'maria@example.pt' })
		expect(await inspectConfirmLink(confirmToken)).toEqual({ status: 'pending', email: 'maria@example.pt' })
		expect((await subscriptions())[0]?.confirmed).toBe(false)

		const before = Date.now()
		expect(await confirmSubscription(confirmToken, client())).toEqual({
			status: 'confirmed',
			email: 'maria@example.pt',
		})
		const [row] = await subscriptions()
		expect(row?.confirmed).toBe(true)
		expect(row?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)

		expect(await confirmSubscription(confirmToken, client())).toEqual({
			status: 'confirmed',
			email: 'maria@example.pt',
		})
		expect(await inspectConfirmLink(confirmToken)).toEqual({ status: 'confirmed', email: 'maria@example.pt' })
	})

	test('a tampered, expired or wrong-purpose confirmation link confirms nothing', async () => {
		const { confirmToken, unsubscribeToken } = await subscribeAndReadMail()
		const tampered = `${confirmToken.slice(0, -2)}${confirmToken.endsWith('AA') ? 'BB' : 'AA'}`
		expect(await confirmSubscription(tampered, client())).toEqual({ status: 'invalid' })
		expect(await confirmSubscription(unsubscribeToken, client())).toEqual({ status: 'invalid' })
		expect(await confirmSubscription('', client())).toEqual({ status: 'invalid' })
		const afterExpiry = new Date(Date.now() + CONFIRM_LINK_MS + 1000)
		expect(await inspectConfirmLink(confirmToken, afterExpiry)).toEqual({ status: 'invalid' })
		expect(await confirmSubscription(confirmToken, client(), afterExpiry)).toEqual({ status: 'invalid' })
		expect((await subscriptions())[0]?.confirmed).toBe(false)
	})

	test('the unsubscribe button deletes the subscription and its queued newsletter mail, nothing else', async () => {
		const { unsubscribeToken } = await subscribeAndReadMail()
		await subscribeAndReadMail('outra@example.pt')
		await database()
			.db.insert(mailOutbox)
			.values({
				kind: 'contact.notification',
				recipient: 'maria@example.pt',
				message: { subject: 's', text: 't', html: 'h' },
			})
		expect(await inspectUnsubscribeLink(unsubscribeToken)).toEqual({ status: 'subscribed', email: 'maria@example.pt' })
		expect(await subscriptions()).toHaveLength(2)

		expect(await unsubscribe(unsubscribeToken, { clientAddress: client() })).toEqual({ status: 'unsubscribed' })
		expect((await subscriptions()).map((row) => row.email)).toEqual(['outra@example.pt'])
		expect((await outbox()).map((row) => `${row.kind} ${row.recipient}`).sort()).toEqual([
			'contact.notification maria@example.pt',
			'newsletter.confirm outra@example.pt',
		])

		expect(await inspectUnsubscribeLink(unsubscribeToken)).toEqual({ status: 'unsubscribed' })
		expect(await unsubscribe(unsubscribeToken, { clientAddress: client() })).toEqual({ status: 'unsubscribed' })
		const again = await subscribe({ form: signupForm(), locale: 'pt-PT', clientAddress: client() })
		expect(again.status).toBe(200)
	})

	test('an unsubscribe link that is tampered or meant to confirm removes nothing', async () => {
		const { confirmToken, unsubscribeToken } = await subscribeAndReadMail()
		const tampered = `${unsubscribeToken.slice(0, -2)}${unsubscribeToken.endsWith('AA') ? 'BB' : 'AA'}`
		expect(await unsubscribe(tampered, { clientAddress: client() })).toEqual({ status: 'invalid' })
		expect(await unsubscribe(confirmToken, { clientAddress: client(), oneClick: true })).toEqual({ status: 'invalid' })
		expect(await unsubscribe('garbage', { clientAddress: client() })).toEqual({ status: 'invalid' })
		expect(await subscriptions()).toHaveLength(1)
	})

	test('one-click unsubscribing from a mail program is never rate-limited; the page button is', async () => {
		const address = client()
		for (let index = 0; index < 20; index++) await unsubscribe('garbage', { clientAddress: address })
		expect(await unsubscribe('garbage', { clientAddress: address })).toEqual({ status: 'rate-limited' })
		const { unsubscribeToken } = await subscribeAndReadMail()
		expect(await unsubscribe(unsubscribeToken, { clientAddress: address, oneClick: true })).toEqual({
			status: 'unsubscribed',
		})
		expect(await subscriptions()).toEqual([])
	})
})
