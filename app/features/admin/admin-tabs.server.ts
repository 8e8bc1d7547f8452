/**
 * Which tabs the dashboard shows: those whose route module is part of the build. The list is
 * made by Vite when it builds the server (nothing is read from disk at run time), and
 * `admin-tabs.test.ts` checks that every module found here is also a route in app/routes.ts.
 */
import { ACCOUNT_LINKS, ADMIN_TABS, type AdminTab } from './admin-tabs.ts'

// Only the file names are used; `?raw` (never loaded) keeps Vite from tying the route modules'
// chunks to this one.
const ROUTE_MODULES = import.meta.glob('../../routes/admin/*.tsx', { query: '?raw', import: 'default' })
const present = new Set(Object.keys(ROUTE_MODULES).map((key) => key.slice(key.lastIndexOf('/') + 1)))

export function availableAdminTabs(): AdminTab[] {
	return ADMIN_TABS.filter((tab) => present.has(tab.file))
}

export function availableAccountLinks(): AdminTab[] {
	return ACCOUNT_LINKS.filter((link) => present.has(link.file))
}
