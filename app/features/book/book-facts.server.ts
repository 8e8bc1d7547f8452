/**
 * The book's facts as the public pages read them: the owner's `book_facts` setting (remembered
 * until the next content change), the defaults of book.ts when there is none, and today's date
 * in Lisbon, so a launch in the past is never announced as "previsto".
 */
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import { lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { type BookFacts, type BookState, DEFAULT_BOOK_FACTS } from './book.ts'
import { isPrereservationOpen } from './prereservation.server.ts'

export async function getBookFacts(): Promise<BookFacts> {
	return (await getCachedSetting('book_facts')) ?? DEFAULT_BOOK_FACTS
}

export async function bookState(now = new Date()): Promise<BookState> {
	const [facts, prereservationOpen] = await Promise.all([getBookFacts(), isPrereservationOpen()])
	return { facts, today: lisbonIsoDate(now), prereservationOpen }
}
