/**
 * The bio's timeline in the Bio tab: the milestones in order, each with its year, icon and
 * title and description per language; 'Adicionar Marco' appends one, each has its own delete.
 * Fields are named by the milestone's position (`timeline.0.year`…), so the server reads them
 * in the order shown whatever was added, removed or moved; after a failed save each field
 * shows what was typed.
 *
 * Order (decision 019): a milestone is dragged by its handle (or with the keyboard: Space,
 * the arrows, Space) or moved with 'Mover para cima' / 'Mover para baixo'; the new order is
 * saved with the rest of the bio. Without JavaScript the arrows post `intent=move-milestone`
 * through the page's `timeline-move` form and the stored order changes at once.
 *
 * The icon is a radio group of pictures with Portuguese names (Relâmpago, Edifício, Foguetão).
 */
import {
	closestCenter,
	DndContext,
	type DragEndEvent,
	KeyboardSensor,
	PointerSensor,
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
import { ArrowDown, ArrowUp, Building, GripVertical, Plus, Rocket, Trash2, Zap } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { TIMELINE_ICONS, type TimelineIcon, type TimelineItem } from '#app/db/schema.ts'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { TranslationMarkers } from '#app/features/admin/ui/translation-markers.tsx'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { localizedFieldName, useAdminForm } from '../forms/admin-form.ts'

const T = ADMIN_TEXTS.content
const ICONS = { Zap, Building, Rocket } as const

/** The id of the page's form that moves a stored milestone without JavaScript. */
export const TIMELINE_MOVE_FORM = 'timeline-move'

function knownIcon(icon: string | undefined): TimelineIcon {
	return (TIMELINE_ICONS as readonly string[]).includes(icon ?? '') ? (icon as TimelineIcon) : 'Zap'
}

interface DraftItem {
	key: string
	item: Partial<TimelineItem>
	icon: TimelineIcon
}

export function TimelineEditor({ items }: { items: TimelineItem[] }) {
	const form = useAdminForm('save')
	const errors = form.errors
	const [drafts, setDrafts] = useState<DraftItem[]>(() =>
		items.map((item, index) => ({
			key: String(index),
			item,
			icon: knownIcon(form.value(`timeline.${index}.icon`, item.icon)),
		})),
	)
	const [nextKey, setNextKey] = useState(items.length)
	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
		useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
	)

	function add() {
		setDrafts((current) => [...current, { key: String(nextKey), item: {}, icon: 'Zap' }])
		setNextKey((key) => key + 1)
	}
	function move(from: number, to: number) {
		if (to < 0 || to >= drafts.length) return
		setDrafts((current) => arrayMove(current, from, to))
	}
	function onDragEnd({ active, over }: DragEndEvent) {
		if (!over || active.id === over.id) return
		const keys = drafts.map((draft) => draft.key)
		move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)))
	}
	const titleOf = (draft: DraftItem, position: number) => draft.item.title?.['pt-PT'] || `Marco ${position + 1}`
	const positionOf = (key: string | number) => drafts.findIndex((draft) => draft.key === String(key)) + 1

	return (
		<div className="grid grid-cols-1 gap-4">
			{drafts.length === 0 ? (
				<p className="text-muted">Ainda não há marcos no percurso.</p>
			) : (
				<p className="text-sm text-muted">{T.timelineOrderHint}</p>
			)}
			<DndContext
				id="percurso-ordem"
				sensors={sensors}
				collisionDetection={closestCenter}
				onDragEnd={onDragEnd}
				accessibility={{
					announcements: {
						onDragStart: ({ active }) => `Pegou no marco ${positionOf(active.id)} de ${drafts.length}.`,
						onDragOver: ({ over }) => (over ? `Posição ${positionOf(over.id)} de ${drafts.length}.` : undefined),
						onDragEnd: ({ over }) =>
							over ? `Marco largado na posição ${positionOf(over.id)} de ${drafts.length}.` : 'Marco largado.',
						onDragCancel: () => 'Movimento cancelado: o marco voltou ao seu lugar.',
					},
					screenReaderInstructions: {
						draggable:
							'Para mudar a ordem, prima Espaço ou Enter para pegar no marco, use as setas para cima e para baixo para o mover e prima Espaço ou Enter para o largar. Escape cancela.',
					},
				}}
			>
				<SortableContext items={drafts.map((draft) => draft.key)} strategy={verticalListSortingStrategy}>
					<ol className="grid grid-cols-1 gap-4">
						{drafts.map((draft, position) => {
							const { key, item } = draft
							const prefix = `timeline.${position}`
							const Icon = ICONS[draft.icon]
							const name = titleOf(draft, position)
							return (
								<SortableMilestone key={key} id={key} name={name}>
									{(handle) => (
										<>
											<div className="flex flex-wrap items-center justify-between gap-3">
												<div className="flex flex-wrap items-center gap-1">
													{handle}
													<p className="flex items-center gap-2 font-semibold text-ocean-900">
														<span className="grid size-8 place-items-center rounded-full bg-sea-100 text-sea-700">
															<Icon aria-hidden="true" className="size-4" />
														</span>
														Marco {position + 1}
													</p>
													{item.title ? (
														<div className="ml-2">
															<TranslationMarkers texts={[item.title, item.description]} />
														</div>
													) : null}
												</div>
												<div className="flex flex-wrap items-center gap-1">
													<MoveButton
														direction="up"
														position={position}
														name={name}
														disabled={position === 0}
														onMove={() => move(position, position - 1)}
													/>
													<MoveButton
														direction="down"
														position={position}
														name={name}
														disabled={position === drafts.length - 1}
														onMove={() => move(position, position + 1)}
													/>
													<button
														type="button"
														onClick={() => setDrafts((current) => current.filter((other) => other.key !== key))}
														className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-coral-700 hover:bg-coral-100"
													>
														<Trash2 aria-hidden="true" className="size-4" />
														Eliminar<span className="sr-only"> marco {position + 1}</span>
													</button>
												</div>
											</div>
											<div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
												<TextField
													{...form.bind(`${prefix}.year`, item.year)}
													label="Ano"
													idPrefix={`marco-${key}`}
													inputMode="numeric"
													maxLength={20}
												/>
												<IconPicker
													name={`${prefix}.icon`}
													value={draft.icon}
													onChange={(icon) =>
														setDrafts((current) =>
															current.map((other) => (other.key === key ? { ...other, icon } : other)),
														)
													}
												/>
											</div>
											<LanguageTabs
												label={`Idioma do marco ${position + 1}`}
												hint={null}
												invalid={localesWithErrors(errors, `${prefix}.title`)}
											>
												{(locale) => (
													<>
														<TextField
															name={localizedFieldName(`${prefix}.title`, locale)}
															label={locale === 'pt-PT' ? 'Título *' : 'Título'}
															idPrefix={`marco-${key}-${locale}`}
															defaultValue={form.value(
																localizedFieldName(`${prefix}.title`, locale),
																item.title?.[locale],
															)}
															error={form.error(localizedFieldName(`${prefix}.title`, locale))}
														/>
														<TextAreaField
															name={localizedFieldName(`${prefix}.description`, locale)}
															label="Descrição"
															idPrefix={`marco-${key}-${locale}`}
															rows={3}
															defaultValue={form.value(
																localizedFieldName(`${prefix}.description`, locale),
																item.description?.[locale],
															)}
														/>
													</>
												)}
											</LanguageTabs>
										</>
									)}
								</SortableMilestone>
							)
						})}
					</ol>
				</SortableContext>
			</DndContext>
			<button type="button" onClick={add} className="btn-secondary justify-self-start">
				<Plus aria-hidden="true" className="size-4" />
				Adicionar Marco
			</button>
		</div>
	)
}

