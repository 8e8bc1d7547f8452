/**
 * Analytics (docs/product/data.md, docs/architecture.md, "Privacy and security defaults"): nothing goes to Google before the
 * visitor consents to analytics; with consent the tag loads with the configured id, Consent
 * Mode starts denied and is updated, and the site's events reach it with the page language;
 * once consent is withdrawn nothing loads or is sent again.
 */
import type { Page } from '@playwright/test'
import { BOOK_PAGE } from '../../app/features/book/book-content.ts'
import {
	CONSENT_KEY,
	consentBanner,
	dataLayer,
	eventsIn,
	MEASUREMENT_ID,
	stubGoogleTag,
	watchAnalyticsRequests,
} from './support/consent.ts'
import { expect, KIT_STUB_TITLE, test, waitForHydration, watchForProblems } from './support/fixtures.ts'
import { SITE_URL } from './support/server.ts'
import { fill, LOCALE_NAME, texts } from './support/site.ts'

const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`
const DENIED = {
	analytics_storage: 'denied',
	ad_storage: 'denied',
	ad_user_data: 'denied',
	ad_personalization: 'denied',
}

/** Starts the visit with a choice already stored, as a returning visitor. */
async function withStoredConsent(page: Page, analytics: boolean, marketing: boolean) {
	await page.addInitScript(
		([key, value]) => {
			if (!sessionStorage.getItem('consent-seeded')) {
				localStorage.setItem(key, value)
				sessionStorage.setItem('consent-seeded', '1')
			}
		},
		[CONSENT_KEY, JSON.stringify({ essential: true, analytics, marketing })] as const,
	)
}

/** A call to action of the home's hero (the projects one has a namesake in a service card below). */
function heroLink(page: Page, name: string) {
	return page.getByRole('main').getByRole('link', { name }).first()
}

async function tagLoaded(page: Page): Promise<boolean> {
	return page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true)
}

test('no request leaves for Google during a visit before consent, nor after rejecting all', async ({ page }) => {
	const requests = watchAnalyticsRequests(page)
	await stubGoogleTag(page)
	await page.goto('/')
	await waitForHydration(page)
	const banner = consentBanner(page)
	await expect(banner.region).toBeVisible()
	// Events announced before any choice are not sent anywhere.
	await heroLink(page, texts('pt-PT').home.ctaProjects).click()
	await expect(page).toHaveURL('/projectos')
	await page.waitForLoadState('networkidle')
	expect(await dataLayer(page)).toBeUndefined()

	await banner.rejectAll.click()
	await expect(banner.region).toBeHidden()
	await page.goto('/bio')
	await page.waitForLoadState('networkidle')
	await page.reload()
	await page.waitForLoadState('networkidle')
	await page
		.getByRole('navigation', { name: texts('pt-PT').a11y.primaryNav })
		.getByRole('link', { name: texts('pt-PT').nav.media })
		.click()
	await expect(page).toHaveURL('/media')
	await page.waitForLoadState('networkidle')

	expect(requests).toEqual([])
	expect(await dataLayer(page)).toBeUndefined()
	expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined')
	expect(await page.context().cookies()).toEqual([])
})

test('accepting all loads the tag with the measurement id, Consent Mode denied first and then granted', async ({
	page,
}) => {
	const requests = watchAnalyticsRequests(page)
	const problems = await watchForProblems(page)
	await stubGoogleTag(page)
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	expect(requests).toEqual([])

	await consentBanner(page).acceptAll.click()
	await expect.poll(() => tagLoaded(page)).toBe(true)
	expect(requests).toEqual([TAG_URL])
	const script = page.locator(`script[src="${TAG_URL}"]`)
	await expect(script).toHaveAttribute('async', '')

	const [first, second, third, fourth, fifth] = (await dataLayer(page)) ?? []
	expect(first).toEqual(['consent', 'default', DENIED])
	expect(second).toEqual([
		'consent',
		'update',
		{ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
	])
	expect(third?.[0]).toBe('js')
	expect(fourth).toEqual(['set', { page_location: `${SITE_URL}/`, page_referrer: '' }])
	expect(fifth).toEqual(['config', MEASUREMENT_ID, { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' }])
	// The CSP allows the tag (and nothing was blocked or broken on the way).
	expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] })
})

test('a page opened from a mailed link sends its address without the token, and so does the next page', async ({
	page,
}) => {
	const secret = 'secret-token-0123456789'
	await withStoredConsent(page, true, false)
	const requests = watchAnalyticsRequests(page)
	const commands = await stubGoogleTag(page)
	await page.goto(`/gerir-dados?token=${secret}#top`)
	await expect.poll(() => tagLoaded(page)).toBe(true)
	await waitForHydration(page)
	await expect
		.poll(() => commands.filter((command) => command[0] === 'set'))
		.toEqual([['set', { page_location: `${SITE_URL}/gerir-dados`, page_referrer: '' }]])
	const config = commands.find((command) => command[0] === 'config')
	expect(config).toEqual(['config', MEASUREMENT_ID, { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' }])

	await page
		.getByRole('navigation', { name: texts('pt-PT').a11y.primaryNav })
		.getByRole('link', { name: texts('pt-PT').nav.media })
		.click()
	await expect(page).toHaveURL('/media')
	await expect
		.poll(() => commands.filter((command) => command[0] === 'set').at(-1))
		.toEqual(['set', { page_location: `${SITE_URL}/media`, page_referrer: `${SITE_URL}/gerir-dados` }])

	expect(JSON.stringify(commands)).not.toContain(secret)
	expect(JSON.stringify(await dataLayer(page))).not.toContain(secret)
	expect(requests).toEqual([TAG_URL])
	expect(requests.join(' ')).not.toContain(secret)
})

test('analytics without marketing grants analytics storage only', async ({ page }) => {
	await stubGoogleTag(page)
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.personalise.click()
	await banner.analytics.check()
	await banner.save.click()
	await expect.poll(() => tagLoaded(page)).toBe(true)
	const layer = (await dataLayer(page)) ?? []
	expect(layer.slice(0, 2)).toEqual([
		['consent', 'default', DENIED],
		['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
	])
})

test('marketing without analytics loads nothing', async ({ page }) => {
	const requests = watchAnalyticsRequests(page)
	await stubGoogleTag(page)
	await page.goto('/')
	const banner = consentBanner(page)
	await banner.personalise.click()
	await banner.marketing.check()
	await banner.save.click()
	await expect(banner.region).toBeHidden()
	await page.reload()
	await page.waitForLoadState('networkidle')
	expect(requests).toEqual([])
	expect(await dataLayer(page)).toBeUndefined()
})

test('a returning visitor who consented gets the tag at once, without the banner', async ({ page }) => {
	await withStoredConsent(page, true, false)
	const requests = watchAnalyticsRequests(page)
	await stubGoogleTag(page)
	await page.goto('/en/bio')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	expect(requests).toEqual([TAG_URL])
	await expect(consentBanner(page, 'en').region).toBeHidden()
	expect((await dataLayer(page))?.[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])
})

test('the home calls to action send their events with the page language', async ({ page }) => {
	await withStoredConsent(page, true, true)
	const commands = await stubGoogleTag(page)
	for (const [locale, path] of [
		['en', '/en'],
		['es', '/es'],
	] as const) {
		await page.goto(path)
		await expect.poll(() => tagLoaded(page)).toBe(true)
		const t = texts(locale).home
		await heroLink(page, t.ctaProjects).click()
		await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/${locale}/`))
		await page.goto(path)
		await expect.poll(() => tagLoaded(page)).toBe(true)
		await heroLink(page, t.ctaContact).click()
		await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/${locale}/`))
	}
	await expect
		.poll(() => eventsIn(commands))
		.toEqual([
			['home_projects_click', { language: 'en' }],
			['home_contact_click', { language: 'en' }],
			['home_projects_click', { language: 'es' }],
			['home_contact_click', { language: 'es' }],
		])
})

