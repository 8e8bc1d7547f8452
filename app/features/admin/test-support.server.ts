/** Helpers of the admin's tests: a signed-in admin, its forms posted to an action, cache state. */
import { randomUUID } from 'node:crypto'
import { desc } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { auditLog, users } from '#app/db/schema.ts'
import { createOrResetAdmin } from '#app/features/auth/admin.server.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { createDatabaseStorage } from '#app/features/uploads/storage.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'
import { fakePage } from '../../../tests/support/cached-page.ts'
import type { AdminToast } from './shell/admin-toast-types.ts'
import { startFlash, takeFlash } from './shell/flash.server.ts'

/** An admin user row, so audit records can name them. */
export async function createActor(database: () => DatabaseHandle): Promise<AuditActor> {
	const id = randomUUID()
	const email = `admin-${id.slice(0, 8)}@example.com`
	await database().db.insert(users).values({ id, name: 'Admin', email })
	return { id, email }
}

export const TEST_SITE = 'http://localhost:3000'

/**
 * A new admin account, signed in: its session cookie and how the audit log names it. The test
 * file stubs SITE_URL (TEST_SITE) and SESSION_SECRET.
 */
export async function signedInAdmin(): Promise<{ cookie: string; actor: AuditActor }> {
	const email = `admin-${randomUUID().slice(0, 8)}@example.com`
	const password = 'a long admin password'
	const { userId } = await createOrResetAdmin({ email, password })
	const response = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true })
	const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? ''
	return { cookie, actor: { id: userId, email } }
}

export interface ActionAnswer {
	status: number
	/** The answer's data (a 200 or 4xx/5xx `data(…)`), if it was not a redirect. */
	data?: unknown
	/** Where a redirect leads. */
	location?: string | null
	/** The toast the action left for the page. */
	toast: AdminToast | null
}

type Action = (args: never) => Promise<unknown>

/** Posts `form` to an admin route's action as the browser would (a plain POST), with the admin's cookie. */
export async function post(action: Action, path: string, form: FormData, cookie = ''): Promise<ActionAnswer> {
	const url = new URL(`${TEST_SITE}${path}`)
	const request = new Request(url, { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
	const context = new RouterContextProvider()
	context.set(clientAddressContext, '192.0.2.10')
	await startFlash(context, request)
	let answer: unknown
	try {
		answer = await action({ request, url, params: {}, context } as never)
	} catch (thrown) {
		answer = thrown
	}
	const toast = takeFlash(context)
	if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location'), toast }
	if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) {
		const init = (answer as { init?: { status?: number } }).init
		return { status: init?.status ?? 200, data: (answer as { data: unknown }).data, toast }
	}
	return { status: 200, data: answer, toast }
}

/** A submitted form from plain fields (repeated names as arrays) and files. */
export function formOf(fields: Record<string, string | string[] | File>): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) {
		if (Array.isArray(value)) for (const item of value) form.append(name, item)
		else form.append(name, value)
	}
	return form
}

/** The newest audit record. */
export async function lastAudit(database: () => DatabaseHandle) {
	const [row] = await database()
		.db.select()
		.from(auditLog)
		.orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
		.limit(1)
	return row
}

/** Puts a page in the public HTML cache, to see whether a write empties it. */
export function cachePage(key = '/'): void {
	htmlCache.set(key, fakePage({ text: '<html></html>' }), htmlCache.generation)
}

export const isCached = (key = '/') => htmlCache.get(key) !== undefined

/** The image storage on the app's test database, and what it holds (by public URL). */
export function useImageStorage() {
	const storage = () => createDatabaseStorage()
	/** The stored bytes behind a public URL; undefined when none are stored. */
	async function bytesOf(url: string): Promise<Buffer | undefined> {
		const key = storage().keyOf(url)
		return key ? (await storage().read(key))?.bytes : undefined
	}
	return {
		storage,
		bytesOf,
		/** The stored bytes behind a public URL; fails the test when there are none. */
		async read(url: string): Promise<Buffer> {
			const bytes = await bytesOf(url)
			if (!bytes) throw new Error(`no image stored at ${url}`)
			return bytes
		},
		async exists(url: string): Promise<boolean> {
			return (await bytesOf(url)) !== undefined
		},
		/** The keys stored in one area folder. */
		async keysIn(folder: string): Promise<string[]> {
			return (await storage().list()).map((image) => image.key).filter((key) => key.startsWith(`${folder}/`))
		},
	}
}
