import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes, staticSecurityHeaders } from './security-headers.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('every inline script of a page is allowed by its hash, and scripts with src are not hashed', () => {
	const html =
		'<head><script>window.a=1</script><script type="module">import "/x.js"</script><script src="/y.js"></script></head>'
	expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('import "/x.js"')])
})

test('the policy forbids framing, plugins and foreign scripts, with no unsafe-inline for scripts', () => {
	const csp = contentSecurityPolicy('<script>go()</script>', { https: true, analytics: false })
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).toContain("object-src 'none'")
	expect(csp).toContain(`script-src 'self' ${sha256('go()')}`)
	expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
	expect(csp).toContain('upgrade-insecure-requests')
	expect(csp).not.toContain('googletagmanager')
})

test('the analytics host is allowed only when analytics is configured', () => {
	expect(contentSecurityPolicy('', { https: false, analytics: true })).toContain('https://www.googletagmanager.com')
})

test('HSTS is sent only when the site is served over HTTPS', () => {
	expect(staticSecurityHeaders({ https: true, analytics: false })).toHaveProperty('Strict-Transport-Security')
	expect(staticSecurityHeaders({ https: false, analytics: false })).not.toHaveProperty('Strict-Transport-Security')
	expect(staticSecurityHeaders({ https: false, analytics: false })).toMatchObject({
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
	})
})
