/**
 * The visitor's own language, known before the first paint. A page in one language only (the
 * book) carries short notes in the other languages in its HTML; the head script below marks
 * `<html>` with the browser's language, and CSS shows the matching note, so an English or
 * Spanish reader is told in their language without a layout shift and on a cached page.
 */

/** Set on `<html>` to `en` or `es` when the browser's first language is English or Spanish. */
export const READER_LANGUAGE_ATTRIBUTE = 'data-reader-language'

/**
 * The inline script that sets it (allowed by its CSP hash, see server/security-headers.ts).
 * Same reading of the browser language as the language suggestion (`localeOfBrowserLanguage`).
 */
export const READER_LANGUAGE_SCRIPT = `try{var l=((navigator.languages&&navigator.languages[0])||navigator.language||'').trim().toLowerCase().split('-')[0];if(l==='en'||l==='es')document.documentElement.setAttribute(${JSON.stringify(READER_LANGUAGE_ATTRIBUTE)},l)}catch(e){}`
