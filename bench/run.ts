/**
 * The benchmarks: starts the built server once (fresh temporary DATA_DIR), runs each
 * section, prints tables and a PASS/FAIL summary of the budgets, and cleans up. It is a
 * report, not a test: it exits 0 whatever the budgets say, and 1 only if it could not run. A
 * section that fails to run is reported as a failed check of its own; the sections after it
 * still run.
 *
 *   npm run bench                         build, then every section
 *   npm run bench -- lighthouse           build, then only the named sections (weight, throughput, render, contact, memory, cluster, campaign, lighthouse)
 *   npx tsx bench/run.ts [section ...]    an existing build; only the named sections
 *
 * To add a measurement, write a `BenchSection` in bench/sections/ and list it below.
 */
import { cleanupOnSignals, runCleanups } from './lib/cleanup.ts'
import { type Check, heading, printChecks } from './lib/report.ts'
import type { BenchSection } from './lib/section.ts'
import { startAppServer } from './lib/server.ts'
import { campaignDelivery } from './sections/campaign.ts'
import { cluster } from './sections/cluster.ts'
import { contactSubmissions } from './sections/contact-submissions.ts'
import { lighthouseScores } from './sections/lighthouse.ts'
import { memory } from './sections/memory.ts'
import { pageWeight } from './sections/page-weight.ts'
import { renderTime } from './sections/render-time.ts'
import { throughput } from './sections/throughput.ts'

const SECTIONS: readonly BenchSection[] = [
	pageWeight,
	throughput,
	renderTime,
	contactSubmissions,
	memory,
	cluster,
	campaignDelivery,
	lighthouseScores,
]

function selectSections(names: readonly string[]): BenchSection[] {
	if (names.length === 0) return [...SECTIONS]
	const unknown = names.filter((name) => !SECTIONS.some((section) => section.id === name))
	if (unknown.length) {
		throw new Error(`unknown section ${unknown.join(', ')}; known: ${SECTIONS.map((section) => section.id).join(', ')}`)
	}
	return SECTIONS.filter((section) => names.includes(section.id))
}

async function main(): Promise<void> {
	const sections = selectSections(process.argv.slice(2))
	cleanupOnSignals()
	const startedAt = Date.now()
	const results: { section: BenchSection; checks: Check[] }[] = []
	try {
		console.log('starting the built server…')
		const app = await startAppServer()
		console.log(`server ready at ${app.origin} (DATA_DIR ${app.dataDir}) after ${Date.now() - startedAt} ms`)
		for (const section of sections) {
			try {
				results.push({ section, checks: await section.run({ app }) })
			} catch (error) {
				console.error(`section ${section.id} could not run:`, error)
				results.push({ section, checks: [{ name: 'the section ran', pass: false, detail: errorText(error) }] })
				process.exitCode = 1
			}
		}
	} finally {
		await runCleanups()
	}

	heading('Summary')
	printChecks(
		results.flatMap(({ section, checks }) =>
			checks.map((check) => ({ ...check, name: `[${section.id}] ${check.name}` })),
		),
	)
	const failed = results.flatMap(({ checks }) => checks).filter((check) => !check.pass).length
	console.log(
		`\n${failed ? `${failed} check(s) FAILED` : 'all checks passed'} in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (a report: exit code 0 either way)`,
	)
}

function errorText(error: unknown): string {
	return error instanceof Error ? error.message : String(error)
}

main().catch(async (error: unknown) => {
	console.error(errorText(error))
	await runCleanups()
	process.exitCode = 1
})
