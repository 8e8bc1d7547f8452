/**
 * Lighthouse on every public page in every language: performance, accessibility, best
 * practices and SEO scores with Lighthouse's default MOBILE preset (emulated phone,
 * simulated slow 4G and 4x CPU throttling), plus LCP, CLS and TBT.
 *
 * Each run is a true first visit: a new Chromium (the system's, never a downloaded one)
 * with a new, empty profile, so no stored cookie choice, no cache and no service worker —
 * the cookie banner shows, as it does for a new visitor. After each run the page Lighthouse
 * loaded is asked whether the banner was on screen; a run without it does not count, and the
 * section fails. Pages are audited one after another so they do not compete for the CPU.
 * Blocking time is CPU time scaled 4x, so a busy machine inflates it: every page is run
 * `BENCH_LIGHTHOUSE_RUNS` times (default 3) and the run with the median performance score is
 * reported, with Lighthouse's CPU benchmark index of the machine during it (marked "slow" at or
 * below the index where Lighthouse itself warns that the host is slower than it expects) and,
 * for every page with blocking time, what its long tasks ran. The digital-kit
 * pages are not audited: they hand the visitor over to the external kit site at once.
 *
 *   npx tsx bench/run.ts lighthouse      only this section (after `npm run build`)
 *   BENCH_LIGHTHOUSE_PAGES=/,/en/bio …    only those paths (while working on a page)
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import type { PageId } from '#app/i18n/route-table.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts'
import { publicPages } from '../../tests/support/public-pages.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { assertLocal, get } from '../lib/http.ts'
import { medianRun } from '../lib/load.ts'
import { type Check, heading, printChecks, printTable } from '../lib/report.ts'
import type { BenchContext, BenchSection } from '../lib/section.ts'

/** Every category score must reach this (0–100). */
export const MIN_SCORE = 100
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type CategoryId = (typeof CATEGORIES)[number]
const CATEGORY_LABEL: Record<CategoryId, string> = {
	performance: 'perf',
	accessibility: 'a11y',
	'best-practices': 'best pr.',
	seo: 'SEO',
}
/** Pages that leave the site at once (a redirect page): not audited, and why. */
const NOT_AUDITED: Partial<Record<PageId, string>> = {
	digitalKit: 'hands over to the external kit site at once',
}
/** Runs of every page; the median one is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
/** Failing audits named per failing category (the ones that cost the most points). */
const TOP_AUDITS = 3
/** Sources of blocking time named per page. */
const TOP_SOURCES = 4
/**
 * Lighthouse's own line for a slow host: at or below this CPU benchmark index it warns that
 * the machine is slower than it expects (`warningSlowHostCpu`), so its 4x CPU throttling
 * models a phone slower than the mobile preset means, and blocking time reads high.
 */
const LIGHTHOUSE_SLOW_HOST_INDEX = 1000
/** A long task's time over this counts as blocking (Lighthouse's definition of TBT). */
const LONG_TASK_MS = 50

interface CostlyAudit {
	id: string
	/** Points of the 0–100 category score this audit cost. */
	points: number
}

/** One Lighthouse run of one page. */
interface Run {
	error?: string
	scores: Partial<Record<CategoryId, number>>
	costs: Partial<Record<CategoryId, CostlyAudit[]>>
	lcpMs?: number
	cls?: number
	tbtMs?: number
	/** Lighthouse's CPU benchmark of this machine during the run (higher is faster; a loaded machine scores low). */
	cpuIndex?: number
	/** Blocking time after the first paint by what the long task ran (simulated ms over 50). */
	blockingBySource?: Record<string, number>
	/** Whether the cookie banner was on screen in the page Lighthouse loaded (a true first visit). */
	bannerSeen?: boolean
	seconds: number
}

/** What a long task is attributed to, in words: a script's file, the page itself, or no script. */
function taskSource(url: string, pageUrl: string): string {
	if (url === pageUrl || url === pageUrl.replace(/\/$/, '')) return 'the page (HTML parsing, inline scripts)'
	if (!/^https?:/.test(url)) return 'unattributed (style, layout, the browser’s own work)'
	return new URL(url).pathname.split('/').pop() ?? url
}

/**
 * The blocking time of a run by source, from Lighthouse's long-tasks audit (its simulated
 * durations): each long task that ends after the first contentful paint counts its time over
 * 50 ms after that paint. The audit simulates the page again on its own, so the sum is close
 * to TBT but not equal to it.
 */
