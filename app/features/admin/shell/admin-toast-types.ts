/** What the admin's toasts say (client-safe; `flash.server.ts` carries them, `admin-toast.tsx` shows them). */
export type AdminToastType = 'success' | 'error'

export interface AdminToastInput {
	type: AdminToastType
	message: string
	/** An optional heading, e.g. 'Erro' or 'Sucesso' (docs/product/messages.md). */
	title?: string
}

export interface AdminToast extends AdminToastInput {
	/** Tells two identical messages apart, so each is shown once. */
	id: string
}
