import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { parseConsent, readStoredConsent, storeConsent, takeReopenedFlag } from './consent-choice.ts'
import { CONSENT_STORAGE_KEY, clearStoredConsent, LEGACY_CONSENT_STORAGE_KEY } from './consent-storage.ts'

/** A minimal Web Storage for Node. */
function memoryStorage(): Storage {
	const items = new Map<string, string>()
	return {
		get length() {
			return items.size
		},
		clear: () => items.clear(),
		getItem: (key) => items.get(key) ?? null,
		key: (index) => [...items.keys()][index] ?? null,
		removeItem: (key) => {
			items.delete(key)
		},
		setItem: (key, value) => {
			items.set(key, String(value))
		},
	}
}

beforeEach(() => {
	vi.stubGlobal('localStorage', memoryStorage())
	vi.stubGlobal('sessionStorage', memoryStorage())
})

afterEach(() => {
	vi.unstubAllGlobals()
})

test('a stored record is read with essential always on', () => {
	expect(parseConsent('{"essential":true,"analytics":true,"marketing":false}')).toEqual({
		essential: true,
		analytics: true,
		marketing: false,
	})
	// An older record without `essential` still counts; essential cannot be refused anyway.
	expect(parseConsent('{"analytics":false,"marketing":true,"essential":false}')).toEqual({
		essential: true,
		analytics: false,
		marketing: true,
	})
})

test('legacy plain words read as all or nothing', () => {
	for (const word of ['true', 'accepted', '"all"', 'Granted']) {
		expect(parseConsent(word), word).toEqual({ essential: true, analytics: true, marketing: true })
	}
	for (const word of ['false', 'rejected', 'declined', 'necessary', 'essential']) {
		expect(parseConsent(word), word).toEqual({ essential: true, analytics: false, marketing: false })
	}
})

test('anything else is no choice at all, so the banner asks again', () => {
	for (const raw of [null, '', '{broken', '[]', 'null', '42', '{"analytics":"yes","marketing":false}', '{}']) {
		expect(parseConsent(raw), String(raw)).toBeUndefined()
	}
})

test('a choice under the legacy key is moved to the current key and the legacy key removed', () => {
	localStorage.setItem(LEGACY_CONSENT_STORAGE_KEY, '{"analytics":true,"marketing":false}')
	expect(readStoredConsent()).toEqual({ essential: true, analytics: true, marketing: false })
	expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
		essential: true,
		analytics: true,
		marketing: false,
	})
	expect(localStorage.getItem(LEGACY_CONSENT_STORAGE_KEY)).toBeNull()
})

test('the current key wins over a leftover legacy value', () => {
	localStorage.setItem(CONSENT_STORAGE_KEY, '{"essential":true,"analytics":false,"marketing":false}')
	localStorage.setItem(LEGACY_CONSENT_STORAGE_KEY, 'accepted')
	expect(readStoredConsent()).toEqual({ essential: true, analytics: false, marketing: false })
})

test('an unreadable legacy value is no choice and is left for the next save to clear', () => {
	localStorage.setItem(LEGACY_CONSENT_STORAGE_KEY, 'maybe')
	expect(readStoredConsent()).toBeUndefined()
	storeConsent({ essential: true, analytics: false, marketing: false })
	expect(localStorage.getItem(LEGACY_CONSENT_STORAGE_KEY)).toBeNull()
	expect(readStoredConsent()).toEqual({ essential: true, analytics: false, marketing: false })
})

test('without usable storage nothing is read and saving does not throw', () => {
	const broken = memoryStorage()
	broken.getItem = () => {
		throw new Error('SecurityError')
	}
	broken.setItem = () => {
		throw new Error('QuotaExceededError')
	}
	vi.stubGlobal('localStorage', broken)
	expect(readStoredConsent()).toBeUndefined()
	expect(() => storeConsent({ essential: true, analytics: true, marketing: true })).not.toThrow()
})

test('clearing the consent forgets both keys and marks the banner as asked for, once', () => {
	storeConsent({ essential: true, analytics: true, marketing: true })
	localStorage.setItem(LEGACY_CONSENT_STORAGE_KEY, 'accepted')
	clearStoredConsent()
	expect(readStoredConsent()).toBeUndefined()
	expect(takeReopenedFlag()).toBe(true)
	expect(takeReopenedFlag()).toBe(false)
})
