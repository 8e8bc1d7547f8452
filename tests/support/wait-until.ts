/**
 * Resolves once `check()` holds, polling every 20 ms. Rejects after `timeoutMs`, or as soon
 * as `gaveUp()` says waiting is pointless (a child process that exited, say).
 */
export function waitUntil(
	check: () => boolean,
	{ timeoutMs = 5000, gaveUp = () => false }: { timeoutMs?: number; gaveUp?: () => boolean } = {},
): Promise<void> {
	return new Promise((resolve, reject) => {
		const started = Date.now()
		const timer = setInterval(() => {
			if (check()) {
				clearInterval(timer)
				resolve()
			} else if (gaveUp() || Date.now() - started > timeoutMs) {
				clearInterval(timer)
				reject(new Error('the awaited condition never held'))
			}
		}, 20)
	})
}
