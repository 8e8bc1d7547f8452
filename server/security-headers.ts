/**
 * The security headers of every response, in one map, and the Content-Security-Policy.
 * The CSP allows inline scripts by their SHA-256 hashes, computed from the finished HTML,
 * so it needs no per-response nonce and stays valid for cached pages.
 */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { replaceResponse } from './replace-response.ts'

export interface SecurityOptions {
	/** The site is served over HTTPS (SITE_URL): HSTS and upgrade-insecure-requests apply. */
	https: boolean
	/** Analytics host allowances, only when a measurement id is configured (issue: analytics). */
	analytics: boolean
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

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** SHA-256 sources for every inline script of a document. */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>()
	for (const match of html.matchAll(INLINE_SCRIPT)) {
		const content = match[1] ?? ''
		if (!content) continue
		hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
	}
	return [...hashes]
}

const GA_SCRIPT = 'https://www.googletagmanager.com'
const GA_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com'

export function contentSecurityPolicy(html: string, { https, analytics }: SecurityOptions): string {
	const directives = [
		"default-src 'self'",
		`script-src 'self' ${inlineScriptHashes(html).join(' ')}${analytics ? ` ${GA_SCRIPT}` : ''}`.trim(),
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: blob: https:`,
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
 * Applies the headers map to every response and a CSP to every HTML document that has
 * none yet (cached pages carry the one computed when they were stored).
 * In development Vite injects its own inline scripts, so no CSP is sent there.
 */
export function securityHeaders(options: SecurityOptions & { csp: boolean }): MiddlewareHandler {
	const fixed = staticSecurityHeaders(options)
	return async (c, next) => {
		await next()
		let response = c.res
		if (options.csp && isHtml(response) && !response.headers.has('Content-Security-Policy')) {
			const html = await response.clone().text()
			const headers = new Headers(response.headers)
			headers.set('Content-Security-Policy', contentSecurityPolicy(html, options))
			response = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
			replaceResponse(c, response)
		}
		for (const [name, value] of Object.entries(fixed)) response.headers.set(name, value)
	}
}
