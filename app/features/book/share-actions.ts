/**
 * What the share menu does on a click, loaded only when the menu is opened
 * (docs/decisions/007): the network's page in a centred popup, and copying the link.
 */
import { prepareToasts, showToast } from '#app/components/ui/toast.ts'

export const POPUP_SIZE = { width: 600, height: 600 }

/**
 * Opens a share address in a centred 600×600 popup. False when the browser blocked it, so
 * the caller lets the plain link open instead.
 */
export function openSharePopup(href: string): boolean {
	const { width, height } = POPUP_SIZE
	const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
	const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
	const popup = window.open(href, 'book-share', `popup,width=${width},height=${height},left=${left},top=${top}`)
	if (!popup) return false
	try {
		// The network's page must not reach back into this one.
		popup.opener = null
	} catch {
		// A cross-origin window may refuse; the Cross-Origin-Opener-Policy already severs it.
	}
	return true
}

/** Copies text with the Clipboard API, or the older selection command where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text)
		return true
	} catch {
		return copyWithSelection(text)
	}
}

function copyWithSelection(text: string): boolean {
	const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
	const field = document.createElement('textarea')
	field.value = text
	field.setAttribute('readonly', '')
	field.className = 'fixed top-0 left-0 opacity-0'
	document.body.append(field)
	field.select()
	try {
		return document.execCommand('copy')
	} catch {
		return false
	} finally {
		field.remove()
		focused?.focus()
	}
}

export { prepareToasts, showToast }
