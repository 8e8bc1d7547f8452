/**
 * A list the admin puts in order (docs/product/behaviour.md, "Order"; decision 019): each row
 * has a drag handle (mouse, touch, or keyboard: Space or Enter picks the row up, the arrows
 * move it, Space or Enter drops it, Escape cancels; each step is announced in Portuguese) and
 * 'Mover para cima' / 'Mover para baixo' buttons, plain forms that work without JavaScript.
 * A drop sends the whole new order (`intent=reorder`), a button one move (`intent=move`);
 * the page's action stores it and the public page follows.
 */
import {
	type Announcements,
	closestCenter,
	DndContext,
	type DragEndEvent,
	KeyboardSensor,
	PointerSensor,
	type UniqueIdentifier,
	useSensor,
	useSensors,
} from '@dnd-kit/core'
import {
	arrayMove,
	SortableContext,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Form, useFetcher, useLocation } from 'react-router'
import { ADMIN_TEXTS } from '../admin-texts.ts'

const T = ADMIN_TEXTS.content

export interface SortableRowControls {
	/** The drag handle and the move buttons, to put at the start of the row. */
	leading: ReactNode
	rowRef: (element: HTMLLIElement | null) => void
	style: React.CSSProperties
	dragging: boolean
}

export function SortableList<T extends { id: string }>({
	id,
	items,
	nameOf,
	children,
}: {
	/** A stable id for the drag context (the same on the server and in the browser). */
	id: string
	items: T[]
	/** Names an item in the controls' labels and the announcements. */
	nameOf: (item: T) => string
	children: (item: T, controls: SortableRowControls) => ReactNode
}) {
	const fetcher = useFetcher()
	const [order, setOrder] = useState(() => items.map((item) => item.id))
	// The stored order wins whenever the page's data changes (a save, a move, another tab).
	useEffect(() => setOrder(items.map((item) => item.id)), [items])
	const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items])
	const shown = order.flatMap((itemId) => byId.get(itemId) ?? [])
	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
		useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
	)

	const name = (itemId: UniqueIdentifier) => {
		const item = byId.get(String(itemId))
		return item ? nameOf(item) : ''
	}
	const position = (itemId: UniqueIdentifier) => order.indexOf(String(itemId)) + 1
	const announcements: Announcements = {
		onDragStart: ({ active }) =>
			`Pegou em ${name(active.id)}, posição ${position(active.id)} de ${order.length}. Use as setas para o mover.`,
		onDragOver: ({ active, over }) =>
			over ? `${name(active.id)} passa para a posição ${position(over.id)} de ${order.length}.` : undefined,
		onDragEnd: ({ active, over }) =>
			over
				? `${name(active.id)} largado na posição ${position(over.id)} de ${order.length}.`
				: `${name(active.id)} largado.`,
		onDragCancel: ({ active }) => `Movimento cancelado: ${name(active.id)} voltou ao seu lugar.`,
	}

	function onDragEnd({ active, over }: DragEndEvent) {
		if (!over || active.id === over.id) return
		const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)))
		setOrder(next)
		fetcher.submit({ intent: 'reorder', order: next.join(',') }, { method: 'post' })
	}

	return (
		<DndContext
			id={id}
			sensors={sensors}
			collisionDetection={closestCenter}
			onDragEnd={onDragEnd}
			accessibility={{
				announcements,
				screenReaderInstructions: {
					draggable:
						'Para mudar a ordem, prima Espaço ou Enter para pegar no item, use as setas para cima e para baixo para o mover e prima Espaço ou Enter para o largar. Escape cancela.',
				},
			}}
		>
			<SortableContext items={order} strategy={verticalListSortingStrategy}>
				<ul className="grid gap-3" data-testid="sortable-list">
					{shown.map((item, index) => (
						<SortableItem
							key={item.id}
							id={item.id}
							name={nameOf(item)}
							first={index === 0}
							last={index === shown.length - 1}
						>
							{(controls) => children(item, controls)}
						</SortableItem>
					))}
				</ul>
			</SortableContext>
		</DndContext>
	)
}

function SortableItem({
	id,
	name,
	first,
	last,
	children,
}: {
	id: string
	name: string
	first: boolean
	last: boolean
	children: (controls: SortableRowControls) => ReactNode
}) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id,
	})
	const leading = (
		<div className="flex shrink-0 items-center">
			<button
				type="button"
				ref={setActivatorNodeRef}
				{...attributes}
				{...listeners}
				aria-label={`${T.dragHandle}: ${name}`}
				title={T.dragHandle}
				className="grid size-10 cursor-grab touch-none place-items-center rounded-full text-ocean-800 hover:bg-sand-100 active:cursor-grabbing"
			>
				<GripVertical aria-hidden="true" className="size-5" />
			</button>
			<MoveButtons id={id} name={name} first={first} last={last} />
		</div>
	)
	return children({
		leading,
		rowRef: setNodeRef,
		style: { transform: CSS.Translate.toString(transform), transition },
		dragging: isDragging,
	})
}

/** 'Mover para cima' / 'Mover para baixo': one plain form, so they work without JavaScript. */
export function MoveButtons({
	id,
	name,
	first,
	last,
	intent = 'move',
	field = 'id',
}: {
	id: string
	name: string
	first: boolean
	last: boolean
	intent?: string
	field?: string
}) {
	const { pathname } = useLocation()
	const button =
		'grid size-10 place-items-center rounded-full text-ocean-800 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-35'
	return (
		<Form method="post" action={pathname} className="flex items-center">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name={field} value={id} />
			<button
				type="submit"
				name="direction"
				value="up"
				disabled={first}
				title={T.moveUp}
				aria-label={`${T.moveUp}: ${name}`}
				className={button}
			>
				<ArrowUp aria-hidden="true" className="size-4" />
			</button>
			<button
				type="submit"
				name="direction"
				value="down"
				disabled={last}
				title={T.moveDown}
				aria-label={`${T.moveDown}: ${name}`}
				className={button}
			>
				<ArrowDown aria-hidden="true" className="size-4" />
			</button>
		</Form>
	)
}
