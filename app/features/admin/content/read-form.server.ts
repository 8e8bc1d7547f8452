/**
 * Reads the content editors' fields from a submitted form. SPEC §5 shows no required-field
 * checks in the admin forms; what is checked here is what the site needs to stay correct:
 * the Portuguese text of a required translatable field (the public pages fall back to it),
 * links that are safe to publish, and an integer priority.
 */
import { LOCALES } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import { INVALID_URL, localizedFieldName, PORTUGUESE_REQUIRED, REQUIRED } from '../forms/admin-form.ts'

/** Collects field errors by field name while the values are read. */
export class FormReader {
	readonly errors: Record<string, string> = {}

	constructor(readonly form: FormData) {}

	get valid(): boolean {
		return Object.keys(this.errors).length === 0
	}

	/** A trimmed text; '' when missing. */
	text(name: string, { required = false, max }: { required?: boolean; max?: number } = {}): string {
		const value = String(this.form.get(name) ?? '').trim()
		if (required && !value) this.errors[name] = REQUIRED
		else if (max !== undefined && value.length > max) this.errors[name] = `No máximo ${max} caracteres.`
		return value
	}

	/** A text in each language; null when every language is empty and the field is optional. */
	localized(name: string, options: { required: true }): LocalizedText
	localized(name: string, options?: { required?: boolean }): LocalizedText | null
	localized(name: string, { required = false }: { required?: boolean } = {}): LocalizedText | null {
		const values = Object.fromEntries(
			LOCALES.map((locale) => [locale, String(this.form.get(localizedFieldName(name, locale)) ?? '').trim()]),
		)
		const portuguese = values['pt-PT'] ?? ''
		const any = Object.values(values).some(Boolean)
		if (!portuguese && (required || any)) {
			this.errors[localizedFieldName(name, 'pt-PT')] = PORTUGUESE_REQUIRED
		}
		if (!portuguese && !required) return null
		const text: LocalizedText = { 'pt-PT': portuguese }
		if (values.en) text.en = values.en
		if (values.es) text.es = values.es
		return text
	}

	/** An absolute http(s) address or a path of this site; null when empty. */
	url(name: string): string | null {
		const value = String(this.form.get(name) ?? '').trim()
		if (!value) return null
		const safe = safeUrl(value)
		if (!safe) this.errors[name] = INVALID_URL
		return safe
	}

	/** SPEC §5: parsed as an integer; empty or not a number is the default 0 (SPEC §9). */
	priority(name = 'priority'): number {
		const parsed = Number.parseInt(String(this.form.get(name) ?? ''), 10)
		if (!Number.isFinite(parsed)) return 0
		// Stays inside PostgreSQL's integer.
		return Math.max(-2147483648, Math.min(2147483647, parsed))
	}

	/** The Activo/Inactivo choice: a checkbox (`on`) or a select (`true`/`false`). */
	active(name = 'isActive'): boolean {
		const value = this.form.get(name)
		return value === 'on' || value === 'true'
	}

	/** A calendar date `YYYY-MM-DD`; `fallback` when empty. */
	date(name: string, fallback: string): string {
		const value = String(this.form.get(name) ?? '').trim()
		if (!value) return fallback
		const parsed = new Date(`${value}T00:00:00Z`)
		if (
			!/^\d{4}-\d{2}-\d{2}$/.test(value) ||
			Number.isNaN(parsed.getTime()) ||
			parsed.toISOString().slice(0, 10) !== value
		) {
			this.errors[name] = 'Data inválida.'
			return fallback
		}
		return value
	}
}
