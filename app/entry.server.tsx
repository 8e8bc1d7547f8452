/**
 * Server rendering. Pages are rendered whole (`onAllReady`) rather than streamed: they are
 * small, most are served from the HTML cache, and the complete document lets the server
 * hash its inline scripts into the Content-Security-Policy (server/security-headers.ts).
 */
import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router'
import { logger } from './lib/logger.server.ts'
import { bytesResponse } from './lib/response-bytes.server.ts'
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
					// Everything is ready, so React writes the whole document at once: it is collected
					// into one buffer rather than passed chunk by chunk through a stream, and the layers
					// after the render read that buffer (app/lib/response-bytes.server.ts; issue 15,
					// docs/decisions/031-uncached-render-time.md).
					const chunks: Uint8Array[] = []
					const body = new Writable({
						write(chunk: Uint8Array, _encoding, callback) {
							chunks.push(chunk)
							callback()
						},
						final(callback) {
							clearTimeout(timeout)
							responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
							resolve(bytesResponse(Buffer.concat(chunks), { headers: responseHeaders, status }))
							callback()
						},
					})
					pipe(body)
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
