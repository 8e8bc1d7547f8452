// Prints one closing line for the whole suite from the JSON reports that Vitest and
// Playwright write under reports/ (see vitest.config.ts and playwright.config.ts), and the
// cluster test's checks (tests/cluster/run.ts).
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0

if (existsSync('reports/vitest.json')) {
	const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'))
	passed += report.numPassedTests
	failed += report.numFailedTests
	skipped += report.numPendingTests + report.numTodoTests
}
if (existsSync('reports/playwright.json')) {
	const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'))
	passed += stats.expected + stats.flaky
	failed += stats.unexpected
	skipped += stats.skipped
}
if (existsSync('reports/cluster.json')) {
	const report = JSON.parse(readFileSync('reports/cluster.json', 'utf8'))
	passed += report.passed
	failed += report.failed
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
