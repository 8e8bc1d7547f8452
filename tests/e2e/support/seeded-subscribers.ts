/**
 * Newsletter subscribers that `seed-database.ts` stores already close to their 3-year mark
 * without interaction, so the e2e server's first retention run (a few seconds after it
 * starts) sends them the re-permission mail: the server's clock cannot be moved.
 * `daysToMark` is how far each one's mark lies ahead of the seeding; the mail goes out
 * 30 days before the mark, so the last one is not asked yet.
 */
import type { Locale } from '../../../app/i18n/locales.ts'

export interface SeededSubscriber {
	email: string
	locale: Locale
	daysToMark: number
}

export const REPERMISSION_SUBSCRIBERS = {
	/** Answers with JavaScript, in English. */
	withScript: { email: 'manter.com-js@e2e.example.com', locale: 'en', daysToMark: 20 },
	/** Answers without JavaScript, in Portuguese. */
	withoutScript: { email: 'manter.sem-js@e2e.example.pt', locale: 'pt-PT', daysToMark: 29 },
	/** Not asked yet: its mark is more than 30 days away. */
	notYetDue: { email: 'ainda-nao@e2e.example.pt', locale: 'pt-PT', daysToMark: 31 },
} as const satisfies Record<string, SeededSubscriber>
