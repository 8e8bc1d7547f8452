/**
 * Page weight: per public page in every language, the JavaScript and CSS the page itself
 * references (scripts, module preloads, stylesheets; route modules React Router loads later
 * on navigation are not counted), inline scripts and the HTML, all as gzip level 9 sizes.
 * Each file is gzipped on its own, as it is served; inline scripts are gzipped together.
 */
import { gzipSync } from 'node:zlib'
import { PAGES, type PageId } from '#app/i18n/route-table.ts'
import { publicPages } from '../../tests/support/public-pages.ts'
import { findReferences } from '../lib/html.ts'
import { get, header } from '../lib/http.ts'
import { type Check, heading, kb, printChecks, printTable } from '../lib/report.ts'
import type { BenchContext, BenchSection } from '../lib/section.ts'

/** Budgets (KB = 1000 bytes, gzip). */
export const HOME_JS_BUDGET_KB = 125
export const CSS_BUDGET_KB = 20

type AssetKind = 'js' | 'css'

interface Asset {
	url: string
	kind: AssetKind
	status: number
	rawBytes: number
	gzipBytes: number
}

interface PageWeight {
	id: PageId
	path: string
	status: number
	location?: string
	jsFiles: number
	jsGzip: number
	cssGzip: number
	inlineScripts: number
	inlineGzip: number
	htmlGzip: number
	assets: Asset[]
}

const IDENTITY = { 'accept-encoding': 'identity' }

function gzipSize(content: Buffer | string): number {
	return gzipSync(content, { level: 9 }).length
}

async function measurePage(
	origin: string,
	page: { id: PageId; path: string },
	assetCache: Map<string, Promise<Asset>>,
): Promise<PageWeight> {
	const url = new URL(page.path, origin).href
	const response = await get(url, IDENTITY)
	const html = response.body.toString('utf8')
	const references =
		response.status === 200 ? findReferences(html, url) : { scripts: [], styles: [], inlineScripts: [] }

	const fetchAsset = (assetUrl: string, kind: AssetKind) => {
		let asset = assetCache.get(assetUrl)
		if (!asset) {
			asset = get(assetUrl, IDENTITY).then((assetResponse) => ({
				url: assetUrl,
				kind,
				status: assetResponse.status,
				rawBytes: assetResponse.body.length,
				gzipBytes: assetResponse.status === 200 ? gzipSize(assetResponse.body) : 0,
			}))
			assetCache.set(assetUrl, asset)
		}
		return asset
	}
	const assets = await Promise.all([
		...references.scripts.map((assetUrl) => fetchAsset(assetUrl, 'js')),
		...references.styles.map((assetUrl) => fetchAsset(assetUrl, 'css')),
	])
	const sum = (kind: AssetKind) =>
		assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzipBytes, 0)

	return {
		...page,
		status: response.status,
		location: header(response, 'location'),
		jsFiles: references.scripts.length,
		jsGzip: sum('js'),
		cssGzip: sum('css'),
		inlineScripts: references.inlineScripts.length,
		inlineGzip: references.inlineScripts.length ? gzipSize(references.inlineScripts.join('\n')) : 0,
		htmlGzip: gzipSize(response.body),
		assets,
	}
}

function printPages(weights: readonly PageWeight[]): void {
	printTable(
		[
			{ header: 'page path' },
			{ header: 'page' },
			{ header: 'status', align: 'right' },
			{ header: 'JS files', align: 'right' },
			{ header: 'JS gzip KB', align: 'right' },
			{ header: 'CSS gzip KB', align: 'right' },
			{ header: 'inline scripts', align: 'right' },
			{ header: 'inline script gzip KB', align: 'right' },
			{ header: 'HTML gzip KB', align: 'right' },
		],
		weights.map((weight) => [
			weight.path,
			weight.id,
			weight.location ? `${weight.status} → ${weight.location}` : weight.status,
			weight.jsFiles,
			kb(weight.jsGzip),
			kb(weight.cssGzip),
			weight.inlineScripts,
			kb(weight.inlineGzip),
			kb(weight.htmlGzip),
		]),
	)
}

function printAssets(weights: readonly PageWeight[], origin: string): void {
	const usage = new Map<string, { asset: Asset; pages: number }>()
	for (const weight of weights) {
		for (const asset of weight.assets) {
			const entry = usage.get(asset.url) ?? { asset, pages: 0 }
			entry.pages++
			usage.set(asset.url, entry)
		}
	}
	const rows = [...usage.values()].sort((a, b) => b.pages - a.pages || b.asset.gzipBytes - a.asset.gzipBytes)
	console.log('\nReferenced files (each gzipped on its own):\n')
	printTable(
		[
			{ header: 'file' },
			{ header: 'kind' },
			{ header: 'status', align: 'right' },
			{ header: 'raw KB', align: 'right' },
			{ header: 'gzip KB', align: 'right' },
			{ header: 'pages', align: 'right' },
		],
		rows.map(({ asset, pages }) => [
			asset.url.replace(origin, ''),
			asset.kind,
			asset.status,
			kb(asset.rawBytes),
			kb(asset.gzipBytes),
			pages,
		]),
	)
}

function budgetChecks(weights: readonly PageWeight[]): Check[] {
	const checks: Check[] = []
	const homePaths = new Set(Object.values(PAGES.find((page) => page.id === 'home')?.paths ?? {}))
	for (const weight of weights.filter((candidate) => homePaths.has(candidate.path))) {
		checks.push({
			name: `home ${weight.path}: JS files ≤ ${HOME_JS_BUDGET_KB} KB gzip`,
			pass: weight.status === 200 && weight.jsGzip <= HOME_JS_BUDGET_KB * 1000,
			detail: `${kb(weight.jsGzip)} KB in ${weight.jsFiles} files (+ ${kb(weight.inlineGzip)} KB inline scripts)`,
		})
	}
	const heaviestCss = weights.reduce<PageWeight | undefined>(
		(max, weight) => (!max || weight.cssGzip > max.cssGzip ? weight : max),
		undefined,
	)
	checks.push({
		name: `CSS ≤ ${CSS_BUDGET_KB} KB gzip on every page (${weights.length} pages)`,
		pass: weights.every((weight) => weight.cssGzip <= CSS_BUDGET_KB * 1000),
		detail: heaviestCss ? `max ${kb(heaviestCss.cssGzip)} KB (${heaviestCss.path})` : 'no pages',
	})
	const failures = [
		...weights.filter((weight) => weight.status !== 200).map((weight) => `${weight.path} ${weight.status}`),
		...new Set(
			weights.flatMap((weight) =>
				weight.assets.filter((asset) => asset.status !== 200).map((asset) => `${asset.url} ${asset.status}`),
			),
		),
	]
	checks.push({
		name: 'every page and referenced file answers 200',
		pass: failures.length === 0,
		detail: failures.length ? failures.join(', ') : `${weights.length} pages`,
	})
	return checks
}

export const pageWeight: BenchSection = {
	id: 'weight',
	title: 'Page weight: JS and CSS shipped per public page (gzip -9, KB = 1000 bytes)',
	async run({ app }: BenchContext) {
		heading(pageWeight.title)
		const assetCache = new Map<string, Promise<Asset>>()
		const weights: PageWeight[] = []
		for (const page of publicPages()) weights.push(await measurePage(app.origin, page, assetCache))
		printPages(weights)
		printAssets(weights, app.origin)
		const checks = budgetChecks(weights)
		console.log('')
		printChecks(checks)
		return checks
	},
}
