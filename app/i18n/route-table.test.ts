import { expect, test } from 'vitest'
import { localeFromPath } from './locales.ts'
import { equivalentPath, findPage, LEGACY_REDIRECTS, linkPath, PAGES, pageAlternates } from './route-table.ts'

test('the first path segment selects the language, anything else is Portuguese', () => {
	expect(localeFromPath('/en/bio')).toBe('en')
	expect(localeFromPath('/es')).toBe('es')
	expect(localeFromPath('/english')).toBe('pt-PT')
	expect(localeFromPath('/')).toBe('pt-PT')
})

test('every page of docs/product/pages.md exists under its path in each of its languages', () => {
	expect(findPage('/es/proyectos')).toMatchObject({ page: { id: 'projects' }, locale: 'es' })
	expect(findPage('/en/privacy-policy')).toMatchObject({ page: { id: 'privacy' }, locale: 'en' })
	expect(findPage('/es/terminos-condiciones')).toMatchObject({ page: { id: 'terms' }, locale: 'es' })
	expect(findPage('/aviso-legal')).toMatchObject({ page: { id: 'legalNotice' }, locale: 'pt-PT' })
	expect(findPage('/en/livro')).toBeUndefined()
	expect(findPage('/en/newsletter/unsubscribe')).toMatchObject({ page: { id: 'newsletterUnsubscribe' }, locale: 'en' })
	expect(findPage('/es/newsletter/mantener')).toMatchObject({ page: { id: 'newsletterKeep' }, locale: 'es' })
	expect(findPage('/es/libro/cancelar-reserva')).toMatchObject({ page: { id: 'prereservationCancel' }, locale: 'es' })
	expect(PAGES).toHaveLength(16)
})

test('no two pages share a path', () => {
	const paths = PAGES.flatMap((page) => Object.values(page.paths))
	expect(new Set(paths).size).toBe(paths.length)
})

test('the language switcher opens the same page in the other language', () => {
	expect(equivalentPath('/projectos', 'en')).toBe('/en/projects')
	expect(equivalentPath('/en/projects', 'es')).toBe('/es/proyectos')
	expect(equivalentPath('/es/politica-cookies', 'pt-PT')).toBe('/politica-cookies')
	expect(equivalentPath('/en/', 'pt-PT')).toBe('/')
})

test('a Portuguese-only page switches to the other language home, at the part that speaks of it when there is one', () => {
	expect(equivalentPath('/livro', 'en')).toBe('/en#book')
	expect(equivalentPath('/gerir-dados', 'es')).toBe('/es')
	expect(equivalentPath('/unknown', 'pt-PT')).toBe('/')
})

test('links to a Portuguese-only page point to its Portuguese path from every language', () => {
	expect(linkPath('book', 'en')).toBe('/livro')
	expect(linkPath('dataManagement', 'es')).toBe('/gerir-dados')
	expect(linkPath('contact', 'es')).toBe('/es/contacto')
})

test('alternates list only the languages a page exists in', () => {
	expect(pageAlternates('book')).toEqual([{ locale: 'pt-PT', path: '/livro' }])
	expect(pageAlternates('home').map((alternate) => alternate.path)).toEqual(['/', '/en', '/es'])
})

test('the old English paths redirect to pages of the table', () => {
	for (const target of Object.values(LEGACY_REDIRECTS)) expect(findPage(target)).toBeDefined()
})
