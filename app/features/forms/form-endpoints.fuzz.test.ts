/**
 * Fuzzing every public form endpoint (issue 4): whatever arrives — any text, control and
 * NUL characters, emoji, huge values, missing or repeated fields, bodies that are not forms
 * at all — the action answers (never a 500) and every row it stores still meets docs/product/rules.md.
 * The actions are called as React Router calls them, with the app's database underneath.
 */
import fc from 'fast-check'
import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import {
	BOOK_PRERESERVATION_SOURCE,
	bookPrereservations,
	contactSubmissions,
	cookieConsents,
	dataAccessLinks,
	formRateLimits,
	mailOutbox,
	newsletterSubscriptions,
} from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { action as bookAction } from '#app/routes/public/book.tsx'
import { action as contactAction } from '#app/routes/public/contact.tsx'
import { action as dataAction } from '#app/routes/public/data-management.tsx'
import { action as homeAction } from '#app/routes/public/home.tsx'
import { action as consentAction } from '#app/routes/resources/consent.ts'
import { characterCount } from './schema-helpers.ts'

type Action = (args: never) => Promise<unknown>

const FORM_STATUSES = [200, 400, 403, 409, 429]

interface Endpoint {
	name: string
	path: string
	action: Action
	/** Each field, with values a person might plausibly send. */
	fields: Record<string, fc.Arbitrary<string>>
	/** The statuses it may answer with (a page's form: 200, 400, 403, 409, 429). */
	statuses?: number[]
	/** Checks every stored row against the documented rules; returns how many rows there are. */
	checkStored: () => Promise<number>
}

/** Text the way a hostile or careless client might send it. */
const anyText = fc.oneof(
	fc.string({ unit: 'grapheme', maxLength: 300 }),
	fc.string({ unit: 'binary', maxLength: 300 }),
	fc.constantFrom('', ' ', '\u0000', '\u0000abc\u0000defghij', '  a  ', 'x'.repeat(3000), '🙂'.repeat(1500)),
	fc.emailAddress(),
	fc.emailAddress().map((email) => ` ${email.toUpperCase()} `),
)

/** Addresses as people type them (any case, stray spaces), and the RFC's stranger ones. */
const plausibleEmail = fc.oneof(
	{
		weight: 3,
		arbitrary: fc
			.tuple(
				fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,30}$/),
				fc.constantFrom('exemplo.pt', 'Example.COM', 'mail.co.uk'),
			)
			.map(([local, domain]) => ` ${local}@${domain} `),
	},
	{ weight: 1, arbitrary: fc.emailAddress() },
)

/** Texts within a length limit (in characters) mostly, and on both sides of it. */
function aroundLength(min: number, max: number) {
	return fc.oneof(
		{ arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 80) }), weight: 4 },
		{ arbitrary: fc.string({ unit: 'binary', minLength: Math.max(0, min - 2), maxLength: min + 2 }), weight: 1 },
		{ arbitrary: fc.string({ unit: 'binary', minLength: max - 2, maxLength: max + 2 }), weight: 1 },
	)
}

/**
 * A submission: either any fields at all (repeated, stray, the honeypot), or every field
 * with a plausible value (near its limits) or any text at all.
 */
function submissions(fields: Record<string, fc.Arbitrary<string>>) {
	const names = Object.keys(fields)
	const entries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names, 'website'), fc.string()), anyText), {
		maxLength: 12,
	})
	const complete = fc.tuple(
		...Object.entries(fields).map(([name, plausible]) =>
			fc
				.oneof({ arbitrary: plausible, weight: 9 }, { arbitrary: anyText, weight: 1 })
				.map((value) => [name, value] as [string, string]),
		),
	)
	return fc.oneof(
		entries,
		complete.map((pairs) => [...pairs]),
	)
}

