import { useEffect } from 'react'

/**
 * The event the page dispatches on `window` once React has hydrated it. The start script of
 * production documents (server/deferred-hydration.ts) holds taps on JavaScript-only buttons
 * until then and replays them, so a tap made before hydration is not lost.
 */
export const HYDRATED_EVENT = 'site:hydrated'

/** The attribute `<html>` carries from then on (the browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Marks `<html>` with HYDRATED_ATTRIBUTE and dispatches HYDRATED_EVENT after the first commit:
 * effects run once hydration is complete.
 */
export function useHydratedSignal(): void {
	useEffect(() => {
		document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
		window.dispatchEvent(new Event(HYDRATED_EVENT))
	}, [])
}
