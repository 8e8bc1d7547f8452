/**
 * Only one process may open a PGlite data folder (ARCHITECTURE "Known pitfalls"). A lock
 * file holding the owner's pid refuses a second one; a lock left by a killed process is
 * taken over, so a crash never blocks the next start.
 */
import { readFileSync, rmSync } from 'node:fs'
import { createFileAtomicallySync } from '../lib/atomic-file.server.ts'

export class DataDirLockedError extends Error {
	override name = 'DataDirLockedError'
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

export function acquireDataDirLock(dataDir: string): () => void {
	const file = `${dataDir}.lock`
	for (let attempt = 0; attempt < 3; attempt++) {
		try {
			createFileAtomicallySync(file, String(process.pid))
			return () => rmSync(file, { force: true })
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			const owner = Number.parseInt(readFileSync(file, 'utf8'), 10)
			if (owner !== process.pid && isAlive(owner)) {
				throw new DataDirLockedError(
					`The database folder ${dataDir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to use PostgreSQL for several processes.`,
				)
			}
			// The owner is gone (killed or crashed): the lock is stale.
			rmSync(file, { force: true })
		}
	}
	throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it`)
}
