/**
 * Run by the Playwright web server command before the built server starts (same DATA_DIR):
 * adds the test accounts of `admin-accounts.ts` to the fresh embedded database. Test-only: the
 * app itself has no way to make an account without the admin role.
 */
import { getEnv } from '#app/config/env.server.ts'
import { createOrResetAdmin } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { openAppDatabase } from '#server/database.ts'
import { NON_ADMIN, SEEDED_ADMINS } from './admin-accounts.ts'

const handle = await openAppDatabase(getEnv())
try {
	for (const admin of SEEDED_ADMINS) await createOrResetAdmin(admin)
	const ctx = await getAuth().$context
	if (!(await ctx.internalAdapter.findUserByEmail(NON_ADMIN.email))) {
		const user = await ctx.internalAdapter.createUser(
			{ email: NON_ADMIN.email, name: 'Visitante', emailVerified: true },
			{ method: 'admin' },
		)
		await ctx.internalAdapter.linkAccount({
			userId: user.id,
			providerId: 'credential',
			accountId: user.id,
			password: await ctx.password.hash(NON_ADMIN.password),
		})
	}
} finally {
	await handle.close()
}
