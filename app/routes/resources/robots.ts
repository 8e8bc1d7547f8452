import { getEnv } from '#app/config/env.server.ts'
import { renderRobots } from '#app/features/seo/sitemap.ts'

export function loader() {
	return new Response(renderRobots(getEnv().SITE_URL), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
