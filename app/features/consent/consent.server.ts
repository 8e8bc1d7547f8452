/**
 * The remote record of each cookie choice (docs/product/data.md `cookie_consents`): one row per save, with
 * a random id made here, never anything that identifies the visitor. The banner posts the
 * choice and forgets about it; this side refuses anything malformed with a 400 and stores
 * nothing then.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { db } from '#app/db/client.server.ts'
import { cookieConsents } from '#app/db/schema.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import { logger } from '#app/lib/logger.server.ts'

/** A JSON body: both choices as booleans, nothing else. */
export const ConsentRecordSchema = z.strictObject({ analytics: z.boolean(), marketing: z.boolean() })

/** A form body: the same choices written as 'true' or 'false'. */
const formBoolean = z.enum(['true', 'false']).transform((value) => value === 'true')
const ConsentFormSchema = z.strictObject({ analytics: formBoolean, marketing: formBoolean })

export type ConsentRecord = z.infer<typeof ConsentRecordSchema>

/** A choice is two booleans: anything longer is not one. */
export const MAX_BODY_BYTES = 1024

const NO_STORE = { 'Cache-Control': 'no-store' }

function answer(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}): Response {
	return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

/** The body's bytes, or undefined when it is longer than a choice can be. */
async function readSmallBody(request: Request): Promise<Uint8Array | undefined> {
	const declared = Number(request.headers.get('Content-Length') ?? 0)
	if (declared > MAX_BODY_BYTES) return undefined
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > MAX_BODY_BYTES) {
			await reader.cancel()
			return undefined
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks)
}

type Parsed = { ok: true; record: ConsentRecord } | { ok: false; status: 400 | 413 }

/** The body as a plain object: JSON, or a form's fields (a repeated field makes it unreadable). */
async function bodyObject(bytes: Uint8Array, contentType: string): Promise<unknown> {
	const type = contentType.split(';')[0]?.trim().toLowerCase()
	if (type === 'application/json') return JSON.parse(Buffer.from(bytes).toString('utf8'))
	if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return undefined
	const form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentType } }).formData()
	const names = [...form.keys()]
	if (names.length !== new Set(names).size) return undefined
	return Object.fromEntries(form)
}

/** The choice in a JSON or form body; anything else is a 400 (or a 413 when too long to be one). */
export async function parseConsentRequest(request: Request): Promise<Parsed> {
	const bytes = await readSmallBody(request)
	if (bytes === undefined) return { ok: false, status: 413 }
	const contentType = request.headers.get('Content-Type') ?? ''
	let candidate: unknown
	try {
		candidate = await bodyObject(bytes, contentType)
	} catch {
		return { ok: false, status: 400 }
	}
	const isJson = contentType.split(';')[0]?.trim().toLowerCase() === 'application/json'
	const result = (isJson ? ConsentRecordSchema : ConsentFormSchema).safeParse(candidate)
	return result.success ? { ok: true, record: result.data } : { ok: false, status: 400 }
}

/** Stores one choice as a new row with its own random id; returns that id. */
export async function saveConsent(record: ConsentRecord): Promise<string> {
	const sessionId = randomUUID()
	await db().insert(cookieConsents).values({
		sessionId,
		analyticsConsent: record.analytics,
		marketingConsent: record.marketing,
		preferencesConsent: true,
	})
	return sessionId
}

const ERRORS = { 400: 'invalid-choice', 413: 'too-large' } as const

/**
 * Answers a posted choice: 201 once stored; 400 (413 when too long) for a body that is not a
 * choice; 403 for a post from another site; 429 past the rate limit; 503 when the database
 * fails. Only well-formed choices count towards the rate limit (docs/decisions/011).
 */
export async function handleConsentPost(request: Request, clientAddress: string | null | undefined): Promise<Response> {
	// Browsers say where a request comes from: another site has no business recording choices here.
	if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return answer({ error: 'cross-site' }, 403)
	try {
		const parsed = await parseConsentRequest(request)
		if (!parsed.ok) return answer({ error: ERRORS[parsed.status] }, parsed.status)
		const limit = await consumeRateLimit('cookieConsent', clientAddress)
		if (!limit.allowed) {
			return answer({ error: 'rate-limited' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
		}
		await saveConsent(parsed.record)
		return answer({ saved: true }, 201)
	} catch (error) {
		logger.error({ err: error }, 'cookie consent not saved')
		return answer({ error: 'unavailable' }, 503)
	}
}
