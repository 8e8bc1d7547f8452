import { expect, KIT_STUB_TITLE, test, waitForHydration } from './support/fixtures.ts'
import { DIGITAL_KIT_URL } from './support/server.ts'
import {
	expectedHeading,
	expectedTitle,
	homePath,
	isRedirectPage,
	LEGACY_REDIRECTS,
	LOCALES,
	linkPath,
	PAGE_VISITS,
	texts,
	unknownPath,
} from './support/site.ts'

for (const visit of PAGE_VISITS.filter((candidate) => !isRedirectPage(candidate))) {
	const { id, locale, path } = visit
	test(`${path} shows the ${id} page in ${locale} with its heading and title`, async ({ page }) => {
		const response = await page.goto(path)
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', locale)
		await expect(page).toHaveTitle(expectedTitle(visit))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(visit))

		const breadcrumb = page.getByRole('navigation', { name: texts(locale).a11y.breadcrumb })
		if (id === 'home') {
			await expect(breadcrumb).toHaveCount(0)
		} else {
			const home = breadcrumb.getByRole('link', { name: texts(locale).nav.home })
			await expect(home).toHaveAttribute('href', homePath(locale))
			await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(texts(locale).pages[id].title)
		}
	})
}

for (const visit of PAGE_VISITS.filter(isRedirectPage)) {
	test(`${visit.path} answers in ${visit.locale} with a redirecting notice, a meta refresh and a link to the kit site`, async ({
		request,
	}) => {
		const response = await request.get(visit.path, { maxRedirects: 0 })
		expect(response.status()).toBe(200)
		const html = await response.text()
		expect(html).toContain(`<html lang="${visit.locale}"`)
		expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${DIGITAL_KIT_URL}"/>`)
		expect(html).toContain(`href="${DIGITAL_KIT_URL}"`)
		expect(html).toContain(texts(visit.locale).common.redirecting)
		expect(html).toContain(texts(visit.locale).common.continueToKit)
	})
}

test('the digital-kit page sends the browser on to the external kit site', async ({ page }) => {
	await page.goto('/kitdigital', { waitUntil: 'commit' })
	await expect(page).toHaveURL(DIGITAL_KIT_URL)
	await expect(page).toHaveTitle(KIT_STUB_TITLE)
})

for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
	test(`the old path ${from} redirects permanently to ${to}`, async ({ request }) => {
		const response = await request.get(from, { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe(to)
	})
}

test('a legacy redirect keeps the query string', async ({ request }) => {
	const response = await request.get('/projects?ref=footer', { maxRedirects: 0 })
	expect(response.status()).toBe(301)
	expect(response.headers().location).toBe('/projectos?ref=footer')
})

test('following the old /contact link in the browser lands on the Portuguese contact page', async ({ page }) => {
	await page.goto('/contact')
	await expect(page).toHaveURL('/contacto')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('pt-PT').pages.contact.title)
})

for (const locale of LOCALES) {
	const path = unknownPath(locale)
	test(`an unknown path under ${locale} (${path}) answers 404 with a localized message and a link home`, async ({
		page,
	}) => {
		const response = await page.goto(path)
		expect(response?.status()).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', locale)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale).notFound.title)
		const home = page.getByRole('main').getByRole('link', { name: texts(locale).common.backHome })
		await expect(home).toHaveAttribute('href', homePath(locale))
	})
}

test('the English 404 page says "Oops! Page not found" and its link goes back to the English home', async ({
	page,
}) => {
	await page.goto('/en/no-such-page')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
	await page
		.getByRole('main')
		.getByRole('link', { name: texts('en').common.backHome })
		.click()
	await expect(page).toHaveURL('/en')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

for (const path of ['/bio/', '/en/projects/', '/es/']) {
	test(`a trailing slash on ${path} redirects permanently to the path without it`, async ({ request }) => {
		const response = await request.get(path, { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe(path.replace(/\/$/, ''))
	})
}

test('the trailing-slash redirect never points to another site', async ({ request, baseURL }) => {
	const response = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 })
	expect(response.status()).toBe(301)
	expect(response.headers().location).toBe('/evil.example')
})

test('the health check reports the server and database as ok', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

for (const locale of LOCALES) {
	test(`the ${locale} home reached through a link shows the same content as when opened directly`, async ({ page }) => {
		const home = homePath(locale)
		const main = page.getByRole('main')
		await page.goto(home)
		const direct = { title: await page.title(), text: await main.textContent() }

		await page.goto(linkPath('bio', locale))
		await waitForHydration(page)
		await page
			.getByRole('navigation', { name: texts(locale).a11y.primaryNav })
			.getByRole('link', { name: texts(locale).nav.home })
			.click()
		await expect(page).toHaveURL(home)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect.poll(() => main.textContent()).toBe(direct.text)
		await expect(page).toHaveTitle(direct.title)
		await expect(page.locator('html')).toHaveAttribute('lang', locale)
	})
}
