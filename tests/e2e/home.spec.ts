import { SEED_CONTENT } from '../../app/db/seed-content.ts'
import { initialsOf } from '../../app/lib/initials.ts'
import { expect, test } from './support/fixtures.ts'
import { homePath, LOCALES, linkPath, OWNER, texts } from './support/site.ts'

/** The seeded testimonials the home must show: active ones, highest priority first, at most three. */
const shownTestimonials = SEED_CONTENT.testimonials
	.filter((testimonial) => testimonial.isActive)
	.sort((a, b) => b.priority - a.priority)
	.slice(0, 3)
const hiddenTestimonials = SEED_CONTENT.testimonials.filter((testimonial) => !shownTestimonials.includes(testimonial))

for (const locale of LOCALES) {
	const t = texts(locale)

	test(`the ${locale} home shows the owner, the tagline from the settings and both calls to action`, async ({
		page,
	}) => {
		await page.goto(homePath(locale))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWNER.name)
		await expect(page.getByRole('main').getByText(t.meta.role)).toBeVisible()
		const tagline = SEED_CONTENT.settings.home_hero[locale] ?? SEED_CONTENT.settings.home_hero['pt-PT']
		await expect(page.getByRole('main').getByText(tagline)).toBeVisible()
		const main = page.getByRole('main')
		await expect(main.getByRole('link', { name: t.home.ctaProjects }).first()).toHaveAttribute(
			'href',
			linkPath('projects', locale),
		)
		await expect(main.getByRole('link', { name: t.home.ctaContact })).toHaveAttribute(
			'href',
			linkPath('contact', locale),
		)
	})

	test(`the ${locale} home's three service cards lead to projects, bio and the digital kit`, async ({ page }) => {
		await page.goto(homePath(locale))
		const services = page.getByRole('region', { name: t.home.servicesTitle })
		await expect(services.getByRole('listitem')).toHaveCount(3)
		for (const [key, target] of [
			['automations', 'projects'],
			['strategy', 'bio'],
			['funnels', 'digitalKit'],
		] as const) {
			await expect(services.getByRole('heading', { name: t.home[`${key}Title`] })).toBeVisible()
			await expect(services.getByRole('link', { name: t.home[`${key}Link`] })).toHaveAttribute(
				'href',
				linkPath(target, locale),
			)
		}
	})

	test(`the ${locale} home shows three proof statements and the digital-kit call to action`, async ({ page }) => {
		await page.goto(homePath(locale))
		const highlights = page.getByRole('region', { name: t.home.highlightsTitle })
		for (const key of ['One', 'Two', 'Three'] as const) {
			await expect(highlights.getByText(t.home[`highlight${key}Value`], { exact: true })).toBeVisible()
			await expect(highlights.getByText(t.home[`highlight${key}Label`])).toBeVisible()
		}
		const kit = page.getByRole('region', { name: t.home.kitTitle })
		await expect(kit.getByRole('link', { name: t.home.kitCta })).toHaveAttribute('href', linkPath('digitalKit', locale))
	})

	test(`the ${locale} home shows the three active testimonials of highest priority, in its language`, async ({
		page,
	}) => {
		await page.goto(homePath(locale))
		const section = page.getByRole('region', { name: t.home.testimonialsTitle })
		const figures = section.getByRole('figure')
		await expect(figures).toHaveCount(shownTestimonials.length)
		for (const [index, testimonial] of shownTestimonials.entries()) {
			const figure = figures.nth(index)
			await expect(figure).toContainText(testimonial.name)
			await expect(figure).toContainText(testimonial.role[locale] ?? testimonial.role['pt-PT'])
			await expect(figure).toContainText(initialsOf(testimonial.name))
			// Markdown emphasis arrives as markup, not as asterisks.
			const text = (testimonial.testimonial[locale] ?? testimonial.testimonial['pt-PT']).replace(/[*_]/g, '')
			await expect(figure.locator('blockquote')).toHaveText(text)
		}
		for (const testimonial of hiddenTestimonials) await expect(section).not.toContainText(testimonial.name)
	})

	test(`the ${locale} home promotes the book with a reserve button and renders the newsletter signup`, async ({
		page,
	}) => {
		await page.goto(homePath(locale))
		const book = page.getByRole('region', { name: t.home.bookTitle })
		await expect(book.getByRole('link', { name: t.home.bookCta })).toHaveAttribute(
			'href',
			`${linkPath('book', locale)}#reservar`,
		)
		const newsletter = page.getByRole('region', { name: t.newsletter.title })
		await expect(newsletter.getByRole('textbox', { name: t.newsletter.name, exact: true })).toHaveAttribute(
			'required',
			'',
		)
		await expect(newsletter.getByRole('textbox', { name: t.newsletter.email, exact: true })).toHaveAttribute(
			'type',
			'email',
		)
		await expect(newsletter.getByRole('checkbox')).toHaveAttribute('required', '')
		await expect(newsletter.getByRole('link', { name: t.newsletter.consentLink })).toHaveAttribute(
			'href',
			linkPath('privacy', locale),
		)
		await expect(newsletter.getByRole('button', { name: t.newsletter.submit })).toBeVisible()
	})
}

test('the contact page shows the intro from the settings, the direct e-mail and the 24-hour promise', async ({
	page,
}) => {
	for (const locale of LOCALES) {
		const t = texts(locale)
		await page.goto(linkPath('contact', locale))
		const intro = SEED_CONTENT.settings.contact_intro[locale] ?? SEED_CONTENT.settings.contact_intro['pt-PT']
		await expect(page.getByText(intro)).toBeVisible()
		const direct = page.getByRole('complementary', { name: t.contact.directTitle })
		await expect(direct.getByRole('link', { name: OWNER.email })).toHaveAttribute('href', `mailto:${OWNER.email}`)
		await expect(direct).toContainText(t.contact.replyPromise)
		await expect(page.getByRole('region', { name: t.contact.formTitle })).toBeVisible()
	}
})

test('the sitemap lists the public pages with their alternates, and robots.txt points to it', async ({ request }) => {
	const sitemap = await request.get('/sitemap.xml')
	expect(sitemap.status()).toBe(200)
	expect(sitemap.headers()['content-type']).toContain('application/xml')
	const xml = await sitemap.text()
	expect(xml).toContain('/en/projects</loc>')
	expect(xml).toContain('hreflang="x-default"')
	expect(xml).not.toContain('kitdigital')

	const robots = await request.get('/robots.txt')
	expect(robots.status()).toBe(200)
	const body = await robots.text()
	expect(body).toContain('Disallow: /admin')
	expect(body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the newsletter form posts, and the page comes back asking to confirm by e-mail with the form cleared', async ({
		page,
	}) => {
		const t = texts('en')
		await page.goto(homePath('en'))
		const newsletter = page.getByRole('region', { name: t.newsletter.title })
		await newsletter.getByRole('textbox', { name: t.newsletter.name, exact: true }).fill('Maria Silva')
		await newsletter
			.getByRole('textbox', { name: t.newsletter.email, exact: true })
			.fill(`maria.${Date.now()}@example.com`)
		await newsletter.getByRole('checkbox').check()
		await newsletter.getByRole('button', { name: t.newsletter.submit }).click()

		const after = page.getByRole('region', { name: t.newsletter.title })
		await expect(after.getByRole('status')).toHaveText(t.newsletter.checkInbox)
		await expect(after.getByRole('textbox', { name: t.newsletter.name, exact: true })).toHaveValue('')
		await expect(after.getByRole('textbox', { name: t.newsletter.email, exact: true })).toHaveValue('')
		await expect(after.getByRole('checkbox')).not.toBeChecked()
	})
})
