import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { isLandingPage, PROMPTS_CHANGED_EVENT, promptsAreCalm } from '#app/components/layout/prompt-calm.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { DEFAULT_LOCALE } from '#app/i18n/locales.ts'
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
 * pre-reservation dialog (docs/product/behaviour.md). On the Portuguese home page it also
 * offers the book by itself — a small invitation card whose button opens the dialog — once
 * per browser, 4 seconds after the page has become calm
 * (docs/decisions/020): the visit landed on this page, the cookie choice is made and no
 * language suggestion is due or open; a prompt that appears meanwhile starts the wait again.
 * Rendered only while pre-reservations are open. Without JavaScript the buttons stay links to
 * the book page's form.
 */
export function BookReserveLauncher({ autoOpen = false }: { autoOpen?: boolean }) {
	const [request, setRequest] = useState<DialogRequest | null>(null)
	const { locale } = useI18n()
	const { pathname } = useLocation()
	// The book is in Portuguese: only a Portuguese page offers it by itself.
	const mayOpenByItself = autoOpen && locale === DEFAULT_LOCALE

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
		return () => document.removeEventListener('click', onClick, true)
	}, [])

	useEffect(() => {
		if (!mayOpenByItself || hasSeenDialog() || !isLandingPage()) return
		let timer: ReturnType<typeof setTimeout> | undefined
		const calm = () => promptsAreCalm({ pathname, locale })
		function wait() {
			clearTimeout(timer)
			timer = calm()
				? setTimeout(() => {
						if (calm() && !hasSeenDialog()) setRequest((current) => current ?? { from: 'timer', trigger: null })
					}, AUTO_OPEN_DELAY_MS)
				: undefined
		}
		wait()
		window.addEventListener(PROMPTS_CHANGED_EVENT, wait)
		return () => {
			window.removeEventListener(PROMPTS_CHANGED_EVENT, wait)
			clearTimeout(timer)
		}
	}, [mayOpenByItself, pathname, locale])

	return request ? (
		<Suspense>
			<BookDialogHost request={request} />
		</Suspense>
	) : null
}
