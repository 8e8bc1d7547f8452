/** Browser storage of the visitor's cookie choices (SPEC §3: `cookie_consent`, legacy `cookie-consent`). */
export const CONSENT_STORAGE_KEY = 'cookie_consent'
export const LEGACY_CONSENT_STORAGE_KEY = 'cookie-consent'

/** Forgets the stored choice, so the banner asks again on the next load. */
export function clearStoredConsent(): void {
	try {
		localStorage.removeItem(CONSENT_STORAGE_KEY)
		localStorage.removeItem(LEGACY_CONSENT_STORAGE_KEY)
	} catch {
		// storage unavailable: there is nothing stored to clear
	}
}
