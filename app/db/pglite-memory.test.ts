/**
 * The embedded database does not keep the memory of its own creation: creating a data
 * folder runs a second, throw-away PGlite (initdb), whose memory the server's process kept
 * (about 600 MB outside the JavaScript heap while open; once freed, still not given back to
 * the system). It is created in a child process instead.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, expect, test } from 'vitest'
import { connectDatabase, type DatabaseHandle } from './client.server.ts'

/** V8's collector, for this test only: what is still held is what cannot be collected. */
function collectGarbage(): void {
	setFlagsFromString('--expose-gc')
	const gc = runInNewContext('gc') as () => void
	gc()
	gc()
}

const folder = mkdtempSync(path.join(tmpdir(), 'pglite-memory-'))
let handle: DatabaseHandle | undefined
afterAll(async () => {
	await handle?.close()
	rmSync(folder, { recursive: true, force: true })
})

test('creating an embedded database adds under 250 MB to the process, 200 MB of it at most outside the JavaScript heap', async () => {
	const dataDir = path.join(folder, 'pglite')
	const rssBefore = process.memoryUsage().rss
	handle = await connectDatabase({ dataDir })
	await handle.ping()
	collectGarbage()
	const { rss, external } = process.memoryUsage()
	expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
	expect(external / 1e6).toBeLessThan(200)
	expect((rss - rssBefore) / 1e6).toBeLessThan(250)
}, 120_000)
