/**
 * The localized route table (docs/product/pages.md): the single source of the route config,
 * the navigation, the language switcher's targets, the sitemap and the hreflang links.
 */
import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES, type Locale } from './locales.ts'

export type PageId =
	| 'home'
	| 'bio'
	| 'projects'
	| 'media'
	| 'contact'
	| 'digitalKit'
	| 'book'
	| 'privacy'
	| 'terms'
	| 'cookies'
	| 'legalNotice'
	| 'dataManagement'
	| 'newsletterConfirm'
	| 'newsletterUnsubscribe'
	| 'newsletterKeep'
	| 'prereservationCancel'

type LocalizedPaths = { 'pt-PT': string } & Partial<Record<Exclude<Locale, 'pt-PT'>, string>>

export interface PageDefinition {
	id: PageId
	/** Route module, relative to `app/`. */
	file: string
	/** The page's path in each language where it exists. A page without `en`/`es` is Portuguese only. */
	paths: LocalizedPaths
	/** False for a page search engines should not index (it hands over elsewhere, or answers an e-mail link). */
	indexed?: false
	/**
	 * For a page missing in some language: the anchor of that language's home that speaks of
	 * it, where the language switcher leads instead of the bare home.
	 */
	homeAnchor?: string
}

export const PAGES: readonly PageDefinition[] = [
	{ id: 'home', file: 'routes/public/home.tsx', paths: { 'pt-PT': '/', en: '/en', es: '/es' } },
	{ id: 'bio', file: 'routes/public/bio.tsx', paths: { 'pt-PT': '/bio', en: '/en/bio', es: '/es/bio' } },
	{
		id: 'projects',
		file: 'routes/public/projects.tsx',
		paths: { 'pt-PT': '/projectos', en: '/en/projects', es: '/es/proyectos' },
	},
	{ id: 'media', file: 'routes/public/media.tsx', paths: { 'pt-PT': '/media', en: '/en/media', es: '/es/media' } },
	{
		id: 'contact',
		file: 'routes/public/contact.tsx',
		paths: { 'pt-PT': '/contacto', en: '/en/contact', es: '/es/contacto' },
	},
	{
		id: 'digitalKit',
		file: 'routes/public/digital-kit.tsx',
		paths: { 'pt-PT': '/kitdigital', en: '/en/kitdigital', es: '/es/kitdigital' },
		indexed: false,
	},
	{ id: 'book', file: 'routes/public/book.tsx', paths: { 'pt-PT': '/livro' }, homeAnchor: 'book' },
	{
		id: 'privacy',
		file: 'routes/public/legal.tsx',
		paths: { 'pt-PT': '/politica-privacidade', en: '/en/privacy-policy', es: '/es/politica-privacidad' },
	},
	{
		id: 'terms',
		file: 'routes/public/legal.tsx',
		paths: { 'pt-PT': '/termos-condicoes', en: '/en/terms-conditions', es: '/es/terminos-condiciones' },
	},
	{
		id: 'cookies',
		file: 'routes/public/legal.tsx',
		paths: { 'pt-PT': '/politica-cookies', en: '/en/cookie-policy', es: '/es/politica-cookies' },
	},
	{
		id: 'legalNotice',
		file: 'routes/public/legal.tsx',
		paths: { 'pt-PT': '/aviso-legal', en: '/en/legal-notice', es: '/es/aviso-legal' },
	},
	{ id: 'dataManagement', file: 'routes/public/data-management.tsx', paths: { 'pt-PT': '/gerir-dados' } },
	// Landing pages of the newsletter's e-mail links (double opt-in, unsubscribe, keep): never indexed.
	{
		id: 'newsletterConfirm',
		file: 'routes/public/newsletter-confirm.tsx',
		paths: { 'pt-PT': '/newsletter/confirmar', en: '/en/newsletter/confirm', es: '/es/newsletter/confirmar' },
		indexed: false,
	},
	{
		id: 'newsletterUnsubscribe',
		file: 'routes/public/newsletter-unsubscribe.tsx',
		paths: { 'pt-PT': '/newsletter/cancelar', en: '/en/newsletter/unsubscribe', es: '/es/newsletter/cancelar' },
		indexed: false,
	},
	{
		id: 'newsletterKeep',
		file: 'routes/public/newsletter-keep.tsx',
		paths: { 'pt-PT': '/newsletter/manter', en: '/en/newsletter/keep', es: '/es/newsletter/mantener' },
		indexed: false,
	},
	{
		id: 'prereservationCancel',
		file: 'routes/public/prereservation-cancel.tsx',
		paths: { 'pt-PT': '/livro/cancelar-reserva', en: '/en/book/cancel-pre-order', es: '/es/libro/cancelar-reserva' },
		indexed: false,
	},
]

