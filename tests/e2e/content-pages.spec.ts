/**
 * The bio, projects and media pages in each language, read from the seeded database: the
 * sections the documented names, the visitor's language where a translation exists, the order
 * and filtering of the lists, links that leave the site safely, and the press kit.
 */
import { SEED_CONTENT } from '../../app/db/seed-content.ts'
import { expect, test, waitForHydration, watchForProblems } from './support/fixtures.ts'
import { fetchHead, metaContents } from './support/head.ts'
import { fill, LOCALES, type Locale, linkPath, texts } from './support/site.ts'

const inLocale = (text: { 'pt-PT': string } & Partial<Record<Locale, string>>, locale: Locale) =>
	text[locale] ?? text['pt-PT']

/** The visible text of a markdown paragraph (the seed uses only ** and * for emphasis). */
const plain = (markdown: string) => markdown.replaceAll('**', '').replaceAll('*', '')

const activeProjects = SEED_CONTENT.projects
	.filter((project) => project.isActive)
	.sort((a, b) => b.priority - a.priority)
const inactiveProjects = SEED_CONTENT.projects.filter((project) => !project.isActive)
const newestFirst = [...SEED_CONTENT.mediaArticles].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
const PRESS_BIO = { 'pt-PT': 'bio_pt', en: 'bio_en', es: 'bio_es' } as const

/** The newest seeded article's date, as each page language writes it. */
const NEWEST_DATE: Record<Locale, string> = {
	'pt-PT': '18 de setembro de 2025',
	en: '18 September 2025',
	es: '18 de septiembre de 2025',
}

for (const locale of LOCALES) {
	const t = texts(locale)

	test(`the ${locale} bio shows the intro, the timeline and the call to projects in its language`, async ({ page }) => {
		await page.goto(linkPath('bio', locale))
		const main = page.getByRole('main')
		await expect(main.getByRole('navigation', { name: t.a11y.breadcrumb })).toBeVisible()
		await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.pages.bio.title)

		const [firstParagraph = '', secondParagraph = ''] = inLocale(SEED_CONTENT.bio.introText, locale).split('\n\n')
		await expect(main.getByText(plain(firstParagraph))).toBeVisible()
		await expect(main.getByText(plain(secondParagraph))).toBeVisible()
		await expect(main.locator('strong').first()).toBeVisible()

		const timeline = main.getByRole('region', { name: t.bio.timelineTitle }).getByRole('listitem')
		await expect(timeline).toHaveCount(SEED_CONTENT.bio.timeline.length)
		for (const [index, item] of SEED_CONTENT.bio.timeline.entries()) {
			const card = timeline.nth(index)
			await expect(card.locator('time')).toHaveAttribute('datetime', item.year)
			await expect(card.getByRole('heading', { level: 3 })).toHaveText(inLocale(item.title, locale))
			await expect(card.getByText(plain(inLocale(item.description, locale)))).toBeVisible()
			await expect(card.locator('use')).toHaveAttribute('href', new RegExp(`#${item.icon.toLowerCase()}$`))
		}

		// No photo is seeded: the owner's card stands in, and the page offers no broken image.
		await expect(main.locator('figure img')).toHaveCount(0)
		await expect(main.getByText(t.bio.location)).toBeVisible()

		const cta = main.getByRole('region', { name: t.bio.ctaTitle })
		await expect(cta.getByRole('link', { name: t.bio.ctaButton })).toHaveAttribute('href', linkPath('projects', locale))
	})

	test(`the ${locale} projects page lists the active projects by priority, in its language`, async ({ page }) => {
		await page.goto(linkPath('projects', locale))
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.pages.projects.title)
		await expect(main.getByText(t.pages.projects.lead)).toBeVisible()

		const cards = main.getByRole('region', { name: t.projects.listTitle }).getByRole('article')
		await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
			activeProjects.map((project) => inLocale(project.title, locale)),
		)
		for (const project of inactiveProjects) {
			await expect(main.getByText(inLocale(project.title, locale))).toHaveCount(0)
		}
		for (const [index, project] of activeProjects.entries()) {
			const card = cards.nth(index)
			if (project.subtitle) await expect(card.getByText(inLocale(project.subtitle, locale))).toBeVisible()
			await expect(card.getByText(inLocale(project.description, locale))).toBeVisible()
			const image = card.locator('img')
			await expect(image).toHaveAttribute('src', project.imageUrl ?? '')
			await expect(image).toHaveAttribute('width', /^\d+$/)
			await expect(image).toHaveAttribute('height', /^\d+$/)
			const visit = card.getByRole('link', { name: new RegExp(`^${t.projects.visit}\\b`) })
			if (project.externalUrl) {
				await expect(visit).toHaveAttribute('href', project.externalUrl)
				await expect(visit).toHaveAttribute('target', '_blank')
				await expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
				await expect(visit).toHaveAccessibleName(new RegExp(`${escapeRegExp(t.a11y.opensInNewTab)}$`))
			} else {
				await expect(visit).toHaveCount(0)
			}
		}
		await expect(main.getByText(t.projects.empty)).toHaveCount(0)
	})

	test(`the ${locale} projects page shows the stored 'how I work' text in its language`, async ({ page }) => {
		await page.goto(linkPath('projects', locale))
		const card = page.getByRole('region', { name: t.projects.howIWorkTitle })
		const steps = inLocale(SEED_CONTENT.settings.how_i_work, locale).split('\n')
		await expect(card.getByRole('listitem')).toHaveText(steps.map((step) => plain(step.replace(/^\d+\.\s*/, ''))))
		await expect(card.getByText(t.projects.howIWorkDefault)).toHaveCount(0)
		await expect(card.getByRole('link', { name: t.projects.contactCta })).toHaveAttribute(
			'href',
			linkPath('contact', locale),
		)
	})

	test(`the ${locale} media page lists the articles newest first with long dates and safe links`, async ({ page }) => {
		await page.goto(linkPath('media', locale))
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.pages.media.title)

		const cards = main.getByTestId('media-article')
		await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newestFirst.map((article) => article.title))
		await expect(cards.first().locator('time')).toHaveText(NEWEST_DATE[locale])
		for (const [index, article] of newestFirst.entries()) {
			const card = cards.nth(index)
			await expect(card.locator('time')).toHaveAttribute('datetime', article.publishedDate)
			await expect(card.getByText(article.source).first()).toBeVisible()
			await expect(card.getByText(inLocale(article.excerpt, locale))).toBeVisible()
			const read = card.getByRole('link', { name: new RegExp(`^${t.media.readArticle}\\b`) })
			await expect(read).toHaveAttribute('href', article.externalUrl)
			await expect(read).toHaveAttribute('target', '_blank')
			await expect(read).toHaveAttribute('rel', 'noopener noreferrer')
			await expect(read).toHaveAccessibleName(new RegExp(`${escapeRegExp(t.a11y.opensInNewTab)}$`))
			const thumbnail = card.locator('img')
			if (article.thumbnailUrl) {
				await expect(thumbnail).toHaveAttribute('src', article.thumbnailUrl)
				await expect(thumbnail).toHaveAttribute('width', /^\d+$/)
				await expect(thumbnail).toHaveAttribute('height', /^\d+$/)
				if (index > 0) await expect(thumbnail).toHaveAttribute('loading', 'lazy')
			} else {
				await expect(thumbnail).toHaveCount(0)
			}
		}
		await expect(main.getByText(t.media.empty)).toHaveCount(0)
	})

	test(`the ${locale} press kit has the official bio in its language, the download and the press contact`, async ({
		page,
		request,
	}) => {
		await page.goto(linkPath('media', locale))
		const pressKit = page.locator('#press-kit')
		await expect(pressKit.getByRole('heading', { level: 2 })).toHaveText(t.pressKit.title)
		await expect(pressKit.getByText(SEED_CONTENT.settings.press_kit[PRESS_BIO[locale]])).toBeVisible()
		for (const other of LOCALES.filter((language) => language !== locale)) {
			await expect(pressKit.getByText(SEED_CONTENT.settings.press_kit[PRESS_BIO[other]])).toHaveCount(0)
		}

		const download = pressKit.getByRole('link', { name: t.pressKit.download })
		const href = (await download.getAttribute('href')) ?? ''
		expect(href).toBe('/press/press-kit.zip')
		await expect(download).toHaveAttribute('download', '')
		const file = await request.get(href)
		expect(file.status()).toBe(200)
		expect(file.headers()['content-type']).toContain('zip')
		expect((await file.body()).subarray(0, 2).toString()).toBe('PK')

		await expect(pressKit.getByText(t.pressKit.pressPrompt)).toBeVisible()
		await expect(pressKit.getByRole('link', { name: t.pressKit.contact })).toHaveAttribute(
			'href',
			linkPath('contact', locale),
		)
	})
}

