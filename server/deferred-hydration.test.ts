import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { DEFERRED_MODULE_TYPE, deferHydration, HYDRATION_START_SCRIPT } from './deferred-hydration.ts'
import { finalizeDocument, securityHeaders } from './security-headers.ts'

const STYLESHEETS = new Map([['/assets/root.css', 'h1{color:#0b2a3f}']])
const FIRST_VISIT = { firstVisit: { stylesheets: STYLESHEETS } }
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const NONCE = 'marker123'
const HYDRATE = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");'

/** The shape React Router and React write: preloads hoisted into the head, the module script in the body. */
const RENDERED = [
	`<!DOCTYPE html><html><head><link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/>`,
	`<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
	`<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>`,
	'</head><body><main><h1>Olá</h1></main>',
	`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
	`<script nonce="${NONCE}" type="module" async="">${HYDRATE}</script>`,
	'</body></html>',
].join('')

test('the module preloads and the hydration script are held back: nothing is fetched or run before the start script', () => {
	const html = deferHydration(RENDERED)
	expect(html).not.toContain('<link rel="modulepreload"')
	expect(html).not.toMatch(/<script[^>]*type="module"/)
	expect(html).toContain(
		`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}" data-preload="/assets/entry.client-1.js /assets/root-1.js">${HYDRATE}</script>`,
	)
	expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/>`)
	expect(html.endsWith(`<script>${HYDRATION_START_SCRIPT}</script></body></html>`)).toBe(true)
})

test('a document without a hydration script (a plain error page) is left as it was, and so is one already deferred', () => {
	const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Erro</p></body></html>'
	expect(deferHydration(plain)).toBe(plain)
	const deferred = deferHydration(RENDERED)
	expect(deferHydration(deferred)).toBe(deferred)
})

test('the CSP allows the start script and the hydration script (whose copy the start script runs) by their hashes', () => {
	const document = finalizeDocument(Buffer.from(RENDERED), NONCE, {
		https: true,
		analytics: false,
		csp: true,
		...FIRST_VISIT,
	})
	expect(document.csp).toContain(sha256(HYDRATION_START_SCRIPT))
	expect(document.csp).toContain(sha256(HYDRATE))
	expect(document.body.toString()).not.toContain(NONCE)
})

test('a first visit paints from the HTML alone: the stylesheet is inline, its link kept for React but disabled (never fetched)', () => {
	const html = finalizeDocument(Buffer.from(RENDERED), NONCE, {
		https: true,
		analytics: false,
		csp: true,
		...FIRST_VISIT,
	}).body.toString()
	expect(html).toContain(
		'<head><style>h1{color:#0b2a3f}</style><link rel="stylesheet" href="/assets/root.css" disabled=""/>',
	)
	expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
})

test('the inline stylesheet is written in as bytes, with text beyond ASCII before it, in it and after it intact', () => {
	const stylesheets = new Map([['/assets/root.css', 'q::before{content:"«→»"}']])
	const rendered = RENDERED.replace('<head>', '<head><title>Ação — Olá</title>')
	const html = finalizeDocument(Buffer.from(rendered), NONCE, {
		https: true,
		analytics: false,
		csp: true,
		firstVisit: { stylesheets },
	}).body.toString()
	expect(html).toContain(
		'<head><title>Ação — Olá</title><style>q::before{content:"«→»"}</style><link rel="stylesheet" href="/assets/root.css" disabled=""/>',
	)
	expect(html).toContain('<main><h1>Olá</h1></main>')
	expect(html.endsWith(`<script>${HYDRATION_START_SCRIPT}</script></body></html>`)).toBe(true)
})

test('a stylesheet the build does not hold, or one that could close its style element, stays a plain link', () => {
	const finishWith = (stylesheets: Map<string, string>) =>
		finalizeDocument(Buffer.from(RENDERED), NONCE, {
			https: true,
			analytics: false,
			csp: true,
			firstVisit: { stylesheets },
		}).body.toString()
	const unknown = finishWith(new Map([['/assets/other.css', 'p{}']]))
	expect(unknown).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
	const closing = finishWith(new Map([['/assets/root.css', 'a::after{content:"</style>"}']]))
	expect(closing).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
	expect(closing).not.toContain('<style>')
})

test('in development (no first-visit shaping asked) the document keeps React Router’s scripts and its stylesheet link as they are', () => {
	const html = finalizeDocument(Buffer.from(RENDERED), NONCE, {
		https: false,
		analytics: false,
		csp: false,
	}).body.toString()
	expect(html).toContain('<script type="module" async="">')
	expect(html).toContain('<link rel="modulepreload" href="/assets/root-1.js"/>')
	expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
})

test('public pages are shaped for a first visit; the dashboard, an application the owner works in, links its stylesheet and hydrates at once', async () => {
	const app = new Hono()
	app.use(securityHeaders({ https: false, analytics: false, csp: true, ...FIRST_VISIT }, NONCE))
	app.get('*', (c) => c.html(RENDERED))
	const publicPage = await (await app.request('/bio')).text()
	expect(publicPage).toContain(`type="${DEFERRED_MODULE_TYPE}"`)
	expect(publicPage).toContain('<style>h1{color:#0b2a3f}</style>')
	for (const path of ['/admin', '/admin/dashboard/livro']) {
		const dashboard = await (await app.request(path)).text()
		expect(dashboard).toContain('<script type="module" async="">')
		expect(dashboard).not.toContain(DEFERRED_MODULE_TYPE)
		expect(dashboard).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
	}
})
