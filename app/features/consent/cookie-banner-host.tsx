import { useEffect } from 'react'
import { announcePromptsChanged } from '#app/components/layout/prompt-calm.ts'
import { PaintedWholeEnd } from '#app/components/ui/painted-whole.tsx'
import type { ConsentChoice } from './consent-choice.ts'
import { CookieBanner } from './cookie-banner.tsx'
import type { Consent } from './use-consent.ts'

/**
 * Where the cookie banner sits: at the bottom of the screen, in every public page's HTML so it
 * paints with the page, before any JavaScript (docs/decisions/021). The head script hides it
 * for a visitor who has chosen; without JavaScript it is hidden too (nothing it governs can
 * run). Once the stored choice is read it is shown only while there is none.
 */
export function CookieBannerHost({ consent }: { consent: Consent }) {
	const { known, choice, reopened, choose } = consent
	const shown = !known || !choice

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the banner appears or goes
	useEffect(() => {
		if (known) announcePromptsChanged()
	}, [known, shown])

	function onChoose(next: ConsentChoice, hadFocus: boolean) {
		choose(next)
		if (!hadFocus) return
		// The banner is gone: the focus goes back where the visitor came from.
		requestAnimationFrame(() => {
			const manage = reopened ? document.querySelector<HTMLElement>('[data-manage-cookies]') : null
			if (manage) manage.focus()
			else document.getElementById('main')?.focus({ preventScroll: true })
		})
	}

	if (!shown) return null
	return (
		<div
			data-cookie-banner-host
			data-painted-whole
			className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-stretch sm:items-start sm:p-6"
		>
			<CookieBanner takeFocus={reopened} onChoose={onChoose} />
			<PaintedWholeEnd />
		</div>
	)
}
