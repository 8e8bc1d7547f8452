/**
 * The analytics events of docs/product/data.md. Features call `trackEvent`; it only announces the event
 * in the page (a DOM event), and the analytics module, loaded after consent, forwards it
 * with the page language. Without analytics consent nothing listens, so nothing is sent.
 */
export const ANALYTICS_EVENT = 'site:analytics'

export interface AnalyticsEvents {
	home_projects_click: Record<string, never>
	home_contact_click: Record<string, never>
	digital_kit_cta_click: Record<string, never>
	/** Only the e-mail's domain, never the address. */
	newsletter_submitted: { email_domain: string }
	contact_form_submitted: Record<string, never>
	press_kit_download: Record<string, never>
	language_changed: { from: string; to: string }
	book_prereservation_submitted: { email_domain: string }
	book_page_share: { platform: string; url: string }
	book_preorder_cta_click: { location: 'hero' | 'footer' }
}

export type AnalyticsEventName = keyof AnalyticsEvents

export interface AnalyticsEventDetail<N extends AnalyticsEventName = AnalyticsEventName> {
	name: N
	params: AnalyticsEvents[N]
}

export function trackEvent<N extends AnalyticsEventName>(
	name: N,
	...[params]: AnalyticsEvents[N] extends Record<string, never> ? [] : [AnalyticsEvents[N]]
): void {
	if (typeof window === 'undefined') return
	window.dispatchEvent(
		new CustomEvent<AnalyticsEventDetail<N>>(ANALYTICS_EVENT, {
			detail: { name, params: (params ?? {}) as AnalyticsEvents[N] },
		}),
	)
}

/** The domain of an e-mail address (what the newsletter event may carry). */
export function emailDomain(email: string): string {
	return email.trim().toLowerCase().split('@')[1] ?? ''
}
