/**
 * The admin's toast area: one message at a time in the corner of the screen, announced to
 * screen readers. The server renders it with the toast an action left (`flash.server.ts`), so
 * it shows without JavaScript; with JavaScript it closes itself after a while, and a component
 * can also show a toast of its own from the browser (`showAdminToast`: a file refused before
 * upload, a CSV download started), in the same place and style.
 */
import { CheckCircle2, CircleAlert, X } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AdminToast, AdminToastInput } from './admin-toast-types.ts'

const VISIBLE_MS = 6000

let browserToast: AdminToast | null = null
const listeners = new Set<() => void>()

/** Shows a toast raised in the browser (not by an action) in the admin's toast area. */
export function showAdminToast(toast: AdminToastInput): void {
	browserToast = { ...toast, id: crypto.randomUUID() }
	for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/** The newest of the server's toast and the browser's, each shown once until closed or timed out. */
export function AdminToastArea({ toast }: { toast: AdminToast | null }) {
	const local = useSyncExternalStore(
		subscribe,
		() => browserToast,
		() => null,
	)
	const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set())
	// Whichever arrived last wins: remember the order the two sources changed in.
	const [order, setOrder] = useState<string[]>([])
	useEffect(() => {
		for (const item of [toast, local]) {
			if (item) setOrder((previous) => (previous.includes(item.id) ? previous : [...previous, item.id]))
		}
	}, [toast, local])
	const candidates = [toast, local].filter((item): item is AdminToast => Boolean(item) && !closed.has(item?.id ?? ''))
	const current = candidates.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)).at(-1)
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
					key={current.id}
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
						className="-m-1 grid size-8 shrink-0 place-items-center rounded-full opacity-70 transition-opacity hover:opacity-100"
					>
						<X aria-hidden="true" className="size-4" />
						<span className="sr-only">Fechar notificação</span>
					</button>
				</div>
			) : null}
		</div>
	)
}