function blockingBySource(lhr: Result, pageUrl: string): Record<string, number> {
	const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
	const details = lhr.audits['long-tasks']?.details
	const items = details?.type === 'table' ? details.items : []
	const bySource: Record<string, number> = {}
	for (const item of items) {
		const { url, startTime, duration } = item as { url?: unknown; startTime?: unknown; duration?: unknown }
		if (typeof url !== 'string' || typeof startTime !== 'number' || typeof duration !== 'number') continue
		const blocking = startTime + duration - Math.max(startTime, fcp) - LONG_TASK_MS
		if (blocking <= 0) continue
		const source = taskSource(url, pageUrl)
		bySource[source] = (bySource[source] ?? 0) + blocking
	}
	return bySource
}

interface PageAudit extends Run {
	id: PageId
	path: string
	skipped?: string
	/** How many runs were made (the reported one is the median). */
	runs: number
	/** Runs in which the cookie banner was not on screen (not a first visit): must be 0. */
	bannerMissed: number
}

function pointsLost(lhr: Result, category: CategoryId): CostlyAudit[] {
	const refs = lhr.categories[category]?.auditRefs ?? []
	const scored = refs.filter((ref) => {
		const audit = lhr.audits[ref.id]
		return ref.weight > 0 && audit && audit.score !== null
	})
	const totalWeight = scored.reduce((total, ref) => total + ref.weight, 0)
	if (totalWeight === 0) return []
	return scored
		.map((ref) => ({ id: ref.id, points: (ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 1)) * 100) / totalWeight }))
		.filter((cost) => cost.points >= 0.05)
		.sort((a, b) => b.points - a.points)
}

/** Whether the cookie banner is on screen in the page (the first-visit proof of a run). */
function bannerOnScreen(page: Page): Promise<boolean> {
	return page.evaluate(() => {
		const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
		return Boolean(banner?.checkVisibility())
	})
}

/** One Lighthouse run of `url` in a new Chromium with a new, empty profile. */
async function runLighthouse(url: string): Promise<Run> {
	const started = Date.now()
	const chrome = await launchChrome()
	const flags: Flags = {
		port: chrome.port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [...CATEGORIES],
		// Unscored audits that cost seconds per run: the filmstrip screenshots, and the
		// back/forward-cache test (it navigates away and back).
		skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot', 'bf-cache'],
	}
	let lhr: Result | undefined
	let bannerSeen: boolean | undefined
	try {
		const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
		try {
			const page = await browser.newPage()
			lhr = (await lighthouse(url, flags, undefined, page))?.lhr
			bannerSeen = await bannerOnScreen(page)
		} finally {
			await browser.disconnect()
		}
	} catch (error) {
		return { error: error instanceof Error ? error.message : String(error), scores: {}, costs: {}, seconds: 0 }
	} finally {
		await chrome.stop()
	}
	const seconds = (Date.now() - started) / 1000
	if (!lhr) return { error: 'no result', scores: {}, costs: {}, seconds }
	if (lhr.runtimeError) {
		return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, scores: {}, costs: {}, seconds }
	}
	const scores: Run['scores'] = {}
	const costs: Run['costs'] = {}
	for (const category of CATEGORIES) {
		const score = lhr.categories[category]?.score
		if (typeof score === 'number') scores[category] = Math.round(score * 100)
		costs[category] = pointsLost(lhr, category)
	}
	return {
		scores,
		costs,
		lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
		cls: lhr.audits['cumulative-layout-shift']?.numericValue,
		tbtMs: lhr.audits['total-blocking-time']?.numericValue,
		cpuIndex: lhr.environment.benchmarkIndex,
		blockingBySource: blockingBySource(lhr, url),
		bannerSeen,
		seconds,
	}
}

/** Runs of one page that may fail before the page is given up (reported with the error). */
const MAX_FAILED_RUNS = 3

/**
 * `RUNS` runs of a page (a run whose trace fails, e.g. NO_NAVSTART, is Lighthouse's fault,
 * not the page's: it is tried again, up to `MAX_FAILED_RUNS` failures — two in a row were
 * seen on one page of 41 in a full run); the run with the median performance score is
 * reported, since a busy machine inflates the blocking time of a single run (Lighthouse's
 * own advice for variance: take the median).
 */
async function auditPage(url: string): Promise<Run & { runs: number; bannerMissed: number }> {
	const runs: Run[] = []
	while (runs.filter((run) => !run.error).length < RUNS && runs.filter((run) => run.error).length < MAX_FAILED_RUNS) {
		runs.push(await runLighthouse(url))
	}
	const seconds = runs.reduce((total, run) => total + run.seconds, 0)
	const done = runs.filter((run) => !run.error)
	const bannerMissed = done.filter((run) => !run.bannerSeen).length
	const median = medianRun(done, (run) => run.scores.performance ?? 0) ?? (runs.at(-1) as Run)
	return { ...median, seconds, runs: runs.length, bannerMissed }
}

