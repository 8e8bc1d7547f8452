import { symmetricDecrypt } from 'better-auth/crypto'
import { describe, expect, test, vi } from 'vitest'
import { OWNER } from '#app/config/owner.ts'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { twoFactors } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { createOrResetAdmin, getAdminSession } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { otpauthUri, securityStatus } from './account-security.server.ts'

vi.stubEnv('SITE_URL', 'http://localhost:3000')
vi.stubEnv('SESSION_SECRET', 'a-security-test-secret-long-enough-0000')

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	test('a set-up begun and not confirmed shows the same otpauth URI better-auth gave, and the base32 key', async () => {
		const password = 'the admin passphrase'
		await createOrResetAdmin({ email: 'sec@example.com', password })
		const signedIn = await (await getAuth()).api.signInEmail({
			body: { email: 'sec@example.com', password },
			returnHeaders: true,
		})
		const cookie = signedIn.headers
			.getSetCookie()
			.map((line) => line.split(';')[0])
			.join('; ')
		const request = new Request('http://localhost:3000/admin/dashboard/seguranca', { headers: { cookie } })
		const enabled = await (await getAuth()).api.enableTwoFactor({ body: { password }, headers: request.headers })
		if (enabled.method !== 'totp') throw new Error('TOTP was not set up')

		const admin = await getAdminSession(request)
		if (!admin) throw new Error('not signed in')
		const status = await securityStatus(request, admin)

		expect(status.twoFactorEnabled).toBe(false)
		expect(status.pendingSetup?.uri).toBe(enabled.totpURI)
		expect(status.pendingSetup?.secret).toMatch(/^[A-Z2-7]+$/)
		expect(enabled.totpURI).toContain(`issuer=${encodeURIComponent(OWNER.name).replace(/%20/g, '+')}`)
		const [row] = await database().db.select().from(twoFactors)
		const secret = await symmetricDecrypt({
			key: (await (await getAuth()).$context).secretConfig,
			data: row?.secret ?? '',
		})
		expect(otpauthUri(secret, 'sec@example.com')).toBe(enabled.totpURI)
		expect(status.otherSessions).toBe(0)
	})
})
