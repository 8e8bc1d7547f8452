import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { auditLog, rateLimits, sessions, users } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { formOf, post, TEST_SITE } from '#app/features/admin/test-support.server.ts'
import { createOrResetAdmin, getAdminSession } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { action as securityAction, loader as securityLoader } from '#app/routes/admin/account/seguranca.tsx'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const PATH = '/admin/dashboard/seguranca'
const PASSWORD = 'the first admin passphrase'
const NEW_PASSWORD = 'a brand new passphrase'

async function signIn(email: string, password: string): Promise<string> {
	const response = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true })
	return response.headers.getSetCookie()[0]?.split(';')[0] ?? ''
}

async function otherSessionsSeenBy(cookie: string): Promise<number> {
	const url = new URL(`${TEST_SITE}${PATH}`)
	const data = await securityLoader({
		request: new Request(url, { headers: { cookie } }),
		url,
		params: {},
		context: {},
	} as never)
	return data.otherSessions
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let email = ''

	beforeEach(async () => {
		email = `owner-${randomUUID().slice(0, 8)}@example.com`
		await createOrResetAdmin({ email, password: PASSWORD })
		await database().db.delete(rateLimits)
	})

	const change = (cookie: string, fields: Record<string, string>) =>
		post(securityAction, PATH, formOf({ intent: 'change-password', ...fields }), cookie)

	test('the password changes with the current one, every other session ends and this one goes on', async () => {
		const here = await signIn(email, PASSWORD)
		const elsewhere = await signIn(email, PASSWORD)
		expect(await otherSessionsSeenBy(here)).toBe(1)

		const answer = await change(here, {
			currentPassword: PASSWORD,
			newPassword: NEW_PASSWORD,
			confirmPassword: NEW_PASSWORD,
		})
		expect(answer).toMatchObject({ status: 302, location: PATH })
		expect(answer.toast).toMatchObject({
			type: 'success',
			message: 'Palavra-passe alterada. As outras sessões foram terminadas.',
		})

		const [user] = await database().db.select({ id: users.id }).from(users).where(eq(users.email, email))
		const left = await database()
			.db.select()
			.from(sessions)
			.where(eq(sessions.userId, user?.id ?? ''))
		expect(left).toHaveLength(1)
		const elsewhereSession = await getAdminSession(new Request(TEST_SITE, { headers: { cookie: elsewhere } }))
		expect(elsewhereSession).toBeNull()

		await expect((await getAuth()).api.signInEmail({ body: { email, password: PASSWORD } })).rejects.toThrow()
		expect(await signIn(email, NEW_PASSWORD)).not.toBe('')
		const [entry] = await database().db.select().from(auditLog).where(eq(auditLog.action, 'account.password_change'))
		expect(entry).toMatchObject({ actorEmail: email, entity: 'user', entityId: user?.id })
	})

	test('a wrong current password, a short or mistyped new one change nothing and say why, never echoing a password', async () => {
		const here = await signIn(email, PASSWORD)
		const wrong = await change(here, {
			currentPassword: 'not the password',
			newPassword: NEW_PASSWORD,
			confirmPassword: NEW_PASSWORD,
		})
		expect(wrong.status).toBe(400)
		expect(wrong.data).toMatchObject({ errors: { currentPassword: 'Palavra-passe incorrecta.' } })
		expect(JSON.stringify(wrong.data)).not.toContain(NEW_PASSWORD)

		const short = await change(here, { currentPassword: PASSWORD, newPassword: 'curta', confirmPassword: 'curta' })
		expect(short.data).toMatchObject({
			errors: { newPassword: 'A palavra-passe nova deve ter pelo menos 12 caracteres.' },
		})
		const mistyped = await change(here, {
			currentPassword: PASSWORD,
			newPassword: NEW_PASSWORD,
			confirmPassword: `${NEW_PASSWORD}!`,
		})
		expect(mistyped.data).toMatchObject({ errors: { confirmPassword: 'As duas palavras-passe novas não coincidem.' } })
		expect(await signIn(email, PASSWORD)).not.toBe('')
	})

	test('guessing the current password is rate limited like signing in', async () => {
		const here = await signIn(email, PASSWORD)
		const statuses: number[] = []
		for (let attempt = 0; attempt < 6; attempt++) {
			const answer = await change(here, {
				currentPassword: `wrong guess ${attempt}`,
				newPassword: NEW_PASSWORD,
				confirmPassword: NEW_PASSWORD,
			})
			statuses.push(answer.status)
		}
		expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
		expect(statuses.at(-1)).toBe(429)
	}, 90_000)
})
