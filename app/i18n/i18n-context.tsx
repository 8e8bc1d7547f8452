import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { Catalogue } from './catalogues/pt-PT.ts'
import type { Locale } from './locales.ts'
import { createTranslator, type Translate } from './translate.ts'

interface I18n {
	locale: Locale
	t: Translate
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({
	locale,
	messages,
	children,
}: {
	locale: Locale
	messages: Catalogue
	children: ReactNode
}) {
	const value = useMemo(() => ({ locale, t: createTranslator(messages) }), [locale, messages])
	return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's locale and translator. Throws outside its provider (docs/product/messages.md). */
export function useI18n(): I18n {
	const i18n = useContext(I18nContext)
	if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>')
	return i18n
}
