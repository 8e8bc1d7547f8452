import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react'
import { useMatches } from 'react-router'
import type { Locale } from './locales.ts'
import type { Messages } from './namespaces.ts'
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
	messages: Messages
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

function pageMessagesOf(loaderData: unknown): Messages | undefined {
	if (!loaderData || typeof loaderData !== 'object' || !('i18n' in loaderData)) return undefined
	const { i18n } = loaderData as { i18n: unknown }
	return i18n && typeof i18n === 'object' ? (i18n as Messages) : undefined
}

/**
 * The texts of the page on screen: the shell's (from the root loader) with every matched
 * route's own `i18n` texts (namespaces.ts). The same object while those sources stay the same,
 * so the translator and its consumers are not rebuilt on every render.
 */
export function usePageMessages(shell: Messages): Messages {
	const matches = useMatches()
	const sources = [shell]
	for (const match of matches) {
		const own = pageMessagesOf(match.loaderData)
		if (own) sources.push(own)
	}
	const merged = useRef<{ sources: Messages[]; messages: Messages } | null>(null)
	const previous = merged.current
	if (previous?.sources.length === sources.length && previous.sources.every((source, at) => source === sources[at])) {
		return previous.messages
	}
	const messages = sources.length === 1 ? shell : Object.assign({}, ...sources)
	merged.current = { sources, messages }
	return messages
}
