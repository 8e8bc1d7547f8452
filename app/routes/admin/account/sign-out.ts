import { redirect } from 'react-router'
import { z } from 'zod'
import { signOutToSignIn } from '#app/features/admin/account/admin-auth.server.ts'
import { DASHBOARD_PATH } from '#app/features/admin/admin-pages.ts'
import { withSchema } from '#app/features/admin/forms/admin-action.server.ts'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { refuseForeignPost } from '#app/lib/same-origin.server.ts'
import type { Route } from './+types/sign-out'

/** 'Sair' (docs/product/behaviour.md): a POST only, so no link or prefetch can sign anyone out; a GET goes back. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	throw redirect(DASHBOARD_PATH)
}

export const action = withSchema(z.object({}), async ({ request, context }: Route.ActionArgs) => {
	refuseForeignPost(request)
	await requireAdmin(request)
	return signOutToSignIn(request, context)
})
