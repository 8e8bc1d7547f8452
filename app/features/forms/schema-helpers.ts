/**
 * Zod building blocks of the public forms, with the rules every stored text must meet
 * (docs/product/rules.md and the database's CHECK constraints): NUL characters (which PostgreSQL text
 * cannot hold) removed, surrounding whitespace trimmed, and lengths counted in characters
 * as PostgreSQL counts them (code points), so a value Zod accepts is one the table accepts.
 * Messages are catalogue keys, translated by `parseForm`.
 */
import { z } from 'zod'
import type { MessageKey } from '#app/i18n/translate.ts'

const cleaned = () =>
	z
		.string()
		.transform((value) => value.replaceAll('\u0000', '').trim())
		.default('')

export function characterCount(value: string): number {
	let count = 0
	for (const _ of value) count += 1
	return count
}

/** A trimmed text of `min`–`max` characters. */
export function boundedText(min: number, max: number, messages: { tooShort: MessageKey; tooLong: MessageKey }) {
	return cleaned().superRefine((value, context) => {
		const length = characterCount(value)
		if (length < min) context.addIssue({ code: 'custom', message: messages.tooShort })
		else if (length > max) context.addIssue({ code: 'custom', message: messages.tooLong })
	})
}

export const EMAIL_MAX_LENGTH = 255

/**
 * Zod's address check, built on first use and kept: making it anew for every submission was
 * a measurable cost (docs/decisions/032). Not at the module's top: browser code imports this
 * module for its limits, and a top-level Zod call would ship Zod to it (decision 011).
 */
let validEmail: ReturnType<typeof z.email> | undefined

function isValidEmail(value: string): boolean {
	validEmail ??= z.email()
	return validEmail.safeParse(value).success
}

/** A trimmed, lowercased, valid e-mail address of at most 255 characters. */
export function emailAddress(messages: { invalid: MessageKey; tooLong?: MessageKey }) {
	return cleaned()
		.transform((value) => value.toLowerCase())
		.superRefine((value, context) => {
			if (value.length > EMAIL_MAX_LENGTH) {
				context.addIssue({ code: 'custom', message: messages.tooLong ?? messages.invalid })
			} else if (!isValidEmail(value)) {
				context.addIssue({ code: 'custom', message: messages.invalid })
			}
		})
}

/** A ticked checkbox (a browser sends "on", or the input's value, only when it is ticked). */
export function ticked(message: MessageKey) {
	return z
		.string()
		.optional()
		.refine((value) => value !== undefined && value !== '', { message })
		.transform(() => true as const)
}
