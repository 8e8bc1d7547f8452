import type { RefObject } from 'react'

/** The same weight for accepting and rejecting: neither choice is nudged. */
export const CHOICE_BUTTON = 'btn w-full bg-ocean-900 px-5 text-white hover:bg-ocean-800'
export const QUIET_BUTTON = 'btn-secondary w-full px-5 lg:w-auto'

/** What the cookie banner gives its per-purpose view (cookie-preferences.tsx), which loads on first use. */
export interface CookiePreferencesProps {
	/** The view's heading, which takes the focus when the view opens. */
	heading: RefObject<HTMLHeadingElement | null>
	headingClass: string
	onBack: () => void
	onSave: (choice: { analytics: boolean; marketing: boolean }) => void
}
