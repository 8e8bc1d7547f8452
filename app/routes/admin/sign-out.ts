import { redirect } from 'react-router'
import { signOutToSignIn } from '#app/features/admin/admin-auth.server.ts'
import { ADMIN_SIGN_IN_PATH, requireAdmin } from '#app/features/auth/admin.server.ts'
import type { Route } from './+types/sign-out'

/** 'Sair' (SPEC §4): a POST only, so no link or prefetch can sign anyone out. */
export async function loader() {
	throw redirect(ADMIN_SIGN_IN_PATH)
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	return signOutToSignIn(request)
}
