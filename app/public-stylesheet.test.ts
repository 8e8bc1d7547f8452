/**
 * The public stylesheet (app/public.css) is built without the dashboard's files, so their class
 * names have no rule on public pages (docs/decisions/037-dashboard-rules-out-of-public-pages.md).
 * That holds only while no component of theirs is rendered outside the dashboard.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const APP = fileURLToPath(new URL('./', import.meta.url))

/** The paths app/public.css leaves out, relative to app/. */
function leftOut(): string[] {
	const css = readFileSync(path.join(APP, 'public.css'), 'utf8')
	return [...css.matchAll(/^@source not "\.\/([^"]+)";$/gm)].map((match) => match[1] ?? '')
}

function isUnder(file: string, paths: string[]): boolean {
	return paths.some((left) => file === left || file.startsWith(`${left}/`))
}

test('the public stylesheet leaves out the dashboard folders and the campaign views', () => {
	expect(leftOut()).toEqual(['features/admin', 'routes/admin', 'features/campaigns/campaign-views.tsx'])
})

test('no module outside the files the public stylesheet leaves out imports a component of theirs', () => {
	const paths = leftOut()
	const sources = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter(
		(file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !isUnder(file, paths),
	)
	const importOf = /^import (?!type )[^;]*? from '([^']+\.tsx)'/gm
	const found = sources.flatMap((file) =>
		[...readFileSync(path.join(APP, file), 'utf8').matchAll(importOf)]
			.map((match) => match[1] ?? '')
			.map((target) =>
				target.startsWith('#app/')
					? target.slice('#app/'.length)
					: path.relative(APP, path.resolve(path.dirname(path.join(APP, file)), target)),
			)
			.filter((target) => isUnder(target, paths))
			.map((target) => `${file} imports ${target}`),
	)
	expect(found).toEqual([])
})
