/**
 * React Router is patched (patches/react-router+7.18.4.patch, docs/decisions/039) to remember
 * which ranked branch of a route table a path matched, so a path seen before is matched
 * against that one branch instead of every higher-ranked branch first. These tests hold the
 * patched matching (what the static handler, hence every server request, uses) equal to
 * React Router's own walk over every branch (`matchRoutes` without precomputed branches,
 * which the patch leaves alone), on a table shaped like the site's: a path-less root and
 * layouts, case-sensitive pages, parameters, optional segments, index routes and a splat.
 */
import type { RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import { REACT_ROUTER_BUILDS, type ReactRouterBuild as ReactRouter } from '../tests/support/react-router-builds.ts'

/** A route with a loader, as every route of the site's table has. */
const route = (id: string, fields: Partial<RouteObject> = {}): RouteObject => ({ id, loader: () => null, ...fields })

/** A page: a case-sensitive path, as the public route table makes them. */
const page = (id: string, path: string, extra: Partial<RouteObject> = {}): RouteObject =>
	route(id, { path, caseSensitive: true, ...extra })

const routes: RouteObject[] = [
	route('root', {
		children: [
			page('sitemap', 'sitemap.xml'),
			route('admin-layout', {
				children: [
					page('sign-in', 'admin'),
					route('dashboard', {
						path: 'admin/dashboard',
						children: [
							route('dashboard.home', { index: true }),
							page('dashboard.projects', 'projectos'),
							page('dashboard.project', 'projectos/:id'),
							page('dashboard.inbox', 'mensagens/:tab?'),
						],
					}),
				],
			}),
			route('public-layout', {
				children: [
					route('home.pt', { index: true }),
					page('home.en', 'en'),
					page('contact.pt', 'contacto'),
					page('contact.en', 'en/contact'),
					page('contact.es', 'es/contacto'),
					page('book.pt', 'livro'),
					page('book.cancel.pt', 'livro/cancelar-reserva'),
					page('article.pt', 'media/:slug'),
					page('not-found', '*', { caseSensitive: false }),
				],
			}),
		],
	}),
]

interface Matched {
	ids: string[]
	params: Record<string, string | undefined>
	pathname: string
}

/** React Router's own answer: every branch tried in rank order (no precomputed branches). */
function walkEveryBranch({ matchRoutes }: ReactRouter, path: string): Matched | null {
	const matches = matchRoutes(routes, path)
	if (!matches) return null
	const last = matches[matches.length - 1]
	return {
		ids: matches.map((match) => match.route.id ?? ''),
		params: last?.params ?? {},
		pathname: last?.pathname ?? '',
	}
}

/** What a server request gets: the static handler's query, over its precomputed (remembered) branches. */
async function queryHandler(
	handler: ReturnType<ReactRouter['createStaticHandler']>,
	path: string,
): Promise<Matched | null> {
	const context = await handler.query(new Request(`http://site.test${path}`))
	if (context instanceof Response) throw new Error(`unexpected response for ${path}`)
	if (context.statusCode === 404) return null
	const last = context.matches[context.matches.length - 1]
	return {
		ids: context.matches.map((match) => match.route.id),
		params: last?.params ?? {},
		pathname: last?.pathname ?? '',
	}
}

const PATHS = [
	'/',
	'/en',
	'/contacto',
	'/Contacto',
	'/en/contact',
	'/es/contacto',
	'/es/contacto/',
	'/livro',
	'/livro/cancelar-reserva',
	'/media/um-artigo',
	'/media/outro-artigo',
	'/media/caf%C3%A9',
	'/sitemap.xml',
	'/admin',
	'/admin/dashboard',
	'/admin/dashboard/projectos',
	'/admin/dashboard/projectos/42',
	'/admin/dashboard/projectos/43',
	'/admin/dashboard/mensagens',
	'/admin/dashboard/mensagens/arquivo',
	'/admin/dashboard/nada',
	'/nada/de/nada',
	// Longer than what is remembered (256 characters): matched by the walk every time.
	`/media/${'artigo-'.repeat(40)}`,
	`/${'x'.repeat(300)}`,
]

describe.each(REACT_ROUTER_BUILDS)('route matching, %s', (_, router) => {
	const { createStaticHandler } = router

	test('every path matches the same routes, parameters and pathname as React Router’s walk over every branch, the first time and when remembered', async () => {
		const handler = createStaticHandler(routes)
		for (const round of ['first', 'remembered', 'remembered again']) {
			for (const path of PATHS) {
				expect(await queryHandler(handler, path), `${path} (${round})`).toEqual(walkEveryBranch(router, path))
			}
		}
	})

	test('paths beyond what is remembered still match as React Router’s walk does, before and after the memory is emptied', async () => {
		const handler = createStaticHandler(routes)
		const many = Array.from({ length: 2_500 }, (_, index) =>
			index % 3 === 0
				? `/media/artigo-${index}`
				: index % 3 === 1
					? `/admin/dashboard/projectos/${index}`
					: `/x${index}`,
		)
		for (const path of [...many, ...PATHS, ...many.slice(0, 100), ...PATHS]) {
			expect(await queryHandler(handler, path), path).toEqual(walkEveryBranch(router, path))
		}
	})

	test('two route tables never share what is remembered', async () => {
		const other: RouteObject[] = [route('other-root', { children: [page('other.contact', 'contacto')] })]
		const first = createStaticHandler(routes)
		const second = createStaticHandler(other)
		expect((await queryHandler(first, '/contacto'))?.ids).toEqual(['root', 'public-layout', 'contact.pt'])
		expect((await queryHandler(second, '/contacto'))?.ids).toEqual(['other-root', 'other.contact'])
		expect(await queryHandler(second, '/en/contact')).toBeNull()
		expect((await queryHandler(first, '/en/contact'))?.ids).toEqual(['root', 'public-layout', 'contact.en'])
	})
})
