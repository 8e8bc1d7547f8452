/**
 * Cleanup registry: servers and temporary folders register how to undo themselves, and
 * `runCleanups` undoes them in reverse order, whether the bench ends, fails or is interrupted.
 */

type Cleanup = () => Promise<void>

const cleanups: Cleanup[] = []

/** Registers a cleanup; the returned function runs it now (once) and unregisters it. */
export function onCleanup(cleanup: Cleanup): () => Promise<void> {
	let done = false
	const once: Cleanup = async () => {
		if (done) return
		done = true
		const index = cleanups.indexOf(once)
		if (index >= 0) cleanups.splice(index, 1)
		await cleanup()
	}
	cleanups.push(once)
	return once
}

export async function runCleanups(): Promise<void> {
	while (cleanups.length > 0) {
		const cleanup = cleanups.at(-1)
		if (!cleanup) break
		try {
			await cleanup()
		} catch (error) {
			console.error('cleanup failed:', error)
		}
	}
}

/** On Ctrl-C or SIGTERM: clean up, then exit with the conventional code. */
export function cleanupOnSignals(): void {
	for (const [signal, code] of [
		['SIGINT', 130],
		['SIGTERM', 143],
	] as const) {
		process.once(signal, () => {
			console.error(`\n${signal}: stopping servers and removing temporary folders…`)
			void runCleanups().finally(() => process.exit(code))
		})
	}
}
