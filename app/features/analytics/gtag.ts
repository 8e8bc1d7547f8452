/**
 * Google Analytics 4 (docs/product/data.md), loaded only after the visitor consents to analytics and only
 * when a measurement id is configured (docs/decisions/007: this module is a lazy chunk).
 * The `gtag` queue is defined here rather than in an inline script, which the CSP forbids;
 * Consent Mode starts denied and is then updated to what the visitor chose. While consent
 * holds, the site's analytics events (`trackEvent`) and language changes are forwarded,
 * each with the page's language. The page's address goes to Google without its query string
 * or fragment: links from the site's mail carry a private `?token=` (the data page, newsletter
 * confirmation and unsubscription) that must never reach analytics.
 */
import { ANALYTICS_EVENT, type AnalyticsEventDetail } from './events.ts'

export const GTAG_ORIGIN = 'https://www.googletagmanager.com'

declare global {
	interface Window {
		dataLayer?: unknown[]
		gtag?: (...args: unknown[]) => void
	}
}

export interface AnalyticsConsent {
	marketing: boolean
}

let started = false
let granted = false

function gtag(...args: unknown[]): void {
	window.gtag?.(...args)
}

const denied = 'denied'
const grantedIf = (yes: boolean) => (yes ? 'granted' : 'denied')

/** An address as analytics may see it: origin and path only. */
export function addressForAnalytics(address: string): string {
	try {
		const url = new URL(address)
		return `${url.origin}${url.pathname}`
	} catch {
		return ''
	}
}

let lastLocation = ''

/** Gives the tag this page's address and the previous one, both without query or fragment. */
function setPageAddress(referrer: string): void {
	const location = addressForAnalytics(window.location.href)
	lastLocation = location
	gtag('set', { page_location: location, page_referrer: addressForAnalytics(referrer) })
}

/**
 * Called on each client-side navigation while analytics runs: later hits (page views the tag
 * measures on history changes, events) carry the new address, still without its query string.
 */
export function pageChanged(): void {
	if (!started) return
	const location = addressForAnalytics(window.location.href)
	if (location === lastLocation) return
	setPageAddress(lastLocation)
}

function languageOfPage(): string {
	return document.documentElement.lang
}

function forwardEvent(event: Event): void {
	if (!granted) return
	const { name, params } = (event as CustomEvent<AnalyticsEventDetail>).detail
	gtag('event', name, { ...params, language: languageOfPage() })
}

function forwardLanguageChange(event: Event): void {
	if (!granted) return
	const { from, to } = (event as CustomEvent<{ from: string; to: string }>).detail
	gtag('event', 'language_changed', { from, to, language: languageOfPage() })
}

/**
 * Starts measuring with `measurementId`. Called once analytics consent exists (stored, or
 * just given); a second call only updates the consent.
 */
export function startAnalytics(measurementId: string, consent: AnalyticsConsent): void {
	if (started) {
		listen()
		updateConsent(consent)
		return
	}
	started = true
	window.dataLayer = window.dataLayer ?? []
	// gtag.js reads each command as an `arguments` object, exactly as Google's snippet pushes it.
	window.gtag = function gtagQueue() {
		// biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
		window.dataLayer?.push(arguments)
	}
	gtag('consent', 'default', {
		analytics_storage: denied,
		ad_storage: denied,
		ad_user_data: denied,
		ad_personalization: denied,
	})
	updateConsent(consent)
	gtag('js', new Date())
	setPageAddress(document.referrer)
	gtag('config', measurementId, { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' })
	listen()

	const script = document.createElement('script')
	script.async = true
	script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
	document.head.append(script)
}

function listen(): void {
	granted = true
	window.addEventListener(ANALYTICS_EVENT, forwardEvent)
	window.addEventListener('site:language-changed', forwardLanguageChange)
}

function updateConsent({ marketing }: AnalyticsConsent): void {
	gtag('consent', 'update', {
		analytics_storage: 'granted',
		ad_storage: grantedIf(marketing),
		ad_user_data: grantedIf(marketing),
		ad_personalization: grantedIf(marketing),
	})
}
