/**
 * CPU time a process has used, over all its threads (main thread, V8's GC helpers, libuv's
 * pool), in nanoseconds: the sum of each thread's first `/proc/<pid>/task/<tid>/schedstat`
 * field. A server's CPU time per response depends much less on what else runs on a shared
 * machine than its requests/s does; all threads count, so work moved off the main thread (a
 * parallel scavenge) is not hidden. Linux only; undefined where /proc cannot be read.
 */
import { readdirSync, readFileSync } from 'node:fs'

export function processCpuNs(pid: number): number | undefined {
	try {
		let total = 0
		let read = 0
		for (const tid of readdirSync(`/proc/${pid}/task`)) {
			try {
				total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
				read++
			} catch {
				// the thread ended between the listing and the read
			}
		}
		// No thread's figure at all (schedstat not kept by this kernel): not measured, not zero.
		return read > 0 ? total : undefined
	} catch {
		return undefined
	}
}
