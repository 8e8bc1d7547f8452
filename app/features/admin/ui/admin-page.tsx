/** The frame of a content tab: its heading, a short note, and an optional button beside them. */
import { type ReactNode, useEffect } from 'react'
import { showAdminToast } from '#app/features/admin/shell/admin-toast.tsx'

export function AdminPage({
	title,
	description,
	actions,
	children,
}: {
	title: string
	description?: ReactNode
	actions?: ReactNode
	children: ReactNode
}) {
	return (
		<section className="grid grid-cols-1 gap-6" aria-labelledby="admin-page-title">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div className="grid gap-1">
					<h2 id="admin-page-title" className="text-2xl font-semibold sm:text-3xl">
						{title}
					</h2>
					{description ? <p className="max-w-2xl text-muted">{description}</p> : null}
				</div>
				{actions}
			</div>
			{children}
		</section>
	)
}

/** A titled block of a form. */
export function AdminPanel({ title, children, aside }: { title?: string; children: ReactNode; aside?: ReactNode }) {
	return (
		<div className="card grid grid-cols-1 gap-5 p-5 sm:p-6">
			{title || aside ? (
				<div className="flex flex-wrap items-center justify-between gap-3">
					{title ? <h3 className="text-lg font-semibold">{title}</h3> : null}
					{aside}
				</div>
			) : null}
			{children}
		</div>
	)
}

/** The submit button of a form, showing 'A guardar...' while it is sent. */
export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
	return (
		<button type="submit" name="intent" value="save" disabled={busy} className="btn-primary disabled:opacity-60">
			{busy ? 'A guardar...' : children}
		</button>
	)
}

/**
 * Shown instead of a tab's content when its data could not be read ('Erro ao carregar …',
 * docs/product/messages.md), and said once more in a toast.
 */
export function LoadError({ message, title }: { message: string; title?: string }) {
	useEffect(() => showAdminToast({ type: 'error', message, title }), [message, title])
	return (
		<div role="alert" className="card border-coral-600/30 bg-coral-100 p-5 text-coral-700">
			{title ? <p className="font-semibold">{title}</p> : null}
			<p className="font-medium">{message}</p>
		</div>
	)
}
