import { layout, type RouteConfig, route } from '@react-router/dev/routes'
import { LOCALES } from './i18n/locales.ts'
import { PAGES } from './i18n/route-table.ts'

/** Every public page in every language it exists in, generated from the route table. */
const publicPages = PAGES.flatMap((page) =>
	LOCALES.flatMap((locale) => {
		const path = page.paths[locale]
		return path ? [route(path, page.file, { id: `${page.id}.${locale}`, caseSensitive: true })] : []
	}),
)

export default [
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	layout('routes/public/layout.tsx', [...publicPages, route('*', 'routes/public/not-found.tsx')]),
] satisfies RouteConfig
