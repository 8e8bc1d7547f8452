/**
 * Runs the mail sender in a worker thread (mail-worker.ts) on PostgreSQL, so that a
 * campaign's delivery never takes the pages' event loop (docs/decisions/022). On the
 * embedded database the sender stays in the server's thread: PGlite lives in this thread
 * and cannot be shared. Mail queued in this thread wakes the worker at once; a thread that
 * ends without being asked to is logged and started again after a pause, so mail keeps going.
 */
import { Worker } from 'node:worker_threads'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import { logger } from '#app/lib/logger.server.ts'

const RESTART_AFTER_MS = 5_000

/** Starts the thread; returns a function that stops it, resolving once the thread has ended. */
export function startMailSenderThread(entry: URL): () => Promise<void> {
	let worker: Worker | undefined
	let stopping = false
	let restart: NodeJS.Timeout | undefined
	const wake = () => worker?.postMessage('queued')

	function start(): void {
		const thread = new Worker(entry)
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
