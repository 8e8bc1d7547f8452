/**
 * The start-up step that makes sure a new installation can be administered (see
 * `ensureFirstAdmin`), and tells whoever started the server how to sign in.
 */
import type { Env } from '#app/config/env.server.ts'
import type { DatabaseHandle } from '#app/db/client.server.ts'
import { ADMIN_SIGN_IN_PATH } from '#app/features/admin/admin-pages.ts'
import { logger } from '#app/lib/logger.server.ts'
import { ensureFirstAdmin, type FirstAdminResult } from './admin.server.ts'

export async function announceFirstAdmin(
	env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SITE_URL'>,
	kind: DatabaseHandle['kind'],
	print: (line: string) => void = (line) => console.log(line),
): Promise<FirstAdminResult> {
	const result = await ensureFirstAdmin({
		adminEmail: env.ADMIN_EMAIL,
		adminPassword: env.ADMIN_PASSWORD,
		embedded: kind === 'pglite',
		log: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
	})
	if (result.action !== 'created') return result
	const signIn = `${env.SITE_URL}${ADMIN_SIGN_IN_PATH}`
	logger.info('created the first administrator')
	if (result.generatedPassword) {
		// Printed once, never logged as data nor stored: the lines go to the console only.
		print('')
		print(`  First administrator: ${result.email}`)
		print(`  Password (shown once, stored nowhere): ${result.generatedPassword}`)
		print(`  Sign in at ${signIn} — choose your own password with npm run admin:create`)
		print('')
	} else {
		print(`  Administrator ${result.email} created from ADMIN_EMAIL: sign in at ${signIn}`)
	}
	return result
}
