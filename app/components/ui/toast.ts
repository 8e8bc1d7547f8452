/**
 * Toast notifications for visitor interactions (copy link, forms). The toaster (sonner)
 * is not part of any page's first paint: it is loaded, and mounted once, the first time a
 * toast is shown or prepared (docs/decisions/007).
 */
export type ToastType = 'success' | 'error' | 'info'

export interface ToastOptions {
	/** Colours and icon; a neutral toast without it. */
	type?: ToastType
}

const loadToaster = () => import('./toaster.tsx')

/** Shows a short message in the corner of the screen, announced politely to screen readers. */
export async function showToast(message: string, options: ToastOptions = {}): Promise<void> {
	const { showToastNow } = await loadToaster()
	await showToastNow(message, options.type)
}

/**
 * Loads and mounts the toaster ahead of a likely toast (e.g. when a menu that can toast
 * opens), so its live region is already in the page when the message arrives.
 */
export async function prepareToasts(): Promise<void> {
	const { mountToaster } = await loadToaster()
	await mountToaster()
}

/** Takes away the toasts on screen, e.g. an earlier error once the form has succeeded. */
export async function dismissToasts(): Promise<void> {
	const { dismissToastsNow } = await loadToaster()
	dismissToastsNow()
}
