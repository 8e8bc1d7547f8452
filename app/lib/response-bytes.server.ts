/**
 * Responses made from bytes the server already holds (a rendered document, a finished page),
 * remembered with those bytes, so that the layers after the render (the security finishing,
 * the compression, the HTML cache) read the page from them instead of through the
 * Response's body: each such read had the Response build a stream and copy the page
 * (docs/decisions/031-uncached-render-time.md). A response whose body was replaced is a new
 * Response and is read through its body as before.
 */
import { singleton } from './singleton.server.ts'

// Shared through the process: the render (the app's bundle) makes them, the server's bundle reads them.
const bytesOf = singleton('response-bytes', () => new WeakMap<Response, Uint8Array>())

/** A Response of these bytes (a Buffer or a view into one: not copied). */
export function bytesResponse(bytes: Uint8Array, init: ResponseInit): Response {
	// A Buffer's memory is always an ArrayBuffer, never a SharedArrayBuffer, whatever its type says.
	const response = new Response(bytes as Uint8Array<ArrayBuffer>, init)
	bytesOf.set(response, bytes)
	return response
}

/**
 * Whether the response has a body. Asking the Response itself (`response.body`) makes the
 * server's lightweight Response build its stream just to answer.
 */
export function hasBody(response: Response): boolean {
	return bytesOf.has(response) || response.body !== null
}

/** The response's body as bytes (not a copy when the response was made by `bytesResponse`). */
export async function responseBytes(response: Response): Promise<Buffer> {
	const bytes = bytesOf.get(response) ?? new Uint8Array(await response.arrayBuffer())
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
