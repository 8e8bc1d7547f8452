import { formatPeriod, RETENTION_PERIODS } from '../../app/features/personal-data/retention-periods.ts'
import { expect, test } from './support/fixtures.ts'
import { LOCALES, type Locale, linkPath, OWNER, PAGE_VISITS, type PageId, texts } from './support/site.ts'

type LegalPageId = Extract<PageId, 'privacy' | 'terms' | 'cookies' | 'legalNotice'>

/** Sections each document must keep (a reader, a regulator and docs/product/pages.md, rules.md expect them). */
const KEY_SECTIONS: Record<LegalPageId, Record<Locale, string[]>> = {
	privacy: {
		'pt-PT': [
			'Quem é o responsável pelo tratamento',
			'Que dados tratamos',
			'Para que usamos os dados e com que fundamento',
			'Durante quanto tempo guardamos os dados',
			'Com quem partilhamos os dados',
			'Os seus direitos',
			'Como exercer os seus direitos',
		],
		en: [
			'Who is responsible for your data',
			'What data we process',
			'Why we use your data and on what legal basis',
			'How long we keep your data',
			'Who we share your data with',
			'Your rights',
			'How to use your rights',
		],
		es: [
			'Quién es el responsable del tratamiento',
			'Qué datos tratamos',
			'Para qué usamos los datos y con qué base jurídica',
			'Cuánto tiempo conservamos los datos',
			'Con quién compartimos los datos',
			'Tus derechos',
			'Cómo ejercer tus derechos',
		],
	},
	terms: {
		'pt-PT': ['Utilização do site', 'Propriedade intelectual', 'Pré-reserva do livro', 'Lei aplicável e litígios'],
		en: ['Using the website', 'Intellectual property', 'Book pre-reservation', 'Governing law and disputes'],
		es: ['Uso del sitio', 'Propiedad intelectual', 'Prerreserva del libro', 'Ley aplicable y litigios'],
	},
	cookies: {
		'pt-PT': ['Cookies que usamos', 'Como mudar o seu consentimento', 'Como bloquear ou apagar cookies no navegador'],
		en: ['Cookies we use', 'How to change your consent', 'How to block or delete cookies in your browser'],
		es: ['Cookies que usamos', 'Cómo cambiar tu consentimiento', 'Cómo bloquear o borrar cookies en el navegador'],
	},
	legalNotice: {
		'pt-PT': ['Titular do site', 'Propriedade intelectual', 'Lei aplicável e resolução de litígios'],
		en: ['Website owner', 'Intellectual property', 'Applicable law and dispute resolution'],
		es: ['Titular del sitio', 'Propiedad intelectual', 'Ley aplicable y resolución de litigios'],
	},
}

const SESSION: Record<Locale, string> = { 'pt-PT': 'Sessão', en: 'Session', es: 'Sesión' }

const isLegal = (id: PageId): id is LegalPageId => id in KEY_SECTIONS
const LEGAL_VISITS = PAGE_VISITS.filter((visit) => isLegal(visit.id)) as {
	id: LegalPageId
	locale: Locale
	path: string
}[]

for (const { id, locale, path } of LEGAL_VISITS) {
	test(`${path} shows the ${id} document in ${locale} with its key sections and last-updated date`, async ({
		page,
	}) => {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale).pages[id].title)
		const article = page.getByTestId('legal-document')
		for (const title of KEY_SECTIONS[id][locale]) {
			await expect(article.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
		}
		await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
		await expect(article).toContainText(OWNER.email)
	})

	test(`every internal link and contents entry of ${path} leads somewhere`, async ({ page, request }) => {
		await page.goto(path)
		const hrefs = await page
			.locator('main a[href^="/"]')
			.evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
		expect(hrefs.length).toBeGreaterThan(0)
		for (const href of hrefs) {
			const response = await request.get(href, { maxRedirects: 0 })
			expect(response.status(), href).toBe(200)
		}
		const fragments = await page
			.locator('main a[href^="#"]')
			.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
		for (const fragment of fragments) await expect(page.locator(fragment)).toHaveCount(1)
	})
}

for (const locale of LOCALES) {
	test(`the ${locale} privacy policy states every retention period in words`, async ({ page }) => {
		await page.goto(linkPath('privacy', locale))
		const article = page.getByTestId('legal-document')
		for (const period of Object.values(RETENTION_PERIODS)) {
			await expect(article).toContainText(formatPeriod(period, locale))
		}
		await expect(article.locator('a[href="https://www.cnpd.pt"]')).toBeVisible()
		const dataPage = article.locator(`a[href="${linkPath('dataManagement', 'pt-PT')}"]`)
		await expect(dataPage).toBeVisible()
		if (locale !== 'pt-PT') await expect(dataPage).toHaveAttribute('hreflang', 'pt-PT')
	})

	test(`the ${locale} cookie policy tables every cookie with its purpose, category and duration`, async ({ page }) => {
		await page.goto(linkPath('cookies', locale))
		const table = page.locator('main table').first()
		await expect(table.locator('caption')).toBeVisible()
		await expect(table.locator('th[scope="col"]')).toHaveCount(4)
		const expected: [name: string, duration: string][] = [
			['cookie_consent', formatPeriod({ amount: 12, unit: 'months' }, locale)],
			['session_id', SESSION[locale]],
			['_ga', formatPeriod({ amount: 2, unit: 'years' }, locale)],
			['_gid', formatPeriod({ amount: 24, unit: 'hours' }, locale)],
		]
		for (const [name, duration] of expected) {
			const row = table.locator('tbody tr').filter({ has: page.locator('th[scope="row"]', { hasText: name }) })
			await expect(row).toHaveCount(1)
			const cells = row.locator('td')
			await expect(cells).toHaveCount(3)
			await expect(cells.nth(0)).not.toBeEmpty()
			await expect(cells.nth(2)).toHaveText(duration)
		}
		const main = page.locator('main')
		await expect(main).toContainText('rcb_lang')
		await expect(main).toContainText('hasSeenBookModal')
		await expect(main).toContainText(texts(locale).footer.manageCookies)
	})
}

test('the cookie table scrolls inside its own box on a phone, never the page @mobile', async ({ page }) => {
	await page.goto(linkPath('cookies', 'pt-PT'))
	const box = page.locator('main section:has(> table)').first()
	const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
	expect(widths.scroll).toBeGreaterThan(widths.client)
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
	expect(overflow).toBeLessThanOrEqual(0)
})
