/**
 * The building blocks the Contactos, Newsletter and Livro tabs share: the tab heading with
 * its counts, badges, the empty state, the search, the filter links, the pager, the
 * confirmation before a deletion and the CSV download link.
 */
import { Search, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { type ReactNode, useId, useSyncExternalStore } from 'react'
import { Form, Link, useFetcher, useLocation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import type { IconName } from '#app/components/ui/icon-names.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { showAdminToast } from '#app/features/admin/shell/admin-toast.tsx'
import { PAGE_PARAM } from '../shell/paging.ts'
import { SEARCH_MAX, SEARCH_PARAM } from './inbox-search.ts'

const TI = ADMIN_TEXTS.inbox

export function TabHeader({
	title,
	titleId,
	badges,
	actions,
}: {
	title: string
	titleId: string
	badges?: ReactNode
	actions?: ReactNode
}) {
	return (
		<header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
			<div className="flex flex-wrap items-center gap-3">
				<h2 id={titleId} className="font-display text-2xl font-semibold sm:text-3xl">
					{title}
				</h2>
				{badges}
			</div>
			{actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
		</header>
	)
}

type Tone = 'neutral' | 'success' | 'pending'

const TONES: Record<Tone, string> = {
	neutral: 'bg-ocean-100 text-ocean-800',
	success: 'bg-sea-100 text-sea-700',
	pending: 'bg-sand-200 text-ink',
}

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
	return (
		<span
			className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
		>
			{children}
		</span>
	)
}

export function InboxEmpty({ icon, message }: { icon: IconName; message: string }) {
	return (
		<div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-sand-300 bg-white/60 px-6 py-10 text-center">
			<span className="grid size-12 place-items-center rounded-full bg-sea-100 text-sea-700">
				<Icon name={icon} className="size-6" />
			</span>
			<p className="max-w-md text-base text-muted">{message}</p>
		</div>
	)
}

/** Previous/next links between pages, keeping the search and filter; nothing when everything fits on one. */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
	const { search } = useLocation()
	if (pageCount <= 1) return null
	const to = (target: number) => {
		const params = new URLSearchParams(search)
		params.delete('index')
		if (target > 1) params.set(PAGE_PARAM, String(target))
		else params.delete(PAGE_PARAM)
		return `?${params}`
	}
	const linkClass = 'btn-secondary min-h-10 px-4 py-2 text-sm'
	return (
		<nav aria-label={ADMIN_TEXTS.pagingLabel} className="flex items-center justify-between gap-3 pt-2">
			{page > 1 ? (
				<Link to={to(page - 1)} className={linkClass} rel="prev">
					{ADMIN_TEXTS.previousPage}
				</Link>
			) : (
				<span />
			)}
			<span className="text-sm text-muted">{ADMIN_TEXTS.pageOf(page, pageCount)}</span>
			{page < pageCount ? (
				<Link to={to(page + 1)} className={linkClass} rel="next">
					{ADMIN_TEXTS.nextPage}
				</Link>
			) : (
				<span />
			)}
		</nav>
	)
}

/**
 * A CSV download from its resource route: a plain link, so it works without JavaScript;
 * with it, the export is confirmed with a toast (`exported`, or the generic one). Disabled (a
 * button that does nothing) when there is nothing to export.
 */
export function CsvExportLink({
	href,
	label,
	disabled = false,
	exported = ADMIN_TEXTS.csvExported,
	describedBy,
}: {
	href: string
	label: string
	disabled?: boolean
	exported?: string
	describedBy?: string
}) {
	const content = (
		<>
			<Icon name="download" className="size-5" />
			{label}
		</>
	)
	if (disabled) {
		return (
			<button
				type="button"
				disabled
				aria-describedby={describedBy}
				className="btn-secondary cursor-not-allowed opacity-50"
			>
				{content}
			</button>
		)
	}
	return (
		<a
			href={href}
			download
			className="btn-secondary"
			aria-describedby={describedBy}
			onClick={() => showAdminToast({ type: 'success', message: exported })}
		>
			{content}
		</a>
	)
}

/** Whether the page's script runs (false on the server and while hydrating). */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		() => () => {},
		() => true,
		() => false,
	)
}

/**
 * The search of a tab: a GET form (`?q=`), so it works without JavaScript and can be shared;
 * the other parameters (a filter) are kept, the page starts over at 1.
 */
