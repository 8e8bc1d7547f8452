import type { MetaDescriptor } from 'react-router'
import { OWNER } from '#app/config/owner.ts'
import type { Catalogue } from '#app/i18n/catalogues/pt-PT.ts'
import { type Locale, localeFromPath } from '#app/i18n/locales.ts'
import { getPage, type PageId, pagePath } from '#app/i18n/route-table.ts'
import { createTranslator, type Translate } from '#app/i18n/translate.ts'
import { type PageMetaInput, pageMeta, webPageJsonLd } from './page-meta.ts'

interface RootMatchData {
	siteUrl: string
	messages: Catalogue
	locale: Locale
}

interface MetaArgsLike {
	location: { pathname: string }
	matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>
}

/** What a route's `meta` needs from the root loader: site URL, locale and a translator. */
export function rootMetaContext(args: MetaArgsLike): { siteUrl: string; locale: Locale; t: Translate } {
	const root = args.matches.find((match) => match?.id === 'root')
	const data = (root?.loaderData ?? root?.data) as RootMatchData | undefined
	const locale = data?.locale ?? localeFromPath(args.location.pathname)
	return { siteUrl: data?.siteUrl ?? '', locale, t: createTranslator(data?.messages) }
}

/** The document title of a page: the home's own, else "Page — Owner". */
function pageTitle(t: Translate, pageId: PageId): string {
	if (pageId === 'home') return t('pages.home.metaTitle')
	return `${t(`pages.${pageId}.title`)} — ${OWNER.name}`
}

/** Head tags for a route-table page from its catalogue texts, with WebPage structured data. */
export function routePageMeta(
	args: MetaArgsLike,
	pageId: PageId,
	overrides: Partial<Omit<PageMetaInput, 'siteUrl' | 'locale' | 'path' | 'pageId'>> = {},
): MetaDescriptor[] {
	const { siteUrl, locale, t } = rootMetaContext(args)
	// The table's path, not the requested spelling, is the canonical one.
	const path = pagePath(pageId, locale) ?? args.location.pathname
	const title = overrides.title ?? pageTitle(t, pageId)
	const description = overrides.description ?? t(`pages.${pageId}.description`)
	return pageMeta({
		siteUrl,
		locale,
		path,
		pageId,
		title,
		description,
		keywords: t('meta.keywords'),
		noindex: getPage(pageId).indexed === false,
		...overrides,
		jsonLd: [webPageJsonLd({ siteUrl, path, title, description, locale }), ...(overrides.jsonLd ?? [])],
	})
}
