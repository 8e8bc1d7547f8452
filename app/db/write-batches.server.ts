/**
 * Group commit for the busiest write path: the writes that many requests ask for at nearly
 * the same moment are made by one statement, so one round trip and one commit carry them all
 * (docs/decisions/042-contact-posts-written-together.md).
 *
 * A write waits for nothing when the database is idle: it is sent at the end of the current
 * turn of the event loop, with any other write asked for in that turn. While `concurrency`
 * statements are already in flight, writes queue, and the next statement to go (as soon as one
 * returns) takes every write queued by then, at most `maxItems`. Under load a statement so
 * carries several writes; alone, a write costs what it did on its own.
 *
 * Every write of a statement shares its fate: if the statement fails, nothing of any of them
 * was written (one statement is one transaction) and each caller gets its error, unless
 * `retryAlone` says the error may be one write's own (a value the database refuses): then each
 * write of that statement is tried again in a statement of its own, so only the write at fault
 * fails.
 */

export interface WriteBatchOptions<Item, Result> {
	/** Writes `items` in one statement; resolves with one result per item, in their order. */
	write(items: readonly Item[]): Promise<readonly Result[]>
	/** Statements in flight at once (at most the connections the writes may hold). */
	concurrency: number
	/** Items per statement, at most. */
	maxItems: number
	/** Whether a statement of several writes that failed with `error` is tried again one write at a time. */
	retryAlone?: (error: unknown) => boolean
}

interface Pending<Item, Result> {
	item: Item
	resolve(result: Result): void
	reject(error: unknown): void
}

/** A function that writes one item with whatever else is being written now, resolving with its own result. */
export function writeBatches<Item, Result>({
	write,
	concurrency,
	maxItems,
	retryAlone = () => false,
}: WriteBatchOptions<Item, Result>): (item: Item) => Promise<Result> {
	const queue: Pending<Item, Result>[] = []
	let inFlight = 0
	let scheduled = false

	function schedule(): void {
		if (scheduled || queue.length === 0 || inFlight >= concurrency) return
		scheduled = true
		setImmediate(flush)
	}

	function flush(): void {
		scheduled = false
		while (queue.length > 0 && inFlight < concurrency) {
			const batch = queue.splice(0, maxItems)
			inFlight++
			void send(batch).finally(() => {
				inFlight--
				schedule()
			})
		}
	}

	async function send(batch: readonly Pending<Item, Result>[]): Promise<void> {
		try {
			const results = await write(batch.map((pending) => pending.item))
			if (results.length !== batch.length) {
				throw new Error(`a batch of ${batch.length} writes returned ${results.length} results`)
			}
			for (const [index, pending] of batch.entries()) pending.resolve(results[index] as Result)
		} catch (error) {
			if (batch.length > 1 && retryAlone(error)) {
				for (const pending of batch) await send([pending])
				return
			}
			for (const pending of batch) pending.reject(error)
		}
	}

	return (item) =>
		new Promise<Result>((resolve, reject) => {
			queue.push({ item, resolve, reject })
			schedule()
		})
}
