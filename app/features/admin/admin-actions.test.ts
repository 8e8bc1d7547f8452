/**
 * Every admin form is read with a Zod schema (docs/decisions/015): each route under /admin
 * with an action — found in the route config, so a new one is covered — declares the schema
 * its form is checked against, and a signed-in admin's malformed posts (no intent, an unknown
 * intent, a body that is not a form) are answered with a refusal that changes nothing, never
 * a server error.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { seedDatabase } from '#app/db/seed.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import routes from '#app/routes.ts'
import { post, signedInAdmin, TEST_SITE } from './test-support.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

interface RouteEntry {
	path?: string
	index?: boolean
	file: string
	children?: RouteEntry[]
}

function flatten(entries: RouteEntry[], parent = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const joined = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/')
		return [{ path: `/${joined.replace(/^\/+/, '')}`, file: entry.file }, ...flatten(entry.children ?? [], joined)]
	})
}

type Action = ((args: never) => Promise<unknown>) & { schema?: unknown }

const adminModules = await Promise.all(
	flatten(routes as RouteEntry[])
		.filter((route) => route.path === '/admin' || route.path.startsWith('/admin/'))
		.map(async (route) => ({
			...route,
			module: (await import(pathToFileURL(path.resolve('app', route.file)).href)) as { action?: Action },
		})),
)
const withActions = adminModules.filter((route) => route.module.action)

test('the admin has actions to check', () => {
	expect(withActions.length).toBeGreaterThanOrEqual(11)
})

test.each(withActions)('$path ($file): its action reads its form with a Zod schema', ({ module }) => {
	expect(module.action?.schema).toBeInstanceOf(z.ZodType)
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let cookie = ''

	beforeAll(async () => {
		await seedDatabase(database().db)
		;({ cookie } = await signedInAdmin())
	})

	async function snapshot(): Promise<string> {
		const rows = await database().db.execute(
			sql`select string_agg(t.tablename, ',') as tables from pg_tables t where schemaname = 'public'`,
		)
		const tables = String((rows as unknown as { rows: { tables: string }[] }).rows[0]?.tables ?? '').split(',')
		const contents: string[] = []
		for (const table of tables.filter((name) => !['sessions', 'rate_limits', 'audit_log'].includes(name)).sort()) {
			const result = await database().db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`))
			contents.push(table, ...(result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row).sort())
		}
		return contents.join('\n')
	}

	test.each(withActions.filter((route) => route.file !== 'routes/admin/account/sign-out.ts'))(
		'$path: malformed posts from an admin are refused and change nothing',
		async ({ path: routePath, module }) => {
			const before = await snapshot()
			const bodies: FormData[] = []
			for (const fields of [{}, { intent: 'no-such-intent' }, { intent: 'delete', id: 'not-an-id' }]) {
				const form = new FormData()
				for (const [name, value] of Object.entries(fields)) form.set(name, value)
				bodies.push(form)
			}
			for (const form of bodies) {
				const answer = await post(module.action as Action, routePath, form, cookie)
				expect(answer.status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400)
				expect(answer.status, JSON.stringify(answer)).toBeLessThan(500)
			}
			expect(await snapshot()).toEqual(before)
		},
	)
})
