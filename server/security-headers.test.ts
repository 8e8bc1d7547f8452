import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { HEAD_SCRIPT } from '#app/lib/head-script.ts'
import {
	contentSecurityPolicy,
	finalizeDocument,
	inlineScriptHashes,
	staticSecurityHeaders,
} from './security-headers.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const NONCE = 'marker123'
const options = { https: true, analytics: false, csp: true }

test('only the marked inline scripts are allowed by hash; scripts with src and unmarked ones are not', () => {
	const html = `<head><script nonce="${NONCE}">window.a=1</script><script type="module" nonce="${NONCE}">import "/x.js"</script><script src="/y.js"></script><script>alert(1)</script></head>`
	expect(inlineScriptHashes(html, NONCE)).toEqual([sha256('window.a=1'), sha256('import "/x.js"')])
})

test('the site’s own head script (the cookie-choice probe) is allowed without the marker, and only as written', () => {
	const html = `<head><script>${HEAD_SCRIPT}</script><script>${HEAD_SCRIPT};steal()</script></head>`
	expect(inlineScriptHashes(html, NONCE)).toEqual([sha256(HEAD_SCRIPT)])
})

test('a finalized document no longer carries the marker, and its CSP blocks an injected script', () => {
	const html = `<script nonce="${NONCE}">boot()</script><p>x</p><script>steal()</script>`
	const document = finalizeDocument(Buffer.from(html), NONCE, options)
	expect(document.body.toString()).toBe('<script>boot()</script><p>x</p><script>steal()</script>')
	expect(document.csp).toContain(sha256('boot()'))
	expect(document.csp).not.toContain(sha256('steal()'))
})

test('text beyond ASCII comes out byte for byte, and a marked script holding it is allowed by the hash of its UTF-8 bytes', () => {
	const script = 'window.t="Subscrição — Óbidos ✓ 🌊"'
	const html = `<title>Ação</title><script nonce="${NONCE}">${script}</script><p>Olá, Óbidos 🌊</p>`
	const document = finalizeDocument(Buffer.from(html), NONCE, options)
	expect(document.body.equals(Buffer.from(`<title>Ação</title><script>${script}</script><p>Olá, Óbidos 🌊</p>`))).toBe(
		true,
	)
	expect(document.csp).toContain(sha256(script))
})

test('without a CSP (development) the marker is still removed', () => {
	const document = finalizeDocument(Buffer.from(`<script nonce="${NONCE}">boot()</script>`), NONCE, {
		...options,
		csp: false,
	})
	expect(document.body.toString()).toBe('<script>boot()</script>')
	expect(document.csp).toBeUndefined()
})

test('the policy forbids framing, plugins and foreign scripts, with no unsafe-inline for scripts', () => {
	const csp = contentSecurityPolicy([sha256('go()')], options)
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).toContain("object-src 'none'")
	expect(csp).toContain(`script-src 'self' ${sha256('go()')}`)
	expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
	expect(csp).toContain('upgrade-insecure-requests')
	expect(csp).not.toContain('googletagmanager')
})

test('the analytics host is allowed only when analytics is configured', () => {
	expect(contentSecurityPolicy([], { https: false, analytics: true })).toContain('https://www.googletagmanager.com')
})

test('HSTS is sent only when the site is served over HTTPS', () => {
	expect(staticSecurityHeaders({ https: true, analytics: false })).toHaveProperty('Strict-Transport-Security')
	expect(staticSecurityHeaders({ https: false, analytics: false })).not.toHaveProperty('Strict-Transport-Security')
	expect(staticSecurityHeaders({ https: false, analytics: false })).toMatchObject({
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
	})
})
