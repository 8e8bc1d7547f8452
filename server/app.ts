/**
 * The HTTP application: redirects, health check, static files, uploaded images, the HTML cache and the
 * React Router request handler, wrapped in compression
 * and the security headers.
 */
import type { HttpBindings } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { getAppDatabase } from '#app/db/client.server.ts'
import { IMAGE_MAX_BYTES } from '#app/features/uploads/images.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import { findPage, isPagePath, LEGACY_REDIRECTS } from '#app/i18n/route-table.ts'
import { clientAddressContext, resolveClientAddress } from '#app/lib/client-address.server.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'
import { PRIVATE_CACHE_CONTROL } from '#app/lib/http.ts'
import { logger } from '#app/lib/logger.server.ts'
import { foreignFormRefused, isForeignPost } from '#app/lib/same-origin.server.ts'
import { SCRIPT_NONCE } from '#app/lib/script-nonce.server.ts'
import { limitBody } from './body-limit.ts'
import { compression } from './compression.ts'
import type { Stylesheets } from './inline-stylesheets.ts'
import { pageCache } from './page-cache.ts'
import { securityHeaders } from './security-headers.ts'
import { staticFiles } from './static-files.ts'
import { uploadedFiles } from './uploads.ts'

/** The largest request body a public page or endpoint accepts. */
export const PUBLIC_FORM_MAX_BYTES = 64 * 1024
/** The dashboard's forms carry an image of at most IMAGE_MAX_BYTES, with room for the other fields. */
export const DASHBOARD_MAX_BYTES = IMAGE_MAX_BYTES + 1024 * 1024
/** The dashboard and its tabs (`/admin/dashboard`, `/admin/dashboard.data`, `/admin/dashboard/...`). */
const DASHBOARD_PATH_PREFIX = '/admin/dashboard'

/** A request that only reads (GET, HEAD): it carries no body and its answer may be shared. */
function isRead(c: Context): boolean {
	return c.req.method === 'GET' || c.req.method === 'HEAD'
}

export interface AppOptions {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: 'development' | 'production'
	/** Folder of the built client files; none in development (Vite serves them). */
	clientDir?: string
	/** The build's stylesheets, written inline into public pages (production; server/inline-stylesheets.ts). */
	stylesheets?: Stylesheets
	analytics?: boolean
	/** The public origin is HTTPS (from SITE_URL). */
	https?: boolean
	/** The image storage `/uploads` serves from; default the process's (the database). */
	imageStorage?: () => ImageStorage
	/** The server sits behind its own proxy: the client address is the last `X-Forwarded-For` entry. */
	trustProxy?: boolean
	/** Hosts whose https images pages may load (`IMAGE_HOSTS`). */
	imageHosts?: readonly string[]
}

export function createApp({
	build,
	mode,
	clientDir,
	stylesheets,
	analytics = false,
	https = false,
	imageStorage,
	trustProxy = false,
	imageHosts = [],
}: AppOptions): Hono<{ Bindings: Partial<HttpBindings> }> {
	const production = mode === 'production'
	const security = {
		https: production && https,
		analytics,
		csp: production,
		firstVisit: production ? { stylesheets: stylesheets ?? new Map() } : undefined,
		imageHosts,
	}
	const handleRequest = createRequestHandler(build, mode)
	const app = new Hono<{ Bindings: Partial<HttpBindings> }>()

	app.use(compression())
	app.use(securityHeaders(security, SCRIPT_NONCE))

	app.get('/healthz', async (c) => {
		c.header('Cache-Control', 'no-store')
		try {
			await getAppDatabase().ping()
			return c.json({ status: 'ok', database: 'ok' })
		} catch (error) {
			logger.error({ err: error }, 'health check failed')
			return c.json({ status: 'error', database: 'unavailable' }, 503)
		}
	})

	app.use(async (c, next) => {
		const url = new URL(c.req.url)
		// Trailing slashes go; so do repeated leading ones, so `//host/` never leaves the site.
		const bare = url.pathname.length > 1 ? `/${url.pathname.replace(/^\/+|\/+$/g, '')}` : url.pathname
		const target = LEGACY_REDIRECTS[bare] ?? (bare === url.pathname ? undefined : bare)
		if (!target) return next()
		// 308 keeps the method and body of a form post; 301 is the classic for links.
		return c.redirect(`${target}${url.search}`, isRead(c) ? 301 : 308)
	})

	if (clientDir) {
		const serveFile = staticFiles(clientDir)
		// Only paths with a file extension can be files; pages never have one.
		app.use((c, next) => (/\.\w+$/.test(c.req.path) ? serveFile(c, next) : next()))
		// A missing build file is a plain 404, not a rendered page.
		app.all('/assets/*', (c) => c.text('Not Found', 404, { 'Cache-Control': 'no-store' }))
	}
	app.get('/uploads/*', uploadedFiles(imageStorage))
	// In development pages change with every edit, so nothing is cached there.
	if (production) {
		app.use(pageCache(htmlCache, { security, nonce: SCRIPT_NONCE, isPagePath }))
	}
	// A post from another site (Sec-Fetch-Site, or a foreign Origin) reaches no form: the
	// visitor is told, in the page's language, that nothing was stored. The exceptions are the
	// pages of the mails' leave links (the newsletter's unsubscribe page, the launch notice's
	// pre-reservation cancel page), which mail programs post to from their own servers (RFC
	// 8058 one-click) and which need the record's own signed token anyway.
	app.use((c, next) => {
		if (!isForeignPost(c.req.raw)) return next()
		const found = findPage(c.req.path.replace(/\.data$/, ''))
		if (found?.page.id === 'newsletterUnsubscribe' || found?.page.id === 'prereservationCancel') return next()
		return Promise.resolve(foreignFormRefused(c.req.path))
	})
	// A huge body is refused before anything reads it: forms send a few kilobytes, the
	// dashboard's image uploads at most an image's limit (and every one of its actions checks
	// the admin session before reading a byte of what was sent).
	const tooLarge = (c: Context) => c.text('Payload Too Large', 413, { 'Cache-Control': 'no-store' })
	const formBodyLimit = limitBody(PUBLIC_FORM_MAX_BYTES, tooLarge)
	const dashboardBodyLimit = limitBody(DASHBOARD_MAX_BYTES, tooLarge)
	app.use((c, next) => {
		if (isRead(c)) return next()
		return c.req.path.startsWith(DASHBOARD_PATH_PREFIX) ? dashboardBodyLimit(c, next) : formBodyLimit(c, next)
	})
	// better-auth's HTTP endpoints are not mounted: the admin's sign-in, sign-out and security
	// pages call them in-process (app/features/admin/admin-auth.server.ts), so every account
	// change goes through an action that checks the admin and writes the audit log.
	app.all('*', async (c) => {
		const context = new RouterContextProvider()
		context.set(
			clientAddressContext,
			resolveClientAddress(c.req.raw, c.env?.incoming?.socket.remoteAddress, trustProxy) ?? null,
		)
		const response = await handleRequest(c.req.raw, context)
		// Nothing is shareable unless its route says so (public pages send `public`), and only a
		// success to a GET ever is: errors, not-found pages and the answers to form posts (a
		// visitor's own message, what they typed) are never stored anywhere.
		if (!isRead(c) || response.status !== 200 || !response.headers.has('Cache-Control')) {
			response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
		}
		return response
	})

	app.onError((error, c) => {
		logger.error({ err: error, path: c.req.path }, 'unhandled server error')
		return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' })
	})
	return app
}
