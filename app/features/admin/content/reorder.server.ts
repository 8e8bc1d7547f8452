/**
 * The order of the projects and the testimonials (docs/product/behaviour.md, "Order"): the
 * admin drags a row, or moves it with 'Mover para cima' / 'Mover para baixo', and the list's
 * new order is stored as priorities (the first row highest), which is the order the public
 * pages show. Audited and cache-emptying like every content write.
 */
import { asc, desc, eq, type SQL } from 'drizzle-orm'
import { projectos, testimonials } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { RecordNotFoundError, type Transaction, writeContent } from './content-write.server.ts'

export type OrderedTable = typeof projectos | typeof testimonials

export interface OrderSpec {
	table: OrderedTable
	/** The audit's entity: `project`, `testimonial`. */
	entity: string
	/** The list's (and the public page's) order. */
	orderBy: SQL[]
}

export const PROJECT_ORDER: OrderSpec = {
	table: projectos,
	entity: 'project',
	orderBy: [desc(projectos.priority), asc(projectos.createdAt), asc(projectos.id)],
}

export const TESTIMONIAL_ORDER: OrderSpec = {
	table: testimonials,
	entity: 'testimonial',
	orderBy: [desc(testimonials.priority), desc(testimonials.createdAt), asc(testimonials.id)],
}

export type Direction = 'up' | 'down'

/** `ids` with `id` one place up (towards the first) or down; unchanged at either end. */
export function moved(ids: readonly string[], id: string, direction: Direction): string[] {
	const index = ids.indexOf(id)
	const target = direction === 'up' ? index - 1 : index + 1
	if (index < 0 || target < 0 || target >= ids.length) return [...ids]
	const next = [...ids]
	;[next[index], next[target]] = [next[target] as string, next[index] as string]
	return next
}

/**
 * The order to store: the requested ids that exist, in the requested order, then any record
 * the request did not name (added meanwhile in another tab) in its current place after them.
 */
export function completeOrder(current: readonly string[], requested: readonly string[]): string[] {
	const known = new Set(current)
	const named = [...new Set(requested)].filter((id) => known.has(id))
	const rest = current.filter((id) => !named.includes(id))
	return [...named, ...rest]
}

async function currentOrder(tx: Transaction, spec: OrderSpec): Promise<{ id: string; priority: number }[]> {
	const { table } = spec
	return tx
		.select({ id: table.id, priority: table.priority })
		.from(table)
		.orderBy(...spec.orderBy)
		.for('update')
}

/** Stores `order(current ids)` as priorities: n-1 for the first row … 0 for the last. */
function storeOrder(
	actor: AuditActor,
	spec: OrderSpec,
	order: (current: string[]) => string[],
	details: Record<string, unknown>,
): Promise<string[]> {
	return writeContent(actor, async (tx) => {
		const rows = await currentOrder(tx, spec)
		const ids = order(rows.map((row) => row.id))
		const before = new Map(rows.map((row) => [row.id, row.priority]))
		let changes = 0
		for (const [index, id] of ids.entries()) {
			const priority = ids.length - 1 - index
			if (before.get(id) === priority) continue
			await tx.update(spec.table).set({ priority }).where(eq(spec.table.id, id))
			changes++
		}
		if (changes === 0) return { result: ids }
		return {
			result: ids,
			audit: { action: `${spec.entity}.reorder`, entity: spec.entity, details: { ...details, order: ids } },
		}
	})
}

/** The list in the order the admin dragged it to. */
export function saveOrder(actor: AuditActor, spec: OrderSpec, requested: readonly string[]): Promise<string[]> {
	return storeOrder(actor, spec, (current) => completeOrder(current, requested), {})
}

/** One record one place up or down. */
export function moveRecord(actor: AuditActor, spec: OrderSpec, id: string, direction: Direction): Promise<string[]> {
	return storeOrder(
		actor,
		spec,
		(current) => {
			if (!current.includes(id)) throw new RecordNotFoundError()
			return moved(current, id, direction)
		},
		{ moved: id, direction },
	)
}

/** The priority of a new record: above every other, so it opens the list. */
export async function topPriority(tx: Transaction, table: OrderedTable): Promise<number> {
	const [row] = await tx.select({ priority: table.priority }).from(table).orderBy(desc(table.priority)).limit(1)
	return row ? Math.min(row.priority + 1, 2147483647) : 0
}
