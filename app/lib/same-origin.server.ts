/**
 * Defence in depth against cross-site request forgery (the session cookie is already
 * `SameSite=Lax`): a form post is refused when the browser says it comes from another site,
 * or from a sibling site under the same registrable domain (`Sec-Fetch-Site`), or when it names
 * an `Origin` other than the site's own. Clients that send neither header (old browsers, tools)
 * pass, and are judged by the session check like everyone else.
 */
import { getEnv } from '#app/config/env.server.ts'
import { DEFAULT_LOCALE, type Locale, localeFromPath } from '#app/i18n/locales.ts'

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

const REFUSED_TEXTS: Record<Locale, { title: string; body: string; back: string }> = {
	'pt-PT': {
		title: 'Formulário recusado',
		body: 'Este formulário foi enviado a partir de outro site, por isso não foi aceite e nada foi guardado. Se quer mesmo enviá-lo, abra a página neste site e envie-o de lá.',
		back: 'Voltar à página',
	},
	en: {
		title: 'Form refused',
		body: 'This form was sent from another site, so it was not accepted and nothing was stored. If you do want to send it, open the page on this site and send it from there.',
		back: 'Back to the page',
	},
	es: {
		title: 'Formulario rechazado',
		body: 'Este formulario se envió desde otro sitio, así que no se ha aceptado y no se ha guardado nada. Si de verdad quiere enviarlo, abra la página en este sitio y envíelo desde allí.',
		back: 'Volver a la página',
	},
}

/**
 * The answer to a public form posted from another site: a short page in the language of
 * the path (403, never cached) saying that nothing was stored, with a link back to the page.
 */
export function foreignFormRefused(pathname: string): Response {
	const page = pathname.replace(/\.data$/, '') || '/'
	const locale = localeFromPath(page)
	const text = REFUSED_TEXTS[locale] ?? REFUSED_TEXTS[DEFAULT_LOCALE]
	const safePath = page.startsWith('/') && !page.startsWith('//') ? page : '/'
	const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1c1917">
<main><h1>${text.title}</h1><p role="alert">${text.body}</p><p><a href="${escapeAttribute(safePath)}">${text.back}</a></p></main>
</body></html>`
	return new Response(html, {
		status: 403,
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

function escapeAttribute(value: string): string {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