async function launchChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
	const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'silver-coast-lighthouse-'))
	const chrome = await chromeLauncher.launch({
		chromePath: CHROMIUM_PATH,
		chromeFlags: CHROMIUM_ARGS,
		userDataDir,
		logLevel: 'error',
		handleSIGINT: false,
	})
	const stop = onCleanup(async () => {
		chrome.kill()
		await rm(userDataDir, { recursive: true, force: true })
	})
	return { port: chrome.port, stop }
}

/** Why the server cannot be audited any more, or undefined while /healthz answers 200. */
async function serverProblem(origin: string): Promise<string | undefined> {
	try {
		const response = await get(new URL('/healthz', origin))
		return response.status === 200 ? undefined : `GET /healthz answered ${response.status}`
	} catch (error) {
		return `GET /healthz failed: ${error instanceof Error ? error.message : String(error)}`
	}
}

/** Errors grouped by their code: "CODE on /a, /b". */
function errorSummary(audits: readonly PageAudit[]): string {
	const byCode = new Map<string, string[]>()
	for (const audit of audits) {
		if (!audit.error) continue
		const code = audit.error.split(':')[0] ?? audit.error
		byCode.set(code, [...(byCode.get(code) ?? []), audit.path])
	}
	return [...byCode].map(([code, paths]) => `${code} on ${paths.join(', ')}`).join('; ')
}

function scoreCell(audit: PageAudit, category: CategoryId): string {
	const score = audit.scores[category]
	if (score === undefined) return '—'
	return score < MIN_SCORE ? `${score} ✗` : String(score)
}

function printScores(audits: readonly PageAudit[]): void {
	printTable(
		[
			{ header: 'page path' },
			{ header: 'page' },
			...CATEGORIES.map((category) => ({ header: CATEGORY_LABEL[category], align: 'right' as const })),
			{ header: 'LCP ms', align: 'right' },
			{ header: 'CLS', align: 'right' },
			{ header: 'TBT ms', align: 'right' },
			{ header: 'runs', align: 'right' },
			{ header: 'banner', align: 'right' },
			{ header: 'CPU index', align: 'right' },
			{ header: 'time s', align: 'right' },
			{ header: 'note' },
		],
		audits.map((audit) => [
			audit.path,
			audit.id,
			...CATEGORIES.map((category) => scoreCell(audit, category)),
			audit.lcpMs === undefined ? '—' : audit.lcpMs.toFixed(0),
			audit.cls === undefined ? '—' : audit.cls.toFixed(3),
			audit.tbtMs === undefined ? '—' : audit.tbtMs.toFixed(0),
			audit.runs,
			audit.skipped ? '' : audit.bannerMissed ? `missed ${audit.bannerMissed}` : 'seen',
			audit.cpuIndex === undefined
				? '—'
				: `${audit.cpuIndex.toFixed(0)}${audit.cpuIndex <= LIGHTHOUSE_SLOW_HOST_INDEX ? ' slow' : ''}`,
			audit.skipped ? '' : audit.seconds.toFixed(1),
			audit.skipped ? `not audited: ${audit.skipped}` : (audit.error?.slice(0, 100) ?? ''),
		]),
	)
}

interface Failure {
	path: string
	category: CategoryId
	score: number
	costs: CostlyAudit[]
}

function failures(audits: readonly PageAudit[]): Failure[] {
	return audits.flatMap((audit) =>
		CATEGORIES.flatMap((category) => {
			const score = audit.scores[category]
			if (score === undefined || score >= MIN_SCORE) return []
			return [{ path: audit.path, category, score, costs: (audit.costs[category] ?? []).slice(0, TOP_AUDITS) }]
		}),
	)
}

const costList = (costs: readonly CostlyAudit[]) =>
	costs.map((cost) => `${cost.id} −${cost.points.toFixed(1)}`).join(', ') || '(no single audit)'

