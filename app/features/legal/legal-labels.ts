import type { Locale } from '#app/i18n/locales.ts'

/**
 * The few words the legal-document renderer adds around a document. They live here, not in
 * the catalogues, because only the legal pages use them.
 */
export const LEGAL_LABELS: Record<Locale, { updated: string; contents: string; newTab: string }> = {
	'pt-PT': { updated: 'Última actualização', contents: 'Nesta página', newTab: 'abre num novo separador' },
	en: { updated: 'Last updated', contents: 'On this page', newTab: 'opens in a new tab' },
	es: { updated: 'Última actualización', contents: 'En esta página', newTab: 'se abre en una nueva pestaña' },
}