/** The six entries of the top navigation, in order (docs/product/pages.md "Shared layout"). */
export const NAV_PAGE_IDS = [
	'home',
	'bio',
	'projects',
	'media',
	'contact',
	'digitalKit',
] as const satisfies readonly PageId[]

/** Legal pages linked from the footer, in order. */
export const FOOTER_PAGE_IDS = [
	'privacy',
	'terms',
	'cookies',
	'legalNotice',
	'dataManagement',
] as const satisfies readonly PageId[]

/** Old English paths kept alive with a permanent redirect (docs/product/pages.md footer links). */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
	'/projects': '/projectos',
	'/contact': '/contacto',
}

/** One page in one of its languages, at its path there. */
export interface PageLocation {
	page: PageDefinition
	locale: Locale
	path: string
}

/** Every page in every language it exists in, in table order (routes, sitemap, checks). */
export const PAGE_LOCATIONS: readonly PageLocation[] = PAGES.flatMap((page) =>
	LOCALES.flatMap((locale) => {
		const path = page.paths[locale]
		return path ? [{ page, locale, path }] : []
	}),
)

const pagesById = new Map(PAGES.map((page) => [page.id, page]))
const pagesByPath = new Map(PAGE_LOCATIONS.map(({ page, locale, path }) => [path, { page, locale }]))

export function getPage(id: PageId): PageDefinition {
	const page = pagesById.get(id)
	if (!page) throw new Error(`Unknown page id: ${id}`)
	return page
}

/** The path of a page in a language, or undefined where the page does not exist in it. */
export function pagePath(id: PageId, locale: Locale): string | undefined {
	return getPage(id).paths[locale]
}

/**
 * The path to link to for a page from a page in `locale`: the translated path, or the
 * Portuguese one for a Portuguese-only page (the book and the data page).
 */
export function linkPath(id: PageId, locale: Locale): string {
	const page = getPage(id)
	return page.paths[locale] ?? page.paths[DEFAULT_LOCALE]
}

/** The page and language a path belongs to, if it is a page of the table. */
export function findPage(pathname: string): { page: PageDefinition; locale: Locale } | undefined {
	return pagesByPath.get(normalizePath(pathname))
}

/** Whether a path is, exactly as spelled, the path of a page of the table. */
export function isPagePath(pathname: string): boolean {
	return pagesByPath.has(pathname)
}

/** Every language a page exists in, with its path (hreflang alternates, sitemap). */
export function pageAlternates(id: PageId): { locale: Locale; path: string }[] {
	const page = getPage(id)
	return LOCALES.flatMap((locale) => {
		const path = page.paths[locale]
		return path ? [{ locale, path }] : []
	})
}

/**
 * Where the language switcher sends a visitor on `pathname` who picks `target`: the same
 * page in that language when it exists, else that language's home — at the part of it that
 * speaks of the page, when there is one (docs/product/behaviour.md).
 */
export function equivalentPath(pathname: string, target: Locale): string {
	const found = findPage(pathname)
	const translated = found?.page.paths[target]
	if (translated) return translated
	const home = LOCALE_PREFIX[target] || '/'
	return found?.page.homeAnchor ? `${home}#${found.page.homeAnchor}` : home
}

/** The home path of a locale. */
export function homePath(locale: Locale): string {
	return linkPath('home', locale)
}

function normalizePath(pathname: string): string {
	if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1)
	return pathname
}
