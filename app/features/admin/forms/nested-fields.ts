/**
 * A submitted form as the nested object its field names describe, for the admin's Zod
 * schemas: `title.pt-PT` → `{ title: { 'pt-PT': … } }`, and a level whose names are all
 * numbers (`timeline.0.year`, `timeline.1.year`) → an array in the numbers' order. Files
 * stay `File`s. `fieldNameOf` turns a validation issue's path back into the field's name.
 */
type Node = { [key: string]: Node | string | File }

export interface NestedFields {
	value: Record<string, unknown>
	/** The field name of a path in `value` (array positions mapped back to the names' numbers). */
	fieldNameOf(path: readonly PropertyKey[]): string
}

const NUMBER = /^\d{1,6}$/
/** Names that would reach an object's prototype are never built. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor'])

export function nestFields(form: FormData): NestedFields {
	const root: Node = Object.create(null)
	for (const [name, entry] of form) {
		const path = name.split('.')
		if (path.some((part) => part === '' || UNSAFE.has(part))) continue
		let node = root
		for (const [index, part] of path.entries()) {
			if (index === path.length - 1) {
				// The first value of a repeated name wins, as FormData.get would read it.
				if (!(part in node)) node[part] = entry
				break
			}
			let next = node[part]
			if (typeof next === 'string' || next instanceof File) break
			if (!next) {
				next = Object.create(null) as Node
				node[part] = next
			}
			node = next
		}
	}
	const positions = new Map<unknown[], string[]>()
	const build = (node: Node | string | File): unknown => {
		if (typeof node === 'string' || node instanceof File) return node
		const keys = Object.keys(node)
		if (keys.length > 0 && keys.every((key) => NUMBER.test(key))) {
			const ordered = keys.sort((a, b) => Number(a) - Number(b))
			const array = ordered.map((key) => build(node[key] as Node))
			positions.set(array, ordered)
			return array
		}
		return Object.fromEntries(keys.map((key) => [key, build(node[key] as Node)]))
	}
	const value = build(root) as Record<string, unknown>
	return {
		value,
		fieldNameOf(path) {
			const names: string[] = []
			let current: unknown = value
			for (const step of path) {
				const keys = Array.isArray(current) ? positions.get(current) : undefined
				names.push(keys && typeof step === 'number' ? (keys[step] ?? String(step)) : String(step))
				current = current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[step] : undefined
			}
			return names.join('.')
		},
	}
}
