import { once } from 'node:events'
import type { Worker } from 'node:worker_threads'
import { afterEach, expect, test, vi } from 'vitest'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { waitUntil } from '../tests/support/wait-until.ts'
import { type MailThread, startMailThread } from './mail-thread.ts'

const ENTRY = new URL('../tests/support/echo-mail-worker.mjs', import.meta.url)

let supervisor: MailThread | undefined
afterEach(async () => {
	await supervisor?.stop()
	supervisor = undefined
	vi.restoreAllMocks()
})

/**
 * Starts looking after the thread with a campaign that is sending while `sending.now` says so,
 * and other mail due while `due.now` does.
 */
function supervise(sending = { now: false }, pollIntervalMs = 20, due = { now: false }) {
	let looks = 0
	supervisor = startMailThread({
		entry: ENTRY,
		pollIntervalMs,
		campaignSending: async () => {
			looks += 1
			return sending.now
		},
		otherMailDue: async () => due.now,
	})
	return { supervisor, sending, due, looks: () => looks }
}

/** The messages `thread` receives from now on, as it reports them. */
function received(thread: Worker): string[] {
	const messages: string[] = []
	thread.on('message', (message: string) => messages.push(message))
	return messages
}

test('no thread runs while no campaign is sending', async () => {
	const { supervisor, looks } = supervise()
	await waitUntil(() => looks() >= 3)
	expect(supervisor.thread).toBeUndefined()
})

test('campaign mail queued in this process starts the thread at once, and wakes it while it runs', async () => {
	const { supervisor } = supervise({ now: true }, 60 * 60_000)
	await waitUntil(() => supervisor.thread !== undefined)
	const thread = supervisor.thread as Worker
	const messages = received(thread)
	mailQueue.emit('campaign-mail')
	await waitUntil(() => messages.includes('got campaign-mail'))
	expect(supervisor.thread).toBe(thread)
})

test('a campaign started elsewhere is found by a look; the thread ends, asked, once none is sending', async () => {
	const { supervisor, sending } = supervise()
	sending.now = true
	await waitUntil(() => supervisor.thread !== undefined)
	const thread = supervisor.thread as Worker
	const messages = received(thread)
	const ended = once(thread, 'exit')
	sending.now = false
	await ended
	expect(supervisor.thread).toBeUndefined()
	expect(messages).toEqual(['got stop'])
})

test('mail queued while no campaign is known to be sending starts the thread; the next look ends it', async () => {
	// A campaign resumed and paused again at once, say: the thread comes, and goes at the next look.
	const { supervisor, looks } = supervise({ now: false }, 300)
	await waitUntil(() => looks() >= 1)
	mailQueue.emit('campaign-mail')
	await waitUntil(() => supervisor.thread !== undefined)
	const looksWhenStarted = looks()
	await waitUntil(() => supervisor.thread === undefined)
	expect(looks()).toBeGreaterThan(looksWhenStarted)
})

test('a thread that ends unasked is logged and started again while a campaign is sending', async () => {
	const errors = vi.spyOn(logger, 'error')
	const { supervisor } = supervise({ now: true })
	await waitUntil(() => supervisor.thread !== undefined)
	const first = supervisor.thread as Worker
	await first.terminate()
	await waitUntil(() => supervisor.thread !== undefined && supervisor.thread !== first)
	expect(errors).toHaveBeenCalledWith(
		expect.objectContaining({ code: expect.any(Number) }),
		expect.stringContaining('ended unasked'),
	)
})

test('a failing look is logged once, leaves the thread as it is, and the looks go on', async () => {
	const errors = vi.spyOn(logger, 'error')
	let looks = 0
	supervisor = startMailThread({
		entry: ENTRY,
		pollIntervalMs: 20,
		campaignSending: async () => {
			looks += 1
			if (looks === 1) return true
			throw new Error('connection refused')
		},
		otherMailDue: async () => false,
	})
	const running = supervisor
	await waitUntil(() => looks >= 5)
	expect(running.thread).toBeDefined()
	expect(errors.mock.calls.filter(([, message]) => String(message).includes('could not look'))).toHaveLength(1)
})

