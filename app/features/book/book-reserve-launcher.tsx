import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import type { DialogRequest } from './book-dialog.tsx'
import { AUTO_OPEN_DELAY_MS, SEEN_STORAGE_KEY } from './prereservation.ts'

/**
 * The dialog and everything it needs load on first use (docs/decisions/007). Should that
 * fail (offline), the reserve button does what it does without JavaScript.
 */
const BookDialogHost = lazy<ComponentType<{ request: DialogRequest }>>(() =>
	import('./book-dialog.tsx').catch(() => ({
		default: ({ request }: { request: DialogRequest }) => {
			useEffect(() => {
				if (request.trigger) window.location.assign(request.trigger.href)
			}, [request])
			return null
		},
	})),
)

/** Whether this browser has been shown the dialog; without storage it counts as shown. */
function hasSeenDialog(): boolean {
	try {
		return window.localStorage.getItem(SEEN_STORAGE_KEY) !== null
	} catch {
		return true
	}
}

/**
 * Turns the page's reserve buttons (links marked `data-book-reserve`) into openers of the
 * pre-reservation dialog (SPEC §4), and on the home page opens it by itself 4 seconds into
 * the first visit of this browser. Rendered only while pre-reservations are open. Without
 * JavaScript the buttons stay links to the book page's form.
 */
export function BookReserveLauncher({ autoOpen = false }: { autoOpen?: boolean }) {
	const [request, setRequest] = useState<DialogRequest | null>(null)

	useEffect(() => {
		function onClick(event: MouseEvent) {
			if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			const link =
				event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-book-reserve]') : null
			if (!link) return
			// Captured before React Router's link handling, which then leaves the click alone.
			event.preventDefault()
			setRequest({ from: link.dataset.bookReserve ?? '', trigger: link })
		}
		document.addEventListener('click', onClick, true)
		const timer =
			autoOpen && !hasSeenDialog()
				? setTimeout(() => {
						if (!hasSeenDialog()) setRequest({ from: 'timer', trigger: null })
					}, AUTO_OPEN_DELAY_MS)
				: undefined
		return () => {
			document.removeEventListener('click', onClick, true)
			clearTimeout(timer)
		}
	}, [autoOpen])

	return request ? (
		<Suspense>
			<BookDialogHost request={request} />
		</Suspense>
	) : null
}
