/**
 * The largest request body a route accepts, refused with 413 before anything reads it.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Refuses a body larger than `maxSize` bytes. A body whose length is declared
 * (`Content-Length`, no `Transfer-Encoding`) is judged by that header alone: Node's parser
 * never delivers more bytes than it declares, and the request's body stays untouched, so
 * the route reads it straight from the socket. Hono's `bodyLimit` asks the request for its
 * body stream first, which makes @hono/node-server build a whole web `Request` and two
 * `ReadableStream`s around the socket for every post (about a tenth of a contact post's
 * main-thread time, docs/decisions/032); it is kept for bodies of unknown length, which it
 * counts as they arrive.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
	const counted = bodyLimit({ maxSize, onError })
	return (c, next) => {
		const declared = c.req.header('content-length')
		if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next)
		return Number(declared) > maxSize ? Promise.resolve(onError(c)) : next()
	}
}
