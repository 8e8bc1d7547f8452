/**
 * The V8 heap settings the production server runs with
 * (docs/decisions/029-memory-heap-settings-and-pglite-creation.md). Node reads them only on
 * its command line (or NODE_OPTIONS), so every way of starting
 * `build/server/main.js` passes them: `npm run serve`, the systemd unit, the browser tests'
 * server, the bench and the cluster test; node-flags.test.ts keeps the written-out copies
 * equal to this list, and the server warns at start when it runs without them.
 */

/**
 * - `--max-semi-space-size=8`: V8 grows each half of the young generation up to 16 MB under
 *   a high allocation rate (rendering pages is one); at 8 MB short-lived garbage is swept
 *   sooner. 2 MB saved more but made renders and cached answers measurably slower.
 * - `--max-old-space-size=160`: without it V8 lets the old generation grow far beyond what is
 *   live (heapTotal 87 → 254 MB under load on PostgreSQL, about 50–60 MB live); capped, it
 *   collects before growing. It is a hard limit (a heap that needs more ends the process), so
 *   it leaves about three times the live heap.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=160'] as const

/** The settings missing from this process's command line and NODE_OPTIONS (names only). */
export function missingNodeFlags(
	execArgv: readonly string[] = process.execArgv,
	nodeOptions = process.env.NODE_OPTIONS ?? '',
): string[] {
	const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((flag) => flag.split('=')[0]?.replaceAll('_', '-'))
	return SERVER_NODE_FLAGS.map((flag) => flag.split('=')[0] as string).filter((name) => !given.includes(name))
}
