/**
 * Runs the mail sender in a worker thread (mail-worker.ts) on PostgreSQL, so that a
 * campaign's delivery never takes the pages' event loop (docs/decisions/022). On the
 * embedded database the sender stays in the server's thread: PGlite lives in this thread
 * and cannot be shared. Mail queued in this thread wakes the worker at once; a thread that
 * ends without being asked to is logged and started again after a pause, so mail keeps going.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { parsedEnv } from '#app/config/env.server.ts'
import { workerDataWithEnv } from '#app/config/parent-env.server.ts'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { letWorkersSizeTheirYoungGeneration } from './node-flags.ts'

const RESTART_AFTER_MS = 5_000

/**
 * The thread's young generation: 3 MB (two halves of 1 MB) instead of the 2 × 4 MB the
 * pages' heap may use. The sender allocates little that dies young at the rate a page
 * render does, and its young generation otherwise stayed at the pages' size for the life of
 * the process (docs/decisions/029-memory-heap-settings-and-pglite-creation.md, fourth round).
 */
const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 3 }

/** Starts the thread; returns a function that stops it, resolving once the thread has ended. */
export function startMailSenderThread(entry: URL): () => Promise<void> {
	let worker: Worker | undefined
	let stopping = false
	let restart: NodeJS.Timeout | undefined
	const wake = () => worker?.postMessage('queued')

	function start(): void {
		letWorkersSizeTheirYoungGeneration()
		const thread = new Worker(entry, {
			resourceLimits: THREAD_LIMITS,
			workerData: workerDataWithEnv(parsedEnv()),
		})
		worker = thread
		thread.on('error', (error) => logger.error({ err: error }, 'the mail sender thread failed'))
		thread.on('exit', (code) => {
			if (worker === thread) worker = undefined
			if (stopping) return
			logger.error({ code }, 'the mail sender thread ended; starting it again shortly')
			restart = setTimeout(start, RESTART_AFTER_MS)
			restart.unref()
		})
	}

	mailQueue.on('queued', wake)
	start()
	return async () => {
		stopping = true
		clearTimeout(restart)
		mailQueue.off('queued', wake)
		const thread = worker
		if (!thread) return
		const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()))
		thread.postMessage('stop')
		await ended
	}
}
