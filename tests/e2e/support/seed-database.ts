/**
 * Run by the Playwright web server command before the built server starts (same DATA_DIR):
 * adds to the fresh embedded database the test accounts of `admin-accounts.ts` (the app
 * itself has no way to make an account without the admin role), the expired access link
 * of `seeded-links.ts` and the newsletter subscribers of `seeded-subscribers.ts`. Test-only.
 */
import { getEnv } from '#app/config/env.server.ts'
import { dataAccessLinks, newsletterSubscriptions } from '#app/db/schema.ts'
import { createOrResetAdmin } from '#app/features/auth/admin.server.ts'
import { getAuth } from '#app/features/auth/auth.server.ts'
import { keyedHash } from '#app/features/personal-data/data-access.server.ts'
import { periodCutoff, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { openAppDatabase } from '#server/database.ts'
import { NON_ADMIN, SEEDED_ADMINS } from './admin-accounts.ts'
import { EXPIRED_DATA_LINK } from './seeded-links.ts'
import { REPERMISSION_SUBSCRIBERS } from './seeded-subscribers.ts'

const handle = await openAppDatabase(getEnv())
try {
	for (const admin of SEEDED_ADMINS) await createOrResetAdmin(admin)
	const ctx = await (await getAuth()).$context
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
	const hour = 60 * 60_000
	await handle.db
		.insert(dataAccessLinks)
		.values({
			email: EXPIRED_DATA_LINK.email,
			tokenHash: keyedHash('link', EXPIRED_DATA_LINK.token),
			createdAt: new Date(Date.now() - 2 * hour),
			expiresAt: new Date(Date.now() - hour),
		})
		.onConflictDoNothing()
	for (const { email, locale, daysToMark } of Object.values(REPERMISSION_SUBSCRIBERS)) {
		const mark = new Date(Date.now() + daysToMark * 24 * hour)
		const lastInteractionAt = periodCutoff(RETENTION_PERIODS.newsletterInactive, mark)
		await handle.db
			.insert(newsletterSubscriptions)
			.values({
				email,
				locale,
				confirmed: true,
				confirmedAt: lastInteractionAt,
				lastInteractionAt,
				consentTimestamp: lastInteractionAt,
				createdAt: lastInteractionAt,
			})
			.onConflictDoNothing()
	}
} finally {
	await handle.close()
}