/** Each page's blocking time (its reported run) by what the long tasks ran, largest first. */
function printBlocking(audits: readonly PageAudit[]): void {
	const blocked = audits.filter((audit) => (audit.tbtMs ?? 0) > 0)
	if (blocked.length === 0) return
	console.log(
		`\nBlocking time by source (the reported run; Lighthouse's long-tasks audit, simulated ms over ${LONG_TASK_MS} after the first paint):\n`,
	)
	printTable(
		[{ header: 'page path' }, { header: 'TBT ms', align: 'right' }, { header: 'sources' }],
		blocked.map((audit) => [
			audit.path,
			(audit.tbtMs ?? 0).toFixed(0),
			Object.entries(audit.blockingBySource ?? {})
				.sort(([, a], [, b]) => b - a)
				.slice(0, TOP_SOURCES)
				.map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
				.join(', ') || '(no long task in the audit)',
		]),
	)
}

/** How many of the reported runs ran on a host Lighthouse itself calls slow. */
function printSlowHost(audits: readonly PageAudit[]): void {
	const indexed = audits.filter((audit) => audit.cpuIndex !== undefined)
	const slow = indexed.filter((audit) => (audit.cpuIndex ?? 0) <= LIGHTHOUSE_SLOW_HOST_INDEX)
	if (slow.length === 0) return
	console.log(
		`\n${slow.length} of ${indexed.length} reported runs had a CPU index at or below ${LIGHTHOUSE_SLOW_HOST_INDEX}, where Lighthouse warns that the host is slower than it expects: their blocking time models a slower phone than the mobile preset's.`,
	)
}

function printFailures(found: readonly Failure[]): void {
	if (found.length === 0) return
	console.log(`\nScores below ${MIN_SCORE}, with the audits that cost the most points:\n`)
	printTable(
		[{ header: 'page path' }, { header: 'category' }, { header: 'score', align: 'right' }, { header: 'costly audits' }],
		found.map((failure) => [failure.path, failure.category, failure.score, costList(failure.costs)]),
	)
}

export const lighthouseScores: BenchSection = {
	id: 'lighthouse',
	title: 'Lighthouse (mobile preset, simulated throttling) per public page: scores 0–100, LCP, CLS, TBT',
	async run({ app }: BenchContext) {
		heading(lighthouseScores.title)
		const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((entry) => entry.trim())
		const pages = publicPages().filter((page) => !only || only.includes(page.path))
		const audits: PageAudit[] = []
		let serverDown: string | undefined
		for (const page of pages) {
			const skipped = NOT_AUDITED[page.id] ?? (serverDown && `the server stopped answering (${serverDown})`)
			if (skipped) {
				audits.push({
					id: page.id,
					path: page.path,
					skipped,
					runs: 0,
					bannerMissed: 0,
					scores: {},
					costs: {},
					seconds: 0,
				})
				continue
			}
			const url = new URL(page.path, app.origin)
			assertLocal(url)
			console.log(`lighthouse ${page.path} (${RUNS} runs, each in a new profile)`)
			const audit: PageAudit = { id: page.id, path: page.path, ...(await auditPage(url.href)) }
			audits.push(audit)
			if (audit.error) serverDown = await serverProblem(app.origin)
		}
		if (serverDown) console.log(`\nthe server stopped answering (${serverDown}); its last lines:\n${app.output()}`)

		console.log('')
		printScores(audits)
		printSlowHost(audits)
		const found = failures(audits)
		printFailures(found)
		printBlocking(audits)

		const notAudited = audits.filter((audit) => audit.skipped)
		const measured = audits.filter((audit) => !audit.skipped)
		const errors = measured.filter((audit) => audit.error)
		const missed = measured.filter((audit) => audit.bannerMissed > 0)
		const checks: Check[] = [
			{
				name: 'every run was a first visit: the cookie banner was on screen in the page Lighthouse loaded',
				pass: missed.length === 0 && measured.length > 0,
				detail: missed.length
					? `not seen on ${missed.map((audit) => `${audit.path} (${audit.bannerMissed} runs)`).join(', ')}`
					: `${measured.reduce((total, audit) => total + audit.runs, 0)} runs, banner seen in each`,
			},
			{
				name: `Lighthouse audited every public page (${audits.length - notAudited.length} of ${audits.length}; the digital-kit redirect pages are not audited)`,
				pass: errors.length === 0 && !serverDown,
				detail: errors.length ? errorSummary(errors) : 'no errors',
			},
			{
				name: `every score ≥ ${MIN_SCORE} (performance, accessibility, best practices, SEO) on every audited page`,
				pass: found.length === 0 && errors.length === 0,
				detail: found.length
					? `${found.length} below: ${found.map((failure) => `${failure.path} ${failure.category} ${failure.score} [${costList(failure.costs)}]`).join('; ')}`
					: `${measured.length - errors.length} pages × ${CATEGORIES.length} categories`,
			},
		]
		console.log('')
		printChecks(checks)
		return checks
	},
}
