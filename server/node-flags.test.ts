import { readFileSync } from 'node:fs'
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
