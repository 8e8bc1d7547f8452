import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { missingServerSettings, SERVER_NODE_ENV, SERVER_NODE_ENV_ASSIGNMENTS, SERVER_NODE_FLAGS } from './node-flags.ts'

const root = new URL('../', import.meta.url)
const read = (file: string) => readFileSync(new URL(file, root), 'utf8')
const FLAG_NAMES = SERVER_NODE_FLAGS.map((flag) => flag.split('=')[0])
const VARIABLE_NAMES = Object.keys(SERVER_NODE_ENV)

describe('every way of starting the built server passes the memory settings', () => {
	test('npm run serve sets each variable and starts node with each flag before the entry', () => {
		const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? ''
		expect(serve).toBe(
			`NODE_ENV=production ${SERVER_NODE_ENV_ASSIGNMENTS.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} build/server/main.js`,
		)
	})

	test('the systemd unit sets each variable and starts node with each flag before the entry', () => {
		const unit = read('deploy/systemd/silver-coast@.service')
		expect(/^ExecStart=(.*)$/m.exec(unit)?.[1]).toBe(
			`/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} build/server/main.js`,
		)
		for (const assignment of SERVER_NODE_ENV_ASSIGNMENTS)
			expect(unit).toMatch(new RegExp(`^Environment=${assignment}$`, 'm'))
	})
})

describe('the server notices settings it was started without', () => {
	test('none is missing when the flags are on the command line and the variables set', () => {
		expect(
			missingServerSettings({ execArgv: [...SERVER_NODE_FLAGS], nodeOptions: '', env: { ...SERVER_NODE_ENV } }),
		).toEqual([])
	})

	test('none is missing when the flags come through NODE_OPTIONS, in either spelling', () => {
		const options = SERVER_NODE_FLAGS.map((flag) => flag.replaceAll('-', '_').replace(/^__/, '--')).join(' ')
		expect(missingServerSettings({ execArgv: [], nodeOptions: options, env: { ...SERVER_NODE_ENV } })).toEqual([])
	})

	test('a plain `node build/server/main.js` misses every one of them', () => {
		expect(missingServerSettings({ execArgv: [], nodeOptions: '', env: {} })).toEqual([
			...FLAG_NAMES,
			...VARIABLE_NAMES,
		])
	})

	test('a variable set to another value counts as missing', () => {
		const env = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, '64']))
		expect(missingServerSettings({ execArgv: [...SERVER_NODE_FLAGS], nodeOptions: '', env })).toEqual(VARIABLE_NAMES)
	})
})

describe('a worker thread sizes its young generation by its own resource limits', () => {
	/**
	 * A node started with the server's flags makes garbage in its main thread, then (after
	 * `letWorkersSizeTheirYoungGeneration` when `release` is set) starts a worker limited to a
	 * 3 MB young generation that makes the same garbage, then makes it again in the main thread.
	 * Returns the size of each thread's new space afterwards, in MB.
	 */
	function newSpaceSizes(release: boolean): { worker: number; mainAfter: number } {
		const churn = `let kept = []
			for (let i = 0; i < 2e6; i++) { kept.push({ i, text: 'x' + i }); if (kept.length > 20000) kept = [] }
			const newSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 1e6`
		const script = `
			import v8 from 'node:v8'
			import { Worker } from 'node:worker_threads'
			import { letWorkersSizeTheirYoungGeneration } from ${JSON.stringify(fileURLToPath(new URL('./node-flags.ts', import.meta.url)))}
			{ ${churn} }
			if (${release}) letWorkersSizeTheirYoungGeneration()
			const worker = new Worker(${JSON.stringify(`const v8 = require('node:v8'); ${churn}; require('node:worker_threads').parentPort.postMessage(newSpace())`)}, { eval: true, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 3 } })
			worker.once('message', (size) => {
				${churn}
				process.stdout.write(JSON.stringify({ worker: size, mainAfter: newSpace() }))
				void worker.terminate()
			})`
		const output = execFileSync(
			process.execPath,
			[...SERVER_NODE_FLAGS, '--import', 'tsx', '--input-type=module', '--eval', script],
			{ encoding: 'utf8' },
		)
		return JSON.parse(output) as { worker: number; mainAfter: number }
	}

	/** Both halves of a young generation sized by the server's `--max-semi-space-size` (MiB), in MB. */
	const semiSpaceMiB = Number(
		SERVER_NODE_FLAGS.map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1]).find(Boolean),
	)
	const flagSizedNewSpace = (2 * semiSpaceMiB * 2 ** 20) / 1e6

	test(`with --max-semi-space-size on the command line V8 ignores the limit: the worker gets 2 × ${semiSpaceMiB} MiB`, () => {
		expect(newSpaceSizes(false).worker).toBeCloseTo(flagSizedNewSpace, 1)
	})

	test(`after letWorkersSizeTheirYoungGeneration the limit applies, and the main thread keeps its 2 × ${semiSpaceMiB} MiB`, () => {
		const sizes = newSpaceSizes(true)
		expect(sizes.worker).toBeLessThanOrEqual(3)
		expect(sizes.mainAfter).toBeCloseTo(flagSizedNewSpace, 1)
	})
})
