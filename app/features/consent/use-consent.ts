/**
 * The visitor's cookie choice as the public pages' frame holds it (docs/decisions/021): not
 * known during the server render and hydration (the banner is in the HTML, hidden by the head
 * script when a choice is stored), then read from storage; `choose` keeps a new choice in the
 * browser and records it on the server.
 */
import { useCallback, useEffect, useState } from 'react'
import { type ConsentChoice, readStoredConsent, storeConsent, takeReopenedFlag } from './consent-choice.ts'
import { CONSENT_GIVEN_ATTRIBUTE } from './consent-storage.ts'

export const CONSENT_ENDPOINT = '/api/consent'

export interface Consent {
	/** False until the stored choice has been read in the browser. */
	known: boolean
	choice: ConsentChoice | undefined
	/** The banner was asked for through 'manage cookies' (reloaded just before). */
	reopened: boolean
	choose: (choice: ConsentChoice) => void
}

/** Records the choice on the server; a failure is only logged, the banner closes anyway (docs/product/messages.md). */
function postConsent({ analytics, marketing }: ConsentChoice): void {
	fetch(CONSENT_ENDPOINT, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ analytics, marketing }),
		keepalive: true,
	})
		.then((response) => {
			if (!response.ok) console.warn(`The cookie choice was not recorded (HTTP ${response.status}).`)
		})
		.catch((error: unknown) => console.warn('The cookie choice was not recorded.', error))
}

export function useConsent(): Consent {
	const [state, setState] = useState<Omit<Consent, 'choose'>>({ known: false, choice: undefined, reopened: false })

	useEffect(() => {
		const choice = readStoredConsent()
		// Something unreadable was stored: the head script hid the banner, which must ask after all.
		if (!choice) document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE)
		setState({ known: true, choice, reopened: !choice && takeReopenedFlag() })
	}, [])

	const choose = useCallback((choice: ConsentChoice) => {
		storeConsent(choice)
		postConsent(choice)
		document.documentElement.setAttribute(CONSENT_GIVEN_ATTRIBUTE, '')
		setState((current) => ({ ...current, known: true, choice }))
	}, [])

	return { ...state, choose }
}
