/**
 * The owner's book facts (Livro tab, docs/product/pages.md "Book"): the launch date, price,
 * format, availability, purchase link and FAQ answers, stored in the `book_facts` setting,
 * audited in the same transaction and visible on the public pages at once (the page cache is
 * emptied). An FAQ answer left as the suggested text is not stored, so it keeps following the
 * price and the launch date.
 */
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { type BookFacts, DEFAULT_BOOK_FACTS, FAQ_KEYS, type FaqKey } from '#app/features/book/book.ts'
import { defaultFaqAnswer } from '#app/features/book/book-content.ts'
import { bookFactsOf } from '#app/features/book/book-facts.ts'
import { writeContent } from '../content/content-write.server.ts'

export const BOOK_FACTS_SETTING = 'book_facts'

/** The stored facts, or the defaults. */
export async function loadBookFacts(): Promise<BookFacts> {
	const [row] = await db()
		.select({ value: siteSettings.value })
		.from(siteSettings)
		.where(eq(siteSettings.key, BOOK_FACTS_SETTING))
	return row ? bookFactsOf(row.value) : DEFAULT_BOOK_FACTS
}

/** What each FAQ answer field shows: the owner's answer, else the suggested one. */
export function faqAnswersShown(facts: BookFacts, today: string): Record<FaqKey, string> {
	return Object.fromEntries(
		FAQ_KEYS.map((key) => [key, facts.faq[key]?.trim() || defaultFaqAnswer(key, facts, today)]),
	) as Record<FaqKey, string>
}

export interface BookFactsInput extends Omit<BookFacts, 'faq'> {
	faq: Record<FaqKey, string>
}

/** Saves the facts; an answer equal to the suggested one (before or after this change) is not stored. */
export async function saveBookFacts(actor: AuditActor, input: BookFactsInput, today: string): Promise<BookFacts> {
	const before = await loadBookFacts()
	const { faq: answers, ...rest } = input
	const faq: BookFacts['faq'] = {}
	for (const key of FAQ_KEYS) {
		const answer = answers[key].trim()
		const suggested = [defaultFaqAnswer(key, before, today), defaultFaqAnswer(key, { ...rest, faq: {} }, today)]
		if (answer && !suggested.includes(answer)) faq[key] = answer
	}
	const facts: BookFacts = { ...rest, faq }
	return writeContent(actor, async (tx) => {
		await tx
			.insert(siteSettings)
			.values({ key: BOOK_FACTS_SETTING, value: facts })
			.onConflictDoUpdate({ target: siteSettings.key, set: { value: facts, updatedAt: new Date() } })
		return {
			result: facts,
			audit: {
				action: 'book.update',
				entity: 'site_settings',
				entityId: BOOK_FACTS_SETTING,
				details: {
					launchDate: facts.launchDate,
					price: facts.price,
					format: facts.format,
					availability: facts.availability,
					purchaseUrl: facts.purchaseUrl,
					faqAnswers: Object.keys(faq),
				},
			},
		}
	})
}
