/**
 * CPU time a process has used, over all its threads (main thread, V8's GC helpers, libuv's
 * pool, a worker thread), in nanoseconds: user plus system time from `/proc/<pid>/stat`,
 * which counts the threads that have already ended too. A server's CPU time per response
 * depends much less on what else runs on a shared machine than its requests/s does; all
 * threads count, so work moved off the main thread (a parallel scavenge, the mail thread) is
 * not hidden. Summing each live thread's `schedstat` instead, as this did before, lost the time
 * of a thread that ended within the window: the mail thread, which now comes and goes with a
 * burst of mail, made one window's figure negative. The figure is in clock ticks (10 ms here),
 * so windows of a few seconds of a busy server read it to a fraction of a per cent. Linux
 * only; undefined where /proc cannot be read.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

function clockTicksPerSecond(): number {
	ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
	return ticksPerSecond
}

export function processCpuNs(pid: number): number | undefined {
	try {
		// The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		const ticks = Number(fields[11]) + Number(fields[12])
		return Number.isFinite(ticks) ? (ticks * 1e9) / clockTicksPerSecond() : undefined
	} catch {
		return undefined
	}
}
