/**
 * The site as the tests expect to see it, derived from the app's own route table and
 * catalogues (imported relatively: Playwright's loader does not need the `#app/*` imports).
 */
import { OWNER } from '../../../app/config/owner.ts'
import { en } from '../../../app/i18n/catalogues/en.ts'
import { es } from '../../../app/i18n/catalogues/es.ts'
import { type Catalogue, pt } from '../../../app/i18n/catalogues/pt-PT.ts'
import type { Locale } from '../../../app/i18n/locales.ts'
import { PAGE_LOCATIONS, PAGES, type PageId } from '../../../app/i18n/route-table.ts'
import { interpolate } from '../../../app/i18n/translate.ts'

export { LOCALE_NAME, LOCALES, type Locale, OG_LOCALE } from '../../../app/i18n/locales.ts'
export {
	equivalentPath,
	FOOTER_PAGE_IDS,
	homePath,
	LEGACY_REDIRECTS,
	linkPath,
	NAV_PAGE_IDS,
	PAGES,
	type PageId,
	pageAlternates,
} from '../../../app/i18n/route-table.ts'
export { OWNER }

export const CATALOGUES: Record<Locale, Catalogue> = { 'pt-PT': pt, en, es }

/** The catalogue of a language, for reading texts the way the page shows them. */
export function texts(locale: Locale): Catalogue {
	return CATALOGUES[locale]
}

/** A catalogue text with its `{placeholders}` filled in (`{name}` is the owner's name). */
export function fill(template: string, vars: Record<string, string | number> = {}): string {
	return interpolate(template, vars)
}

export interface PageVisit {
	id: PageId
	locale: Locale
	path: string
}

/** Every page of the route table in every language it exists in. */
export const PAGE_VISITS: readonly PageVisit[] = PAGE_LOCATIONS.map(({ page, locale, path }) => ({
	id: page.id,
	locale,
	path,
}))

/** Whether the route table lets search engines index the page (the sitemap, robots meta). */
export function isIndexed(visit: PageVisit): boolean {
	return PAGES.find((page) => page.id === visit.id)?.indexed !== false
}

/** The digital-kit page leaves the site at once, so browser tests treat it apart. */
export function isRedirectPage(visit: PageVisit): boolean {
	return visit.id === 'digitalKit'
}

/** The page's visible main heading: the owner's name on the home page, else the page title. */
export function expectedHeading({ id, locale }: PageVisit): string {
	if (id === 'home') return OWNER.name
	return texts(locale).pages[id].title
}

/** The document title: the home page's own, else "Page — Owner". */
export function expectedTitle({ id, locale }: PageVisit): string {
	if (id === 'home') return fill(texts(locale).pages.home.metaTitle)
	return `${texts(locale).pages[id].title} — ${OWNER.name}`
}

/** A path that is no page, in a language's prefix. */
export function unknownPath(locale: Locale): string {
	const prefix = locale === 'pt-PT' ? '' : `/${locale}`
	return `${prefix}/esta-pagina-nao-existe`
}
