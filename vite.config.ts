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

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: { assetsInlineLimit: 0 },
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
