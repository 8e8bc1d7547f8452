/**
 * Fuzzing the newsletter's link endpoints (confirm, unsubscribe, keep): whatever token or body
 * arrives — random text, a real token with one character changed, another purpose's token,
 * a one-click body without a valid token — the action answers without a server error, and
 * only the genuine token of the right purpose changes the subscription.
 */
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { formRateLimits, newsletterSubscriptions } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { action as confirmAction } from '#app/routes/public/newsletter-confirm.tsx'
import { action as keepAction } from '#app/routes/public/newsletter-keep.tsx'
import { action as unsubscribeAction } from '#app/routes/public/newsletter-unsubscribe.tsx'
import { signToken, type TokenPurpose } from './newsletter-tokens.server.ts'

type Action = (args: never) => Promise<unknown>

async function post(action: Action, path: string, fields: [string, string][]): Promise<number> {
	const body = new URLSearchParams(fields)
	const request = new Request(`http://localhost${path}`, { method: 'POST', body })
	const context = new RouterContextProvider()
	context.set(clientAddressContext, '192.0.2.2')
	const result = await action({ request, url: new URL(request.url), params: {}, context } as never)
	return (result as { init?: { status?: number } }).init?.status ?? 200
}

/** A token with one character replaced, removed or added somewhere. */
function tampered(token: string) {
	return fc
		.tuple(
			fc.nat({ max: token.length }),
			fc.constantFrom('replace', 'remove', 'insert'),
			fc.string({ minLength: 1, maxLength: 1 }),
		)
		.map(([at, how, character]) => {
			const index = Math.min(at, token.length - 1)
			if (how === 'remove') return token.slice(0, index) + token.slice(index + 1)
			if (how === 'insert') return token.slice(0, at) + character + token.slice(at)
			const replacement = token[index] === character ? (character === 'a' ? 'b' : 'a') : character
			return token.slice(0, index) + replacement + token.slice(index + 1)
		})
		.filter((candidate) => candidate !== token)
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let subscriptionId = ''
	const email = 'fuzz@exemplo.pt'
	const token = (purpose: TokenPurpose) =>
		signToken({ purpose, subscriptionId, email, expiresAt: new Date(Date.now() + 60 * 60 * 1000) })

	beforeEach(async () => {
		await database().db.delete(newsletterSubscriptions)
		const [row] = await database()
			.db.insert(newsletterSubscriptions)
			.values({ email, locale: 'pt-PT', consentTimestamp: new Date() })
			.returning({ id: newsletterSubscriptions.id })
		subscriptionId = row?.id ?? ''
	})

	type Row = typeof newsletterSubscriptions.$inferSelect
	const ASKED_AT = new Date('2026-01-01T00:00:00Z')
	const endpoints = [
		{
			name: 'confirm',
			path: '/newsletter/confirmar',
			action: confirmAction as Action,
			purpose: 'confirm' as const,
			statuses: [400, 429],
			unchanged: (row: Row | undefined) => row?.confirmed === false,
		},
		{
			name: 'unsubscribe',
			path: '/newsletter/cancelar',
			action: unsubscribeAction as Action,
			purpose: 'unsubscribe' as const,
			// A well-formed link to no subscription reads "already cancelled" (200): nothing to tell apart.
			statuses: [200, 400, 429],
			unchanged: (row: Row | undefined) => row?.confirmed === false,
		},
		{
			name: 'keep',
			path: '/newsletter/manter',
			action: keepAction as Action,
			purpose: 'keep' as const,
			// A well-formed link to no subscription reads "no longer exists" (200).
			statuses: [200, 400, 429],
			// A confirmed subscription whose re-permission mail awaits an answer.
			prepare: { confirmed: true, lastInteractionAt: ASKED_AT, repermissionSentAt: ASKED_AT },
			unchanged: (row: Row | undefined) => row?.repermissionSentAt?.getTime() === ASKED_AT.getTime(),
		},
	]

	for (const endpoint of endpoints) {
		test(`the ${endpoint.name} link answers any forged token without a server error and changes nothing`, async () => {
			if ('prepare' in endpoint && endpoint.prepare)
				await database().db.update(newsletterSubscriptions).set(endpoint.prepare)
			const genuine = token(endpoint.purpose)
			const other = token(endpoint.purpose === 'confirm' ? 'unsubscribe' : 'confirm')
			const forged = fc.oneof(
				fc.string({ unit: 'binary', maxLength: 200 }),
				tampered(genuine),
				fc.constant(other),
				fc.constant(''),
			)
			await fc.assert(
				fc.asyncProperty(forged, fc.boolean(), async (candidate, oneClick) => {
					await database().db.delete(formRateLimits)
					const fields: [string, string][] = [['token', candidate]]
					if (oneClick) fields.push(['List-Unsubscribe', 'One-Click'])
					const status = await post(endpoint.action, endpoint.path, fields)
					expect(endpoint.statuses).toContain(status)
					const [row] = await database()
						.db.select()
						.from(newsletterSubscriptions)
						.where(eq(newsletterSubscriptions.id, subscriptionId))
					expect(endpoint.unchanged(row)).toBe(true)
				}),
				{ numRuns: 120 },
			)
			// The genuine token does work, so the property is about forgeries, not a dead endpoint.
			expect(await post(endpoint.action, endpoint.path, [['token', genuine]])).toBe(200)
		})
	}
})
