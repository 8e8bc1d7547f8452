import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { HtmlCache } from '#app/lib/html-cache.server.ts'
import { lookupCachedPage } from './page-cache.ts'
import type { Drain } from './shutdown.ts'

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The Node request listener: cached public pages are written straight from memory (their
 * stored headers already include the security headers), everything else goes to Hono.
 * A cached answer is written before the listener returns, so only Hono's answers are
 * tracked for the shutdown's drain (server/shutdown.ts); once it has begun, a cached answer
 * closes its connection too.
 */
export function createNodeListener(
	fetch: Parameters<typeof getRequestListener>[0],
	cache: HtmlCache,
	drain: Drain,
): Listener {
	const hono = getRequestListener(fetch)
	return (req, res) => {
		const hit =
			req.method === 'GET' || req.method === 'HEAD'
				? lookupCachedPage(cache, {
						method: req.method,
						url: req.url ?? '/',
						cookie: req.headers.cookie,
						ifNoneMatch: req.headers['if-none-match'],
						acceptEncoding: req.headers['accept-encoding'],
					})
				: undefined
		if (!hit) {
			drain.track(res)
			void hono(req, res)
			return
		}
		if (drain.stopping) res.setHeader('Connection', 'close')
		res.writeHead(hit.status, hit.headers)
		res.end(hit.body)
	}
}