function SortableMilestone({
	id,
	name,
	children,
}: {
	id: string
	name: string
	children: (handle: ReactNode) => ReactNode
}) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id,
	})
	const handle = (
		<button
			type="button"
			ref={setActivatorNodeRef}
			{...attributes}
			{...listeners}
			aria-label={`${T.dragHandle}: ${name}`}
			title={T.dragHandle}
			className="grid size-10 cursor-grab touch-none place-items-center rounded-full text-ocean-800 hover:bg-sand-200 active:cursor-grabbing"
		>
			<GripVertical aria-hidden="true" className="size-5" />
		</button>
	)
	return (
		<li
			ref={setNodeRef}
			style={{ transform: CSS.Translate.toString(transform), transition }}
			className={`grid grid-cols-1 gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4 ${isDragging ? 'relative z-10 shadow-xl ring-2 ring-sea-600' : ''}`}
			data-testid="timeline-item"
		>
			{children(handle)}
		</li>
	)
}

/**
 * 'Mover para cima' / 'Mover para baixo' of a milestone: with JavaScript it moves the
 * milestone in the form; without, it submits the page's `timeline-move` form.
 */
function MoveButton({
	direction,
	position,
	name,
	disabled,
	onMove,
}: {
	direction: 'up' | 'down'
	position: number
	name: string
	disabled: boolean
	onMove: () => void
}) {
	const label = direction === 'up' ? T.moveUp : T.moveDown
	const Arrow = direction === 'up' ? ArrowUp : ArrowDown
	return (
		<button
			type="submit"
			form={TIMELINE_MOVE_FORM}
			name="move"
			value={`${position}:${direction}`}
			disabled={disabled}
			title={label}
			aria-label={`${label}: ${name}`}
			onClick={(event) => {
				event.preventDefault()
				onMove()
			}}
			className="grid size-10 place-items-center rounded-full text-ocean-800 hover:bg-sand-200 disabled:cursor-not-allowed disabled:opacity-35"
		>
			<Arrow aria-hidden="true" className="size-4" />
		</button>
	)
}

/** The icon as a radio group of pictures with Portuguese names; works without JavaScript. */
function IconPicker({
	name,
	value,
	onChange,
}: {
	name: string
	value: TimelineIcon
	onChange: (icon: TimelineIcon) => void
}) {
	return (
		<fieldset className="grid min-w-0 content-start gap-1.5">
			<legend className="mb-1.5 text-sm font-medium">{T.timelineIcon}</legend>
			<div className="flex flex-wrap gap-2">
				{TIMELINE_ICONS.map((icon) => {
					const Icon = ICONS[icon]
					const label = T.timelineIcons[icon]
					return (
						<label
							key={icon}
							className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-300 bg-white px-3 py-1.5 text-sm has-checked:border-sea-600 has-checked:bg-sea-100 has-checked:ring-1 has-checked:ring-sea-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sea-600"
						>
							<input
								type="radio"
								name={name}
								value={icon}
								checked={value === icon}
								onChange={() => onChange(icon)}
								className="sr-only"
							/>
							<span className="grid size-7 place-items-center rounded-full bg-sea-100 text-sea-700">
								<Icon aria-hidden="true" className="size-4" />
							</span>
							<span className="grid leading-tight">
								<span className="font-semibold">{label.name}</span>
								<span className="text-xs text-muted">{label.hint}</span>
							</span>
						</label>
					)
				})}
			</div>
		</fieldset>
	)
}
