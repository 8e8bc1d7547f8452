/**
 * Defence in depth against cross-site request forgery (the session cookie is already
 * `SameSite=Lax`): a form post is refused when the browser says it comes from another site,
 * or from a sibling site under the same registrable domain (`Sec-Fetch-Site`), or when it names
 * an `Origin` other than the site's own. Clients that send neither header (old browsers, tools)
 * pass, and are judged by the session check like everyone else.
 */
import { getEnv } from '#app/config/env.server.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True for a state-changing request that did not come from one of the site's own pages. */
export function isForeignPost(request: Request, siteOrigin: string = new URL(getEnv().SITE_URL).origin): boolean {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return false
	const fetchSite = request.headers.get('Sec-Fetch-Site')
	if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
	const origin = request.headers.get('Origin')
	return origin !== null && origin !== siteOrigin
}

/** The answer to a refused post: a plain 403 that no cache keeps. */
export function foreignPostRefused(): Response {
	return new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } })
}

/** Throws the 403 answer when `isForeignPost` (for actions). */
export function refuseForeignPost(request: Request): void {
	if (isForeignPost(request)) throw foreignPostRefused()
}
