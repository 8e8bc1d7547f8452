import { once } from 'node:events'
import type { Worker } from 'node:worker_threads'
import { afterEach, expect, test, vi } from 'vitest'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { waitUntil } from '../tests/support/wait-until.ts'
import { type CampaignMailThread, startCampaignMailThread } from './mail-thread.ts'

const ENTRY = new URL('../tests/support/echo-mail-worker.mjs', import.meta.url)

let supervisor: CampaignMailThread | undefined
afterEach(async () => {
	await supervisor?.stop()
	supervisor = undefined
	vi.restoreAllMocks()
})

/** Starts looking after the thread with a campaign that is sending while `sending.now` says so. */
function supervise(sending = { now: false }, pollIntervalMs = 20) {
	let looks = 0
	supervisor = startCampaignMailThread({
		entry: ENTRY,
		pollIntervalMs,
		campaignSending: async () => {
			looks += 1
			return sending.now
		},
	})
	return { supervisor, sending, looks: () => looks }
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
	supervisor = startCampaignMailThread({
		entry: ENTRY,
		pollIntervalMs: 20,
		campaignSending: async () => {
			looks += 1
			if (looks === 1) return true
			throw new Error('connection refused')
		},
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
	supervisor = startCampaignMailThread({
		entry: ENTRY,
		pollIntervalMs: 20,
		endWithinMs: 200,
		campaignSending: async () => sending.now,
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
	const starts = () => infos.mock.calls.filter(([message]) => message === 'campaign mail thread started').length
	const sending = { now: true }
	supervisor = startCampaignMailThread({ entry: ENTRY, pollIntervalMs: 20, campaignSending: async () => sending.now })
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
