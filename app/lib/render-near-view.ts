import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Blocks below the fold are laid out only near the viewport (`render-near-view` in
 * app/app.css, docs/decisions/034-first-visit-main-thread.md): until then each stands at an
 * estimated height. An in-app navigation to an anchor (the book page's language switch to
 * `/en#book`) is scrolled by React Router at once, by those estimates, and landed off its
 * target once the blocks above it took their real heights. With this attribute on `<html>`
 * every block is laid out normally, so the scroll is computed on the real page. It is set for
 * such a navigation only, and stays for the rest of the visit. (A page opened at an anchor is
 * scrolled by the browser itself, which keeps the anchor in place while the page settles.)
 */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all'

/**
 * Sets the attribute on a navigation to an anchor, before React Router scrolls to it: its
 * scroll restoration's layout effect runs after the page's, being rendered after it in the root.
 */
export function useRenderAllForAnchors(): void {
	const { hash, key } = useLocation()
	// biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) to an anchor
	useLayoutEffect(() => {
		if (hash) document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '')
	}, [hash, key])
}
