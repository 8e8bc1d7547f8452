/**
 * The memory settings the production server runs with
 * (docs/decisions/029-memory-heap-settings-and-pglite-creation.md): V8 heap flags and glibc
 * environment. Node reads the flags only on its command line (or NODE_OPTIONS) and glibc reads
 * its variables only when the process starts, so every way of starting
 * `build/server/main.js` passes them: `npm run serve`, the systemd unit, the browser tests'
 * server, the bench and the cluster test; node-flags.test.ts keeps the written-out copies
 * equal to these lists, and the server warns at start when it runs without them.
 */
import v8 from 'node:v8'

/**
 * - `--max-semi-space-size=4`: V8 grows each half of the young generation up to 16 MB under
 *   a high allocation rate (rendering pages is one); at 4 MB short-lived garbage is swept
 *   sooner, about 12 MB less RSS idle and under load than at 8, with renders and cached
 *   answers as fast (decision 029, fifth round). 2 MB made both measurably slower.
 * - `--max-old-space-size=160`: without it V8 lets the old generation grow far beyond what is
 *   live (heapTotal 87 → 254 MB under load on PostgreSQL, about 50–60 MB live); capped, it
 *   collects before growing. It is a hard limit (a heap that needs more ends the process), so
 *   it leaves about three times the live heap.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=160'] as const

/**
 * Lets the worker threads started from now on size their young generation by their own
 * `resourceLimits`. V8 gives `--max-semi-space-size` precedence over a Worker's
 * `maxYoungGenerationSizeMb`, so with the flag every thread's young generation may grow to
 * 2 × 4 MB, a mail sender's as much as the pages'. The server's own heap was sized from the
 * flag when the process started and keeps that size: V8 reads the flag only when it sets up
 * an isolate's heap (node-flags.test.ts checks both).
 */
export function letWorkersSizeTheirYoungGeneration(): void {
	v8.setFlagsFromString('--max-semi-space-size=0')
}

/**
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (libuv's pool compressing
 *   responses, V8's workers, the mail thread) a malloc arena of its own, and memory freed in
 *   an arena mostly stays with the process; two arenas in all kept tens of MB of RSS off under
 *   load.
 * - `MALLOC_MMAP_THRESHOLD_=131072`, `MALLOC_TRIM_THRESHOLD_=131072`: glibc's starting values,
 *   fixed. Otherwise, once a large block (a compression buffer, a request body) is freed, glibc
 *   raises both thresholds (up to 32 and 64 MB), so later large blocks come from the arenas
 *   and the memory freed there is kept; fixed, a block of 128 KB or more is mapped and
 *   returned to the system when freed, and an arena's free top beyond 128 KB is released.
 *   20–30 MB less RSS after a short probe load on PostgreSQL (decision 029, fourth round).
 */
export const SERVER_NODE_ENV = {
	MALLOC_ARENA_MAX: '2',
	MALLOC_MMAP_THRESHOLD_: '131072',
	MALLOC_TRIM_THRESHOLD_: '131072',
} as const

/** `NAME=value` for each variable, as a shell command line or a systemd unit writes it. */
export const SERVER_NODE_ENV_ASSIGNMENTS = Object.entries(SERVER_NODE_ENV).map(([name, value]) => `${name}=${value}`)

/** The settings missing from this process (flags from its command line and NODE_OPTIONS, names only). */
export function missingServerSettings({
	execArgv = process.execArgv,
	nodeOptions = process.env.NODE_OPTIONS ?? '',
	env = process.env,
}: {
	execArgv?: readonly string[]
	nodeOptions?: string
	env?: NodeJS.ProcessEnv
} = {}): string[] {
	const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((flag) => flag.split('=')[0]?.replaceAll('_', '-'))
	const flags = SERVER_NODE_FLAGS.map((flag) => flag.split('=')[0] as string).filter((name) => !given.includes(name))
	const variables = Object.entries(SERVER_NODE_ENV)
		.filter(([name, value]) => env[name] !== value)
		.map(([name]) => name)
	return [...flags, ...variables]
}
