/**
 * How hard the fault suite pushes: `FAULTS=full` (npm run test:faults) or the short mode
 * that `npm test` runs. Figures are written to reports/faults.json for the CI summary.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

export const FULL = process.env.FAULTS === 'full'

/** Property runs per endpoint and kind of body. */
export const FUZZ_RUNS = FULL ? 150 : 12

export function recordFigures(name: string, figures: Record<string, number>): void {
	const file = 'reports/faults.json'
	mkdirSync('reports', { recursive: true })
	let all: Record<string, Record<string, number>> = {}
	try {
		all = JSON.parse(readFileSync(file, 'utf8')) as typeof all
	} catch {}
	all[name] = figures
	writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`)
	process.stdout.write(`faults ${name}: ${JSON.stringify(figures)}\n`)
}
