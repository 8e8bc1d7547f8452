import type { Server, ServerResponse } from 'node:http'
import net from 'node:net'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { logger } from '#app/lib/logger.server.ts'

const FORCE_AFTER_MS = 10_000

/**
 * How long an idle kept-alive connection stays open: longer than the proxy's own idle timeout
 * (deploy/nginx/silver-coast.conf, `keepalive_timeout 4s` in the upstream), so the proxy, never
 * the server, closes an idle connection, and never while it is sending a request on it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000

/**
 * The answers a shutdown must still reach. A request listener calls `track` for every answer
 * it writes later (asynchronously); an answer written at once, inside the listener (a cached
 * page, server/node-listener.ts), needs no tracking: a signal cannot arrive while it is being
 * written. It only asks `stopping` first, and sends `Connection: close` if so.
 */
export class Drain {
	#stopping = false
	readonly #unanswered = new Set<ServerResponse>()

	/** Set once the shutdown has begun: every answer from then on closes its connection. */
	get stopping(): boolean {
		return this.#stopping
	}

	/** An answer that will be written after the listener returns. */
	track(response: ServerResponse): void {
		if (this.#stopping) {
			closeAfterAnswer(response)
			return
		}
		this.#unanswered.add(response)
		response.once('close', () => this.#unanswered.delete(response))
	}

	/** Begins the shutdown: answers in flight whose answer has not started close their connection too. */
	stop(): void {
		this.#stopping = true
		for (const response of this.#unanswered) closeAfterAnswer(response)
		this.#unanswered.clear()
	}
}

function closeAfterAnswer(response: ServerResponse): void {
	if (!response.headersSent) response.setHeader('Connection', 'close')
}

/**
 * On SIGTERM/SIGINT, a drain that loses no request, even behind a proxy that keeps
 * connections open (docs/decisions/025-scale-out-load-balancer-and-rolling-restarts.md):
 *
 * 1. stop listening: new connections are refused, which a proxy retries on another instance
 *    (the request never reached this one, so even a form post is safe to retry);
 * 2. answer every request in flight (unless its answer has started) or still arriving on an
 *    open connection with `Connection: close`, so the connection closes after that answer
 *    (the server's request listener tells `drain` of its answers, see `Drain`);
 * 3. leave idle connections to their client, which closes them before the keep-alive timeout
 *    (closing one here could cross a request the client is sending at that moment); any left
 *    after it are closed;
 * 4. meanwhile the background workers stop (`stopWorkers`, e.g. the mail sender finishing
 *    the message it is sending); then the database closes and the process exits.
 *
 * If that takes too long, the remaining connections are cut and the workers no longer
 * awaited; the database is still closed.
 */
export function onShutdown(
	server: Server,
	drain: Drain,
	database: DatabaseHandle,
	stopWorkers: (() => Promise<void>)[] = [],
): void {
	async function stop(signal: NodeJS.Signals) {
		if (drain.stopping) return
		drain.stop()
		logger.info({ signal }, 'shutting down')
		let forced = false
		// net.Server's close, not http.Server's: that one also cuts idle connections at once.
		const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
		const idleSweep = setTimeout(() => server.closeIdleConnections(), server.keepAliveTimeout + 1_000)
		const force = setTimeout(() => {
			forced = true
			logger.error('shutdown timed out; closing the remaining connections')
			server.closeAllConnections()
		}, FORCE_AFTER_MS)
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
		clearTimeout(idleSweep)
		clearTimeout(force)
		await database.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
		logger.info('stopped')
		process.exit(forced ? 1 : 0)
	}
	process.on('SIGTERM', stop)
	process.on('SIGINT', stop)
}
