import { type ComponentType, useEffect, useState } from 'react'

/**
 * The eager half of the visitor prompts (cookie banner, analytics, language suggestion):
 * nothing but a dynamic import once the page has hydrated, so they cost the first paint no
 * JavaScript (docs/decisions/007).
 */
export function DeferredPrompts() {
	const [Prompts, setPrompts] = useState<ComponentType>()
	useEffect(() => {
		void import('./visitor-prompts.tsx').then(({ VisitorPrompts }) => setPrompts(() => VisitorPrompts))
	}, [])
	return Prompts ? <Prompts /> : null
}
