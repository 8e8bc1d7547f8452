import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { getEnv } from '../config/env.server.ts'
import { setSingleton } from '../lib/singleton.server.ts'
import { connectDatabase, type DatabaseHandle } from './client.server.ts'
import { appState } from './schema.ts'
import { SESSION_SECRET_KEY, settleSessionSecret, sharedSessionSecret } from './session-secret.server.ts'
import { createEmptyPostgresDatabase, createTestDatabase, TEST_DATABASE_KINDS } from './testing.server.ts'

afterEach(() => {
	setSingleton('session-secret', undefined)
	vi.unstubAllEnvs()
})

test.skipIf(!process.env.TEST_DATABASE_URL)(
	'three app processes starting together on one PostgreSQL agree on one secret, and keep it on restart',
	async () => {
		const { url, drop } = await createEmptyPostgresDatabase()
		const handles: DatabaseHandle[] = []
		try {
			handles.push(...(await Promise.all([1, 2, 3].map(() => connectDatabase({ url, poolSize: 3 })))))
			const secrets = await Promise.all(handles.map((handle) => sharedSessionSecret(handle.db)))
			expect(secrets[0]?.length).toBeGreaterThanOrEqual(32)
			expect(new Set(secrets).size).toBe(1)

			const restarted = await connectDatabase({ url })
			handles.push(restarted)
			expect(await sharedSessionSecret(restarted.db)).toBe(secrets[0])
		} finally {
			for (const handle of handles) await handle.close()
			await drop()
		}
	},
	60_000,
)

describe.each(TEST_DATABASE_KINDS)('the session secret on %s', (kind) => {
	test('without SESSION_SECRET the app takes the database secret, made once', async () => {
		const handle = await createTestDatabase(kind)
		try {
			vi.stubEnv('SESSION_SECRET', '')
			const first = await settleSessionSecret(handle.db)
			expect(await settleSessionSecret(handle.db)).toBe(first)
			expect(getEnv().SESSION_SECRET).toBe(first)
			const [row] = await handle.db.select().from(appState).where(eq(appState.key, SESSION_SECRET_KEY))
			expect(row?.value).toBe(first)
		} finally {
			await handle.close()
		}
	})

	test('a configured SESSION_SECRET wins and is not written to the database', async () => {
		const handle = await createTestDatabase(kind)
		try {
			vi.stubEnv('SESSION_SECRET', 'c'.repeat(40))
			expect(await settleSessionSecret(handle.db)).toBe('c'.repeat(40))
			expect(await handle.db.select().from(appState).where(eq(appState.key, SESSION_SECRET_KEY))).toEqual([])
		} finally {
			await handle.close()
		}
	})

	test('the secret an older installation kept in DATA_DIR/session-secret becomes the database secret', async () => {
		const dataDir = mkdtempSync(path.join(tmpdir(), 'secret-'))
		const handle = await createTestDatabase(kind)
		try {
			writeFileSync(path.join(dataDir, 'session-secret'), `${'L'.repeat(43)}\n`)
			expect(await sharedSessionSecret(handle.db, { dataDir })).toBe('L'.repeat(43))
			// Once in the database, the database's secret stands, whatever the file says later.
			writeFileSync(path.join(dataDir, 'session-secret'), `${'M'.repeat(43)}\n`)
			expect(await sharedSessionSecret(handle.db, { dataDir })).toBe('L'.repeat(43))
		} finally {
			await handle.close()
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
})

test('reading the secret before the database settled it is refused with the way out named', () => {
	vi.stubEnv('SESSION_SECRET', '')
	expect(() => getEnv().SESSION_SECRET).toThrow(/SESSION_SECRET/)
})
