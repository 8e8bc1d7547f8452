/** Browser storage of the visitor's cookie choices (docs/product/data.md: `cookie_consent`, legacy `cookie-consent`). */
export const CONSENT_STORAGE_KEY = 'cookie_consent'
export const LEGACY_CONSENT_STORAGE_KEY = 'cookie-consent'

/**
 * Set (for this tab) by the footer's 'manage cookies' just before it reloads, so the banner
 * that then appears knows the visitor asked for it and may take the focus.
 */
export const CONSENT_REOPENED_KEY = 'cookie_consent_reopened'

/** Forgets the stored choice, so the banner asks again on the next load. */
export function clearStoredConsent(): void {
	try {
		localStorage.removeItem(CONSENT_STORAGE_KEY)
		localStorage.removeItem(LEGACY_CONSENT_STORAGE_KEY)
		sessionStorage.setItem(CONSENT_REOPENED_KEY, '1')
	} catch {
		// storage unavailable: there is nothing stored to clear
	}
}

/**
 * Set on `<html>` before the first paint when a choice is stored, so the cookie banner that
 * every page's HTML carries stays hidden for a visitor who has chosen (docs/decisions/021).
 */
export const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given'

/**
 * The inline script in `<head>` that sets it (the CSP allows it by its hash). It only looks
 * whether something is stored; the banner's code checks the value after hydration and shows
 * the banner again when it is not a valid choice.
 */
export const CONSENT_PROBE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||localStorage.getItem(${JSON.stringify(LEGACY_CONSENT_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)},'')}catch(e){}`