test('the digital-kit call to action and the kit service card send the kit event before leaving', async ({ page }) => {
	await withStoredConsent(page, true, false)
	const commands = await stubGoogleTag(page)
	const t = texts('pt-PT').home
	await page.goto('/')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	await page.getByRole('region', { name: t.kitTitle }).getByRole('link', { name: t.kitCta }).click()
	await expect.poll(() => eventsIn(commands)).toEqual([['digital_kit_cta_click', { language: 'pt-PT' }]])
	// The kit page hands over to the external site; the next visit starts once it has.
	await expect(page.getByRole('heading', { name: KIT_STUB_TITLE })).toBeVisible()

	await page.goto('/')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	await page.getByRole('region', { name: t.servicesTitle }).getByRole('link', { name: t.funnelsLink }).click()
	await expect.poll(() => eventsIn(commands)).toHaveLength(2)
	expect(eventsIn(commands)[1]).toEqual(['digital_kit_cta_click', { language: 'pt-PT' }])
})

test('the press-kit download sends its event', async ({ page }) => {
	await withStoredConsent(page, true, false)
	const commands = await stubGoogleTag(page)
	await page.goto('/en/media')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	const download = page.waitForEvent('download')
	await page
		.locator('#press-kit')
		.getByRole('link', { name: texts('en').pressKit.download })
		.click()
	await download
	await expect.poll(() => eventsIn(commands)).toEqual([['press_kit_download', { language: 'en' }]])
})