test('other pages can link straight to the press kit', async ({ page }) => {
	await page.goto('/media#press-kit')
	await expect(page.locator('#press-kit')).toBeInViewport()
})

test('the bio page describes the owner in its language to search engines, as a profile', async ({ request }) => {
	const head = await fetchHead(request, '/en/bio')
	const profile = head.jsonLd.find((block) => (block as { '@type'?: string })['@type'] === 'ProfilePage') as
		| { mainEntity: Record<string, unknown>; dateModified?: string }
		| undefined
	expect(profile?.mainEntity).toMatchObject({
		'@type': 'Person',
		jobTitle: texts('en').meta.role,
		description: fill(texts('en').pages.bio.description),
		address: { '@type': 'PostalAddress', addressRegion: 'Costa de Prata', addressCountry: 'PT' },
	})
	expect(String(profile?.mainEntity.url)).toMatch(/\/en\/bio$/)
	expect(Date.parse(profile?.dateModified ?? '')).not.toBeNaN()
	expect(metaContents(head, 'og:type')).toEqual(['profile'])
})

test.describe('for a visitor whose browser is set to another language and time zone', () => {
	test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' })

	test('the content pages hydrate with no console error and keep the server-written dates', async ({ page }) => {
		const problems = await watchForProblems(page)
		for (const locale of LOCALES) {
			for (const id of ['bio', 'projects', 'media'] as const) {
				await page.goto(linkPath(id, locale))
				await waitForHydration(page)
			}
			await expect(page.getByTestId('media-article').first().locator('time')).toHaveText(NEWEST_DATE[locale])
		}
		expect(problems.pageErrors).toEqual([])
		expect(problems.consoleErrors).toEqual([])
	})
})

test('the bio call to action opens the projects page in the browser, with its data', async ({ page }) => {
	await page.goto('/en/bio')
	await waitForHydration(page)
	await page.evaluate(() => {
		;(window as unknown as { sameDocument?: boolean }).sameDocument = true
	})
	await page.getByRole('link', { name: texts('en').bio.ctaButton }).click()
	await expect(page).toHaveURL(linkPath('projects', 'en'))
	await expect(page.getByRole('heading', { level: 2, name: activeProjects[0]?.title.en })).toBeVisible()
	await expect(page.getByRole('region', { name: texts('en').projects.howIWorkTitle })).toBeVisible()
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

for (const id of ['bio', 'projects', 'media'] as const) {
	test(`on a phone the ${id} page fits the screen without sideways scrolling`, { tag: '@mobile' }, async ({ page }) => {
		await page.goto(linkPath(id, 'pt-PT'))
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow).toBeLessThanOrEqual(0)
	})
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
