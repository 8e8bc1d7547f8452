import { expect, test } from 'vitest'
import { pt } from './catalogues/pt-PT.ts'
import { CATALOGUES, catalogueFor, mergeFallback, messagesFor, translatorFor } from './catalogues.server.ts'
import { SHELL_NAMESPACES } from './namespaces.ts'
import { createTranslator, interpolate, type MessageKey } from './translate.ts'

function entries(node: unknown, prefix = ''): [string, string][] {
	return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
		typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
	)
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const reference = new Map(entries(pt))

test.each(['en', 'es'] as const)('the %s catalogue has every key, filled, with the same placeholders', (locale) => {
	const catalogue = new Map(entries(CATALOGUES[locale]))
	expect([...catalogue.keys()].sort()).toEqual([...reference.keys()].sort())
	for (const [key, text] of catalogue) {
		expect(text.trim(), key).not.toBe('')
		expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''))
	}
})

test('the Portuguese catalogue has no empty text', () => {
	for (const [key, text] of reference) expect(text.trim(), key).not.toBe('')
})

test('a missing translation falls back to Portuguese, then to the key itself', () => {
	const t = createTranslator({ nav: { home: 'Home' } }, pt)
	expect(t('nav.home')).toBe('Home')
	expect(t('nav.bio')).toBe(pt.nav.bio)
	expect(t('no.such.key' as MessageKey)).toBe('no.such.key')
})

test('messages for a page carry Portuguese where a translation is missing or empty', () => {
	const merged = mergeFallback({ nav: { home: 'Home', bio: '' } }, pt) as typeof pt
	expect(merged.nav.home).toBe('Home')
	expect(merged.nav.bio).toBe(pt.nav.bio)
	expect(merged.footer.legal).toBe(pt.footer.legal)
	expect(entries(catalogueFor('en'))).toHaveLength(reference.size)
})

test('placeholders are filled, and {name} is the owner name', () => {
	const t = translatorFor('en')
	expect(t('footer.copyright', { year: 2026 })).toMatch(/^© 2026 \S.+\. All rights reserved\.$/)
	expect(t('footer.copyright', { year: 2026 })).not.toContain('{name}')
})

test('the 404 heading is the documented text in English', () => {
	expect(translatorFor('en')('notFound.title')).toBe('Oops! Page not found')
})

test('a page is sent only the namespaces it asks for, with Portuguese where a translation is missing', () => {
	const shell = messagesFor('es', SHELL_NAMESPACES)
	expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort())
	expect(shell).not.toHaveProperty('home')
	expect(shell).not.toHaveProperty('campaignMail')
	expect(shell.nav).toEqual(catalogueFor('es').nav)
	expect(messagesFor('es', ['bio'])).toEqual({ bio: catalogueFor('es').bio })
	// The same list in the same language is the same object: built once per server.
	expect(messagesFor('es', ['bio'])).toBe(messagesFor('es', ['bio']))
	expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(catalogueFor('es')).length / 2)
})

test("the shell's page texts are the titles and leads the browser shows, not the head's texts", () => {
	const pages = messagesFor('en', SHELL_NAMESPACES).pages
	expect(pages?.bio).toEqual({ title: catalogueFor('en').pages.bio.title, lead: catalogueFor('en').pages.bio.lead })
	expect(pages?.home).not.toHaveProperty('metaTitle')
	expect(Object.keys(pages ?? {}).sort()).toEqual(Object.keys(catalogueFor('en').pages).sort())
	// The server still reads the head's texts from the whole catalogue.
	expect(translatorFor('en')('pages.bio.description')).toBe(interpolate(catalogueFor('en').pages.bio.description))
})
