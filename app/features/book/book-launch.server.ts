/**
 * The book's launch day for the retention job (docs/product/privacy.md): pre-reservations are
 * kept until 6 months after it. It is the launch date the owner gives in the Livro tab once the
 * book is out (available or sold out: while it is on pre-order the launch has not happened,
 * whatever date is announced), else `BOOK_LAUNCH_DATE`; undefined while neither says so.
 */
import { eq } from 'drizzle-orm'
import { getEnv } from '#app/config/env.server.ts'
import type { Database } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { type BookFacts, launchDay } from './book.ts'
import { bookFactsOf } from './book-facts.ts'

/** The launch day (`YYYY-MM-DD`) of facts whose book is out; a month's launch counts from its first day. */
export function releasedLaunchDay(facts: BookFacts | undefined): string | undefined {
	if (!facts || facts.availability === 'pre-order') return undefined
	return launchDay(facts.launchDate)
}

export async function bookLaunchDateForRetention(database: Database): Promise<Date | undefined> {
	const [row] = await database
		.select({ value: siteSettings.value })
		.from(siteSettings)
		.where(eq(siteSettings.key, 'book_facts'))
	const day = releasedLaunchDay(row ? bookFactsOf(row.value) : undefined) ?? getEnv().BOOK_LAUNCH_DATE
	return day ? new Date(`${day}T00:00:00Z`) : undefined
}
