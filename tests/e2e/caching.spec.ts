import { expect, test, waitForHydration, watchForProblems } from './support/fixtures.ts'
import { texts } from './support/site.ts'

test('a public page is served from the HTML cache from the second request on', async ({ request }) => {
	await request.get('/en/legal-notice')
	const second = await request.get('/en/legal-notice')
	expect(second.status()).toBe(200)
	expect(second.headers()['x-cache']).toBe('HIT')
	expect(second.headers()['cache-control']).toMatch(/\bpublic\b/)
	expect(second.headers().etag).toBeTruthy()
	expect(await second.text()).toContain(texts('en').pages.legalNotice.title)
})

test('a conditional request with the ETag gets 304 Not Modified and no body', async ({ request }) => {
	const first = await request.get('/es/bio')
	const etag = first.headers().etag
	expect(etag).toBeTruthy()
	const conditional = await request.get('/es/bio', { headers: { 'If-None-Match': etag ?? '' } })
	expect(conditional.status()).toBe(304)
	expect(conditional.headers().etag).toBe(etag)
	expect((await conditional.body()).length).toBe(0)
})

test('the same page in another encoding keeps the same ETag', async ({ request }) => {
	const brotli = await request.get('/media', { headers: { 'Accept-Encoding': 'br' } })
	const identity = await request.get('/media', { headers: { 'Accept-Encoding': 'identity' } })
	expect(brotli.headers()['content-encoding']).toBe('br')
	expect(identity.headers()['content-encoding']).toBeUndefined()
	expect(brotli.headers().etag).toBe(identity.headers().etag)
})

test('the answer to a form post is never storable, though the page itself is public', async ({ page }) => {
	// A contact message sent without JavaScript: the page comes back with the success message.
	const response = await page.request.post('/en/contact', {
		form: {
			name: 'Cache Check',
			email: 'cache-check@example.com',
			subject: 'Stored answers',
			message: 'Is the answer to this message ever kept by a cache?',
			gdprConsent: 'on',
			website: '',
		},
	})
	// 200 is a message accepted (a refused one answers 400, 429 or 503).
	expect(response.status()).toBe(200)
	expect(response.headers()['cache-control']).toBe('private, no-store')
	expect(response.headers()['x-cache']).toBeUndefined()
	expect((await page.request.get('/en/contact')).headers()['cache-control']).toMatch(/\bpublic\b/)
})

test('a request with a query string bypasses the HTML cache', async ({ request }) => {
	await request.get('/bio?pagina=2')
	const response = await request.get('/bio?pagina=2&utm_source=test')
	expect(response.status()).toBe(200)
	expect(response.headers()['x-cache']).toBeUndefined()
})

test('a link with tracking parameters gets the page from the HTML cache, and the page works as itself', async ({
	page,
}) => {
	// What a tap on the link in an Instagram bio opens: the app adds its tags and click id.
	const tracked = '/en/contact?utm_source=ig&utm_medium=social&utm_content=link_in_bio&fbclid=PAZXh0bgNhZW0'
	const plain = await page.request.get('/en/contact')
	const answer = await page.request.get(tracked)
	expect(answer.headers()['x-cache']).toBe('HIT')
	// The same stored page: no visitor's tags in what everyone is served.
	expect(answer.headers().etag).toBe(plain.headers().etag)

	const problems = await watchForProblems(page)
	await page.goto(tracked)
	await waitForHydration(page)
	// No redirect: the address bar keeps the link as it was followed.
	expect(new URL(page.url()).searchParams.get('utm_source')).toBe('ig')
	const en = texts('en')
	const form = page.locator('#formulario')
	await form.getByLabel(en.contact.name, { exact: true }).fill('Tracked Visitor')
	await form.getByLabel(en.contact.email, { exact: true }).fill('tracked.visitor@example.com')
	await form.getByLabel(en.contact.subject, { exact: true }).fill('From Instagram')
	await form
		.getByLabel(en.contact.message, { exact: true })
		.fill('Hello! I found the site through the link in your bio.')
	await form.getByRole('checkbox').check()
	await form.getByRole('button', { name: en.contact.submit }).click()
	await expect(form.getByRole('status')).not.toBeEmpty()
	expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] })
})

