import { CONSENT_PROBE_SCRIPT } from '#app/features/consent/consent-storage.ts'
import { READER_LANGUAGE_SCRIPT } from '#app/i18n/reader-language.ts'
import { BRAND_FONTS_SCRIPT } from './brand-fonts.ts'

/**
 * The one inline script of every page's `<head>`, run before the first paint: it marks
 * `<html>` for a stored cookie choice (docs/decisions/021), for the brand faces of a returning
 * visitor (app/lib/brand-fonts.ts) and for the reader's language (app/i18n/reader-language.ts).
 * A constant, so the CSP allows it by its hash.
 */
export const HEAD_SCRIPT = CONSENT_PROBE_SCRIPT + BRAND_FONTS_SCRIPT + READER_LANGUAGE_SCRIPT
