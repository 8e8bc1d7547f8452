import { getEnv } from '#app/config/env.server.ts'
import { renderSitemap } from '#app/features/seo/sitemap.ts'

export function loader() {
	return new Response(renderSitemap(getEnv().SITE_URL), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
