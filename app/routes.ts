import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { ADMIN_PAGES } from './features/admin/admin-pages.ts'
import { PAGE_LOCATIONS } from './i18n/route-table.ts'

/** Every public page in every language it exists in, generated from the route table. */
const publicPages = PAGE_LOCATIONS.map(({ page, locale, path }) =>
	route(path, page.file, { id: `${page.id}.${locale}`, caseSensitive: true }),
)

/** The dashboard's pages and files, from the admin page table. */
const dashboardPages = ADMIN_PAGES.map(({ id, segment, file }) =>
	segment
		? route(segment, `routes/admin/${file}`, { id: `admin.${id}` })
		: index(`routes/admin/${file}`, { id: `admin.${id}` }),
)

export default [
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('api/consent', 'routes/resources/consent.ts'),
	route('gerir-dados/exportar', 'routes/resources/personal-data-export.ts'),
	// The admin: sign-in, sign-out and the dashboard, whose pages come from the admin page table.
	layout('routes/admin/layout.tsx', [
		route('admin', 'routes/admin/account/sign-in.tsx'),
		route('admin/sair', 'routes/admin/account/sign-out.ts'),
		route('admin/dashboard', 'routes/admin/dashboard.tsx', dashboardPages),
	]),
	layout('routes/public/layout.tsx', [...publicPages, route('*', 'routes/public/not-found.tsx')]),
] satisfies RouteConfig
