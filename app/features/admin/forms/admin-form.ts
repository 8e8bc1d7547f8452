/**
 * What the content tabs' actions answer, and the names their form fields use. Client-safe:
 * the admin components and the server's readers share these names.
 */
import type { Locale } from '#app/i18n/locales.ts'

/** An action's answer: shown as a toast with JavaScript, in the page without it. */
export type AdminFormState =
	| { intent: string; status: 'success'; message: string; url?: string }
	| { intent: string; status: 'error'; message: string; errors?: Record<string, string> }

/** The form field of one language of a translatable text: `title.pt-PT`, `title.en`, `title.es`. */
export function localizedFieldName(name: string, locale: Locale): string {
	return `${name}.${locale}`
}

/** Shown under a translatable field whose Portuguese text is missing. */
export const PORTUGUESE_REQUIRED = 'O texto em português (PT) é obrigatório.'
/** Shown under a link field that is neither an http(s) address nor a path of this site. */
export const INVALID_URL = 'Indique um endereço http(s) ou um caminho do site (/…).'
/** Shown under a plain required field. */
export const REQUIRED = 'Campo obrigatório.'

/** 'Erro ao guardar: {message}' (SPEC §8), for any content save that fails. */
export const saveFailed = (message: string) => `Erro ao guardar: ${message}`
