/**
 * On PostgreSQL, campaign mail is sent from a worker thread of its own (mail-worker.ts), so
 * that a campaign's delivery never takes the pages' event loop (docs/decisions/022). The
 * thread runs only while a campaign is sending: an isolate of its own costs the process about
 * 20 MB idle and 30 MB under load (docs/decisions/029, eighth round), and the rest of the mail
 * (a notification, a confirmation: one message each) is sent by the server's own thread.
 *
 * The thread is started when campaign mail is queued in this process (a campaign started or
 * resumed here) and when a look at the database, every few seconds, finds a campaign sending
 * (started by another process, or still sending after a restart); it is asked to end once a
 * look finds none. A thread that ends without being asked to is logged and started again at
 * the next look if a campaign is still sending, so the mail keeps going. On the embedded
 * database there is no thread: PGlite lives in the server's thread and cannot be shared, and
 * the server's sender claims all the mail.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { parsedEnv } from '#app/config/env.server.ts'
import { workerDataWithEnv } from '#app/config/parent-env.server.ts'
import { POLL_INTERVAL_MS } from '#app/features/mail/mail-sender.server.ts'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import { isWorthLogging, logger } from '#app/lib/logger.server.ts'
import { letWorkersSizeTheirYoungGeneration } from './node-flags.ts'

/**
 * The thread's young generation: 3 MB (two halves of 1 MB) instead of the 2 × 4 MB the
 * pages' heap may use. The sender allocates little that dies young at the rate a page
 * render does, and its young generation otherwise stayed at the pages' size for the life of
 * the thread (docs/decisions/029-memory-heap-settings-and-pglite-creation.md, fourth round).
 */
const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 3 }

/**
 * How long a thread asked to end may take: its messages in hand are finished first, and an
 * SMTP server may take up to its timeouts (transport.server.ts) to answer.
 */
const END_WITHIN_MS = 2 * 60_000

/** What the server's thread tells the mail thread: campaign mail was queued here; finish and end. */
export type MailThreadMessage = 'campaign-mail' | 'stop'

export interface CampaignMailThreadOptions {
	/** The thread's module (the built mail-worker.js). */
	entry: URL
	/** Whether a campaign is being sent, by any process. */
	campaignSending: () => Promise<boolean>
	/** How often the database is looked at. Default: the mail sender's poll interval. */
	pollIntervalMs?: number
	/** How long a thread asked to end may take before it is terminated. Default: `END_WITHIN_MS`. */
	endWithinMs?: number
}

export interface CampaignMailThread {
	/** The thread, while one runs. */
	readonly thread: Worker | undefined
	/** Stops looking and ends the thread; resolves once it has ended (its messages in hand sent). */
	stop(): Promise<void>
}

/** Starts looking after the campaign mail thread (and starts it at once if a campaign is sending). */
export function startCampaignMailThread(options: CampaignMailThreadOptions): CampaignMailThread {
	let worker: Worker | undefined
	let stopped = false
	let failedLooks = 0
	// Starts and ends take turns, in the order they were asked for, so a look that read the
	// database before a campaign was queued cannot end the thread started for it afterwards.
	// A step that fails is logged; the turns go on.
	let turns = Promise.resolve()
	const inTurn = (step: () => void | Promise<void>): Promise<void> => {
		turns = turns
			.then(step)
			.catch((error: unknown) => logger.error({ err: error }, 'the campaign mail thread could not be started or ended'))
		return turns
	}

	function start(): void {
		letWorkersSizeTheirYoungGeneration()
		const thread = new Worker(options.entry, {
			resourceLimits: THREAD_LIMITS,
			workerData: workerDataWithEnv(parsedEnv()),
		})
		worker = thread
		thread.on('error', (error) => logger.error({ err: error }, 'the campaign mail thread failed'))
		thread.on('exit', (code) => {
			if (worker !== thread) return // ended as asked
			worker = undefined
			logger.error({ code }, 'the campaign mail thread ended unasked; started again if a campaign is still sending')
		})
		logger.info('campaign mail thread started')
	}

	/**
	 * Asks the thread to end and waits until it has; a thread that has not ended in time
	 * (stuck before it could read the request: its database unreachable, say)
	 * is terminated, and the rows it had claimed go to a sender once their lease is over.
	 */
	async function end(): Promise<void> {
		const thread = worker
		if (!thread) return
		worker = undefined
		const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()))
		thread.postMessage('stop' satisfies MailThreadMessage)
		const deadline = setTimeout(() => {
			logger.error('the campaign mail thread did not end when asked; terminating it')
			void thread.terminate()
		}, options.endWithinMs ?? END_WITHIN_MS)
		await ended
		clearTimeout(deadline)
		logger.info('campaign mail thread ended')
	}

	/** Starts the thread for a campaign being sent, or ends it when none is. */
	const look = () =>
		inTurn(async () => {
			if (stopped) return
			let sending: boolean
			try {
				sending = await options.campaignSending()
			} catch (error) {
				failedLooks += 1
				// The thread is left as it is.
				if (isWorthLogging(failedLooks)) {
					logger.error({ err: error, failures: failedLooks }, 'could not look whether a campaign is sending')
				}
				return
			}
			failedLooks = 0
			if (stopped) return
			if (sending && !worker) start()
			else if (!sending && worker) await end()
		})

	/** Campaign mail queued in this process: the thread is woken for it, or started. */
	const queued = () =>
		inTurn(() => {
			if (stopped) return
			if (worker) worker.postMessage('campaign-mail' satisfies MailThreadMessage)
			else start()
		})

	mailQueue.on('campaign-mail', queued)
	const timer = setInterval(look, options.pollIntervalMs ?? POLL_INTERVAL_MS)
	timer.unref()
	void look()

	return {
		get thread() {
			return worker
		},
		async stop() {
			stopped = true
			clearInterval(timer)
			mailQueue.off('campaign-mail', queued)
			await inTurn(end)
		},
	}
}
