/**
 * Libraries only the admin area uses are imported where they are first needed, never at the
 * top of a module the server loads at start: a process that serves public pages keeps them
 * out of its memory (docs/decisions/029-memory-heap-settings-and-pglite-creation.md, third round).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const ADMIN_ONLY = ['better-auth', 'sharp']

/** Server and app source files, tests left out (they may import anything). */
function sourceFiles(folder: string): string[] {
	return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
		.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
		.map((file) => path.join(folder, file))
}

test('better-auth and sharp are imported on first use only (dynamic imports or types)', () => {
	const staticImport = new RegExp(`^import (?!type )[^;]*? from '(${ADMIN_ONLY.join('|')})(/[^']*)?'`, 'gm')
	const found = [...sourceFiles('app'), ...sourceFiles('server')].flatMap((file) =>
		[...readFileSync(path.join(ROOT, file), 'utf8').matchAll(staticImport)].map((match) => `${file}: ${match[0]}`),
	)
	expect(found).toEqual([])
})
