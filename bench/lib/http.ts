/**
 * A raw HTTP client for the benches. Unlike `fetch`, it never decodes `Content-Encoding`,
 * so the bytes measured are the bytes on the wire. It only talks to 127.0.0.1.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RawResponse {
	status: number
	headers: IncomingHttpHeaders
	body: Buffer
}

const TIMEOUT_MS = 15_000

/**
 * The benches load this machine only: 127.0.0.1, over plain HTTP or, for the cluster
 * section's nginx, over TLS (wrk speaks both; `get` below speaks HTTP only).
 */
export function assertLocal(url: URL): void {
	if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname !== '127.0.0.1') {
		throw new Error(`the benches only call http(s)://127.0.0.1, not ${url.href}`)
	}
}

/** GET without following redirects; the body is returned exactly as sent. */
export function get(target: string | URL, headers: Record<string, string> = {}): Promise<RawResponse> {
	const url = new URL(target)
	assertLocal(url)
	if (url.protocol !== 'http:') throw new Error(`get() speaks plain HTTP only, not ${url.href}`)
	return new Promise((resolve, reject) => {
		const request = http.get(url, { headers, timeout: TIMEOUT_MS }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('error', reject)
			response.on('end', () =>
				resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
			)
		})
		request.on('timeout', () => request.destroy(new Error(`GET ${url.href} timed out after ${TIMEOUT_MS} ms`)))
		request.on('error', reject)
	})
}

/** One header as a single string (joined if repeated). */
export function header(response: RawResponse, name: string): string | undefined {
	const value = response.headers[name.toLowerCase()]
	return Array.isArray(value) ? value.join(', ') : value
}

/**
 * A cached page as it will be served from now on. The server answers a page's first visitor
 * from a quickly compressed copy and stores the page's best compression a moment later
 * (server/page-cache.ts), so a bench that measures the cached bytes first waits until the same
 * bytes have come back for a second in a row (at most `timeoutMs`).
 */
export async function settledCachedPage(
	target: string | URL,
	headers: Record<string, string> = {},
	timeoutMs = 15_000,
): Promise<RawResponse> {
	const started = Date.now()
	let last = await get(target, headers)
	let sameSince = Date.now()
	while (Date.now() - sameSince < 1_000 && Date.now() - started < timeoutMs) {
		await sleep(100)
		const next = await get(target, headers)
		if (!next.body.equals(last.body)) sameSince = Date.now()
		last = next
	}
	return last
}
