import { handleConsentPost } from '#app/features/consent/consent.server.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import type { Route } from './+types/consent'

/** Only the banner's POST belongs here. */
export function loader() {
	return Response.json({ error: 'method-not-allowed' }, { status: 405, headers: { Allow: 'POST' } })
}

/** The cookie banner records each choice here (docs/product/data.md: insert cookie_consents). */
export function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		return Response.json({ error: 'method-not-allowed' }, { status: 405, headers: { Allow: 'POST' } })
	}
	return handleConsentPost(request, context.get(clientAddressContext))
}
