import type { Server } from 'node:http'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { logger } from '#app/lib/logger.server.ts'

const FORCE_AFTER_MS = 10_000

/** On SIGTERM/SIGINT: stop accepting, let requests finish, close the database, exit. */
export function onShutdown(server: Server, database: DatabaseHandle): void {
	let stopping = false
	async function stop(signal: NodeJS.Signals) {
		if (stopping) return
		stopping = true
		logger.info({ signal }, 'shutting down')
		const force = setTimeout(() => {
			logger.error('shutdown timed out; exiting')
			process.exit(1)
		}, FORCE_AFTER_MS)
		force.unref()
		await new Promise<void>((resolve) => {
			server.close(() => resolve())
			server.closeIdleConnections()
		})
		await database.close()
		logger.info('stopped')
		process.exit(0)
	}
	process.on('SIGTERM', stop)
	process.on('SIGINT', stop)
}
