/**
 * On PostgreSQL, mail in bulk is sent from a worker thread of its own (mail-worker.ts), so that
 * composing and handing over thousands of messages never takes the pages' event loop: a
 * campaign's (docs/decisions/022), and a burst of other mail, such as a flood of contact
 * notifications (docs/decisions/042). While the thread runs it sends all the mail, and the
 * server's own sender stands aside (`sending`); otherwise the server's thread sends the other
 * mail, one message at a time as it comes. The thread runs only while it is needed: an isolate
 * of its own costs the process about 20 MB idle and 30 MB under load (docs/decisions/029,
 * eighth round).
 *
 * The thread is started when campaign mail is queued in this process (a campaign started or
 * resumed here), when a look at the database, every few seconds, finds a campaign sending
 * (started by another process, or still sending after a restart), and when the server's
 * sender reports a burst (`burst()`: one of its runs claimed a full batch, so more is waiting
 * than it takes at once). It is asked to end once a look finds no campaign sending and no other
 * mail due. A thread that ends without being asked to is logged and started again at the next
 * look if a campaign is still sending (a burst starts it again by itself), so the mail keeps
 * going. When the thread ends, the server's sender is woken for whatever is left. On the
 * embedded database there is no thread: PGlite lives in the server's thread and cannot be
 * shared, and the server's sender claims all the mail.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { parsedEnv } from '#app/config/env.server.ts'
import { workerDataWithEnv } from '#app/config/parent-env.server.ts'
import { POLL_INTERVAL_MS } from '#app/features/mail/mail-sender.server.ts'
import { mailQueue, type QueuedMail } from '#app/features/mail/outbox.server.ts'
import { isWorthLogging, logger } from '#app/lib/logger.server.ts'
import { letWorkersSizeTheirYoungGeneration } from './node-flags.ts'

/**
 * The thread's young generation: at most 16 MB. Composing a burst of notifications makes
 * garbage as fast as rendering pages does, and with the 3 MB a campaign's slow trickle was
 * given (docs/decisions/029-memory-heap-settings-and-pglite-creation.md, fourth round) the
 * thread sent a third less of a burst while the posts came (docs/decisions/042). V8 grows the
 * young generation only under such an allocation rate, and the thread lives only while there
 * is mail in bulk; it still does not take the pages' `--max-semi-space-size` (node-flags.ts).
 */
const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 16 }

/**
 * How long a thread asked to end may take: its messages in hand are finished first, and an
 * SMTP server may take up to its timeouts (transport.server.ts) to answer.
 */
const END_WITHIN_MS = 2 * 60_000

/** What the server's thread tells the mail thread: mail of this kind was queued here; finish and end. */
export type MailThreadMessage = QueuedMail | 'stop'

export interface MailThreadOptions {
	/** The thread's module (the built mail-worker.js). */
	entry: URL
	/** Whether a campaign is being sent, by any process. */
	campaignSending: () => Promise<boolean>
	/** Whether other mail is due and not yet sent (keeps a running thread). */
	otherMailDue: () => Promise<boolean>
	/** How often the database is looked at. Default: the mail sender's poll interval. */
	pollIntervalMs?: number
	/** How long a thread asked to end may take before it is terminated. Default: `END_WITHIN_MS`. */
	endWithinMs?: number
}

export interface MailThread {
	/** The thread, while one runs. */
	readonly thread: Worker | undefined
	/** Whether the thread sends the mail now (the server's sender stands aside meanwhile). */
	readonly sending: boolean
	/** More mail is waiting than the server's sender takes at once: the thread is started for it. */
	burst(): void
	/** Stops looking and ends the thread; resolves once it has ended (its messages in hand sent). */
	stop(): Promise<void>
}

/** Starts looking after the mail thread (and starts it at once if a campaign is sending). */
export function startMailThread(options: MailThreadOptions): MailThread {
	let worker: Worker | undefined
	let stopped = false
	let failedLooks = 0
	// Starts and ends take turns, in the order they were asked for, so a look that read the
	// database before mail was queued cannot end the thread started for it afterwards.
	// A step that fails is logged; the turns go on.
	let turns = Promise.resolve()
	const inTurn = (step: () => void | Promise<void>): Promise<void> => {
		turns = turns
			.then(step)
			.catch((error: unknown) => logger.error({ err: error }, 'the mail thread could not be started or ended'))
		return turns
	}

	/** The server's sender goes back to the other mail once the thread is gone. */
	const wakeServerSender = () => mailQueue.emit('other-mail' satisfies QueuedMail)

	function start(reason: string): void {
		letWorkersSizeTheirYoungGeneration()
		const thread = new Worker(options.entry, {
			resourceLimits: THREAD_LIMITS,
			workerData: workerDataWithEnv(parsedEnv()),
		})
		worker = thread
		thread.on('error', (error) => logger.error({ err: error }, 'the mail thread failed'))
		thread.on('exit', (code) => {
			if (worker !== thread) return // ended as asked
			worker = undefined
			logger.error({ code }, 'the mail thread ended unasked; started again if a campaign is still sending')
			wakeServerSender()
		})
		logger.info({ reason }, 'mail thread started')
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
			logger.error('the mail thread did not end when asked; terminating it')
			void thread.terminate()
		}, options.endWithinMs ?? END_WITHIN_MS)
		await ended
		clearTimeout(deadline)
		logger.info('mail thread ended')
		if (!stopped) wakeServerSender()
	}

	/** Starts the thread for a campaign being sent; ends it when neither a campaign nor other mail is waiting for it. */
	const look = () =>
		inTurn(async () => {
			if (stopped) return
			let campaign: boolean
			let otherMail: boolean
			try {
				campaign = await options.campaignSending()
				otherMail = !campaign && worker ? await options.otherMailDue() : false
			} catch (error) {
				failedLooks += 1
				// The thread is left as it is.
				if (isWorthLogging(failedLooks)) {
					logger.error({ err: error, failures: failedLooks }, 'could not look whether mail is waiting for the thread')
				}
				return
			}
			failedLooks = 0
			if (stopped) return
			if (campaign && !worker) start('a campaign is sending')
			else if (!campaign && !otherMail && worker) await end()
		})

	/** Mail queued in this process: the thread is woken for it while it runs; campaign mail starts it. */
	const queued = (which: QueuedMail) => () =>
		inTurn(() => {
			if (stopped) return
			if (worker) worker.postMessage(which satisfies MailThreadMessage)
			else if (which === 'campaign-mail') start('campaign mail was queued')
		})
	const onCampaignMail = queued('campaign-mail')
	const onOtherMail = queued('other-mail')

	mailQueue.on('campaign-mail', onCampaignMail)
	mailQueue.on('other-mail', onOtherMail)
	const timer = setInterval(look, options.pollIntervalMs ?? POLL_INTERVAL_MS)
	timer.unref()
	void look()

	return {
		get thread() {
			return worker
		},
		get sending() {
			return worker !== undefined
		},
		burst() {
			void inTurn(() => {
				if (!stopped && !worker) start('a burst of mail is waiting')
			})
		},
		async stop() {
			stopped = true
			clearInterval(timer)
			mailQueue.off('campaign-mail', onCampaignMail)
			mailQueue.off('other-mail', onOtherMail)
			await inTurn(end)
		},
	}
}
