/**
 * The shape of the `book_facts` setting (the owner's book facts, book.ts), checked when it is
 * saved and again when it is read: a malformed value falls back to the defaults.
 */
import { z } from 'zod'
import { BOOK_AVAILABILITIES, BOOK_FORMATS, type BookFacts, DEFAULT_BOOK_FACTS, FAQ_KEYS, type FaqKey } from './book.ts'

/** A real month (`YYYY-MM`) or day (`YYYY-MM-DD`), or '' (to be announced). */
export function isLaunchDate(value: string): boolean {
	if (value === '') return true
	if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return true
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const parsed = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** An absolute https address (where the book is sold). */
export function isPurchaseUrl(value: string): boolean {
	try {
		const url = new URL(value)
		return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(value)
	} catch {
		return false
	}
}

export const FAQ_ANSWER_MAX = 1000

export const BookFactsSchema = z
	.object({
		launchDate: z.string().refine(isLaunchDate),
		price: z.number().min(0).max(10_000),
		format: z.enum(BOOK_FORMATS),
		availability: z.enum(BOOK_AVAILABILITIES),
		purchaseUrl: z.union([z.literal(''), z.string().refine(isPurchaseUrl)]),
		faq: z.object(
			Object.fromEntries(FAQ_KEYS.map((key) => [key, z.string().max(FAQ_ANSWER_MAX).optional()])) as Record<
				FaqKey,
				z.ZodOptional<z.ZodString>
			>,
		),
	})
	.refine((facts) => facts.availability !== 'available' || facts.purchaseUrl !== '') satisfies z.ZodType<BookFacts>

/** A stored value, or the defaults when there is none or it no longer fits. */
export function bookFactsOf(value: unknown): BookFacts {
	const parsed = BookFactsSchema.safeParse(value)
	return parsed.success ? parsed.data : DEFAULT_BOOK_FACTS
}
