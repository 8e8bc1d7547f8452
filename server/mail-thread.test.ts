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
	await waitUntil(() => looks() === 1)
	mailQueue.emit('campaign-mail')
	await waitUntil(() => supervisor.thread !== undefined)
	expect(looks()).toBe(1)
	await waitUntil(() => supervisor.thread === undefined)
	expect(looks()).toBe(2)
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

test('stopping ends the thread, and nothing starts it again', async () => {
	const { supervisor, looks } = supervise({ now: true })
	await waitUntil(() => supervisor.thread !== undefined)
	await supervisor.stop()
	expect(supervisor.thread).toBeUndefined()
	const seen = looks()
	mailQueue.emit('campaign-mail')
	await new Promise((resolve) => setTimeout(resolve, 100))
	expect(supervisor.thread).toBeUndefined()
	expect(looks()).toBe(seen)
})
