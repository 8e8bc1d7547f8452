/**
 * The launch notice's leave link (docs/product/campaigns.md): a signed link, like the
 * newsletter's (newsletter-tokens.server.ts, purpose `prereservation-cancel`), naming the
 * pre-reservation the notice was addressed by. Opening it shows the address; its button (or
 * a mail program's RFC 8058 one-click POST) deletes every pre-reservation of that address,
 * with any launch notice still queued for it. The link dies with the records.
 */
import { and, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { bookPrereservations, mailOutbox } from '#app/db/schema.ts'
import { consumeRateLimit } from '#app/features/abuse/rate-limit.server.ts'
import { checkToken, tokenSubscriptionId } from '#app/features/newsletter/newsletter-tokens.server.ts'
import { logger } from '#app/lib/logger.server.ts'

/** The outbox kind of the launch notice (campaign-mail.server.ts). */
const LAUNCH_NOTICE_KIND = 'book.launch'

/**
 * - `reserved`: a valid link of an existing pre-reservation (the page offers the button);
 * - `cancelled`: there is no pre-reservation for this link (any more);
 * - `invalid`: a token that is not this server's for that pre-reservation;
 * - `rate-limited` (POST from the page only).
 */
export type PrereservationCancelView =
	| { status: 'reserved'; email: string }
	| { status: 'cancelled' | 'invalid' | 'rate-limited' }

async function prereservationOf(token: string | null): Promise<{ email: string } | 'invalid' | 'missing'> {
	const id = tokenSubscriptionId(token)
	if (!token || !id) return 'invalid'
	const [row] = await db()
		.select({ email: bookPrereservations.email })
		.from(bookPrereservations)
		.where(eq(bookPrereservations.id, id))
	if (!row) return 'missing'
	const check = checkToken(token, { purpose: 'prereservation-cancel', subscriptionId: id, email: row.email })
	return check === 'valid' ? row : 'invalid'
}

function viewOf(found: Awaited<ReturnType<typeof prereservationOf>>): PrereservationCancelView {
	if (found === 'missing') return { status: 'cancelled' }
	if (found === 'invalid') return { status: 'invalid' }
	return { status: 'reserved', email: found.email }
}

/** What the link's page shows (GET: reads only). */
export async function inspectPrereservationCancelLink(token: string | null): Promise<PrereservationCancelView> {
	return viewOf(await prereservationOf(token))
}

/**
 * Deletes the pre-reservations of a valid link's address and the launch notices still queued
 * for it. The one-click POST comes from a mail program's servers: not rate-limited (the
 * signed token is the authority).
 */
export async function cancelPrereservation(
	token: string | null,
	{ clientAddress, oneClick = false }: { clientAddress: string | null | undefined; oneClick?: boolean },
): Promise<PrereservationCancelView> {
	if (!oneClick) {
		const limit = await consumeRateLimit('newsletterConfirm', clientAddress)
		if (!limit.allowed) return { status: 'rate-limited' }
	}
	const found = await prereservationOf(token)
	if (typeof found === 'string') return viewOf(found)
	await db().transaction(async (tx) => {
		await tx.delete(bookPrereservations).where(eq(bookPrereservations.email, found.email))
		await tx
			.delete(mailOutbox)
			.where(
				and(
					eq(mailOutbox.recipient, found.email),
					eq(mailOutbox.kind, LAUNCH_NOTICE_KIND),
					eq(mailOutbox.status, 'pending'),
				),
			)
	})
	logger.info({ oneClick }, 'book pre-reservation cancelled from its link')
	return { status: 'cancelled' }
}
