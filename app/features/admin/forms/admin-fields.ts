/**
 * Zod building blocks of the admin's forms, with their Portuguese messages
 * (docs/product/rules.md, "Admin forms"): what the site needs to stay correct — the Portuguese
 * text of a required translatable field (the other languages fall back to it), links that are
 * safe to publish, whole-number priorities, real dates and record ids.
 */
import { z } from 'zod'
import { characterCount } from '#app/features/forms/schema-helpers.ts'
import { LOCALES } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { safeUrl } from '#app/lib/safe-url.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

const T = ADMIN_TEXTS.form
/** Shown under a translatable field whose Portuguese text is missing. */
export const PORTUGUESE_REQUIRED = T.portugueseRequired
/** Shown under a link field that is neither an http(s) address nor a path of this site. */
export const INVALID_URL = T.invalidUrl
/** Shown under a plain required field. */
export const REQUIRED = T.required
export const INVALID_DATE = T.invalidDate
/** The answer to a form or button the server does not recognise (an old page, a forged post). */
export const UNKNOWN_REQUEST = T.unknownRequest
export const tooLong = T.tooLong

/** A text field as typed: NUL characters (PostgreSQL text cannot hold them) removed, trimmed; '' when absent. */
export function text({ required = false, max }: { required?: boolean; max?: number } = {}) {
	return z
		.string()
		.optional()
		.transform((value) => (value ?? '').replaceAll('\u0000', '').trim())
		.superRefine((value, context) => {
			if (required && !value) context.addIssue({ code: 'custom', message: REQUIRED })
			else if (max !== undefined && characterCount(value) > max)
				context.addIssue({ code: 'custom', message: tooLong(max) })
		})
}

/** A password as typed (never trimmed: spaces may be part of it); '' when absent. */
export function secret() {
	return z
		.string()
		.max(1024, tooLong(1024))
		.optional()
		.transform((value) => value ?? '')
}

const localizedInput = z
	.object(
		Object.fromEntries(LOCALES.map((locale) => [locale, text()])) as Record<
			(typeof LOCALES)[number],
			ReturnType<typeof text>
		>,
	)
	.partial()
	.optional()

/**
 * A text in each language (`name.pt-PT`, `name.en`, `name.es`). Portuguese is required when
 * the field is, or when any language is filled; an optional field left empty is null.
 */
export function localized(options: { required: true }): z.ZodType<LocalizedText>
export function localized(options?: { required?: boolean }): z.ZodType<LocalizedText | null>
export function localized({ required = false }: { required?: boolean } = {}): z.ZodType<LocalizedText | null> {
	return localizedInput.transform((input, context): LocalizedText | null => {
		const values = { 'pt-PT': input?.['pt-PT'] ?? '', en: input?.en ?? '', es: input?.es ?? '' }
		const any = Object.values(values).some(Boolean)
		if (!values['pt-PT']) {
			if (required || any) {
				context.addIssue({ code: 'custom', message: PORTUGUESE_REQUIRED, path: ['pt-PT'] })
				return z.NEVER
			}
			return null
		}
		const result: LocalizedText = { 'pt-PT': values['pt-PT'] }
		if (values.en) result.en = values.en
		if (values.es) result.es = values.es
		return result
	})
}

/** An absolute http(s) address or a path of this site; null when empty. */
export function link() {
	return text().transform((value, context) => {
		if (!value) return null
		const safe = safeUrl(value)
		if (!safe) {
			context.addIssue({ code: 'custom', message: INVALID_URL })
			return z.NEVER
		}
		return safe
	})
}

/**
 * An image's address: https only (an http image would be mixed content and readable on the
 * way), or a path of this site; null when empty. Public pages show images only from the
 * site or an `IMAGE_HOSTS` host (app/lib/image-hosts.ts).
 */
export function imageLink() {
	return link().superRefine((value, context) => {
		if (value && !value.startsWith('/') && !value.startsWith('https://')) {
			context.addIssue({ code: 'custom', message: INVALID_URL })
		}
	})
}

const INT_MIN = -2147483648
const INT_MAX = 2147483647

/** A whole number; empty or not a number is the default 0; kept inside PostgreSQL's integer. */
export function priority() {
	return text().transform((value) => {
		const parsed = Number.parseInt(value, 10)
		return Number.isFinite(parsed) ? Math.max(INT_MIN, Math.min(INT_MAX, parsed)) : 0
	})
}

/** A checkbox (`on` when ticked) or a yes/no choice (`true`/`false`). */
export function checkbox() {
	return z
		.string()
		.optional()
		.transform((value) => value === 'on' || value === 'true')
}

/** A calendar day `YYYY-MM-DD`; `fallback()` when empty. */
export function isoDate(fallback: () => string) {
	return text().transform((value, context) => {
		if (!value) return fallback()
		const parsed = new Date(`${value}T00:00:00Z`)
		if (
			!/^\d{4}-\d{2}-\d{2}$/.test(value) ||
			Number.isNaN(parsed.getTime()) ||
			parsed.toISOString().slice(0, 10) !== value
		) {
			context.addIssue({ code: 'custom', message: INVALID_DATE })
			return z.NEVER
		}
		return value
	})
}

/** The id of a record the form is about. */
export function recordId() {
	return z.uuid({ error: UNKNOWN_REQUEST })
}

/** A record's id when editing one; undefined for a new record (which is then inserted). */
export function optionalRecordId() {
	return z
		.string()
		.optional()
		.transform((value) => value?.trim() || undefined)
		.pipe(z.uuid({ error: UNKNOWN_REQUEST }).optional())
}

/** The submission's `intent`: one form of a page among several (Zod's discriminator). */
export function intent<const T extends string>(value: T) {
	return z.literal(value, { error: UNKNOWN_REQUEST })
}
