/**
 * Every loader and action of the content tabs refuses whoever is not an admin (sent to
 * /admin) and changes nothing, whatever the form asks; a signed-in admin is let through.
 */
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, bioContent, mediaArticles, projectos, siteSettings, testimonials } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createOrResetAdmin } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import * as bio from '#app/routes/admin/bio.tsx'
import * as definicoes from '#app/routes/admin/definicoes.tsx'
import * as media from '#app/routes/admin/media.tsx'
import * as pressKit from '#app/routes/admin/press-kit.tsx'
import * as projectosRoute from '#app/routes/admin/projectos.tsx'
import * as testemunhos from '#app/routes/admin/testemunhos.tsx'

vi.stubEnv('SITE_URL', 'http://localhost:3000')
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const SITE = 'http://localhost:3000'

const ROUTES = {
	'/admin/dashboard?index': bio,
	'/admin/dashboard/projectos': projectosRoute,
	'/admin/dashboard/media': media,
	'/admin/dashboard/press-kit': pressKit,
	'/admin/dashboard/testemunhos': testemunhos,
	'/admin/dashboard/definicoes': definicoes,
}

/** A form that would change something on every tab, if it were accepted. */
function hostileForm(): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries({
		intent: 'save',
		'title.pt-PT': 'Intruso',
		'description.pt-PT': 'Intruso',
		'intro_text.pt-PT': 'Intruso',
		name: 'Intruso',
		'testimonial.pt-PT': 'Intruso',
		title: 'Intruso',
		source: 'Intruso',
		bio_pt: 'Intruso',
		download_url: '',
		'home_hero.pt-PT': 'Intruso',
		'contact_intro.pt-PT': 'Intruso',
		'contact_success.pt-PT': 'Intruso',
		'how_i_work.pt-PT': 'Intruso',
	})) {
		form.append(name, value)
	}
	return form
}

async function call(
	kind: 'loader' | 'action',
	path: keyof typeof ROUTES,
	cookie?: string,
): Promise<{ redirect?: Response; result?: unknown }> {
	const url = new URL(`${SITE}${path}`)
	const headers = new Headers(cookie ? { cookie } : {})
	const request =
		kind === 'loader'
			? new Request(url, { headers })
			: new Request(url, { method: 'POST', body: hostileForm(), headers })
	const args = { request, url, params: {}, context: new RouterContextProvider() } as never
	try {
		const module = ROUTES[path] as {
			loader: (args: never) => Promise<unknown>
			action: (args: never) => Promise<unknown>
		}
		return { result: await module[kind](args) }
	} catch (thrown) {
		if (thrown instanceof Response) return { redirect: thrown }
		throw thrown
	}
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let adminCookie = ''
	let visitorCookie = ''

	beforeAll(async () => {
		const auth = getAuth()
		await createOrResetAdmin({ email: 'guarda@example.com', password: 'a long admin password' })
		const admin = await auth.api.signInEmail({
			body: { email: 'guarda@example.com', password: 'a long admin password' },
			asResponse: true,
		})
		adminCookie = admin.headers.getSetCookie()[0]?.split(';')[0] ?? ''
		// A signed-in account without the admin role.
		const ctx = await auth.$context
		const visitor = await ctx.internalAdapter.createUser(
			{ email: 'visitante@example.com', name: 'Visitante', emailVerified: true },
			{ method: 'admin' },
		)
		await ctx.internalAdapter.linkAccount({
			userId: visitor.id,
			providerId: 'credential',
			accountId: visitor.id,
			password: await ctx.password.hash('a long visitor password'),
		})
		const signedIn = await auth.api.signInEmail({
			body: { email: 'visitante@example.com', password: 'a long visitor password' },
			asResponse: true,
		})
		visitorCookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
		expect(visitorCookie).toMatch(/session_token=/)
	})

	async function snapshot() {
		const db = database().db
		return Promise.all(
			[projectos, testimonials, mediaArticles, bioContent, siteSettings, auditLog].map((table) =>
				db.select().from(table),
			),
		)
	}

	test('anonymous and non-admin requests to every content loader and action go to /admin and change nothing', async () => {
		const before = await snapshot()
		for (const cookie of [undefined, visitorCookie, 'site.session_token=forged.value']) {
			for (const path of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
				for (const kind of ['loader', 'action'] as const) {
					const { redirect } = await call(kind, path, cookie)
					expect(redirect?.status, `${kind} ${path}`).toBe(302)
					expect(redirect?.headers.get('Location'), `${kind} ${path}`).toBe('/admin')
				}
			}
		}
		expect(await snapshot()).toEqual(before)
	})

	test('an admin gets every content tab', async () => {
		for (const path of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
			const { redirect, result } = await call('loader', path, adminCookie)
			expect(redirect, path).toBeUndefined()
			expect(result, path).toMatchObject({ loadError: null })
		}
	})
})
