import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import { readAccessCookie, sessionEmail } from '#app/features/personal-data/data-access.server.ts'
import { DATA_PAGE_PATH } from '#app/features/personal-data/data-page-texts.ts'
import { exportDataOf, exportFileName } from '#app/features/personal-data/personal-data.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { isForeignPost } from '#app/lib/same-origin.server.ts'
import type { Route } from './+types/personal-data-export'

/**
 * The JSON export of the verified session's address (docs/product/data.md: indented, `meus-dados-{date}.json`).
 * A POST (the page's button, or its script); the session cookie says whose data, so nobody
 * can export anyone else's. A failure answers a script with a status, and a browser without
 * JavaScript with the page again, saying the data could not be loaded.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
	const fail = (status: number) =>
		wantsJson
			? Response.json({ error: 'unavailable' }, { status, headers: { 'Cache-Control': 'no-store' } })
			: Response.redirect(new URL(`${DATA_PAGE_PATH}?erro=exportar`, request.url), 303)
	if (isForeignPost(request)) return fail(403)
	try {
		const limit = await consumeRateLimit('dataAccess', context.get(clientAddressContext))
		if (!limit.allowed) return fail(429)
		const email = await sessionEmail(readAccessCookie(request))
		if (!email) return fail(401)
		const now = new Date()
		const body = `${JSON.stringify(await exportDataOf(email, now), null, 2)}\n`
		return new Response(body, {
			headers: {
				'Content-Type': 'application/json; charset=utf-8',
				'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
				'Cache-Control': 'no-store',
			},
		})
	} catch (error) {
		logger.error({ err: error }, 'personal data export failed')
		return fail(500)
	}
}

/** Only the page's POST exports; a GET (a link, a prefetch) goes back to the page. */
export function loader({ request }: Route.LoaderArgs) {
	return Response.redirect(new URL(DATA_PAGE_PATH, request.url), 303)
}
