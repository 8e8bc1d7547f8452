/**
 * The lazily loaded half of `toast.ts`: sonner's <Toaster>, mounted once in its own React
 * root at the end of <body>, in the site's palette. Sonner injects its stylesheet as a
 * <style> element, which the CSP allows (style-src 'unsafe-inline', server/security-headers.ts).
 */
import type { CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'
import type { ToastType } from './toast.ts'

/** The region's name for assistive technology, in the page's language (<html lang>). */
const REGION_LABEL: Record<string, string> = { pt: 'Notificações', en: 'Notifications', es: 'Notificaciones' }
const CLOSE_LABEL: Record<string, string> = {
	pt: 'Fechar notificação',
	en: 'Close notification',
	es: 'Cerrar notificación',
}

/** Sonner's theme variables set to the site's tokens (app/app.css); every pair meets WCAG AA. */
const PALETTE = {
	'--normal-bg': '#ffffff',
	'--normal-border': 'var(--color-sand-200)',
	'--normal-text': 'var(--color-ink)',
	'--success-bg': 'var(--color-sea-100)',
	'--success-border': 'var(--color-sea-300)',
	'--success-text': 'var(--color-sea-700)',
	'--info-bg': 'var(--color-ocean-100)',
	'--info-border': '#a9c4d6',
	'--info-text': 'var(--color-ocean-800)',
	'--error-bg': 'var(--color-coral-100)',
	'--error-border': '#e9b8a8',
	'--error-text': 'var(--color-coral-700)',
	'--border-radius': '1rem',
	fontFamily: 'var(--font-sans)',
} as CSSProperties

/** Readable for every age: a body-sized message rather than sonner's 13 px. */
const TOAST_STYLE: CSSProperties = { fontSize: '1rem', fontWeight: 500, boxShadow: 'var(--shadow-card)' }

let mounted = false
/** Set once the toaster's live region has been in the page for a moment. */
let ready: Promise<void> | undefined

export function mountToaster(): Promise<void> {
	if (!mounted) {
		mounted = true
		const language = document.documentElement.lang.slice(0, 2)
		const container = document.createElement('div')
		container.dataset.toaster = ''
		document.body.append(container)
		createRoot(container).render(
			<Toaster
				position="bottom-right"
				theme="light"
				richColors
				containerAriaLabel={REGION_LABEL[language] ?? REGION_LABEL.en}
				style={PALETTE}
				toastOptions={{ style: TOAST_STYLE, closeButtonAriaLabel: CLOSE_LABEL[language] ?? CLOSE_LABEL.en }}
			/>,
		)
		// A live region must exist before its content changes to be announced.
		ready = new Promise((resolve) => setTimeout(resolve, 100))
	}
	return ready ?? Promise.resolve()
}

/** Every toast of the site has this id, so a new one takes the place of the one on screen: they never pile up. */
const SITE_TOAST_ID = 'site-toast'

export async function showToastNow(message: string, type?: ToastType): Promise<void> {
	await mountToaster()
	if (type) toast[type](message, { id: SITE_TOAST_ID })
	else toast(message, { id: SITE_TOAST_ID })
}

export function dismissToastsNow(): void {
	toast.dismiss()
}
