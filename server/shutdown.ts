import type { Server } from 'node:http'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { logger } from '#app/lib/logger.server.ts'

const FORCE_AFTER_MS = 10_000

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (closing
 * each kept-alive connection as soon as it goes idle) while the background workers stop
 * (`stopWorkers`, e.g. the mail sender finishing the message it is sending), close the
 * database, exit. If that takes too long, the remaining connections are cut and the
 * workers no longer awaited; the database is still closed.
 */
export function onShutdown(server: Server, database: DatabaseHandle, stopWorkers: (() => Promise<void>)[] = []): void {
	let stopping = false
	async function stop(signal: NodeJS.Signals) {
		if (stopping) return
		stopping = true
		logger.info({ signal }, 'shutting down')
		let forced = false
		const closed = new Promise<void>((resolve) => server.close(() => resolve()))
		const reaper = setInterval(() => server.closeIdleConnections(), 100)
		const force = setTimeout(() => {
			forced = true
			logger.error('shutdown timed out; closing the remaining connections')
			server.closeAllConnections()
		}, FORCE_AFTER_MS)
		server.closeIdleConnections()
		const workersStopped = Promise.all(
			stopWorkers.map((stopWorker) =>
				stopWorker().catch((error: unknown) => logger.error({ err: error }, 'stopping a background worker failed')),
			),
		)
		const workersTimedOut = new Promise<'timeout'>((resolve) => setTimeout(resolve, FORCE_AFTER_MS, 'timeout').unref())
		await closed
		if ((await Promise.race([workersStopped, workersTimedOut])) === 'timeout') {
			logger.error('background workers did not stop in time; closing the database anyway')
		}
		clearInterval(reaper)
		clearTimeout(force)
		await database.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
		logger.info('stopped')
		process.exit(forced ? 1 : 0)
	}
	process.on('SIGTERM', stop)
	process.on('SIGINT', stop)
}