test('a 404 page is neither cached nor storable', async ({ request }) => {
	await request.get('/en/missing-page')
	const response = await request.get('/en/missing-page')
	expect(response.status()).toBe(404)
	expect(response.headers()['x-cache']).toBeUndefined()
	expect(response.headers()['cache-control']).toBe('private, no-store')
})

for (const path of ['/', '/en/contact', '/es/nada-por-aqui']) {
	test(`${path} carries the security headers and a hash-based Content-Security-Policy`, async ({ request }) => {
		const response = await request.get(path)
		const headers = response.headers()
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(headers['permissions-policy']).toContain('camera=()')
		expect(headers['permissions-policy']).toContain('geolocation=()')
		expect(headers['x-frame-options']).toBe('DENY')

		const csp = headers['content-security-policy'] ?? ''
		expect(csp).toContain("default-src 'self'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("base-uri 'self'")
		expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/)
		expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
	})
}

test('the personal-data page is never stored by the HTML cache or a CDN', async ({ request }) => {
	await request.get('/gerir-dados')
	const second = await request.get('/gerir-dados')
	expect(second.headers()['x-cache']).toBeUndefined()
	expect(second.headers()['cache-control']).not.toMatch(/\bpublic\b/)
})

test('a page never reveals the marker that lets its scripts through the CSP', async ({ request }) => {
	for (const path of ['/', '/en/bio']) {
		await request.get(path)
		const cached = await request.get(path)
		expect(await cached.text()).not.toContain('nonce=')
	}
	expect(await (await request.get('/gerir-dados')).text()).not.toContain('nonce=')
})

test('static assets carry nosniff and long-lived caching', async ({ request, page }) => {
	await page.goto('/')
	const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
	expect(stylesheet).toMatch(/^\/assets\//)
	const response = await request.get(stylesheet ?? '')
	expect(response.status()).toBe(200)
	expect(response.headers()['x-content-type-options']).toBe('nosniff')
	expect(response.headers()['cache-control']).toContain('immutable')
})

test('pages hydrate under the Content-Security-Policy with no violation and no console error', async ({ page }) => {
	const problems = await watchForProblems(page)
	for (const path of ['/', '/en', '/es/proyectos', '/livro', '/en/cookie-policy', '/gerir-dados', '/es/no-existe']) {
		await page.goto(path)
		await waitForHydration(page)
		await page.waitForLoadState('networkidle')
	}
	// The 404 page's own request is expected in the console; anything else is a problem.
	const consoleErrors = problems.consoleErrors.filter((error) => !/status of 404/.test(error))
	expect(problems.cspViolations).toEqual([])
	expect(problems.pageErrors).toEqual([])
	expect(consoleErrors).toEqual([])
})

test('a page served from the HTML cache hydrates under its stored Content-Security-Policy', async ({
	page,
	request,
}) => {
	await request.get('/en/terms-conditions')
	const problems = await watchForProblems(page)
	const response = await page.goto('/en/terms-conditions')
	expect(response?.headers()['x-cache']).toBe('HIT')
	await waitForHydration(page)
	expect(problems.cspViolations).toEqual([])
	expect(problems.pageErrors).toEqual([])
	expect(problems.consoleErrors).toEqual([])
})

test('clicking a navigation link shows the new page without a full reload', async ({ page }) => {
	const problems = await watchForProblems(page)
	await page.goto('/')
	await waitForHydration(page)
	await page.evaluate(() => {
		;(window as unknown as { sameDocument?: boolean }).sameDocument = true
	})

	await page
		.getByRole('navigation', { name: texts('pt-PT').a11y.primaryNav })
		.getByRole('link', { name: texts('pt-PT').nav.bio })
		.click()
	await expect(page).toHaveURL('/bio')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('pt-PT').pages.bio.title)
	await expect(page).toHaveTitle(new RegExp(`^${texts('pt-PT').pages.bio.title} — `))
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

	await page.goBack()
	await expect(page).toHaveURL('/')
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
	expect(problems.cspViolations).toEqual([])
	expect(problems.pageErrors).toEqual([])
	expect(problems.consoleErrors).toEqual([])
})
