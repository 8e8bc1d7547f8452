/** Helpers of the admin-content tests: an admin in the database, forms, cache state. */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { auditLog, users } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { createLocalStorage } from '#app/features/uploads/storage.server.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'

/** An admin user row, so audit records can name them. */
export async function createActor(database: () => DatabaseHandle): Promise<AuditActor> {
	const id = randomUUID()
	const email = `admin-${id.slice(0, 8)}@example.com`
	await database().db.insert(users).values({ id, name: 'Admin', email })
	return { id, email }
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
	const body = Buffer.from('<html></html>')
	htmlCache.set(
		key,
		{ body, br: body, gzip: body, etag: '"x"', headers: {}, storedAt: Date.now() },
		htmlCache.generation,
	)
}

export const isCached = (key = '/') => htmlCache.get(key) !== undefined

/** A local image storage in a temporary folder, for the tests of a `describe`. */
export function useTemporaryStorage() {
	let root = ''
	beforeAll(async () => {
		root = await mkdtemp(path.join(tmpdir(), 'admin-uploads-'))
	})
	afterAll(async () => {
		await rm(root, { recursive: true, force: true })
	})
	return {
		storage: () => createLocalStorage({ root }),
		fileOf: (url: string) => path.join(root, url.replace(/^\/uploads\//, '')),
	}
}
