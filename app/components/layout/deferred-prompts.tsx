import { type ComponentType, useEffect, useState } from 'react'
import type { VisitorPromptsProps } from './visitor-prompts.tsx'

/**
 * The eager half of the visitor prompts (analytics, language suggestion): nothing but a
 * dynamic import once the page has hydrated and the cookie choice is known, so they cost the
 * first paint no JavaScript (docs/decisions/007).
 */
export function DeferredPrompts({ known, ...props }: VisitorPromptsProps & { known: boolean }) {
	const [Prompts, setPrompts] = useState<ComponentType<VisitorPromptsProps>>()
	useEffect(() => {
		if (!known) return
		void import('./visitor-prompts.tsx').then(({ VisitorPrompts }) => setPrompts(() => VisitorPrompts))
	}, [known])
	return Prompts ? <Prompts {...props} /> : null
}
