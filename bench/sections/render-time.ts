/**
 * Uncached server render time of every public page in every language, at concurrency 1:
 * each request carries a query string, which the HTML cache never serves, so every answer is
 * a full render (loaders, React, the security finishing). Timed by the client on loopback
 * (request sent → last byte received), after a warm-up of each page; the median of
 * `SAMPLES` requests is reported with p90.
 *
 * Beside it, what the first visitor of a page waits after a start or an edit: on a server of
 * its own with an empty cache, each page is warmed with a few uncached renders and then asked
 * for plainly once, so that request renders it and stores it (x-cache: MISS). It is checked
 * against the renders' own time: the cache's best compression is made after that visitor has
 * been answered (server/page-cache.ts), so filling the cache costs them about one render.
 *
 * That best compression (brotli 11, about 280 ms of CPU per page) is still running when the
 * next page is asked for at once, and on two cores it slows that page's first visitor: the
 * pages are measured twice, each on a fresh server, once with each page waiting until the
 * previous one's best copy is in place (the check: a quiet server, as the renders are timed
 * on) and once back to back, one page straight after the other (printed beside it).
 */
import { publicPages } from '../../tests/support/public-pages.ts'
import { get, header, settledCachedPage } from '../lib/http.ts'
import { percentile } from '../lib/load.ts'
import { type Check, heading, ms, printChecks, printTable } from '../lib/report.ts'
import type { BenchContext, BenchSection } from '../lib/section.ts'
import { startAppServer } from '../lib/server.ts'

/** The target for every public page (ms, median). */
export const MAX_RENDER_P50_MS = 3
const WARMUP = 20
const SAMPLES = 100
/** Uncached renders of a page before its cache-filling request, so that one is not its first render. */
const FILL_WARMUP = 5
/**
 * The most a stored page's first visitor may wait, in uncached renders (medians over the pages):
 * their request also finishes the document and compresses it twice, and is one sample per page
 * where the render time is the median of many. Waiting for brotli 11 made it about 20.
 */
export const MAX_FILL_TO_RENDER_RATIO = 3
const BROTLI = { 'accept-encoding': 'br' }

interface CacheFill {
	status: number
	cache: string
	ms: number
}

/** The request that renders a page and stores it in an empty cache, after a warm-up that leaves the cache empty. */
async function timeCacheFill(origin: string, path: string): Promise<CacheFill> {
	for (let index = 0; index < FILL_WARMUP; index++) await get(new URL(`${path}?fill=${index}`, origin).href, BROTLI)
	const started = performance.now()
	const response = await get(new URL(path, origin).href, BROTLI)
	return { status: response.status, cache: header(response, 'x-cache') ?? 'none', ms: performance.now() - started }
}

/** How each page's first visitor is timed: after the previous page's best copy is stored, or straight after it. */
type FillOrder = 'quiet' | 'back to back'

async function timeCacheFills(paths: readonly string[], order: FillOrder): Promise<Map<string, CacheFill>> {
	const server = await startAppServer()
	try {
		const fills = new Map<string, CacheFill>()
		for (const path of paths) {
			const fill = await timeCacheFill(server.origin, path)
			fills.set(path, fill)
			if (order === 'quiet' && fill.cache === 'MISS') await settledCachedPage(new URL(path, server.origin), BROTLI)
		}
		return fills
	} finally {
		await server.stop()
	}
}

interface PageTiming {
	path: string
	status: number
	cache: string
	p50: number
	p90: number
}

async function timePage(origin: string, path: string): Promise<PageTiming> {
	const url = (index: number) => new URL(`${path}?render=${index}`, origin).href
	let last = await get(url(0), BROTLI)
	for (let index = 1; index < WARMUP; index++) await get(url(index), BROTLI)
	const durations: number[] = []
	for (let index = 0; index < SAMPLES; index++) {
		const started = performance.now()
		last = await get(url(WARMUP + index), BROTLI)
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
	title: `Uncached render time per public page (concurrency 1, median of ${SAMPLES}), and what its first visitor waits`,
	async run({ app }: BenchContext) {
		heading(renderTime.title)
		// A redirect to the external kit site renders nothing.
		const paths = publicPages()
			.filter((page) => page.id !== 'digitalKit')
			.map((page) => page.path)
		console.log('first visitor of each page: a server of its own, empty cache, each page after the last one settled…')
		const fills = await timeCacheFills(paths, 'quiet')
		console.log('…and again on a new server, one page straight after the other')
		const backToBack = await timeCacheFills(paths, 'back to back')
		const timings: PageTiming[] = []
		for (const path of paths) timings.push(await timePage(app.origin, path))
		printTable(
			[
				{ header: 'page path' },
				{ header: 'status', align: 'right' },
				{ header: 'x-cache', align: 'right' },
				{ header: 'p50 ms', align: 'right' },
				{ header: 'p90 ms', align: 'right' },
				{ header: 'first visitor ms (x-cache)', align: 'right' },
				{ header: 'right after the previous page ms', align: 'right' },
			],
			timings.map((timing) => {
				const fill = fills.get(timing.path)
				const rushed = backToBack.get(timing.path)
				return [
					timing.path,
					timing.status,
					timing.cache,
					`${ms(timing.p50)}${timing.p50 > MAX_RENDER_P50_MS ? ' ✗' : ''}`,
					ms(timing.p90),
					fill ? `${ms(fill.ms)} (${fill.cache})` : '–',
					rushed ? `${ms(rushed.ms)} (${rushed.cache})` : '–',
				]
			}),
		)
		const slow = timings.filter((timing) => timing.p50 > MAX_RENDER_P50_MS)
		const notRendered = timings.filter((timing) => timing.status !== 200 || timing.cache === 'HIT')
		// The pages that answer personal links (`?token=`) are never stored: their first visitor's
		// request is an uncached render like any other (x-cache: none).
		const stored = timings.filter((timing) => fills.get(timing.path)?.cache === 'MISS')
		const failedFills = [...fills, ...backToBack].filter(([, fill]) => fill.status !== 200 || fill.cache === 'HIT')
		const medianFill = (measured: Map<string, CacheFill>) =>
			percentile(
				stored.map((timing) => measured.get(timing.path)?.ms ?? Number.NaN).sort((a, b) => a - b),
				0.5,
			)
		const fillMedian = medianFill(fills)
		const backToBackMedian = medianFill(backToBack)
		const renderMedian = percentile(
			stored.map((timing) => timing.p50).sort((a, b) => a - b),
			0.5,
		)
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
			{
				name: 'each first visitor was answered 200, and rendered for (not from a cache)',
				pass:
					failedFills.length === 0 &&
					fills.size === paths.length &&
					backToBack.size === paths.length &&
					stored.length > 0,
				detail: failedFills.length
					? failedFills.map(([path, fill]) => `${path} ${fill.status} ${fill.cache}`).join(', ')
					: `${stored.length} pages stored by that request (x-cache: MISS), ${fills.size - stored.length} never stored (personal links)`,
			},
			{
				name: `a stored page's first visitor waits ≤ ${MAX_FILL_TO_RENDER_RATIO}× an uncached render (medians over those pages)`,
				pass: fillMedian <= MAX_FILL_TO_RENDER_RATIO * renderMedian,
				detail: `first visitor ${ms(fillMedian)} ms, uncached render ${ms(renderMedian)} ms: ${(fillMedian / renderMedian).toFixed(2)}× (right after the previous page: ${ms(backToBackMedian)} ms, ${(backToBackMedian / renderMedian).toFixed(2)}×)`,
			},
		]
		printChecks(checks)
		return checks
	},
}
