import type { Locale } from '#app/i18n/locales.ts'

export interface SuggestionTexts {
	label: string
	question: string
	accept: string
	keep: string
	close: string
}

/**
 * The suggestion speaks the language it suggests, which the page's (Portuguese) catalogue
 * does not hold: its few texts live here. Only the home in Portuguese ever shows it.
 */
export const SUGGESTION_TEXTS: Partial<Record<Locale, SuggestionTexts>> = {
	en: {
		label: 'Language suggestion',
		question: 'Would you prefer to read this site in English?',
		accept: 'Switch to English',
		keep: 'Keep Portuguese',
		close: 'Close',
	},
	es: {
		label: 'Sugerencia de idioma',
		question: '¿Prefiere leer este sitio en español?',
		accept: 'Cambiar a español',
		keep: 'Mantener portugués',
		close: 'Cerrar',
	},
}