export function SearchForm({
	label,
	hint,
	search,
	keep = {},
}: {
	label: string
	hint: string
	search: string
	keep?: Record<string, string>
}) {
	const id = useId()
	return (
		<Form method="get" role="search" className="flex flex-col gap-1.5" aria-label={label}>
			<label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
				{label}
			</label>
			<div className="flex flex-wrap items-center gap-2">
				{Object.entries(keep).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<input
					id={`${id}-q`}
					type="search"
					name={SEARCH_PARAM}
					defaultValue={search}
					maxLength={SEARCH_MAX}
					aria-describedby={`${id}-hint`}
					className="field min-w-0 flex-1 sm:max-w-sm"
				/>
				<button type="submit" className="btn-secondary min-h-11 px-4 text-sm">
					<Search aria-hidden="true" className="size-4" />
					{TI.search}
				</button>
				{search ? (
					<Link
						to={`?${new URLSearchParams(keep)}`}
						className="px-2 text-sm font-semibold text-sea-700 underline underline-offset-4"
					>
						{TI.clearSearch}
					</Link>
				) : null}
			</div>
			<p id={`${id}-hint`} className="text-sm text-muted">
				{hint}
			</p>
		</Form>
	)
}

export interface FilterOption {
	label: string
	/** The link's query string (`?estado=…&q=…`). */
	to: string
	current: boolean
}

/** Links between the views of a list (all, unprocessed, processed), the current one marked. */
export function FilterLinks({ label, options }: { label: string; options: FilterOption[] }) {
	return (
		<nav aria-label={label}>
			<ul className="flex flex-wrap gap-2">
				{options.map((option) => (
					<li key={option.to}>
						<Link
							to={option.to}
							aria-current={option.current ? 'page' : undefined}
							className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
								option.current
									? 'border-ocean-900 bg-ocean-900 text-white'
									: 'border-sand-300 bg-white text-ocean-900 hover:border-ocean-800 hover:bg-sand-100'
							}`}
						>
							{option.label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

/**
 * A deletion that asks first. With JavaScript the button opens a dialog (Radix AlertDialog:
 * focus kept inside, Escape or 'Cancelar' close it) whose confirmation posts the form; without
 * it, the button unfolds the question and a second button posts it — one click never deletes.
 */
export function ConfirmDeletion({
	intent,
	id,
	label,
	accessibleLabel,
	question,
	confirm,
}: {
	intent: string
	id: string
	/** The button's visible text ('Eliminar'). */
	label: string
	/** Its full name for screen readers ('Eliminar a mensagem de Ana'). */
	accessibleLabel: string
	question: string
	/** The confirming button ('Sim, eliminar'). */
	confirm: string
}) {
	const hydrated = useHydrated()
	const fetcher = useFetcher()
	const { pathname, search } = useLocation()
	const busy = fetcher.state !== 'idle'
	const trigger =
		'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-coral-700 transition-colors hover:bg-coral-100'
	const confirmClass = 'btn inline-flex min-h-10 bg-coral-700 px-4 py-2 text-sm text-white hover:bg-coral-600'
	if (!hydrated) {
		return (
			<details className="group">
				<summary
					className={`${trigger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
					aria-label={accessibleLabel}
				>
					<Trash2 aria-hidden="true" className="size-4" />
					{label}
				</summary>
				<Form method="post" className="mt-2 flex flex-col gap-2 rounded-xl border border-coral-600/30 bg-coral-100 p-3">
					<p className="text-sm font-medium text-ink">{question}</p>
					<input type="hidden" name="intent" value={intent} />
					<input type="hidden" name="id" value={id} />
					<button type="submit" className={`${confirmClass} self-start`}>
						{confirm}
					</button>
				</Form>
			</details>
		)
	}
	return (
		<AlertDialog.Root>
			<AlertDialog.Trigger className={trigger} aria-label={accessibleLabel} disabled={busy}>
				<Trash2 aria-hidden="true" className="size-4" />
				{label}
			</AlertDialog.Trigger>
			<AlertDialog.Portal>
				<AlertDialog.Overlay className="fixed inset-0 z-40 bg-ocean-950/50" />
				<AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card bg-white p-6 shadow-card">
					<AlertDialog.Title className="text-lg font-semibold text-ink">{accessibleLabel}</AlertDialog.Title>
					<AlertDialog.Description className="text-ink">{question}</AlertDialog.Description>
					<div className="flex flex-wrap justify-end gap-2">
						<AlertDialog.Cancel className="btn-secondary min-h-10 px-4 py-2 text-sm">{TI.cancel}</AlertDialog.Cancel>
						<AlertDialog.Action
							className={confirmClass}
							onClick={() => fetcher.submit({ intent, id }, { method: 'post', action: `${pathname}${search}` })}
						>
							{confirm}
						</AlertDialog.Action>
					</div>
				</AlertDialog.Content>
			</AlertDialog.Portal>
		</AlertDialog.Root>
	)
}
