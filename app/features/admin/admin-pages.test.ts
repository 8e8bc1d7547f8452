import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { ACCOUNT_LINKS, ADMIN_PAGES, ADMIN_TABS, adminPath } from './admin-pages.ts'

interface RouteEntry {
	path?: string
	index?: boolean
	file: string
	children?: RouteEntry[]
}

/** Every route of the config with its full path and module file. */
function flatten(entries: RouteEntry[], parent = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const joined = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/')
		return [{ path: `/${joined.replace(/^\/+/, '')}`, file: entry.file }, ...flatten(entry.children ?? [], joined)]
	})
}

test('the tab bar opens on the overview, then shows the ten tabs of docs/product, in its order', () => {
	expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
		'Resumo',
		'Bio',
		'Projectos',
		'Media',
		'Press Kit',
		'Testemunhos',
		'Contactos',
		'Newsletter',
		'Livro',
		'Campanhas',
		'Definições',
	])
	expect(ACCOUNT_LINKS.map((link) => link.label)).toEqual(['Registo', 'Segurança'])
	expect(adminPath('overview')).toBe('/admin/dashboard')
	expect(adminPath('bio')).toBe('/admin/dashboard/bio')
})

test('every page of the table is routed at its path, from a module that exists, and nothing else is under the dashboard', () => {
	const routed = flatten(routes as RouteEntry[]).filter((route) => route.path.startsWith('/admin/dashboard/'))
	for (const page of ADMIN_PAGES) {
		const file = `routes/admin/${page.file}`
		expect(existsSync(path.join('app', file)), file).toBe(true)
		const route = flatten(routes as RouteEntry[]).find((entry) => entry.file === file)
		expect(route?.path, page.id).toBe(adminPath(page.id))
	}
	expect(routed.length).toBe(ADMIN_PAGES.filter((page) => page.segment).length)
})