test('stopping ends the thread and stops listening for campaign mail', async () => {
	const { supervisor } = supervise({ now: true })
	await waitUntil(() => supervisor.thread !== undefined)
	const listening = mailQueue.listenerCount('campaign-mail')
	await supervisor.stop()
	expect(supervisor.thread).toBeUndefined()
	expect(mailQueue.listenerCount('campaign-mail')).toBe(listening - 1)
})

test('a thread that does not end when asked is terminated after a while', async () => {
	const errors = vi.spyOn(logger, 'error')
	const sending = { now: true }
	supervisor = startMailThread({
		entry: ENTRY,
		pollIntervalMs: 20,
		endWithinMs: 200,
		campaignSending: async () => sending.now,
		otherMailDue: async () => false,
	})
	const running = supervisor
	await waitUntil(() => running.thread !== undefined)
	const thread = running.thread as Worker
	thread.postMessage('ignore-stop')
	const exit = once(thread, 'exit')
	sending.now = false
	expect(await exit).toEqual([1])
	expect(errors).toHaveBeenCalledWith(expect.stringContaining('did not end when asked'))
})

test('a thread that fails while ending is logged, and the next campaign mail starts a new one', async () => {
	const errors = vi.spyOn(logger, 'error')
	const infos = vi.spyOn(logger, 'info')
	const starts = () => infos.mock.calls.filter(([, message]) => message === 'mail thread started').length
	const sending = { now: true }
	supervisor = startMailThread({
		entry: ENTRY,
		pollIntervalMs: 20,
		campaignSending: async () => sending.now,
		otherMailDue: async () => false,
	})
	const running = supervisor
	await waitUntil(() => running.thread !== undefined)
	const first = running.thread as Worker
	first.postMessage('fail-on-stop')
	const exit = new Promise((resolve) => first.once('exit', resolve))
	sending.now = false
	await exit
	await waitUntil(() => errors.mock.calls.some(([, message]) => String(message).includes('thread failed')))
	expect(starts()).toBe(1)
	mailQueue.emit('campaign-mail')
	await waitUntil(() => starts() === 2)
})

test("no thread runs for other mail alone, however much is due, until the server's sender reports a burst", async () => {
	const { supervisor, looks } = supervise({ now: false }, 20, { now: true })
	await waitUntil(() => looks() >= 3)
	expect(supervisor.thread).toBeUndefined()
	expect(supervisor.sending).toBe(false)
})

test('a burst starts the thread, which is woken by any mail queued here and kept while other mail is due', async () => {
	const { supervisor, due, looks } = supervise({ now: false }, 20, { now: true })
	supervisor.burst()
	await waitUntil(() => supervisor.thread !== undefined)
	expect(supervisor.sending).toBe(true)
	const thread = supervisor.thread as Worker
	const messages = received(thread)
	mailQueue.emit('other-mail')
	mailQueue.emit('campaign-mail')
	await waitUntil(() => messages.includes('got other-mail') && messages.includes('got campaign-mail'))
	// Looks go on while mail is due, and the thread stays.
	const looksNow = looks()
	await waitUntil(() => looks() >= looksNow + 3)
	expect(supervisor.thread).toBe(thread)
	// A second burst while it runs starts no other thread.
	supervisor.burst()
	await new Promise((resolve) => setTimeout(resolve, 50))
	expect(supervisor.thread).toBe(thread)

	// Once nothing is due the thread is asked to end, and the server's sender is woken.
	let wokenOnEnd = false
	const wake = () => {
		if (supervisor.thread === undefined) wokenOnEnd = true
	}
	mailQueue.on('other-mail', wake)
	try {
		const ended = once(thread, 'exit')
		due.now = false
		await ended
		await waitUntil(() => wokenOnEnd)
	} finally {
		mailQueue.off('other-mail', wake)
	}
	expect(supervisor.sending).toBe(false)
	expect(messages.at(-1)).toBe('got stop')
})

test('other mail queued while no thread runs does not start one', async () => {
	const { supervisor } = supervise({ now: false }, 60 * 60_000, { now: true })
	mailQueue.emit('other-mail')
	await new Promise((resolve) => setTimeout(resolve, 100))
	expect(supervisor.thread).toBeUndefined()
})
