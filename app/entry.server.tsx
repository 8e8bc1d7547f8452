/**
 * Server rendering. Pages are rendered whole (`onAllReady`) rather than streamed: they are
 * small, most are served from the HTML cache, and the complete document lets the server
 * hash its inline scripts into the Content-Security-Policy (server/security-headers.ts).
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router'
import { logger } from './lib/logger.server.ts'
import { SCRIPT_NONCE } from './lib/script-nonce.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}

	return new Promise<Response>((resolve, reject) => {
		let status = responseStatusCode
		const timeout = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(
			<ServerRouter context={routerContext} url={request.url} nonce={SCRIPT_NONCE} />,
			{
				onAllReady() {
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timeout)
							callback()
						},
					})
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(body)
					resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
				},
				onShellError(error) {
					clearTimeout(timeout)
					reject(error)
				},
				onError(error) {
					status = 500
					logger.error({ err: error, path: new URL(request.url).pathname }, 'render failed')
				},
			},
		)
	})
}

/** Errors from loaders and actions: logged once, without noise for aborted requests or 404s. */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	logger.error({ err: error, path: new URL(request.url).pathname, method: request.method }, 'request failed')
}
