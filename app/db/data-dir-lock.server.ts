/**
 * Only one process may open a PGlite data folder (docs/architecture.md "Known pitfalls on this stack"): two at
 * once corrupt it. A lock file next to the folder names its holder; a second process is
 * refused, and a lock left by a killed process is taken over, so a crash never blocks the
 * next start.
 *
 * The holder is named by more than its PID, which another process (say PID 1 of a new
 * container sharing the volume) may well have too: the host name and boot id, the process's
 * start time, a random nonce, and a heartbeat the holder refreshes every few seconds. A lock
 * is stale when, on this same host and boot, its process is gone or is another process with
 * the same PID; from elsewhere (another container, another boot) it is stale only once its
 * heartbeat has stopped for `STALE_AFTER_MS`.
 *
 * Taking over is atomic: creating a lock is exclusive (a hard link, which fails if the name
 * exists), and replacing a stale one happens only under a guard file opened with `'wx'` (one
 * process at a time), after checking the lock still holds the very content judged stale, by
 * a `rename` over it. Two processes racing after a crash: exactly one gets the folder.
 */
import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { createFileAtomicallySync } from '../lib/atomic-file.server.ts'

export class DataDirLockedError extends Error {
	override name = 'DataDirLockedError'
}

/** How often the holder refreshes its heartbeat, and when a silent lock from elsewhere is stale. */
export const HEARTBEAT_MS = 5_000
export const STALE_AFTER_MS = 30_000
/** A takeover guard older than this was left by a process that died taking over. */
const GUARD_STALE_MS = 10_000

export interface LockHolder {
	pid: number
	host: string
	bootId: string | null
	/** The process's start time (clock ticks since boot, /proc/<pid>/stat), when known. */
	startTime: string | null
	nonce: string
	/** Last heartbeat, ms since the epoch. */
	heartbeat: number
}

function readBootId(): string | null {
	try {
		return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null
	} catch {
		return null
	}
}

/** The start time of `pid` (field 22 of /proc/<pid>/stat), or null off Linux or when it is gone. */
export function processStartTime(pid: number): string | null {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
	} catch {
		return null
	}
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

function parseHolder(content: string): LockHolder | undefined {
	try {
		const value = JSON.parse(content) as Partial<LockHolder>
		if (typeof value.pid === 'number' && typeof value.nonce === 'string' && typeof value.heartbeat === 'number') {
			return {
				pid: value.pid,
				host: String(value.host ?? ''),
				bootId: value.bootId ?? null,
				startTime: value.startTime ?? null,
				nonce: value.nonce,
				heartbeat: value.heartbeat,
			}
		}
	} catch {}
	// A lock of an older version held only the PID.
	const pid = Number.parseInt(content, 10)
	return Number.isInteger(pid) && pid > 0
		? { pid, host: '', bootId: null, startTime: null, nonce: '', heartbeat: 0 }
		: undefined
}

/** Whether the lock `content` (modified at `modifiedAt`) still belongs to a running process. */
export function isLockLive(content: string, modifiedAt: number, now = Date.now()): boolean {
	const holder = parseHolder(content)
	if (!holder) return now - modifiedAt < GUARD_STALE_MS // being written, or garbage left long ago
	const sameMachine = holder.host === hostname() && holder.bootId !== null && holder.bootId === readBootId()
	if (sameMachine) {
		if (!isAlive(holder.pid)) return false
		const startTime = processStartTime(holder.pid)
		// The PID now names another process (it was reused): the holder is gone.
		return holder.startTime === null || startTime === null || startTime === holder.startTime
	}
	if (holder.nonce === '') {
		// An old PID-only lock: judged by the PID, as before.
		return holder.pid !== process.pid && isAlive(holder.pid)
	}
	return now - holder.heartbeat < STALE_AFTER_MS
}

function describeHolder(holder: LockHolder | undefined): string {
	if (!holder) return 'another process'
	return holder.host && holder.host !== hostname() ? `process ${holder.pid} on ${holder.host}` : `process ${holder.pid}`
}

function writeReplacing(file: string, content: string): void {
	const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
	writeFileSync(temporary, content)
	renameSync(temporary, file)
}

/**
 * Replaces the lock `file`, judged stale with content `stale`, by `mine`, if no other
 * process does first. False when another process holds the guard or already replaced it.
 */
function takeOver(file: string, stale: string, mine: string): boolean {
	const guard = `${file}.takeover`
	let fd: number
	try {
		fd = openSync(guard, 'wx')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		try {
			if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmSync(guard, { force: true })
		} catch {}
		return false
	}
	try {
		writeSync(fd, String(process.pid))
		closeSync(fd)
		let current: string
		try {
			current = readFileSync(file, 'utf8')
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
			return false // gone: the next round creates it exclusively
		}
		if (current !== stale) return false
		writeReplacing(file, mine)
		return true
	} finally {
		rmSync(guard, { force: true })
	}
}

/**
 * Locks `dataDir` for this process, or throws `DataDirLockedError` naming the holder.
 * Returns the release function (it stops the heartbeat and removes the lock if still ours).
 */
export function acquireDataDirLock(dataDir: string): () => void {
	const file = `${dataDir}.lock`
	const holder = (): LockHolder => ({
		pid: process.pid,
		host: hostname(),
		bootId: readBootId(),
		startTime: processStartTime(process.pid),
		nonce,
		heartbeat: Date.now(),
	})
	const nonce = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
	for (let attempt = 0; attempt < 50; attempt++) {
		const mine = JSON.stringify(holder())
		try {
			createFileAtomicallySync(file, mine)
			return startHeartbeat(file, nonce, holder)
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		let content: string
		let modifiedAt: number
		try {
			content = readFileSync(file, 'utf8')
			modifiedAt = statSync(file).mtimeMs
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
			throw error
		}
		if (isLockLive(content, modifiedAt)) {
			throw new DataDirLockedError(
				`The database folder ${dataDir} is in use by ${describeHolder(parseHolder(content))}. Stop it first, or set DATABASE_URL to use PostgreSQL for several processes.`,
			)
		}
		if (takeOver(file, content, mine)) return startHeartbeat(file, nonce, holder)
		// Another process is taking over: look again once it is done.
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 + Math.floor(Math.random() * 30))
	}
	throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it`)
}

function ownsLock(file: string, nonce: string): boolean {
	try {
		return parseHolder(readFileSync(file, 'utf8'))?.nonce === nonce
	} catch {
		return false
	}
}

function startHeartbeat(file: string, nonce: string, holder: () => LockHolder): () => void {
	const timer = setInterval(() => {
		try {
			if (ownsLock(file, nonce)) writeReplacing(file, JSON.stringify(holder()))
		} catch {
			// A missed heartbeat is harmless: the next one, or the PID check, still names us.
		}
	}, HEARTBEAT_MS)
	timer.unref()
	return () => {
		clearInterval(timer)
		if (ownsLock(file, nonce)) rmSync(file, { force: true })
	}
}
