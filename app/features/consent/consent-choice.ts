/**
 * Reading and keeping the visitor's cookie choice (docs/product/data.md). Loaded with the banner, after
 * hydration; the page's eager code only needs `consent-storage.ts` (keys, clearing).
 */
import { CONSENT_REOPENED_KEY, CONSENT_STORAGE_KEY, LEGACY_CONSENT_STORAGE_KEY } from './consent-storage.ts'

/** What the visitor chose (docs/product/data.md); essential cookies cannot be refused. */
export interface ConsentChoice {
	essential: true
	analytics: boolean
	marketing: boolean
}

/** Legacy values that were plain words rather than the record. */
const LEGACY_WORDS: Record<string, boolean> = {
	true: true,
	accepted: true,
	accept: true,
	all: true,
	granted: true,
	false: false,
	rejected: false,
	reject: false,
	declined: false,
	denied: false,
	essential: false,
	necessary: false,
}

/** A stored value read as a choice, or undefined when it is not one (then the banner asks again). */
export function parseConsent(raw: string | null): ConsentChoice | undefined {
	if (raw === null) return undefined
	const word = LEGACY_WORDS[raw.trim().toLowerCase().replace(/^"|"$/g, '')]
	if (word !== undefined) return { essential: true, analytics: word, marketing: word }
	try {
		const value: unknown = JSON.parse(raw)
		if (typeof value !== 'object' || value === null) return undefined
		const { analytics, marketing } = value as Record<string, unknown>
		if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined
		return { essential: true, analytics, marketing }
	} catch {
		return undefined
	}
}

/**
 * The stored choice. A choice found only under the legacy key is moved to the current key
 * (and the legacy key removed), so it counts as given and the banner stays away.
 */
export function readStoredConsent(): ConsentChoice | undefined {
	try {
		const current = parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))
		if (current) return current
		const legacy = parseConsent(localStorage.getItem(LEGACY_CONSENT_STORAGE_KEY))
		if (legacy) storeConsent(legacy)
		return legacy
	} catch {
		return undefined
	}
}

/** Keeps the choice in this browser under the current key only. */
export function storeConsent(choice: ConsentChoice): void {
	try {
		localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice))
		localStorage.removeItem(LEGACY_CONSENT_STORAGE_KEY)
	} catch {
		// storage unavailable: the choice holds for this page only, and the banner asks again next time
	}
}

/** Reads, once, whether the banner was asked for through 'manage cookies'. */
export function takeReopenedFlag(): boolean {
	try {
		const reopened = sessionStorage.getItem(CONSENT_REOPENED_KEY) === '1'
		sessionStorage.removeItem(CONSENT_REOPENED_KEY)
		return reopened
	} catch {
		return false
	}
}
