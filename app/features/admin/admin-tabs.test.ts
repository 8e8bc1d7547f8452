import { expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { availableAccountLinks, availableAdminTabs } from './admin-tabs.server.ts'
import { ACCOUNT_LINKS, ADMIN_TABS } from './admin-tabs.ts'

interface RouteEntry {
	path?: string
	index?: boolean
	file: string
	children?: RouteEntry[]
}

/** Every route of the config with its full path and module file. */
function flatten(entries: RouteEntry[], parent = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/')
		return [{ path: `/${path.replace(/^\/+/, '')}`, file: entry.file }, ...flatten(entry.children ?? [], path)]
	})
}

test('the nine tabs are the spec’s, in its order, with Bio the default at /admin/dashboard', () => {
	expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
		'Bio',
		'Projectos',
		'Media',
		'Press Kit',
		'Testemunhos',
		'Contactos',
		'Newsletter',
		'Livro',
		'Definições',
	])
	expect(ADMIN_TABS[0]?.path).toBe('/admin/dashboard')
})

test('a tab or account link is shown exactly when its route module exists, and then it is routed at its path', () => {
	const routed = flatten(routes as RouteEntry[])
	for (const link of [...ADMIN_TABS, ...ACCOUNT_LINKS]) {
		const file = `routes/admin/${link.file}`
		const shown = [...availableAdminTabs(), ...availableAccountLinks()].some((item) => item.id === link.id)
		const route = routed.find((entry) => entry.file === file)
		expect({ id: link.id, shown }).toEqual({ id: link.id, shown: Boolean(route) })
		if (route) expect(route.path).toBe(link.path)
	}
})
