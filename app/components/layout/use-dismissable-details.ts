import { type RefObject, useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Progressive enhancement for a `<details>` disclosure (menus that work without
 * JavaScript): with it, Escape, a click outside and a navigation close it.
 */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>) {
	const location = useLocation()

	// biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location.key, ref])

	useEffect(() => {
		function onPointerDown(event: PointerEvent) {
			const details = ref.current
			if (details?.open && !details.contains(event.target as Node)) details.open = false
		}
		function onKeyDown(event: KeyboardEvent) {
			const details = ref.current
			if (event.key === 'Escape' && details?.open) {
				details.open = false
				details.querySelector('summary')?.focus()
			}
		}
		document.addEventListener('pointerdown', onPointerDown)
		document.addEventListener('keydown', onKeyDown)
		return () => {
			document.removeEventListener('pointerdown', onPointerDown)
			document.removeEventListener('keydown', onKeyDown)
		}
	}, [ref])
}
