/**
 * The loader of a content tab that lists records and edits one (Projectos, Media,
 * Testemunhos): the admin check, the list, and the editor the address asks for (`?novo`, or
 * `?editar={id}` of a listed record). A list that cannot be read is an empty list with the
 * tab's message, never an error page.
 */
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { editorTarget } from '../ui/record-editor.tsx'

export interface ListAndEditor<R> {
	records: R[]
	/** The open editor and its record (null: a new one); null when the list shows. */
	editor: { record: R | null } | null
	loadError: string | null
}

export async function loadListAndEditor<R extends { id: string }>(
	{ request, url }: { request: Request; url: URL },
	list: () => Promise<R[]>,
	failure: { log: string; message: string },
): Promise<ListAndEditor<R>> {
	await requireAdmin(request)
	try {
		const records = await list()
		const target = editorTarget(url)
		const editing = target.mode === 'edit' ? (records.find((record) => record.id === target.id) ?? null) : null
		return { records, editor: target.mode === 'new' || editing ? { record: editing } : null, loadError: null }
	} catch (error) {
		logger.error({ err: error }, failure.log)
		return { records: [], editor: null, loadError: failure.message }
	}
}
