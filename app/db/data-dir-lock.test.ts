/**
 * The embedded database's folder lock: exactly one of several processes starting together
 * after a crash gets the folder, and a lock is judged by more than its PID.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { acquireDataDirLock, DataDirLockedError, processStartTime, STALE_AFTER_MS } from './data-dir-lock.server.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup()
})

function tempDir(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'))
	cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

/** A PID that no process has any more: a finished child's. */
function deadPid(): number {
	return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString())
}

function bootId(): string {
	return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
}

function racer(dirs: string[], start: number): Promise<{ child: ChildProcess; won: number[] }> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/lock-racer.ts'], {
		env: { ...process.env, RACE_DIRS: dirs.join('\n'), RACE_START: String(start), RACE_ROUND_MS: '60' },
		stdio: ['pipe', 'pipe', 'inherit'],
	})
	cleanups.push(() => child.kill('SIGKILL'))
	const won: number[] = []
	let output = ''
	return new Promise((resolve, reject) => {
		child.stdout?.on('data', (chunk: Buffer) => {
			output += chunk.toString()
			for (const match of output.matchAll(/^won (\d+)$/gm)) won.push(Number(match[1]))
			output = output.slice(output.lastIndexOf('\n') + 1)
			if (chunk.toString().includes('done')) resolve({ child, won })
		})
		child.once('exit', (code) => reject(new Error(`a racer exited early (${code})`)))
	})
}

test('four processes starting together on folders with a stale lock: exactly one gets each folder', async () => {
	const root = tempDir()
	const stalePid = deadPid()
	const dirs = Array.from({ length: 40 }, (_, index) => {
		const dir = path.join(root, `pglite-${index}`)
		// What a killed process leaves behind (older versions wrote the PID only).
		writeFileSync(
			`${dir}.lock`,
			index % 2
				? String(stalePid)
				: JSON.stringify({
						pid: stalePid,
						nonce: 'gone',
						heartbeat: 0,
						host: hostname(),
						bootId: bootId(),
						startTime: null,
					}),
		)
		return dir
	})
	const start = Date.now() + 4000
	const racers = await Promise.all([1, 2, 3, 4].map(() => racer(dirs, start)))
	for (const [index] of dirs.entries()) {
		const winners = racers.filter(({ won }) => won.includes(index))
		expect(winners, `folder ${index}`).toHaveLength(1)
	}
	for (const { child } of racers) child.stdin?.end()
}, 60_000)

test('a live lock from another container is not taken over because its PID happens to be ours', () => {
	const dir = path.join(tempDir(), 'pglite')
	const lock = {
		pid: process.pid,
		host: 'another-container',
		bootId: bootId(),
		startTime: '1',
		nonce: 'n',
		heartbeat: Date.now(),
	}
	writeFileSync(`${dir}.lock`, JSON.stringify(lock))
	expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
	expect(() => acquireDataDirLock(dir)).toThrow(/another-container/)

	// Once its heartbeat has stopped for long enough, it is stale and taken over.
	writeFileSync(`${dir}.lock`, JSON.stringify({ ...lock, heartbeat: Date.now() - STALE_AFTER_MS - 1000 }))
	const release = acquireDataDirLock(dir)
	expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() })
	release()
})

test('on this machine, a lock whose PID now names another process is stale; a live holder is refused', () => {
	const dir = path.join(tempDir(), 'pglite')
	// Our PID, but another start time: the process that wrote it is gone and the PID reused.
	const reused = { pid: process.pid, host: hostname(), bootId: bootId(), startTime: '1', nonce: 'n', heartbeat: 0 }
	writeFileSync(`${dir}.lock`, JSON.stringify(reused))
	const release = acquireDataDirLock(dir)
	// Held now: a second open, even from this process, is refused.
	expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
	release()
	expect(() => readFileSync(`${dir}.lock`)).toThrow()
	expect(processStartTime(process.pid)).toMatch(/^\d+$/)
})
