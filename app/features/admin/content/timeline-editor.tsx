/**
 * The bio's timeline in the Bio tab: the items in order, each with its year, icon (Zap,
 * Building, Rocket) and title and description per language; 'Adicionar Marco' appends one,
 * each has its own delete. Fields are named by the item's position (`timeline.0.year`…), so
 * the server reads the items in the order shown whatever was added or removed; after a failed
 * save each field shows what was typed.
 */
import { Building, Plus, Rocket, Trash2, Zap } from 'lucide-react'
import { useState } from 'react'
import { TIMELINE_ICONS, type TimelineItem } from '#app/db/schema.ts'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import { localizedFieldName, useAdminForm } from '../forms/admin-form.ts'

const ICONS = { Zap, Building, Rocket } as const

interface DraftItem {
	key: string
	item: Partial<TimelineItem>
}

export function TimelineEditor({ items }: { items: TimelineItem[] }) {
	const form = useAdminForm('save')
	const errors = form.errors
	const [drafts, setDrafts] = useState<DraftItem[]>(() => items.map((item, index) => ({ key: String(index), item })))
	const [nextKey, setNextKey] = useState(items.length)

	function add() {
		setDrafts((current) => [...current, { key: String(nextKey), item: { icon: 'Zap' } }])
		setNextKey((key) => key + 1)
	}

	return (
		<div className="grid grid-cols-1 gap-4">
			{drafts.length === 0 ? <p className="text-muted">Ainda não há marcos no percurso.</p> : null}
			<ol className="grid grid-cols-1 gap-4">
				{drafts.map(({ key, item }, position) => {
					const prefix = `timeline.${position}`
					const Icon =
						ICONS[
							(TIMELINE_ICONS as readonly string[]).includes(item.icon ?? '')
								? (item.icon as keyof typeof ICONS)
								: 'Zap'
						]
					return (
						<li
							key={key}
							className="grid grid-cols-1 gap-4 rounded-2xl border border-sand-200 bg-sand-50/60 p-4"
							data-testid="timeline-item"
						>
							<div className="flex flex-wrap items-center justify-between gap-3">
								<p className="flex items-center gap-2 font-semibold text-ocean-900">
									<span className="grid size-8 place-items-center rounded-full bg-sea-100 text-sea-700">
										<Icon aria-hidden="true" className="size-4" />
									</span>
									Marco {position + 1}
								</p>
								<button
									type="button"
									onClick={() => setDrafts((current) => current.filter((draft) => draft.key !== key))}
									className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-coral-700 hover:bg-coral-100"
								>
									<Trash2 aria-hidden="true" className="size-4" />
									Eliminar<span className="sr-only"> marco {position + 1}</span>
								</button>
							</div>
							<div className="grid gap-4 sm:grid-cols-[10rem_14rem]">
								<TextField
									name={`${prefix}.year`}
									label="Ano"
									idPrefix={`marco-${key}`}
									defaultValue={form.value(`${prefix}.year`, item.year)}
									error={form.error(`${prefix}.year`)}
									inputMode="numeric"
									maxLength={20}
								/>
								<div className="grid content-start gap-1.5">
									<label htmlFor={`marco-${key}-icon`} className="text-sm font-medium">
										Ícone
									</label>
									<select
										id={`marco-${key}-icon`}
										name={`${prefix}.icon`}
										defaultValue={form.value(`${prefix}.icon`, item.icon ?? 'Zap')}
										onChange={(event) => {
											const icon = event.currentTarget.value
											setDrafts((current) =>
												current.map((draft) =>
													draft.key === key ? { ...draft, item: { ...draft.item, icon } } : draft,
												),
											)
										}}
										className="field"
									>
										{TIMELINE_ICONS.map((icon) => (
											<option key={icon} value={icon}>
												{icon}
											</option>
										))}
									</select>
								</div>
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
											defaultValue={form.value(localizedFieldName(`${prefix}.title`, locale), item.title?.[locale])}
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
						</li>
					)
				})}
			</ol>
			<button type="button" onClick={add} className="btn-secondary justify-self-start">
				<Plus aria-hidden="true" className="size-4" />
				Adicionar Marco
			</button>
		</div>
	)
}
