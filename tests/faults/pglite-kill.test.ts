/**
 * SIGKILL during a write storm on the embedded database: a server process sending the
 * contact form from eight loops at once is killed outright; the next start takes over its
 * lock and finds every submission it acknowledged.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { connectDatabase } from '#app/db/client.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { FULL, recordFigures } from './faults-config.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-pglite-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// The unit suite's app/db/durability.test.ts kills a one-by-one writer; this storm is the full suite's.
test.skipIf(!FULL)(
	'a process killed mid-storm restarts with every acknowledged submission',
	async () => {
		const child = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/pglite-storm-writer.ts'], {
			env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
		})
		const acknowledged: string[] = []
		let buffer = ''
		child.stdout.on('data', (chunk: Buffer) => {
			buffer += chunk.toString()
			const lines = buffer.split('\n')
			buffer = lines.pop() ?? ''
			for (const line of lines) if (line.startsWith('ack ')) acknowledged.push(line.slice(4))
		})
		const deadline = Date.now() + 120_000
		while (acknowledged.length < 300 && child.exitCode === null && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
		child.kill('SIGKILL')
		await new Promise((resolve) => child.once('exit', resolve))
		const committed = [...acknowledged]
		expect(committed.length).toBeGreaterThanOrEqual(300)

		const reopened = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') })
		try {
			const stored = new Set<string>()
			for (let index = 0; index < committed.length; index += 500) {
				const rows = await reopened.db
					.select({ message: contactSubmissions.message })
					.from(contactSubmissions)
					.where(inArray(contactSubmissions.message, committed.slice(index, index + 500)))
				for (const row of rows) stored.add(row.message)
			}
			const lost = committed.filter((message) => !stored.has(message)).length
			recordFigures('pglite SIGKILL', { acknowledged: committed.length, lost })
			expect(lost).toBe(0)
		} finally {
			await reopened.close()
		}
	},
	240_000,
)