test('sharing the book page sends the platform and the address', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await page.addInitScript(() => {
		window.open = () => ({ opener: window }) as unknown as Window
	})
	await withStoredConsent(page, true, false)
	const commands = await stubGoogleTag(page)
	await page.goto('/livro')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	await page.locator('summary', { hasText: BOOK_PAGE.share.label }).click()
	await expect(page.locator('details[data-share-menu="ready"]')).toBeAttached()
	await page.getByRole('list', { name: BOOK_PAGE.share.menuLabel }).getByRole('link', { name: 'WhatsApp' }).click()
	await page.locator('summary', { hasText: BOOK_PAGE.share.label }).click()
	await page.getByRole('button', { name: BOOK_PAGE.share.copy }).click()
	await expect
		.poll(() => eventsIn(commands))
		.toEqual([
			['book_page_share', { platform: 'whatsapp', url: `${SITE_URL}/livro`, language: 'pt-PT' }],
			['book_page_share', { platform: 'copy', url: `${SITE_URL}/livro`, language: 'pt-PT' }],
		])
})

test('switching language sends language_changed with where from and where to', async ({ page }) => {
	await withStoredConsent(page, true, false)
	const commands = await stubGoogleTag(page)
	await page.goto('/bio')
	await expect.poll(() => tagLoaded(page)).toBe(true)
	const current = fill(texts('pt-PT').language.current, { language: LOCALE_NAME['pt-PT'] })
	await page.locator('summary', { hasText: current }).first().click()
	await page.getByRole('link', { name: LOCALE_NAME.es }).first().click()
	await expect(page).toHaveURL('/es/bio')
	await expect
		.poll(() => eventsIn(commands))
		.toEqual([['language_changed', { from: 'pt-PT', to: 'es', language: 'pt-PT' }]])
})

test('after consent is withdrawn through "manage cookies", nothing loads and no event is sent', async ({ page }) => {
	const requests = watchAnalyticsRequests(page)
	const commands = await stubGoogleTag(page)
	await page.goto('/')
	await consentBanner(page).acceptAll.click()
	await expect.poll(() => tagLoaded(page)).toBe(true)
	await heroLink(page, texts('pt-PT').home.ctaContact).click()
	await expect.poll(() => eventsIn(commands)).toEqual([['home_contact_click', { language: 'pt-PT' }]])
	expect(requests).toEqual([TAG_URL])

	const reloaded = page.waitForEvent('load')
	await page
		.getByRole('contentinfo')
		.getByRole('button', { name: texts('pt-PT').footer.manageCookies })
		.click()
	await reloaded
	await expect(consentBanner(page).region).toBeVisible()
	await page.waitForLoadState('networkidle')
	expect(await dataLayer(page)).toBeUndefined()
	await page
		.getByRole('navigation', { name: texts('pt-PT').a11y.primaryNav })
		.getByRole('link', { name: texts('pt-PT').nav.home })
		.click()
	await expect(page).toHaveURL('/')
	await heroLink(page, texts('pt-PT').home.ctaProjects).click()
	await expect(page).toHaveURL('/projectos')
	await page.waitForLoadState('networkidle')

	expect(eventsIn(commands)).toHaveLength(1)
	expect(requests).toEqual([TAG_URL])
	expect(await dataLayer(page)).toBeUndefined()
})
