import { expect, test } from 'vitest'
import { readForm } from './read-form.server.ts'

function post(body: BodyInit, contentType?: string): Request {
	return new Request('http://localhost/contacto', {
		method: 'POST',
		body,
		headers: contentType ? { 'Content-Type': contentType } : {},
	})
}

/** The fields as `Request.formData()` itself reads the same post. */
async function asFormDataReadsIt(body: string, contentType: string) {
	return [...(await post(body, contentType).formData())]
}

test('a URL-encoded form reads exactly as Request.formData() reads it', async () => {
	const bodies = [
		'name=Maria+In%C3%AAs&email=maria%40exemplo.pt&gdprConsent=on&website=',
		'?a=1&a=2&b=%FF&c&=x&d=%zz&e=a=b',
		'message=Ol%C3%A1%0D%0Aat%C3%A9+j%C3%A1%21%20%F0%9F%99%82',
		'\uFEFFname=com+BOM',
		'',
	]
	for (const contentType of [
		'application/x-www-form-urlencoded',
		'application/x-www-form-urlencoded;charset=UTF-8',
		'Application/X-WWW-Form-URLEncoded ; charset=latin1',
	]) {
		for (const body of bodies) {
			expect([...(await readForm(post(body, contentType)))], `${contentType}: ${body}`).toEqual(
				await asFormDataReadsIt(body, contentType),
			)
		}
	}
})

test('a multipart form is read with its fields and files', async () => {
	const sent = new FormData()
	sent.append('title', 'Projecto')
	sent.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png')
	const form = await readForm(new Request('http://localhost/admin', { method: 'POST', body: sent }))
	expect(form.get('title')).toBe('Projecto')
	const image = form.get('image') as File
	expect(image.name).toBe('a.png')
	expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([1, 2, 3])
})

test('a body that is not a form reads as an empty form', async () => {
	for (const request of [
		post('{"name":"Maria"}', 'application/json'),
		post('name=Maria'),
		post('--x\r\nbroken', 'multipart/form-data; boundary=x'),
	]) {
		expect([...(await readForm(request))]).toEqual([])
	}
})
