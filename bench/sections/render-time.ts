/**
 * Uncached server render time of every public page in every language, at concurrency 1:
 * each request carries a query string, which the HTML cache never serves, so every answer is
 * a full render (loaders, React, the security finishing). Timed by the client on loopback
 * (request sent → last byte received), after a warm-up of each page; the median of
 * `SAMPLES` requests is reported with p90.
 */
import { publicPages } from '../../tests/support/public-pages.ts'
import { get, header } from '../lib/http.ts'
import { percentile } from '../lib/load.ts'
import { type Check, heading, ms, printChecks, printTable } from '../lib/report.ts'
import type { BenchContext, BenchSection } from '../lib/section.ts'

/** The target for every public page (ms, median). */
export const MAX_RENDER_P50_MS = 3
const WARMUP = 20
const SAMPLES = 100

interface PageTiming {
	path: string
	status: number
	cache: string
	p50: number
	p90: number
}

async function timePage(origin: string, path: string): Promise<PageTiming> {
	const url = (index: number) => new URL(`${path}?render=${index}`, origin).href
	let last = await get(url(0), { 'accept-encoding': 'br' })
	for (let index = 1; index < WARMUP; index++) await get(url(index), { 'accept-encoding': 'br' })
	const durations: number[] = []
	for (let index = 0; index < SAMPLES; index++) {
		const started = performance.now()
		last = await get(url(WARMUP + index), { 'accept-encoding': 'br' })
		durations.push(performance.now() - started)
	}
	durations.sort((a, b) => a - b)
	return {
		path,
		status: last.status,
		cache: header(last, 'x-cache') ?? 'none',
		p50: percentile(durations, 0.5),
		p90: percentile(durations, 0.9),
	}
}

export const renderTime: BenchSection = {
	id: 'render',
	title: `Uncached render time per public page (concurrency 1, median of ${SAMPLES})`,
	async run({ app }: BenchContext) {
		heading(renderTime.title)
		const timings: PageTiming[] = []
		for (const page of publicPages()) {
			if (page.id === 'digitalKit') continue // a redirect to the external kit site: nothing rendered
			timings.push(await timePage(app.origin, page.path))
		}
		printTable(
			[
				{ header: 'page path' },
				{ header: 'status', align: 'right' },
				{ header: 'x-cache', align: 'right' },
				{ header: 'p50 ms', align: 'right' },
				{ header: 'p90 ms', align: 'right' },
			],
			timings.map((timing) => [
				timing.path,
				timing.status,
				timing.cache,
				`${ms(timing.p50)}${timing.p50 > MAX_RENDER_P50_MS ? ' ✗' : ''}`,
				ms(timing.p90),
			]),
		)
		const slow = timings.filter((timing) => timing.p50 > MAX_RENDER_P50_MS)
		const notRendered = timings.filter((timing) => timing.status !== 200 || timing.cache === 'HIT')
		const checks: Check[] = [
			{
				name: 'every timed request was a 200 rendered for it (not from the HTML cache)',
				pass: notRendered.length === 0,
				detail: notRendered.length
					? notRendered.map((timing) => `${timing.path} ${timing.status} ${timing.cache}`).join(', ')
					: `${timings.length} pages`,
			},
			{
				name: `uncached render p50 ≤ ${MAX_RENDER_P50_MS} ms on every public page`,
				pass: slow.length === 0,
				detail: slow.length
					? `${slow.length} slower: ${slow.map((timing) => `${timing.path} ${ms(timing.p50)}`).join(', ')}`
					: `slowest ${[...timings].sort((a, b) => b.p50 - a.p50)[0]?.path} ${ms(Math.max(...timings.map((timing) => timing.p50)))} ms`,
			},
		]
		printChecks(checks)
		return checks
	},
}
