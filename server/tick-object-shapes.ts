/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that
 * the hidden classes V8 gives those entries are never collected and built anew
 * (docs/decisions/040-tick-object-shapes-kept-alive.md).
 *
 * Node 20 builds each entry as an object literal with computed keys
 * (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). V8 remembers, for
 * each key the literal defines, the hidden class the object had before it; the moment it sees
 * another, it gives up on that key for good (megamorphic), and every later `nextTick` takes the
 * runtime's slow path to define the key. The hidden classes between the first key and the last
 * are held only by the objects that have them, and entries live for a moment: a full garbage
 * collection while none is queued, which an idle server does, frees them, the next entry gets
 * new ones, and the server is on the slow path from then on. It cost a cached page about a
 * quarter of its CPU time (the decision's figures). Holding one entry holds its hidden class and,
 * through its back pointers, every one before it, so later entries always get the same ones.
 *
 * Imported first by the server's entry (main.ts), so it runs before any of the app's own code
 * (bundled, the packages the server imports are evaluated before it; the built server was
 * checked to stay on the fast path, decision 040).
 */
import { createHook } from 'node:async_hooks'

let kept: object | undefined

// The hook sees the entry queued just below, keeps it and switches itself off (Node allows a
// hook to be disabled while it runs), so it costs nothing afterwards.
const hook = createHook({
	init(_asyncId, type, _triggerAsyncId, resource) {
		if (type !== 'TickObject') return
		kept = resource
		hook.disable()
	},
})
hook.enable()
process.nextTick(() => {})

/** The entry kept (for the test). */
export function keptTickObject(): object | undefined {
	return kept
}
