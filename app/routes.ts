import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { PAGE_LOCATIONS } from './i18n/route-table.ts'

/** Every public page in every language it exists in, generated from the route table. */
const publicPages = PAGE_LOCATIONS.map(({ page, locale, path }) =>
	route(path, page.file, { id: `${page.id}.${locale}`, caseSensitive: true }),
)

export default [
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('api/consent', 'routes/resources/consent.ts'),
	route('gerir-dados/exportar', 'routes/resources/personal-data-export.ts'),
	// The admin (issue 5): sign-in, sign-out, and the dashboard whose tabs nest in it.
	route('admin', 'routes/admin/sign-in.tsx'),
	route('admin/sair', 'routes/admin/sign-out.ts'),
	route('admin/dashboard', 'routes/admin/dashboard.tsx', [
		// The content tabs: Bio is the dashboard's default tab.
		index('routes/admin/bio.tsx'),
		route('projectos', 'routes/admin/projectos.tsx'),
		route('media', 'routes/admin/media.tsx'),
		route('press-kit', 'routes/admin/press-kit.tsx'),
		route('testemunhos', 'routes/admin/testemunhos.tsx'),
		route('definicoes', 'routes/admin/definicoes.tsx'),
		route('contactos', 'routes/admin/contactos.tsx'),
		route('newsletter', 'routes/admin/newsletter.tsx'),
		route('newsletter/exportar', 'routes/admin/export-newsletter.ts'),
		route('livro', 'routes/admin/livro.tsx'),
		route('livro/exportar', 'routes/admin/export-prereservations.ts'),
		// The admin's own pages, linked from the header (not tabs).
		route('seguranca', 'routes/admin/seguranca.tsx'),
		route('registo', 'routes/admin/registo.tsx'),
	]),
	layout('routes/public/layout.tsx', [...publicPages, route('*', 'routes/public/not-found.tsx')]),
] satisfies RouteConfig