async function callAction(endpoint: Endpoint, body: BodyInit | null, contentType?: string): Promise<number> {
	const request = new Request(`http://localhost${endpoint.path}`, {
		method: 'POST',
		body,
		headers: contentType ? { 'Content-Type': contentType } : {},
	})
	const context = new RouterContextProvider()
	context.set(clientAddressContext, '192.0.2.1')
	const result = await endpoint.action({
		request,
		url: new URL(request.url),
		params: {},
		context,
	} as never)
	// Resource routes (the cookie consent) answer with a Response; pages with `data()`.
	if (result instanceof Response) return result.status
	const init = (result as { init?: { status?: number } } | undefined)?.init
	return init?.status ?? 200
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(contactSubmissions)
		await database().db.delete(newsletterSubscriptions)
		await database().db.delete(mailOutbox)
		await database().db.delete(cookieConsents)
		await database().db.delete(bookPrereservations)
		await database().db.delete(dataAccessLinks)
	})

	const endpoints: Endpoint[] = [
		{
			name: 'contact',
			path: '/contacto',
			action: contactAction as Action,
			fields: {
				name: aroundLength(2, 100),
				email: plausibleEmail,
				subject: aroundLength(5, 200),
				message: aroundLength(10, 2000),
				gdprConsent: fc.constantFrom('on', 'on', 'on', ''),
			},
			async checkStored() {
				const rows = await database().db.select().from(contactSubmissions)
				for (const row of rows) {
					expect(characterCount(row.name)).toBeGreaterThanOrEqual(2)
					expect(characterCount(row.name)).toBeLessThanOrEqual(100)
					expect(row.name).toBe(row.name.trim())
					expect(row.email).toBe(row.email.trim().toLowerCase())
					expect(row.email.length).toBeLessThanOrEqual(255)
					expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
					expect(characterCount(row.subject)).toBeGreaterThanOrEqual(5)
					expect(characterCount(row.subject)).toBeLessThanOrEqual(200)
					expect(characterCount(row.message)).toBeGreaterThanOrEqual(10)
					expect(characterCount(row.message)).toBeLessThanOrEqual(2000)
					expect(row.ipAddress).toBeNull()
					expect(row.processed).toBe(false)
				}
				return rows.length
			},
		},
		{
			name: 'newsletter',
			path: '/en',
			action: homeAction as Action,
			fields: {
				intent: fc.constantFrom('newsletter', 'newsletter', 'newsletter', 'other'),
				name: aroundLength(1, 100),
				email: plausibleEmail,
				consent: fc.constantFrom('on', 'on', 'on', ''),
			},
			async checkStored() {
				const rows = await database().db.select().from(newsletterSubscriptions)
				for (const row of rows) {
					expect(row.email).toBe(row.email.trim().toLowerCase())
					expect(row.email.length).toBeLessThanOrEqual(255)
					expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
					expect(row.locale).toBe('en')
					expect(row.confirmed).toBe(false)
					expect(row.ipAddress).toBeNull()
					expect(Object.keys(row)).not.toContain('name')
				}
				return rows.length
			},
		},
		{
			name: 'book pre-reservation',
			path: '/livro',
			action: bookAction as Action,
			fields: {
				name: aroundLength(1, 100),
				email: plausibleEmail,
				privacy: fc.constantFrom('on', 'on', 'on', ''),
				locale: fc.constantFrom('pt-PT', 'en', 'es', 'fr', ''),
			},
			async checkStored() {
				const rows = await database().db.select().from(bookPrereservations)
				for (const row of rows) {
					expect(characterCount(row.name)).toBeGreaterThanOrEqual(1)
					expect(characterCount(row.name)).toBeLessThanOrEqual(100)
					expect(row.name).toBe(row.name.trim())
					expect(row.email).toBe(row.email.trim().toLowerCase())
					expect(row.email.length).toBeLessThanOrEqual(255)
					expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
					expect(row.source).toBe(BOOK_PRERESERVATION_SOURCE)
					expect(['pt-PT', 'en', 'es']).toContain(row.locale)
				}
				// A second reservation of the same address is not a second row.
				expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length)
				return rows.length
			},
		},
		{
			name: 'data page',
			path: '/gerir-dados',
			action: dataAction as Action,
			// 302: following a link or ending a session redirects; 401: deleting without a verified session.
			statuses: [200, 302, 400, 401, 429],
			fields: {
				intent: fc.constantFrom('request', 'request', 'request', 'verify', 'delete', 'confirm-delete', 'end', ''),
				email: plausibleEmail,
				want: fc.constantFrom('view', 'export', 'delete', 'other'),
				token: fc.oneof(fc.stringMatching(/^[\w-]{43}$/), anyText),
			},
			async checkStored() {
				const rows = await database().db.select().from(dataAccessLinks)
				for (const row of rows) {
					expect(row.email).toBe(row.email.trim().toLowerCase())
					expect(row.email.length).toBeLessThanOrEqual(255)
					expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
					expect(row.usedAt).toBeNull()
				}
				return rows.length
			},
		},
		{
			name: 'cookie consent',
			path: '/api/consent',
			action: consentAction as Action,
			// A JSON endpoint: 201 stored, 400 not a choice, 413 longer than a choice can be.
			statuses: [201, 400, 413, 429],
			fields: {
				analytics: fc.constantFrom('true', 'false', 'true', 'on', ''),
				marketing: fc.constantFrom('false', 'true', 'false', '1'),
			},
			async checkStored() {
				const rows = await database().db.select().from(cookieConsents)
				for (const row of rows) {
					expect(typeof row.analyticsConsent).toBe('boolean')
					expect(typeof row.marketingConsent).toBe('boolean')
					expect(row.preferencesConsent).toBe(true)
					expect(row.sessionId.length).toBeGreaterThanOrEqual(8)
					expect(row.sessionId.length).toBeLessThanOrEqual(100)
				}
				expect(new Set(rows.map((row) => row.sessionId)).size).toBe(rows.length)
				return rows.length
			},
		},
	]

	for (const endpoint of endpoints) {
		test(`the ${endpoint.name} form answers any submission without a server error and stores only valid rows`, async () => {
			await fc.assert(
				fc.asyncProperty(submissions(endpoint.fields), async (pairs) => {
					// Fresh limits per run: the property is about validation, not about waiting.
					await database().db.delete(formRateLimits)
					const form = new FormData()
					for (const [name, value] of pairs) form.append(name, value)
					const status = await callAction(endpoint, form)
					expect(endpoint.statuses ?? FORM_STATUSES).toContain(status)
					await endpoint.checkStored()
				}),
				{ numRuns: 150 },
			)
			// The generated submissions do reach the database, or the property would prove little.
			const stored = await endpoint.checkStored()
			expect(stored).toBeGreaterThan(0)
		})

		test(`the ${endpoint.name} form answers bodies that are not forms with its validation errors`, async () => {
			await fc.assert(
				fc.asyncProperty(
					fc.uint8Array({ maxLength: 2000 }),
					fc.constantFrom(
						'application/x-www-form-urlencoded',
						'multipart/form-data',
						'multipart/form-data; boundary=x',
						'application/json',
						'text/plain',
						undefined,
					),
					async (bytes, contentType) => {
						const status = await callAction(endpoint, bytes, contentType)
						expect(endpoint.statuses ?? FORM_STATUSES).toContain(status)
						await endpoint.checkStored()
					},
				),
				{ numRuns: 60 },
			)
		})
	}
})
