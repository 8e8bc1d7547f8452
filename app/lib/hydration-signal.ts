import { useEffect } from 'react'

/**
 * The event the page dispatches on `window` once React has hydrated it. The start script of
 * production documents (server/deferred-hydration.ts) holds taps on JavaScript-only buttons
 * until then and replays them, so a tap made before hydration is not lost.
 */
export const HYDRATED_EVENT = 'site:hydrated'

/** Dispatches HYDRATED_EVENT after the first commit: effects run once hydration is complete. */
export function useHydratedSignal(): void {
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
		window.dispatchEvent(new Event(HYDRATED_EVENT))
	}, [])
}
