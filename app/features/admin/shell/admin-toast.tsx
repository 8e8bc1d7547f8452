/**
 * The admin's toast area: one message at a time in the corner of the screen, announced to
 * screen readers. It is rendered by the server too, so a toast carried over a redirect
 * (flash.server.ts) shows without JavaScript; with JavaScript it closes itself after a while.
 */
import { CheckCircle2, CircleAlert, X } from 'lucide-react'
import { useEffect, useState } from 'react'

export interface ToastMessage {
	id: string
	type: 'success' | 'error'
	message: string
	title?: string
}

const VISIBLE_MS = 6000

/** Shows the newest of `toasts` not closed yet (later entries win over earlier ones). */
export function AdminToastArea({ toasts }: { toasts: (ToastMessage | null | undefined)[] }) {
	const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set())
	const current = toasts.filter((toast): toast is ToastMessage => Boolean(toast) && !closed.has(toast?.id ?? '')).at(-1)
	const close = (id: string) => setClosed((previous) => new Set(previous).add(id))

	useEffect(() => {
		if (!current) return
		const timer = setTimeout(() => setClosed((previous) => new Set(previous).add(current.id)), VISIBLE_MS)
		return () => clearTimeout(timer)
	}, [current])

	const error = current?.type === 'error'
	return (
		<div
			role={error ? 'alert' : 'status'}
			aria-live={error ? 'assertive' : 'polite'}
			className="pointer-events-none fixed inset-x-3 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
		>
			{current ? (
				<div
					data-testid="admin-toast"
					data-type={current.type}
					className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-card ${
						error ? 'border-coral-600/30 bg-coral-100 text-coral-700' : 'border-sea-300 bg-sea-100 text-sea-700'
					}`}
				>
					{error ? (
						<CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
					) : (
						<CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
					)}
					<div className="min-w-0 flex-1 text-base leading-snug font-medium">
						{current.title ? <p className="font-semibold">{current.title}</p> : null}
						<p className="break-words">{current.message}</p>
					</div>
					<button
						type="button"
						onClick={() => close(current.id)}
						className="-m-1 rounded-full p-1 opacity-70 transition-opacity hover:opacity-100"
					>
						<X aria-hidden="true" className="size-4" />
						<span className="sr-only">Fechar notificação</span>
					</button>
				</div>
			) : null}
		</div>
	)
}
