import { OWNER } from '../config/owner.ts'
import { boundedMemo } from '../lib/bounded-memo.ts'
import type { Catalogue } from './catalogues/pt-PT.ts'

type Paths<T, Prefix extends string = ''> = {
	[K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every message key, as a dotted path ("nav.home"). */
export type MessageKey = Paths<Catalogue>
export type MessageVars = Record<string, string | number>
export type Translate = (key: MessageKey, vars?: MessageVars) => string

/** Values every message may use: `{name}` is the owner's name. */
const DEFAULT_VARS: MessageVars = { name: OWNER.name }

/**
 * Each key's dotted parts, split once: a render looks up every message it shows, and splitting
 * the key on every lookup was 1.4 % of an uncached render's time (docs/decisions/031). Keys are
 * the catalogue's paths, a fixed set.
 */
const partsOf = boundedMemo(4096, (key: string): readonly string[] => key.split('.'))

function lookup(messages: unknown, key: string): string | undefined {
	let node: unknown = messages
	for (const part of partsOf(key)) {
		if (node === null || typeof node !== 'object') return undefined
		node = (node as Record<string, unknown>)[part]
	}
	return typeof node === 'string' && node !== '' ? node : undefined
}

export function interpolate(template: string, vars: MessageVars = {}): string {
	if (!template.includes('{')) return template
	return template.replace(/\{(\w+)\}/g, (match, name: string) => {
		const value = vars[name] ?? DEFAULT_VARS[name]
		return value === undefined ? match : String(value)
	})
}

/**
 * A translator over `messages`, falling back to each of `fallbacks` in turn (pt-PT) and
 * finally to the key itself (docs/product/rules.md).
 */
export function createTranslator(messages: unknown, ...fallbacks: unknown[]): Translate {
	return (key, vars) => {
		let template = lookup(messages, key)
		for (const fallback of fallbacks) template ??= lookup(fallback, key)
		return interpolate(template ?? key, vars)
	}
}
