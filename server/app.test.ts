import { afterEach, expect, test } from 'vitest'
import { type DatabaseHandle, setAppDatabase } from '#app/db/client.server.ts'
import { createApp, DASHBOARD_MAX_BYTES, PUBLIC_FORM_MAX_BYTES } from './app.ts'

/** These requests never reach React Router, so no build is needed. */
const app = createApp({
	mode: 'production',
	build: () => Promise.reject(new Error('the React Router build is not used here')),
})

afterEach(() => setAppDatabase(undefined))

function fakeDatabase(ping: () => Promise<void>): DatabaseHandle {
	return { ping, kind: 'pglite' } as DatabaseHandle
}

test('the health check answers 200 when the database answers', async () => {
	setAppDatabase(fakeDatabase(async () => {}))
	const response = await app.request('/healthz')
	expect(response.status).toBe(200)
	expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
	expect(response.headers.get('Cache-Control')).toBe('no-store')
})

test('the health check answers 503 when the database does not', async () => {
	setAppDatabase(
		fakeDatabase(async () => {
			throw new Error('connection refused')
		}),
	)
	const response = await app.request('/healthz')
	expect(response.status).toBe(503)
	expect(await response.json()).toEqual({ status: 'error', database: 'unavailable' })
})

test('the old English paths redirect permanently to the Portuguese pages', async () => {
	for (const [from, to] of [
		['/projects', '/projectos'],
		['/contact', '/contacto'],
	] as const) {
		const response = await app.request(from)
		expect(response.status).toBe(301)
		expect(response.headers.get('Location')).toBe(to)
	}
})

test('a trailing slash redirects to the path without it, never to another host', async () => {
	const response = await app.request('/en/bio/?x=1')
	expect(response.status).toBe(301)
	expect(response.headers.get('Location')).toBe('/en/bio?x=1')
	const sneaky = await app.request('//evil.example/')
	expect(sneaky.headers.get('Location')).toBe('/evil.example')
})

test('an old path with a trailing slash redirects straight to its page', async () => {
	const response = await app.request('/projects/')
	expect(response.headers.get('Location')).toBe('/projectos')
})

test('a redirected form post keeps its method (308)', async () => {
	const response = await app.request('/contact', { method: 'POST' })
	expect(response.status).toBe(308)
})

test('every response carries the security headers', async () => {
	const response = await app.request('/projects')
	expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
	expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
	expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
})

test('a body too large is refused before anything reads it: 64 KB for forms, the admin sign-in included, an image plus 1 MB for the dashboard', async () => {
	const post = (path: string, bytes: number) =>
		app.request(path, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: `message=${'a'.repeat(bytes)}`,
		})
	for (const path of ['/contacto', '/en/contact', '/admin', '/admin/sair', '/gerir-dados']) {
		expect((await post(path, PUBLIC_FORM_MAX_BYTES)).status, path).toBe(413)
	}
	// An image upload's size passes the limit (and goes on to the route, which checks the admin first)…
	const upload = await post('/admin/dashboard/projectos', 2 * 1024 * 1024)
	expect(upload.status).not.toBe(413)
	// …but not more than the dashboard's own limit.
	expect((await post('/admin/dashboard/projectos', DASHBOARD_MAX_BYTES)).status).toBe(413)
	expect((await post('/admin/dashboard', DASHBOARD_MAX_BYTES)).status).toBe(413)
})

test('a public form posted from another site is refused in the page’s language, before any action runs', async () => {
	const cases = [
		['/contacto', 'pt-PT', 'Formulário recusado'],
		['/en', 'en', 'Form refused'],
		['/livro', 'pt-PT', 'Formulário recusado'],
		['/es/gestionar-datos', 'es', 'Formulario rechazado'],
		['/gerir-dados.data', 'pt-PT', 'nada foi guardado'],
	] as const
	for (const [path, locale, text] of cases) {
		for (const headers of [
			{ 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
			{ 'Sec-Fetch-Site': 'same-site' },
			{ Origin: 'https://evil.example' },
		]) {
			// Had it reached React Router, the rejecting build above would have made it a 500.
			const response = await app.request(path, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'delete', email: 'a@example.pt' }),
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
			})
			expect(response.status).toBe(403)
			expect(response.headers.get('Cache-Control')).toBe('no-store')
			const html = await response.text()
			expect(html).toContain(`lang="${locale}"`)
			expect(html).toContain(text)
		}
	}
})

test('the newsletter’s one-click unsubscribe still reaches its page from a mail program’s server', async () => {
	for (const path of ['/newsletter/cancelar', '/en/newsletter/unsubscribe']) {
		const response = await app.request(`${path}?token=x`, {
			method: 'POST',
			body: 'List-Unsubscribe=One-Click',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
		})
		expect(response.status).not.toBe(403)
	}
})
