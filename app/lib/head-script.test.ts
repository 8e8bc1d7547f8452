import { expect, test } from 'vitest'
import { CONSENT_GIVEN_ATTRIBUTE, CONSENT_STORAGE_KEY } from '#app/features/consent/consent-storage.ts'
import { READER_LANGUAGE_ATTRIBUTE } from '#app/i18n/reader-language.ts'
import { BRAND_FONTS_ATTRIBUTE } from './brand-fonts.ts'
import { HEAD_SCRIPT } from './head-script.ts'

/** Runs the head script against a stand-in `<html>`, storage and navigator; returns the attributes it set. */
function runHeadScript(stored: Record<string, string>, languages: string[]): Record<string, string> {
	const attributes: Record<string, string> = {}
	const element = {
		setAttribute: (name: string, value: string) => {
			attributes[name] = value
		},
		hasAttribute: (name: string) => name in attributes,
	}
	const run = new Function('document', 'localStorage', 'navigator', HEAD_SCRIPT)
	run({ documentElement: element }, { getItem: (key: string) => stored[key] ?? null }, { languages })
	return attributes
}

test('a first visit gets no stored-choice mark and no brand faces; the reader’s language is marked', () => {
	expect(runHeadScript({}, ['en-GB'])).toEqual({ [READER_LANGUAGE_ATTRIBUTE]: 'en' })
})

test('a returning visitor (a stored cookie choice) gets the mark that hides the banner and the brand faces, with the language', () => {
	expect(runHeadScript({ [CONSENT_STORAGE_KEY]: '{"analytics":false}' }, ['es'])).toEqual({
		[CONSENT_GIVEN_ATTRIBUTE]: '',
		[BRAND_FONTS_ATTRIBUTE]: '',
		[READER_LANGUAGE_ATTRIBUTE]: 'es',
	})
})
