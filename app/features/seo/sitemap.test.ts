import { expect, test } from 'vitest'
import { renderRobots, renderSitemap } from './sitemap.ts'

const SITE = 'https://ricardobranco.example'

test('the sitemap lists each indexed page in each language it exists in', () => {
	const xml = renderSitemap(SITE)
	for (const path of ['/', '/en', '/es', '/bio', '/en/projects', '/es/proyectos', '/livro', '/es/aviso-legal']) {
		expect(xml).toContain(`<loc>${SITE}${path === '/' ? '/' : path}</loc>`)
	}
	expect(xml.match(/<url>/g)).toHaveLength(29)
})

test('the sitemap leaves out the digital-kit hand-over pages, which are not indexed', () => {
	expect(renderSitemap(SITE)).not.toContain('kitdigital')
})

test('each sitemap entry names its alternates and x-default', () => {
	const xml = renderSitemap(SITE)
	const bioEntry = xml.split('<url>').find((entry) => entry.includes(`<loc>${SITE}/en/bio</loc>`)) ?? ''
	expect(bioEntry).toContain(`hreflang="pt-PT" href="${SITE}/bio"`)
	expect(bioEntry).toContain(`hreflang="es" href="${SITE}/es/bio"`)
	expect(bioEntry).toContain(`hreflang="x-default" href="${SITE}/bio"`)
	const bookEntry = xml.split('<url>').find((entry) => entry.includes(`<loc>${SITE}/livro</loc>`)) ?? ''
	expect(bookEntry).not.toContain('hreflang="en"')
})

test('robots.txt keeps crawlers out of the admin and points to the sitemap', () => {
	const robots = renderRobots(SITE)
	expect(robots).toContain('Disallow: /admin')
	expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})
