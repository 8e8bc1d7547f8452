/**
 * React Router is patched (patches/react-router+7.18.4.patch, docs/decisions/039) so that its
 * `<ServerRouter>` makes the route objects it renders with once per build, instead of again on
 * every render, and the static router it builds from them converts them once. These tests render
 * pages through React Router's own request handler and its `<ServerRouter>`, on a small build
 * made here, and hold that every page still shows its own route's content, that a route module
 * replaced in the build (as the development server reloads one) is rendered from then on, that
 * two builds in one process keep their own routes, and that the route objects are in fact made
 * only once.
 */
import { Writable } from 'node:stream'
import { createElement, type FunctionComponent } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
import { REACT_ROUTER_BUILDS, type ReactRouterBuild as ReactRouter } from '../tests/support/react-router-builds.ts'

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']

/**
 * A route module whose component is counted each time it is read: React Router reads it when it
 * makes the route objects a render uses (its request handler made its own once, at creation).
 */
function countedModule(
	component: FunctionComponent,
	loader?: () => unknown,
): { module: RouteModule; reads: () => number } {
	let reads = 0
	const module = {
		get default() {
			reads++
			return component
		},
		...(loader ? { loader } : {}),
	} as unknown as RouteModule
	return { module, reads: () => reads }
}

/** Renders the whole document as the site's entry does (app/entry.server.tsx), with the build's own `<ServerRouter>`. */
function entryFor(router: ReactRouter): ServerBuild['entry'] {
	const handleRequest = (request: Request, status: number, headers: Headers, context: EntryContext) =>
		new Promise<Response>((resolve, reject) => {
			const { pipe } = renderToPipeableStream(createElement(router.ServerRouter, { context, url: request.url }), {
				onAllReady() {
					const chunks: Buffer[] = []
					pipe(
						new Writable({
							write(chunk: Buffer, _encoding, callback) {
								chunks.push(chunk)
								callback()
							},
							final(callback) {
								resolve(new Response(Buffer.concat(chunks), { status, headers }))
								callback()
							},
						}),
					)
				},
				onShellError: reject,
			})
		})
	return { module: { default: handleRequest } } as unknown as ServerBuild['entry']
}

interface TestBuild {
	build: ServerBuild
	/** How many times the route objects were made from the build's modules (reads of the root's component). */
	routeObjectsMade: () => number
}

/** A build of a root and two pages, each page showing what its loader read; `label` tells two builds apart. */
function makeBuild(router: ReactRouter, label: string): TestBuild {
	const page = (name: string) =>
		countedModule(
			() => createElement('p', null, `${label}: ${String(router.useLoaderData())}`),
			() => `${name} page`,
		)
	const root = countedModule(() => createElement('main', null, createElement(router.Outlet)))
	const routeEntry = (id: string, module: RouteModule, extra: { parentId?: string; path?: string }) => ({
		id,
		module,
		index: undefined,
		caseSensitive: undefined,
		...extra,
	})
	const assetEntry = (id: string, extra: { parentId?: string; path?: string; hasLoader: boolean }) => ({
		id,
		module: `/assets/${id}.js`,
		imports: [],
		hasAction: false,
		hasClientAction: false,
		hasClientLoader: false,
		hasClientMiddleware: false,
		hasErrorBoundary: false,
		...extra,
	})
	const build = {
		entry: entryFor(router),
		routes: {
			root: routeEntry('root', root.module, { path: '' }),
			first: routeEntry('first', page('first').module, { parentId: 'root', path: 'first' }),
			second: routeEntry('second', page('second').module, { parentId: 'root', path: 'second' }),
		},
		assets: {
			entry: { module: '/assets/entry.js', imports: [] },
			url: '/assets/manifest.js',
			version: label,
			routes: {
				root: assetEntry('root', { path: '', hasLoader: false }),
				first: assetEntry('first', { parentId: 'root', path: 'first', hasLoader: true }),
				second: assetEntry('second', { parentId: 'root', path: 'second', hasLoader: true }),
			},
		},
		publicPath: '/',
		assetsBuildDirectory: 'build/client',
		future: { v8_middleware: true },
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
	} as unknown as ServerBuild
	return { build, routeObjectsMade: root.reads }
}

function renderer(router: ReactRouter, build: ServerBuild) {
	const handle = router.createRequestHandler(build, 'production')
	return async (pathname: string) => {
		const response = await handle(new Request(`http://site.test${pathname}`), new router.RouterContextProvider())
		const html = await response.text()
		return html.match(/<p>(.*?)<\/p>/)?.[1] ?? `(no page: ${response.status})`
	}
}

describe.each(REACT_ROUTER_BUILDS)('server routes, %s', (_, router) => {
	test('each page shows its own route’s content, render after render', async () => {
		const { build } = makeBuild(router, 'site')
		const render = renderer(router, build)
		for (let round = 0; round < 3; round++) {
			expect(await render('/first')).toBe('site: first page')
			expect(await render('/second')).toBe('site: second page')
		}
	})

	test('the route objects are made once for a build, not on every render', async () => {
		const { build, routeObjectsMade } = makeBuild(router, 'site')
		const render = renderer(router, build)
		await render('/first')
		const afterFirstRender = routeObjectsMade()
		for (let i = 0; i < 5; i++) await render(i % 2 ? '/first' : '/second')
		expect(routeObjectsMade()).toBe(afterFirstRender)
	})

	test('a route module replaced in the build (as the development server reloads one) is rendered from then on', async () => {
		const { build } = makeBuild(router, 'site')
		const render = renderer(router, build)
		expect(await render('/first')).toBe('site: first page')
		const first = build.routes.first
		if (!first) throw new Error('the test build has no first page')
		build.routes.first = {
			...first,
			module: { ...first.module, default: () => createElement('p', null, 'reloaded') } as RouteModule,
		}
		expect(await render('/first')).toBe('reloaded')
		expect(await render('/second')).toBe('site: second page')
	})

	test('two builds in one process each render their own routes', async () => {
		const renderOld = renderer(router, makeBuild(router, 'old').build)
		const renderNew = renderer(router, makeBuild(router, 'new').build)
		for (let round = 0; round < 2; round++) {
			expect(await renderOld('/first')).toBe('old: first page')
			expect(await renderNew('/first')).toBe('new: first page')
		}
	})
})
