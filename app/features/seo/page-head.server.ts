/**
 * A page's head tags, computed by its loader on the server and handed to the route's
 * `meta` through the loader data (`headFromLoader`), so no metadata code ships to the
 * browser (docs/decisions/007, 008).
 */
import type { MetaDescriptor } from 'react-router'
import { getEnv } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import { type Locale, localeFromPath } from '#app/i18n/locales.ts'
import { getPage, type PageId, pagePath } from '#app/i18n/route-table.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { type PageMetaInput, pageMeta, webPageJsonLd } from './page-meta.ts'

export type PageHeadOverrides = Partial<Omit<PageMetaInput, 'siteUrl' | 'locale' | 'path' | 'pageId'>>

export interface PageHeadContext {
	siteUrl: string
	locale: Locale
	t: Translate
	/** The page's canonical path in the route table. */
	path: string
}

/** Site URL, locale, translator and canonical path of a route-table page requested at `url`. */
export function pageHeadContext(url: URL, pageId: PageId): PageHeadContext {
	const locale = localeFromPath(url.pathname)
	return {
		siteUrl: getEnv().SITE_URL,
		locale,
		t: translatorFor(locale),
		// The table's path, not the requested spelling, is the canonical one.
		path: pagePath(pageId, locale) ?? url.pathname,
	}
}

/** The document title of a page: the home's own, else "Page — Owner". */
function pageTitle(t: Translate, pageId: PageId): string {
	if (pageId === 'home') return t('pages.home.metaTitle')
	return `${t(`pages.${pageId}.title`)} — ${OWNER.name}`
}

/** Head tags for a route-table page from its catalogue texts, with WebPage structured data. */
export function pageHead(url: URL, pageId: PageId, overrides: PageHeadOverrides = {}): MetaDescriptor[] {
	const { siteUrl, locale, t, path } = pageHeadContext(url, pageId)
	const title = overrides.title ?? pageTitle(t, pageId)
	const description = overrides.description ?? t(`pages.${pageId}.description`)
	return pageMeta({
		siteUrl,
		locale,
		path,
		pageId,
		title,
		description,
		keywords: t(`pages.${pageId}.keywords`),
		noindex: getPage(pageId).indexed === false,
		...overrides,
		jsonLd: [webPageJsonLd({ siteUrl, path, title, description, locale }), ...(overrides.jsonLd ?? [])],
	})
}
