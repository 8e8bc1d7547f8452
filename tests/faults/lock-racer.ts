/**
 * One contender in the data-folder lock race (app/db/data-dir-lock.test.ts): for each
 * folder in RACE_DIRS, waits until its round's start time, tries to lock it, and prints
 * `won <index>` or `lost <index>`; keeps every lock it won until stdin closes.
 */
import { acquireDataDirLock, DataDirLockedError } from '#app/db/data-dir-lock.server.ts'

const dirs = (process.env.RACE_DIRS ?? '').split('\n').filter(Boolean)
const start = Number(process.env.RACE_START)
const roundMs = Number(process.env.RACE_ROUND_MS ?? 150)

for (const [index, dir] of dirs.entries()) {
	// performance.now() for sub-millisecond alignment: the racers read the stale lock together.
	const at = start + index * roundMs - performance.timeOrigin
	while (performance.now() < at) {}
	try {
		acquireDataDirLock(dir)
		process.stdout.write(`won ${index}\n`)
	} catch (error) {
		if (!(error instanceof DataDirLockedError)) throw error
		process.stdout.write(`lost ${index}\n`)
	}
}
process.stdout.write('done\n')
process.stdin.resume()
process.stdin.on('end', () => process.exit(0))
