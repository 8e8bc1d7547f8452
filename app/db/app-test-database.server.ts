/**
 * For integration tests of features that read the app's database through `db()`: inside a
 * `describe`, gives it a fresh database of `kind` for its tests and closes it afterwards.
 * Each test starts with nothing remembered of the content (app/lib/content-cache.server.ts):
 * tests write rows directly, not through the admin's write path that invalidates it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { type DatabaseHandle, setAppDatabase } from './client.server.ts'
import { settleSessionSecret } from './session-secret.server.ts'
import { createTestDatabase, type TestDatabaseKind } from './testing.server.ts'

export function useAppTestDatabase(kind: TestDatabaseKind): () => DatabaseHandle {
	let handle: DatabaseHandle | undefined
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		// As the server's start does: the configured secret, else the database's.
		await settleSessionSecret(handle.db)
		setAppDatabase(handle)
	})
	beforeEach(() => invalidatePublicPages())
	afterAll(async () => {
		setAppDatabase(undefined)
		await handle?.close()
	})
	return () => {
		if (!handle) throw new Error('the test database is not open yet')
		return handle
	}
}
