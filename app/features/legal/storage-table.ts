import { formatPeriod } from '#app/features/personal-data/retention-periods.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { type Block, code, type Rich, table } from './document-model.ts'
import type { CookieName, StorageCategory, StoredItem } from './legal-facts.ts'

/** The words one language needs to describe the cookie inventory. */
export interface StorageWords {
	columns: readonly [name: string, purpose: string, category: string, duration: string]
	purposes: Record<CookieName, Rich>
	categories: Record<StorageCategory, string>
	session: string
	persistent: string
}

/** A table of cookies or local-storage keys, its facts from the inventory, its words from the language. */
export function storageTable(
	caption: string,
	items: readonly (StoredItem & { name: CookieName })[],
	words: StorageWords,
	locale: Locale,
): Block {
	const lifetime = (item: StoredItem) => {
		if (item.lifetime === 'session') return words.session
		if (item.lifetime === 'persistent') return words.persistent
		return formatPeriod(item.lifetime, locale)
	}
	return table(
		caption,
		words.columns,
		items.map((item) => [
			[code(item.name)],
			words.purposes[item.name],
			[words.categories[item.category]],
			[lifetime(item)],
		]),
		[0, 2, 3],
	)
}
