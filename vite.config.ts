import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * React DOM, React and React Router (with what they import) are one chunk in the browser: every
 * page loads all of them, and one file gzips 1.5 KB smaller than the three Rolldown makes on
 * its own (docs/decisions/028-jsbudget-framework-chunk-and-home-book-call.md).
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/

/**
 * React Router's package points every import at its `dist/development` build, whose only
 * difference from `dist/production` is a constant that keeps its development warnings (and the
 * code and texts they need) in the browser's bundle. The browser gets the production build:
 * 0.6 KB gzip less on every page, no warning checks while it hydrates and navigates
 * (docs/decisions/028-jsbudget-framework-chunk-and-home-book-call.md). The server keeps the
 * package's own resolution: its bundle leaves node_modules to Node, and @react-router/node
 * must share the one copy it imports.
 */
function productionRouterInBrowser(): Plugin {
	const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist')
	const production: Record<string, string> = {
		'react-router': path.join(dist, 'production', 'index.mjs'),
		'react-router/dom': path.join(dist, 'production', 'dom-export.mjs'),
	}
	return {
		name: 'silver-coast:production-router-in-browser',
		apply: 'build',
		enforce: 'pre',
		applyToEnvironment: (environment) => environment.name === 'client',
		resolveId: (source) => production[source],
	}
}

/** The route modules every public page loads: the root and the public pages' layout. */
const SHELL_ROUTES = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]routes[\\/]public[\\/]layout\.tsx$/]

/**
 * The site's modules that the shell routes import statically (not through `import()`), found
 * once the client build has loaded every module. Every public page loads all of them, so they
 * are one `shell` chunk rather than the dozen small ones Rolldown cuts by which routes share
 * them (−2.2 KB gzip on every public page; decision 028). Lazily loaded code stays out of it.
 */
function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
	const modules = new Set<string>()
	const plugin: Plugin = {
		name: 'silver-coast:shell-modules',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		buildEnd() {
			const roots = [...this.getModuleIds()].filter((id) => SHELL_ROUTES.some((route) => route.test(id)))
			if (roots.length !== SHELL_ROUTES.length) this.error('the shell routes were not found in the client build')
			const pending = [...roots]
			for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
				for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
					if (modules.has(imported)) continue
					modules.add(imported)
					pending.push(imported)
				}
			}
		},
	}
	return { plugin, has: (id) => modules.has(id) && !FRAMEWORK.test(id) && !id.endsWith('.css') }
}

const shell = shellModules()

/**
 * The public forms' browser helpers (fields, feedback, the client action): every page with a
 * form loads all three, so one file rather than three (decision 028).
 */
const FORM_KIT = /[\\/]app[\\/]features[\\/]forms[\\/](form-fields|use-form-feedback|client-form-action)\./

/**
 * The server bundles the icons it uses instead of importing lucide-react from node_modules:
 * Node would load the package's CommonJS build, every one of its 1,600 icons, about 5.7 MB of
 * heap in each server process (docs/decisions/029-memory-heap-settings-and-pglite-creation.md).
 */
const SERVER_BUNDLED = ['lucide-react']

/**
 * V8's explicit compile hint as the first line of every browser chunk: compile each of the
 * file's functions with the file, on the streaming compiler's background thread, instead of
 * parsing it lazily and compiling every function on the main thread the first time it is
 * called. Almost everything a page downloads runs while it hydrates, so on a slow phone this
 * takes a fifth to two fifths of the script time off the main thread and hydration ends sooner
 * (docs/decisions/041-compile-hints-for-the-browser-chunks.md). V8 obeys the comment only
 * before any code, so it is added last, after minification (which would drop it) and after
 * Vite's preload helper (which puts its dependency list at the top of chunks that import
 * others lazily). Browsers without the hint read a comment.
 */
function compileHintFirst(): Plugin {
	const hint = '//# allFunctionsCalledOnLoad'
	return {
		name: 'silver-coast:compile-hint-first',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk') continue
					chunk.code = `${hint}\n${chunk.code}`
					// A source map, if one is made, moves down by the added line.
					if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
				}
			},
		},
	}
}

export default defineConfig({
	plugins: [productionRouterInBrowser(), tailwindcss(), reactRouter(), shell.plugin, compileHintFirst()],
	build: { assetsInlineLimit: 0 },
	ssr: { noExternal: SERVER_BUNDLED },
	environments: {
		client: {
			build: {
				rolldownOptions: {
					output: {
						codeSplitting: {
							groups: [
								{ name: 'framework', test: FRAMEWORK, priority: 2 },
								{ name: 'shell', test: shell.has, priority: 1 },
								{ name: 'form-kit', test: FORM_KIT, priority: 0 },
							],
						},
					},
				},
			},
		},
	},
})
