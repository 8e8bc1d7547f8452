/**
 * Every legal document in every language. Server-only, so a page's loader ships just the
 * one document it shows, never the other eleven.
 */

import { formatLongDate } from '#app/features/content/dates.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { LegalDocument, LegalPageData, LegalPageId } from './document-model.ts'
import { cookiesEn } from './documents/cookies.en.ts'
import { cookiesEs } from './documents/cookies.es.ts'
import { cookiesPt } from './documents/cookies.pt-PT.ts'
import { legalNoticeEn } from './documents/legal-notice.en.ts'
import { legalNoticeEs } from './documents/legal-notice.es.ts'
import { legalNoticePt } from './documents/legal-notice.pt-PT.ts'
import { privacyEn } from './documents/privacy.en.ts'
import { privacyEs } from './documents/privacy.es.ts'
import { privacyPt } from './documents/privacy.pt-PT.ts'
import { termsEn } from './documents/terms.en.ts'
import { termsEs } from './documents/terms.es.ts'
import { termsPt } from './documents/terms.pt-PT.ts'
import { LAST_UPDATED } from './legal-facts.ts'

export const LEGAL_DOCUMENTS: Record<LegalPageId, Record<Locale, LegalDocument>> = {
	privacy: { 'pt-PT': privacyPt, en: privacyEn, es: privacyEs },
	terms: { 'pt-PT': termsPt, en: termsEn, es: termsEs },
	cookies: { 'pt-PT': cookiesPt, en: cookiesEn, es: cookiesEs },
	legalNotice: { 'pt-PT': legalNoticePt, en: legalNoticeEn, es: legalNoticeEs },
}

/** The document of a legal page in a language, with its "last updated" date written out. */
export function legalPageData(pageId: LegalPageId, locale: Locale): LegalPageData {
	const iso = LAST_UPDATED[pageId]
	return { pageId, document: LEGAL_DOCUMENTS[pageId][locale], updated: { iso, text: formatLongDate(iso, locale) } }
}
