import { expect, test } from 'vitest'
import { bytesResponse, hasBody, responseBytes } from './response-bytes.server.ts'

const page = () => Buffer.from('<p>Olá, Óbidos</p>') as Uint8Array<ArrayBuffer>

test('a response made from bytes is read back from those bytes, its body left unread', async () => {
	const bytes = page()
	const response = bytesResponse(bytes, { status: 200, headers: { 'Content-Type': 'text/html' } })
	expect(hasBody(response)).toBe(true)
	const read = await responseBytes(response)
	expect(read.buffer).toBe(bytes.buffer)
	expect(read.byteOffset).toBe(bytes.byteOffset)
	expect(read.toString()).toBe('<p>Olá, Óbidos</p>')
	expect(response.bodyUsed).toBe(false)
})

test('any other response is read through its body', async () => {
	const replaced = new Response(page(), bytesResponse(page(), { status: 201 }))
	expect((await responseBytes(replaced)).toString()).toBe('<p>Olá, Óbidos</p>')
	expect(replaced.bodyUsed).toBe(true)
	expect((await responseBytes(new Response('abc'))).toString()).toBe('abc')
	expect(hasBody(new Response('abc'))).toBe(true)
	expect(hasBody(new Response(null, { status: 204 }))).toBe(false)
})
