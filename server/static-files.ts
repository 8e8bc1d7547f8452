import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

/**
 * Built client files. Hashed assets (`/assets/*`) never change, so browsers and CDNs keep
 * them for a year; the rest (favicon, images from `public/`) for an hour. The build
 * writes `.br` and `.gz` siblings, served to clients that accept them.
 */
export function staticFiles(root: string): MiddlewareHandler {
	return serveStatic({
		root,
		precompressed: true,
		onFound(path, c) {
			const immutable = /\/assets\//.test(path)
			c.header(
				'Cache-Control',
				immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, stale-while-revalidate=86400',
			)
		},
	})
}
