/**
 * Response compression: brotli when the client accepts it, else gzip. Cached pages are
 * compressed once when stored; other compressible responses are compressed per request.
 */
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { bytesResponse, hasBody, responseBytes } from '#app/lib/response-bytes.server.ts'
import { replaceResponse } from './replace-response.ts'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
const MIN_BYTES = 1024

/** The best encoding the client accepts (`Accept-Encoding`), brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
	if (!acceptEncoding) return undefined
	// Clients send the same few headers again and again: the last answer is remembered.
	if (acceptEncoding === lastNegotiation.header) return lastNegotiation.encoding
	const encoding = parseAcceptEncoding(acceptEncoding)
	lastNegotiation = { header: acceptEncoding, encoding }
	return encoding
}

let lastNegotiation: { header: string; encoding: Encoding | undefined } = { header: '', encoding: undefined }

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
	const accepted = new Map<string, number>()
	for (const part of acceptEncoding.toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';')
		const q = params.find((param) => param.trim().startsWith('q='))
		accepted.set(name?.trim() ?? '', q ? Number(q.trim().slice(2)) : 1)
	}
	const wildcard = accepted.get('*')
	const weight = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0
	const br = weight('br')
	const gzip = weight('gzip')
	if (br > 0 && br >= gzip) return 'br'
	if (gzip > 0) return 'gzip'
	return undefined
}

/**
 * Brotli qualities. `best` for what is compressed once and served many times (the HTML cache,
 * once the page's first visitor has been answered: server/page-cache.ts); `fast` for what is
 * compressed per request (uncached pages, loader data, a page's first answer). Quality 2 over a
 * public page of 125-160 KB (about 89 KB of it the inline stylesheet) costs about half of
 * quality 4's time (0.6-0.8 ms instead of 1.1-1.4 ms of CPU) for about 6 % more bytes; such
 * responses are each sent once (docs/decisions/031-uncached-render-time.md).
 */
const BROTLI_QUALITY = { fast: 2, best: 11 } as const

/**
 * Where a compression runs: `pool`, in libuv's worker threads (the main thread goes on with other
 * requests meanwhile, and on two cores the work gets the other one), or `here`, on the calling
 * thread, which spares the hand-over to the pool and back (about 0.5-1 ms for an uncached page,
 * more than the compression itself) but holds up everything else until it is done.
 */
export type CompressionThread = 'pool' | 'here'

export async function compress(
	body: Buffer,
	encoding: Encoding,
	level: 'fast' | 'best' = 'fast',
	thread: CompressionThread = 'pool',
): Promise<Buffer> {
	const options =
		encoding === 'gzip'
			? { level: level === 'best' ? 9 : 6 }
			: {
					params: {
						[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
						[constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
						[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
					},
				}
	if (thread === 'here') return encoding === 'gzip' ? gzipSync(body, options) : brotliCompressSync(body, options)
	const pooled = { ...options, chunkSize: outputChunkSize(body.length) }
	return encoding === 'gzip' ? gzipAsync(body, pooled) : brotliAsync(body, pooled)
}

/**
 * The output buffer of a compression in the pool: each one it fills is a round trip to the pool
 * and back, and Node's default (16 KB) took two or three for a public page (whose 125-160 KB
 * compress to 25-37 KB). A quarter of the body holds a page's output in one; never below the
 * default.
 */
function outputChunkSize(bodyLength: number): number {
	return Math.max(constants.Z_DEFAULT_CHUNK, Math.ceil(bodyLength / 4))
}

/**
 * The smallest brotli window that holds the whole body (a window is 2^bits − 16 bytes): the
 * output is the same as with the default 4 MB window, since no match can reach further back
 * than the body's start, but the encoder's buffers are sized to the body (a 4 MB window made
 * it allocate 8 MB and more per response; docs/decisions/029).
 */
export function brotliWindowBits(length: number): number {
	const bits = Math.ceil(Math.log2(length + 16))
	return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits))
}

function isCompressible(contentType: string | null): boolean {
	return contentType !== null && COMPRESSIBLE.test(contentType)
}

/** Adds `Accept-Encoding` to a response's `Vary`. */
function varyOnEncoding(headers: Headers): void {
	const vary = headers.get('Vary')
	if (!vary) headers.set('Vary', 'Accept-Encoding')
	else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

/**
 * Compresses responses that are not compressed yet and are worth it. It is the outermost
 * middleware, so it also counts the requests being answered: a response is compressed here
 * when it is the only one, as nothing else is waiting for the main thread, and in the pool
 * otherwise, so the others go on meanwhile.
 */
export function compression(): MiddlewareHandler {
	let answering = 0
	return async (c, next) => {
		answering++
		try {
			await next()
			if (needsCompressing(c)) await compressResponse(c, answering === 1 ? 'here' : 'pool')
		} finally {
			answering--
		}
	}
}

/** A response with a body that may be compressed and is not yet (a cached page already is). */
function needsCompressing(c: Context): boolean {
	const response = c.res
	if (c.req.method === 'HEAD' || response.status === 204 || response.status === 304) return false
	if (response.headers.has('Content-Encoding') || !hasBody(response)) return false
	if (!isCompressible(response.headers.get('Content-Type'))) return false
	return !/\bno-transform\b/.test(response.headers.get('Cache-Control') ?? '')
}

async function compressResponse(c: Context, thread: CompressionThread): Promise<void> {
	const response = c.res
	const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
	const body = await responseBytes(response)
	const headers = new Headers(response.headers)
	varyOnEncoding(headers)
	// The status text is left out: the server never sends it (@hono/node-server writes the
	// status code alone), and reading it would make the lightweight Response build its stream.
	if (!encoding || body.length < MIN_BYTES) {
		replaceResponse(c, bytesResponse(body, { status: response.status, headers }))
		return
	}
	const compressed = await compress(body, encoding, 'fast', thread)
	headers.set('Content-Encoding', encoding)
	headers.set('Content-Length', String(compressed.length))
	replaceResponse(c, bytesResponse(compressed, { status: response.status, headers }))
}
