/**
 * The list-and-editor tabs (Projectos, Media, Testemunhos; docs/product/behaviour.md,
 * "Editors"): the editor opens for a new record (`?novo`) or an existing one (`?editar={id}`),
 * so it also works without JavaScript; saving closes it (the action redirects to the list,
 * which reloads); 'Cancelar' closes it and discards.
 */
import { Pencil, Plus } from 'lucide-react'
import type { ComponentProps, CSSProperties, ReactNode, Ref } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { CheckboxField, TextField } from '#app/features/forms/form-fields.tsx'
import { AdminPage, LoadError, SaveButton } from './admin-page.tsx'
import { DeleteButton } from './delete-button.tsx'

/** Which editor the URL asks for: none, a new record, or the record with that id. */
export function editorTarget(url: URL): { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; id: string } {
	if (url.searchParams.has('novo')) return { mode: 'new' }
	const id = url.searchParams.get('editar')
	return id ? { mode: 'edit', id } : { mode: 'closed' }
}

export function NewRecordLink({ children }: { children: ReactNode }) {
	return (
		<Link to="?novo" className="btn-primary">
			<Plus aria-hidden="true" className="size-5" />
			{children}
		</Link>
	)
}

export function RecordEditor({
	title,
	id,
	children,
}: {
	title: string
	/** The record's id when editing; none for a new record (then it is inserted). */
	id?: string
	children: ReactNode
}) {
	const navigation = useNavigation()
	const location = useLocation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			className="card grid grid-cols-1 gap-6 p-5 sm:p-6"
			aria-labelledby="editor-title"
		>
			<h3 id="editor-title" className="text-xl font-semibold">
				{title}
			</h3>
			{id ? <input type="hidden" name="id" value={id} /> : null}
			{children}
			<div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5">
				<SaveButton busy={saving}>Guardar</SaveButton>
				<Link to={location.pathname} className="btn-secondary">
					Cancelar
				</Link>
			</div>
		</Form>
	)
}

export function ActiveBadge({ active }: { active: boolean }) {
	return (
		<span
			className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
				active ? 'bg-sea-100 text-sea-700' : 'bg-sand-200 text-muted'
			}`}
		>
			{active ? 'Activo' : 'Inactivo'}
		</span>
	)
}

/** One record of a list: its picture, its texts, and edit and delete. */
export function RecordRow({
	id,
	name,
	image,
	round,
	placeholder,
	children,
	confirmation,
	leading,
	rowRef,
	style,
	dragging,
}: {
	id: string
	/** Names the record to screen readers in 'Editar …' and 'Eliminar …'. */
	name: string
	image?: string | null
	round?: boolean
	/** Shown in place of a missing picture (a person's initials). */
	placeholder?: string
	children: ReactNode
	confirmation: string
	/** Before the picture: the row's order controls (drag handle, 'Mover para cima'…). */
	leading?: ReactNode
	/** The list item's element and style, for a sortable list. */
	rowRef?: Ref<HTMLLIElement>
	style?: CSSProperties
	dragging?: boolean
}) {
	return (
		<li
			ref={rowRef}
			style={style}
			className={`card flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap sm:p-5 ${dragging ? 'relative z-10 shadow-xl ring-2 ring-sea-600' : ''}`}
			data-testid="record-row"
		>
			{leading}
			<div
				className={`grid shrink-0 place-items-center overflow-hidden border border-sand-200 bg-sand-100 ${round ? 'size-14 rounded-full' : 'h-16 w-24 rounded-xl'}`}
			>
				{image ? (
					<img src={image} alt="" className="size-full object-cover" loading="lazy" />
				) : placeholder ? (
					<span aria-hidden="true" className="font-display text-lg font-semibold text-sea-700">
						{placeholder}
					</span>
				) : null}
			</div>
			<div className="grid min-w-0 flex-1 basis-48 gap-1">{children}</div>
			<div className="flex shrink-0 items-center gap-1 max-sm:w-full max-sm:justify-end">
				<Link
					to={`?editar=${id}`}
					className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 transition-colors hover:bg-sand-100"
				>
					<Pencil aria-hidden="true" className="size-4" />
					Editar<span className="sr-only"> {name}</span>
				</Link>
				<DeleteButton id={id} confirmation={confirmation} label={name} />
			</div>
		</li>
	)
}

/** The list's empty state. */
export function EmptyList({ children }: { children: ReactNode }) {
	return <p className="card p-8 text-center text-muted">{children}</p>
}

/**
 * A content tab that lists records and edits one (Projectos, Media, Testemunhos): its heading,
 * the 'new' link while the list shows, the load error, then either the editor of the record
 * the address names (`editor`) or the list.
 */
export function RecordsPage<R extends { id: string }>({
	title,
	description,
	noun,
	editor,
	loadError,
	list,
	children,
}: {
	title: string
	description: string
	/** The record's name in 'Novo …' and 'Editar …' ('Projecto', 'Artigo', 'Testemunho'). */
	noun: string
	editor: { record: R | null } | null
	loadError: string | null
	list: ReactNode
	/** The editor's fields for the record (null: a new one). */
	children: (record: R | null) => ReactNode
}) {
	const record = editor?.record ?? null
	return (
		<AdminPage
			title={title}
			description={description}
			actions={editor ? null : <NewRecordLink>{`Novo ${noun}`}</NewRecordLink>}
		>
			{loadError ? <LoadError message={loadError} /> : null}
			{editor ? (
				<RecordEditor key={record?.id ?? 'novo'} title={`${record ? 'Editar' : 'Novo'} ${noun}`} id={record?.id}>
					{children(record)}
				</RecordEditor>
			) : (
				list
			)}
		</AdminPage>
	)
}

/** 'Activo (mostrado no site)': whether a record is shown on the public site (new records are). */
export function ActiveField({ checked }: { checked: boolean }) {
	return <CheckboxField name="isActive" label="Activo (mostrado no site)" defaultChecked={checked} />
}

/** A web address field ('https://…'), bound to the form by `form.bind`. */
export function LinkField(props: ComponentProps<typeof TextField>) {
	return <TextField type="url" placeholder="https://…" {...props} />
}
