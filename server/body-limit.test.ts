import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { limitBody } from './body-limit.ts'

const MAX = 16

function appWithLimit() {
	const app = new Hono()
	app.use(limitBody(MAX, (c) => c.text('Payload Too Large', 413)))
	app.post('*', async (c) => c.text(`got ${await c.req.text()}`))
	return app
}

/** A body that fails the request if anything reads it. */
function unreadableBody(): ReadableStream<Uint8Array> {
	return new ReadableStream({
		pull() {
			throw new Error('the body was read')
		},
	})
}

test('a body declared larger than the limit is refused without being read', async () => {
	const response = await appWithLimit().request('/', {
		method: 'POST',
		headers: { 'Content-Length': String(MAX + 1) },
		body: unreadableBody(),
		duplex: 'half',
	} as RequestInit)
	expect(response.status).toBe(413)
})

test('a body declared within the limit reaches the route whole', async () => {
	const body = 'a'.repeat(MAX)
	const response = await appWithLimit().request('/', {
		method: 'POST',
		headers: { 'Content-Length': String(MAX) },
		body,
	})
	expect(response.status).toBe(200)
	expect(await response.text()).toBe(`got ${body}`)
})

test('a body of unknown length is counted as it arrives and refused once it passes the limit', async () => {
	const post = (text: string) =>
		appWithLimit().request('/', {
			method: 'POST',
			body: new Blob([text]).stream(),
			duplex: 'half',
		} as RequestInit)
	expect((await post('a'.repeat(MAX + 1))).status).toBe(413)
	const within = await post('a'.repeat(MAX))
	expect(within.status).toBe(200)
	expect(await within.text()).toBe(`got ${'a'.repeat(MAX)}`)
})

test('a chunked body is counted even when it also declares a small length', async () => {
	const response = await appWithLimit().request('/', {
		method: 'POST',
		headers: { 'Content-Length': '1', 'Transfer-Encoding': 'chunked' },
		body: new Blob(['a'.repeat(MAX + 1)]).stream(),
		duplex: 'half',
	} as RequestInit)
	expect(response.status).toBe(413)
})
