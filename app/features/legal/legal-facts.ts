/**
 * Facts the legal documents share across their three languages, so the translations
 * cannot drift apart: dates, the cookie inventory and the addresses of outside pages.
 */
import type { Period } from '#app/features/personal-data/retention-periods.ts'
import type { LegalPageId } from './document-model.ts'

/** When each document last changed in substance (ISO date; shown as "last updated"). */
export const LAST_UPDATED: Record<LegalPageId, string> = {
	privacy: '2026-11-26',
	terms: '2026-11-22',
	cookies: '2026-11-22',
	legalNotice: '2026-11-22',
}

export type StorageCategory = 'essential' | 'analytics'

export interface StoredItem {
	name: string
	category: StorageCategory
	/** How long it lasts: a period, the browsing session, or until the visitor clears it. */
	lifetime: Period | 'session' | 'persistent'
}

/** The cookies the site sets (docs/product/pages.md "Legal pages"); analytics ones only after consent. */
export const COOKIES = [
	{ name: 'cookie_consent', category: 'essential', lifetime: { amount: 12, unit: 'months' } },
	{ name: 'session_id', category: 'essential', lifetime: 'session' },
	{ name: '_ga', category: 'analytics', lifetime: { amount: 2, unit: 'years' } },
	{ name: '_gid', category: 'analytics', lifetime: { amount: 24, unit: 'hours' } },
] as const satisfies readonly StoredItem[]

/** What the site keeps in the browser's local storage (docs/product/rules.md), never sent to the server. */
export const LOCAL_STORAGE = [
	{ name: 'rcb_lang', category: 'essential', lifetime: 'persistent' },
	{ name: 'hasSeenBookModal', category: 'essential', lifetime: 'persistent' },
] as const satisfies readonly StoredItem[]

export type CookieName = (typeof COOKIES)[number]['name'] | (typeof LOCAL_STORAGE)[number]['name']

export const OUTSIDE = {
	cnpd: 'https://www.cnpd.pt',
	aepd: 'https://www.aepd.es',
	googlePrivacy: 'https://policies.google.com/privacy',
	googlePartners: 'https://policies.google.com/technologies/partner-sites',
	gaOptOut: 'https://tools.google.com/dlpage/gaoptout',
	dataPrivacyFramework: 'https://www.dataprivacyframework.gov',
	chrome: 'https://support.google.com/chrome/answer/95647',
	firefox: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
	safari: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
	edge: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
	complaintsBook: 'https://www.livroreclamacoes.pt',
	consumerPortal: 'https://www.consumidor.gov.pt',
} as const satisfies Record<string, `https://${string}`>
