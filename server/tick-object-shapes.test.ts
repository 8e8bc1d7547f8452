import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const MODULE = fileURLToPath(new URL('./tick-object-shapes.ts', import.meta.url))

/**
 * Runs `body` in a Node process of its own that imports the module first, as the server does,
 * with V8's intrinsics (`%HaveSameMap`) and `gc()` available. `tickAfter()` queues a tick
 * and returns its queue entry, seen by a hook of the script's own.
 */
function runWithModule(body: string): unknown {
	const script = `
		import { keptTickObject } from ${JSON.stringify(MODULE)}
		import { createHook } from 'node:async_hooks'
		const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)')
		function tickAfter() {
			let entry
			const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') entry = resource } })
			hook.enable()
			process.nextTick(() => {})
			hook.disable()
			return entry
		}
		${body}`
	const output = execFileSync(
		process.execPath,
		['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', script],
		{ encoding: 'utf8' },
	)
	return JSON.parse(output)
}

describe('the tick entry kept for its hidden classes', () => {
	test('is a process.nextTick queue entry, taken once: later ticks do not replace it', () => {
		const result = runWithModule(`
			const first = keptTickObject()
			for (let i = 0; i < 100; i++) process.nextTick(() => {})
			await new Promise((resolve) => setImmediate(resolve))
			process.stdout.write(JSON.stringify({
				keys: first ? Reflect.ownKeys(first).map(String) : [],
				same: keptTickObject() === first,
			}))`)
		expect(result).toEqual({
			keys: ['callback', 'args', 'Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)'],
			same: true,
		})
	})

	test('ticks queued after full garbage collections, with no other entry alive, get its hidden class', () => {
		const result = runWithModule(`
			const before = tickAfter()
			const sameBefore = sameHiddenClass(keptTickObject(), before)
			await new Promise((resolve) => setImmediate(resolve))
			// Nothing holds a queue entry now but the module: a full collection frees the rest.
			for (let round = 0; round < 3; round++) {
				globalThis.gc()
				await new Promise((resolve) => setImmediate(resolve))
			}
			const after = tickAfter()
			process.stdout.write(JSON.stringify({ sameBefore, sameAfter: sameHiddenClass(keptTickObject(), after) }))`)
		expect(result).toEqual({ sameBefore: true, sameAfter: true })
	})
})
