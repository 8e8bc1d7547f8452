import { expect, test } from 'vitest'
import { boundedMemo } from './bounded-memo.ts'

test('a key seen before is answered from memory, without computing again', () => {
	const computed: string[] = []
	const upper = boundedMemo(10, (key: string) => {
		computed.push(key)
		return key.toUpperCase()
	})
	expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B'])
	expect(computed).toEqual(['a', 'b'])
})

test('when the memory is full it is emptied, so at most `max` results are kept', () => {
	const computed: number[] = []
	const double = boundedMemo(2, (key: number) => {
		computed.push(key)
		return key * 2
	})
	for (const key of [1, 2, 3, 1, 3]) double(key)
	// 3 found the memory full (1, 2) and emptied it: 1 is computed again, 3 is remembered.
	expect(computed).toEqual([1, 2, 3, 1])
})

test('a remembered undefined is still a remembered answer', () => {
	let calls = 0
	const nothing = boundedMemo(4, () => {
		calls++
		return undefined
	})
	nothing('x')
	nothing('x')
	expect(calls).toBe(1)
})
