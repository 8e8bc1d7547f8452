import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { CONSENT_GIVEN_ATTRIBUTE } from '#app/features/consent/consent-storage.ts'

/**
 * The brand faces (Inter, Fraunces: 85 KB) never compete with a first visit's first paint
 * (docs/decisions/027-first-visit-paints-from-the-html.md). Pages use them only while `<html>`
 * carries this attribute; without it they show the metric-matched local stand-ins declared in
 * app/app.css, which keep the same layout.
 */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts'

/**
 * Part of the head script, run before the first paint (after the consent probe): a visitor
 * with a stored cookie choice has been on the site before, and that page fetched the faces,
 * so they are in the browser's cache and `font-display: optional` can use them at once.
 */
export const BRAND_FONTS_SCRIPT = `if(document.documentElement.hasAttribute(${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)}))document.documentElement.setAttribute(${JSON.stringify(BRAND_FONTS_ATTRIBUTE)},'');`

/** The faces every page uses (the latin subsets; `load` picks them by the text " "). */
const BRAND_FACES = ['400 1em "Inter Variable"', '600 1em "Fraunces Variable"']

let facesLoaded = false

/**
 * Fetches the brand faces once the page has hydrated and the browser is idle, then lets the
 * next page opened in the app use them: the switch happens with the new page, in the same
 * frame, never under the reader's eyes.
 */
export function useBrandFonts(): void {
	const { pathname } = useLocation()
	const firstPage = useRef(true)

	useEffect(() => {
		const load = () => {
			Promise.all(BRAND_FACES.map((face) => document.fonts.load(face))).then(
				() => {
					facesLoaded = true
				},
				() => {
					// offline or blocked: the stand-ins stay, which is the page's designed look
				},
			)
		}
		if ('requestIdleCallback' in window) requestIdleCallback(load)
		else setTimeout(load, 1)
	}, [])

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
	useLayoutEffect(() => {
		if (firstPage.current) {
			firstPage.current = false
			return
		}
		if (facesLoaded) document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '')
	}, [pathname])
}
