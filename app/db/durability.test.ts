import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'
import { waitUntil } from '../../tests/support/wait-until.ts'
import { connectDatabase } from './client.server.ts'
import { DataDirLockedError } from './data-dir-lock.server.ts'
import { contactSubmissions, siteSettings } from './schema.ts'
import { seededAt } from './seed.server.ts'

const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function startWriter(dataDir: string) {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/pglite-writer.ts'], {
		env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
	})
	const acked: string[] = []
	let output = ''
	child.stdout.on('data', (chunk: Buffer) => {
		output += chunk.toString()
		const lines = output.split('\n')
		output = lines.pop() ?? ''
		for (const line of lines) if (line.startsWith('ack ')) acked.push(line.slice(4))
	})
	return { child, acked }
}

test('a process killed with SIGKILL while writing restarts with every committed row intact', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'))
	dirs.push(dataDir)
	const { child, acked } = startWriter(dataDir)
	await waitUntil(() => acked.length >= 40, { timeoutMs: 90_000, gaveUp: () => child.exitCode !== null })
	child.kill('SIGKILL')
	await new Promise((resolve) => child.once('exit', resolve))
	const committed = [...acked]

	// The lock left by the killed process is taken over; the data opens and is complete.
	const reopened = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') })
	try {
		const rows = await reopened.db
			.select({ id: contactSubmissions.id })
			.from(contactSubmissions)
			.where(eq(contactSubmissions.email, 'writer@example.com'))
		const stored = new Set(rows.map((row) => row.id))
		expect(committed.every((id) => stored.has(id))).toBe(true)
		expect(await seededAt(reopened.db)).toBeDefined()
		expect((await reopened.db.select().from(siteSettings)).length).toBeGreaterThan(0)
	} finally {
		await reopened.close()
	}
}, 120_000)

test('a second process cannot open a data folder that another one is using', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'lock-'))
	dirs.push(dataDir)
	const { child, acked } = startWriter(dataDir)
	try {
		await waitUntil(() => acked.length > 0, { timeoutMs: 90_000, gaveUp: () => child.exitCode !== null })
		await expect(connectDatabase({ dataDir: path.join(dataDir, 'pglite') })).rejects.toThrow(DataDirLockedError)
	} finally {
		child.kill('SIGKILL')
		await new Promise((resolve) => child.once('exit', resolve))
	}
}, 120_000)
