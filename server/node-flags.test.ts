import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { missingNodeFlags, SERVER_NODE_FLAGS } from './node-flags.ts'

const root = new URL('../', import.meta.url)
const read = (file: string) => readFileSync(new URL(file, root), 'utf8')

describe('every way of starting the built server passes the heap settings', () => {
	test('npm run serve starts node with each of them before the entry', () => {
		const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? ''
		expect(serve).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} build/server/main.js`)
	})

	test('the systemd unit starts node with each of them before the entry', () => {
		const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/systemd/silver-coast@.service'))?.[1]
		expect(execStart).toBe(`/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} build/server/main.js`)
	})
})

describe('the server notices settings it was started without', () => {
	test('none is missing when they are on the command line', () => {
		expect(missingNodeFlags([...SERVER_NODE_FLAGS], '')).toEqual([])
	})

	test('none is missing when they come through NODE_OPTIONS, in either spelling', () => {
		const options = SERVER_NODE_FLAGS.map((flag) => flag.replaceAll('-', '_').replace(/^__/, '--')).join(' ')
		expect(missingNodeFlags([], options)).toEqual([])
	})

	test('a plain `node build/server/main.js` misses every one of them', () => {
		expect(missingNodeFlags([], '')).toEqual(SERVER_NODE_FLAGS.map((flag) => flag.split('=')[0]))
	})
})
