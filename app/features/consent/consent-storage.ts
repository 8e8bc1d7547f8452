/** Browser storage of the visitor's cookie choices (SPEC §3: `cookie_consent`, legacy `cookie-consent`). */
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
