/**
 * The building blocks the Contactos, Newsletter and Livro tabs share: the tab heading with
 * its counts, badges, the empty state, the pager and the CSV download link.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import type { IconName } from '#app/components/ui/icon-names.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { showAdminToast } from '#app/features/admin/shell/admin-toast.tsx'
import { PAGE_PARAM } from '../shell/paging.ts'

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

/** Previous/next links between pages; nothing when everything fits on one. */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
	if (pageCount <= 1) return null
	const to = (target: number) => `?${new URLSearchParams({ [PAGE_PARAM]: String(target) })}`
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
 * with it, the export is confirmed with a toast. Disabled (a button that does nothing) when
 * there is nothing to export.
 */
export function CsvExportLink({ href, label, disabled = false }: { href: string; label: string; disabled?: boolean }) {
	const content = (
		<>
			<Icon name="download" className="size-5" />
			{label}
		</>
	)
	if (disabled) {
		return (
			<button type="button" disabled className="btn-secondary cursor-not-allowed opacity-50">
				{content}
			</button>
		)
	}
	return (
		<a
			href={href}
			download
			className="btn-secondary"
			onClick={() => showAdminToast({ type: 'success', message: ADMIN_TEXTS.csvExported })}
		>
			{content}
		</a>
	)
}
