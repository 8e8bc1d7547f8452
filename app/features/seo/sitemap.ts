/**
 * `/sitemap.xml` and `/robots.txt` (issue 3), built from the route table like the routes,
 * the navigation and the hreflang links: every indexed page in every language it exists in,
 * each with its alternates and x-default (Portuguese).
 */
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
import { PAGES, pageAlternates } from '#app/i18n/route-table.ts'
import { absoluteUrl } from './page-meta.ts'

const escapeXml = (value: string) =>
	value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export function renderSitemap(siteUrl: string): string {
	const entries = PAGES.filter((page) => page.indexed !== false).flatMap((page) => {
		const alternates = pageAlternates(page.id)
		const portuguese = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE)
		const links = [
			...alternates.map(({ locale, path }) => ({ hreflang: locale, href: absoluteUrl(siteUrl, path) })),
			...(portuguese ? [{ hreflang: 'x-default', href: absoluteUrl(siteUrl, portuguese.path) }] : []),
		]
		const linkTags = links
			.map((link) => `\t\t<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
			.join('\n')
		return alternates.map(
			({ path }) => `\t<url>\n\t\t<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n${linkTags}\n\t</url>`,
		)
	})
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...entries,
		'</urlset>',
		'',
	].join('\n')
}

export function renderRobots(siteUrl: string): string {
	return [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'',
		`Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
		'',
	].join('\n')
}
