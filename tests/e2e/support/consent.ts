/**
 * The cookie banner and the analytics tag as the browser tests see them: the banner's region
 * and controls by their accessible names, the consent stored in the browser, the posts to
 * the consent endpoint, and a stand-in for Google's tag whose queue the tests can read.
 */
import type { Page, Request } from '@playwright/test'
import type { Locale } from './site.ts'
import { texts } from './site.ts'

/** The fake measurement id the e2e server runs with (playwright.config.ts). */
export const MEASUREMENT_ID = 'G-TEST1234'

export const CONSENT_KEY = 'cookie_consent'
export const LEGACY_CONSENT_KEY = 'cookie-consent'

export function consentBanner(page: Page, locale: Locale = 'pt-PT') {
	const t = texts(locale).cookieBanner
	const region = page.getByRole('region', { name: t.label })
	return {
		region,
		acceptAll: region.getByRole('button', { name: t.acceptAll, exact: true }),
		rejectAll: region.getByRole('button', { name: t.rejectAll, exact: true }),
		personalise: region.getByRole('button', { name: t.personalise }),
		close: region.getByRole('button', { name: t.close }),
		save: region.getByRole('button', { name: t.save }),
		back: region.getByRole('button', { name: t.back }),
		essential: region.getByRole('switch', { name: t.essential }),
		analytics: region.getByRole('switch', { name: t.analytics }),
		marketing: region.getByRole('switch', { name: t.marketing }),
		summaryHeading: region.getByRole('heading', { name: t.title }),
		detailHeading: region.getByRole('heading', { name: t.detailTitle }),
	}
}

export async function storedConsent(page: Page): Promise<{ current: unknown; legacy: string | null }> {
	return page.evaluate(
		([key, legacyKey]) => {
			const current = localStorage.getItem(key)
			return { current: current === null ? null : JSON.parse(current), legacy: localStorage.getItem(legacyKey) }
		},
		[CONSENT_KEY, LEGACY_CONSENT_KEY] as const,
	)
}

/** Every POST the page makes to the consent endpoint, with its parsed JSON body. */
export function watchConsentPosts(page: Page): { bodies: unknown[]; requests: Request[] } {
	const seen = { bodies: [] as unknown[], requests: [] as Request[] }
	page.on('request', (request) => {
		if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/consent') {
			seen.requests.push(request)
			seen.bodies.push(request.postDataJSON())
		}
	})
	return seen
}

const ANALYTICS_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/

/** Every request the page sends to Google's tag and analytics hosts (answered or not). */
export function watchAnalyticsRequests(page: Page): string[] {
	const urls: string[] = []
	page.context().on('request', (request) => {
		if (ANALYTICS_HOST.test(new URL(request.url()).hostname)) urls.push(request.url())
	})
	return urls
}

/** A gtag command as recorded: its arguments, as JSON values. */
export type GtagCommand = unknown[]

/**
 * Answers the tag's script with a stand-in that marks itself loaded and reports every
 * command queued in `dataLayer` (those queued before it loaded, and each one after) to the
 * test, so commands sent just before leaving a page are still seen.
 */
export async function stubGoogleTag(page: Page): Promise<GtagCommand[]> {
	const commands: GtagCommand[] = []
	await page.exposeFunction('__reportGtag', (json: string) => {
		commands.push(JSON.parse(json))
	})
	await page.route('https://www.googletagmanager.com/**', (route) =>
		route.fulfill({
			contentType: 'text/javascript; charset=utf-8',
			body: `
				window.__gtagLoaded = true;
				const report = (command) => window.__reportGtag(JSON.stringify(Array.from(command)));
				const queue = window.dataLayer;
				queue.forEach(report);
				const push = queue.push.bind(queue);
				queue.push = (...commands) => { commands.forEach(report); return push(...commands); };
			`,
		}),
	)
	return commands
}

/** The page's own `dataLayer`, as JSON values (undefined when the tag was never set up). */
export async function dataLayer(page: Page): Promise<GtagCommand[] | undefined> {
	return page.evaluate(() => {
		const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer
		return queue ? JSON.parse(JSON.stringify(queue.map((command) => Array.from(command)))) : undefined
	})
}

/** The `event` commands among recorded commands: [name, params]. */
export function eventsIn(commands: GtagCommand[]): [string, Record<string, unknown>][] {
	return commands
		.filter((command) => command[0] === 'event')
		.map((command) => [command[1] as string, command[2] as Record<string, unknown>])
}
