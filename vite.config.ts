import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * React DOM, React and React Router (with what they import) are one chunk in the browser: every
 * page loads all of them, and one file gzips 1.5 KB smaller than the three Rolldown makes on
 * its own (docs/decisions/028-jsbudget-framework-chunk-and-home-book-call.md). The site's own
 * modules keep Rolldown's default splitting.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/

/**
 * The server bundles the icons it uses instead of importing lucide-react from node_modules:
 * Node would load the package's CommonJS build, every one of its 1,600 icons, about 5.7 MB of
 * heap in each server process (docs/decisions/029-memory-heap-settings-and-pglite-creation.md).
 */
const SERVER_BUNDLED = ['lucide-react']

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: { assetsInlineLimit: 0 },
	ssr: { noExternal: SERVER_BUNDLED },
	environments: {
		client: {
			build: {
				rolldownOptions: {
					output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
				},
			},
		},
	},
})
