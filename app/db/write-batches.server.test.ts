import { setImmediate as nextTurn } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { writeBatches } from './write-batches.server.ts'

/** A fake database: records each statement's items and answers each item with its double, once released. */
function recordingWrites() {
	const statements: number[][] = []
	const waiting: (() => void)[] = []
	let held = false
	return {
		statements,
		hold() {
			held = true
		},
		/** Lets every statement waiting so far answer. */
		release() {
			held = false
			for (const answer of waiting.splice(0)) answer()
		},
		async write(items: readonly number[]): Promise<number[]> {
			statements.push([...items])
			if (held) await new Promise<void>((resolve) => waiting.push(resolve))
			return items.map((item) => item * 2)
		},
	}
}

test('writes asked for in one turn go in one statement, and each caller gets its own result', async () => {
	const database = recordingWrites()
	const write = writeBatches({ write: database.write, concurrency: 2, maxItems: 10 })
	expect(await Promise.all([write(1), write(2), write(3)])).toEqual([2, 4, 6])
	expect(database.statements).toEqual([[1, 2, 3]])
})

test('a write alone goes at once, in a statement of its own', async () => {
	const database = recordingWrites()
	const write = writeBatches({ write: database.write, concurrency: 2, maxItems: 10 })
	expect(await write(5)).toBe(10)
	expect(await write(6)).toBe(12)
	expect(database.statements).toEqual([[5], [6]])
})

test('while every statement allowed is in flight, later writes wait and go together in the next one', async () => {
	const database = recordingWrites()
	const write = writeBatches({ write: database.write, concurrency: 1, maxItems: 10 })
	database.hold()
	const first = write(1)
	await nextTurn()
	const later = [write(2), write(3)]
	await nextTurn()
	const last = write(4)
	await nextTurn()
	// Only the first statement has gone: the others wait for it to answer.
	expect(database.statements).toEqual([[1]])
	database.release()
	expect(await Promise.all([first, ...later, last])).toEqual([2, 4, 6, 8])
	expect(database.statements).toEqual([[1], [2, 3, 4]])
})

test('a statement carries at most maxItems writes; the rest go in the next ones', async () => {
	const database = recordingWrites()
	const write = writeBatches({ write: database.write, concurrency: 3, maxItems: 2 })
	await Promise.all([1, 2, 3, 4, 5].map((item) => write(item)))
	expect(database.statements).toEqual([[1, 2], [3, 4], [5]])
})

test('when a statement fails, every write in it gets the error, and the writes after it go on', async () => {
	let fail = true
	const write = writeBatches<number, number>({
		concurrency: 1,
		maxItems: 10,
		async write(items) {
			if (fail) throw new Error('the database is away')
			return items.map((item) => item + 1)
		},
	})
	const failed = await Promise.allSettled([write(1), write(2)])
	expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected'])
	expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('the database is away'))
	fail = false
	expect(await write(3)).toBe(4)
})

test('a failure that retryAlone accepts is tried one write at a time: only the write at fault fails', async () => {
	const statements: number[][] = []
	const write = writeBatches<number, number>({
		concurrency: 1,
		maxItems: 10,
		retryAlone: (error) => error instanceof RangeError,
		async write(items) {
			statements.push([...items])
			if (items.includes(13)) throw new RangeError('13 is refused')
			return items.map((item) => item + 1)
		},
	})
	const results = await Promise.allSettled([write(12), write(13), write(14)])
	expect(results).toEqual([
		{ status: 'fulfilled', value: 13 },
		{ status: 'rejected', reason: new RangeError('13 is refused') },
		{ status: 'fulfilled', value: 15 },
	])
	expect(statements).toEqual([[12, 13, 14], [12], [13], [14]])
})

test('a failure that retryAlone does not accept is not tried again', async () => {
	let statements = 0
	const write = writeBatches<number, number>({
		concurrency: 1,
		maxItems: 10,
		retryAlone: () => false,
		async write() {
			statements++
			throw new Error('connection lost')
		},
	})
	const results = await Promise.allSettled([write(1), write(2)])
	expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
	expect(statements).toBe(1)
})

test('a statement that answers for the wrong number of writes fails them all instead of mixing results up', async () => {
	const write = writeBatches<number, number>({ concurrency: 1, maxItems: 10, write: async () => [1] })
	const results = await Promise.allSettled([write(1), write(2)])
	expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
})
