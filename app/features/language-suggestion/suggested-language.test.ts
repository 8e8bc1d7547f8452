import { expect, test } from 'vitest'
import { localeOfBrowserLanguage, suggestedLanguage } from './suggested-language.ts'

const home = { pathname: '/', pageLocale: 'pt-PT', storedPreference: null } as const

test('English and Spanish browsers on the Portuguese home are offered their language', () => {
	expect(suggestedLanguage({ ...home, browserLanguages: ['en-GB', 'pt-PT'] })).toBe('en')
	expect(suggestedLanguage({ ...home, browserLanguages: ['en'] })).toBe('en')
	expect(suggestedLanguage({ ...home, browserLanguages: ['es-ES'] })).toBe('es')
	expect(suggestedLanguage({ ...home, browserLanguages: ['ES-mx'] })).toBe('es')
})

test('a Portuguese browser, or one in another language, gets no suggestion', () => {
	expect(suggestedLanguage({ ...home, browserLanguages: ['pt-PT'] })).toBeUndefined()
	expect(suggestedLanguage({ ...home, browserLanguages: ['pt-BR', 'en'] })).toBeUndefined()
	expect(suggestedLanguage({ ...home, browserLanguages: ['fr-FR', 'en'] })).toBeUndefined()
	expect(suggestedLanguage({ ...home, browserLanguages: [] })).toBeUndefined()
})

test('only the most preferred browser language counts', () => {
	expect(suggestedLanguage({ ...home, browserLanguages: ['de-DE', 'es-ES'] })).toBeUndefined()
})

test('no suggestion outside the root path, or once a preference is stored', () => {
	for (const pathname of ['/bio', '/en', '/es', '/livro', '/politica-cookies']) {
		expect(suggestedLanguage({ ...home, pathname, browserLanguages: ['en-GB'] }), pathname).toBeUndefined()
	}
	for (const storedPreference of ['pt-PT', 'en', 'es']) {
		expect(suggestedLanguage({ ...home, storedPreference, browserLanguages: ['en-GB'] })).toBeUndefined()
	}
})

test('a browser language maps to the site language it starts with', () => {
	expect(localeOfBrowserLanguage('en-US')).toBe('en')
	expect(localeOfBrowserLanguage('pt-BR')).toBe('pt-PT')
	expect(localeOfBrowserLanguage('eng')).toBeUndefined()
	expect(localeOfBrowserLanguage(undefined)).toBeUndefined()
})
