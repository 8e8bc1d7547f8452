/**
 * The security headers of every response, in one map, and the Content-Security-Policy.
 * The CSP allows React Router's own inline scripts by their SHA-256 hashes, computed from
 * the finished HTML, so it needs no per-response nonce and stays valid for cached pages.
 * Those scripts are recognised by a secret marker (app/lib/script-nonce.server.ts) that is
 * removed before the page is sent; an inline script without it is not allowed, except the
 * site's own constant head scripts (SITE_HEAD_SCRIPTS), allowed by their hashes too.
 */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { ADMIN_SIGN_IN_PATH } from '#app/features/admin/admin-pages.ts'
import { boundedMemo } from '#app/lib/bounded-memo.ts'
import { HEAD_SCRIPT } from '#app/lib/head-script.ts'
import { bytesResponse, hasBody, responseBytes } from '#app/lib/response-bytes.server.ts'
import { deferHydration, HYDRATION_START_SCRIPT } from './deferred-hydration.ts'
import { DOCUMENT_TEXT_ENCODING, documentBytes, documentText } from './document-text.ts'
import { inlineStylesheets, type Stylesheets } from './inline-stylesheets.ts'
import { replaceResponse } from './replace-response.ts'

export interface SecurityOptions {
	/** The site is served over HTTPS (SITE_URL): HSTS and upgrade-insecure-requests apply. */
	https: boolean
	/** Analytics host allowances, only when a measurement id is configured (issue: analytics). */
	analytics: boolean
	/** Hosts whose https images pages may load (`IMAGE_HOSTS`); the site's own always. */
	imageHosts?: readonly string[]
}

/** How a rendered document is finished: the security options, and what production adds. */
export interface DocumentOptions extends SecurityOptions {
	/** Send a CSP (production; in development Vite adds its own scripts). */
	csp: boolean
	/**
	 * Shape public pages for a first visit (production only): their hydration starts after the
	 * first paint (server/deferred-hydration.ts), and these stylesheets are written inline
	 * (server/inline-stylesheets.ts).
	 */
	firstVisit?: { stylesheets: Stylesheets }
}

export function staticSecurityHeaders({ https }: SecurityOptions): Record<string, string> {
	return {
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'Permissions-Policy':
			'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
		'X-Frame-Options': 'DENY',
		'Cross-Origin-Opener-Policy': 'same-origin',
		...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
	}
}

/** Constant scripts of the site's own in every page (they cannot carry the marker). */
const SITE_HEAD_SCRIPTS = [HEAD_SCRIPT, HYDRATION_START_SCRIPT]

const KNOWN_SCRIPT_MAX_LENGTH = 4096

/** The CSP source of a script given as document text (server/document-text.ts). */
function sha256Source(content: string): string {
	return `'sha256-${createHash('sha256').update(content, DOCUMENT_TEXT_ENCODING).digest('base64')}'`
}

/**
 * Hashes by script text, for the small scripts that recur in every render (the site's own,
 * each route's module script). The loader data's script differs in every render and is
 * large, so it is not remembered: it would only fill the map with single-use strings.
 */
const knownHash = boundedMemo(500, sha256Source)

function scriptHash(content: string): string {
	// A large script is hashed without a look-up: the look-up alone would read it through.
	return content.length > KNOWN_SCRIPT_MAX_LENGTH ? sha256Source(content) : knownHash(content)
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * SHA-256 sources for the inline scripts of a document (as document text,
 * server/document-text.ts) that carry the marker `nonce`.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
	const marker = `nonce="${nonce}"`
	const hashes = new Set<string>()
	for (const match of html.matchAll(INLINE_SCRIPT)) {
		const [, attributes = '', content = ''] = match
		if (content && (attributes.includes(marker) || SITE_HEAD_SCRIPTS.includes(content))) hashes.add(scriptHash(content))
	}
	return [...hashes]
}

/**
 * A rendered document made ready to send, as bytes: the marker removed, and its CSP allowing
 * the marked scripts (none when `csp` is off, as in development where Vite adds its own).
 * The passes read it as document text (server/document-text.ts).
 */
export function finalizeDocument(
	rendered: Buffer,
	nonce: string,
	options: DocumentOptions,
): { body: Buffer; csp?: string } {
	const html = documentText(rendered)
	const deferred = options.firstVisit ? deferHydration(html) : html
	// Scripts are hashed and the marker removed before the stylesheet is written in, so neither
	// pass reads through the stylesheet's ~75 KB, which is added as bytes encoded once per build
	// (issue 15: uncached render time).
	const hashes = options.csp ? inlineScriptHashes(deferred, nonce) : []
	const unmarked = deferred.replaceAll(` nonce="${nonce}"`, '')
	const body = options.firstVisit
		? inlineStylesheets(unmarked, options.firstVisit.stylesheets)
		: documentBytes(unmarked)
	return { body, csp: options.csp ? contentSecurityPolicy(hashes, options) : undefined }
}

const GA_SCRIPT = 'https://www.googletagmanager.com'
const GA_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com'

/** Images from the site, inline ones, and the listed hosts only (app/lib/image-hosts.ts): no other host sees a visitor. */
function imageSources({ analytics, imageHosts = [] }: SecurityOptions): string {
	const hosts = imageHosts.map((host) => `https://${host}`)
	return ["img-src 'self' data: blob:", ...hosts, ...(analytics ? [GA_CONNECT] : [])].join(' ')
}

export function contentSecurityPolicy(scriptHashes: string[], options: SecurityOptions): string {
	const { https, analytics } = options
	const directives = [
		"default-src 'self'",
		['script-src', "'self'", ...scriptHashes, ...(analytics ? [GA_SCRIPT] : [])].join(' '),
		"style-src 'self' 'unsafe-inline'",
		imageSources(options),
		"font-src 'self'",
		`connect-src 'self'${analytics ? ` ${GA_CONNECT}` : ''}`,
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"object-src 'none'",
		"manifest-src 'self'",
		...(https ? ['upgrade-insecure-requests'] : []),
	]
	return directives.join('; ')
}

export function isHtml(response: Response): boolean {
	return (response.headers.get('Content-Type') ?? '').startsWith('text/html')
}

/**
 * Applies the headers map to every response, and finalizes every HTML document not
 * finalized yet (cached pages were finalized when they were stored and carry their CSP).
 */
export function securityHeaders(options: DocumentOptions, nonce: string): MiddlewareHandler {
	const fixed = staticSecurityHeaders(options)
	return async (c, next) => {
		await next()
		let response = c.res
		if (isHtml(response) && !response.headers.has('Content-Security-Policy') && hasBody(response)) {
			const path = c.req.path
			// The dashboard is an application the owner works in, not a first visit: it hydrates at once.
			const isDashboard = path === ADMIN_SIGN_IN_PATH || path.startsWith(`${ADMIN_SIGN_IN_PATH}/`)
			const document = finalizeDocument(await responseBytes(response), nonce, {
				...options,
				firstVisit: isDashboard ? undefined : options.firstVisit,
			})
			const headers = new Headers(response.headers)
			headers.delete('Content-Length')
			if (document.csp) headers.set('Content-Security-Policy', document.csp)
			// As bytes: a string body would be checked for lone surrogates by the Response, a scan of the whole page.
			response = bytesResponse(document.body, { status: response.status, headers })
			replaceResponse(c, response)
		}
		for (const [name, value] of Object.entries(fixed)) response.headers.set(name, value)
	}
}
