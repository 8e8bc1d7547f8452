/**
 * The `test` every spec uses: Playwright's, with the network made hermetic. The external
 * digital-kit site answers with a stub page, and any other request leaving the site is
 * aborted (the machine may have no internet, and the site must not need it).
 *
 * Each test also gets its own made-up client address: the test server trusts
 * `X-Forwarded-For` (TRUST_PROXY), so the public forms' per-client rate limits count each
 * test apart, and a test about the limits can exhaust them for itself alone.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '#app/lib/hydration-signal.ts'
import { DIGITAL_KIT_URL, SITE_URL } from './server.ts'

export const KIT_STUB_TITLE = 'Digital kit (test stub)'

const kitOrigin = new URL(DIGITAL_KIT_URL).origin
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/**
 * Every URL outside the site. A pattern (not a predicate function) lets the browser side
 * match it, so the site's own requests are never routed through the test process.
 */
const OFF_SITE = new RegExp(`^(?!${escapeRegExp(new URL(SITE_URL).origin)}/)`)

let addressCounter = 0

/**
 * A private address (RFC 1918, 10.0.0.0/8) that no other test of the run shares: the second
 * octet is the worker (Playwright numbers the workers of a run, restarted ones included), the
 * last two count the worker's tests. The public forms' limits last 10 minutes and count every
 * earlier test of the run, so an address must never come back within a run: one derived from
 * the worker's process id did, as workers' ids are consecutive (one worker's 98th address was
 * the next worker's first), and a test exhausting a limit then failed a later one.
 */
export function uniqueClientAddress(): string {
	const worker = Number(process.env.TEST_WORKER_INDEX ?? 0)
	addressCounter += 1
	if (worker > 255 || addressCounter > 65_535) throw new Error('out of unique client addresses for this run')
	return `10.${worker}.${addressCounter >> 8}.${addressCounter & 255}`
}

export interface SiteFixtures {
	hermeticNetwork: undefined
	clientAddress: string
	/**
	 * Whether the browser has already been shown the book pre-reservation dialog, which
	 * otherwise opens by itself 4 seconds into the first home visit (docs/product/behaviour.md) and would cover
	 * whatever a longer test is doing there. True by default; the dialog's own tests set it false.
	 */
	bookDialogSeen: boolean
	bookDialogSeenFlag: undefined
}

export const test = base.extend<SiteFixtures>({
	bookDialogSeen: [true, { option: true }],
	bookDialogSeenFlag: [
		async ({ context, bookDialogSeen }, use) => {
			if (bookDialogSeen) {
				await context.addInitScript(() => {
					try {
						window.localStorage.setItem('hasSeenBookModal', 'true')
					} catch {
						// No storage (e.g. an opaque origin): the dialog cannot open by itself either.
					}
				})
			}
			await use(undefined)
		},
		{ auto: true },
	],
	clientAddress: [
		async ({ context }, use) => {
			const address = uniqueClientAddress()
			await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
			await use(address)
		},
		{ auto: true },
	],
	hermeticNetwork: [
		async ({ context }, use) => {
			await context.route(OFF_SITE, (route) => {
				if (new URL(route.request().url()).origin === kitOrigin) {
					return route.fulfill({
						contentType: 'text/html; charset=utf-8',
						body: `<!doctype html><html lang="en"><title>${KIT_STUB_TITLE}</title><h1>${KIT_STUB_TITLE}</h1></html>`,
					})
				}
				return route.abort('blockedbyclient')
			})
			await use(undefined)
		},
		{ auto: true },
	],
})

export { expect }

/**
 * Whether React has hydrated the page: the root's effect has marked `<html data-hydrated>`
 * (app/lib/hydration-signal.ts), which runs only once the hydration is committed. A React
 * fiber on `<main>` is not enough: React attaches it while it is still rendering the rest of
 * the page, and a field typed into before the commit keeps its text without React's state
 * ever hearing of it (the bio's live preview then showed the stored text).
 */
export async function isHydrated(page: Page): Promise<boolean> {
	return await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE)
}

/** Waits until React has hydrated the page, so client-side behaviour (links, menus, fields' change handlers) is live. */
export async function waitForHydration(page: Page): Promise<void> {
	await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE)
}

export interface PageProblems {
	consoleErrors: string[]
	pageErrors: string[]
	cspViolations: string[]
}

/**
 * Records what would show up red in the browser's console: console errors, uncaught
 * exceptions and Content-Security-Policy violations (through `securitypolicyviolation`).
 * Call before the first navigation.
 */
export async function watchForProblems(page: Page): Promise<PageProblems> {
	const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] }
	page.on('console', (message) => {
		if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${page.url()})`)
	})
	page.on('pageerror', (error) => problems.pageErrors.push(`${error.message} (${page.url()})`))
	await page.exposeFunction('__reportCspViolation', (violation: string) => {
		problems.cspViolations.push(violation)
	})
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation
			report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`)
		})
	})
	return problems
}

let markerCount = 0

/**
 * Resolves once the test has been told of every request the page started before this call:
 * the page fetches a marker URL and the test waits for that request, which the browser reports
 * after the ones started before it. It replaces waiting for network idle (500 ms without a
 * request), which a loaded machine may not reach within the test's time (decision 035).
 */
export async function requestsSoFarSeen(page: Page): Promise<void> {
	const marker = `/healthz?requests-seen=${++markerCount}`
	const seen = page.waitForRequest((request) => request.url().endsWith(marker))
	await page.evaluate((url) => fetch(url).then((response) => response.body?.cancel()), marker)
	await seen
}
