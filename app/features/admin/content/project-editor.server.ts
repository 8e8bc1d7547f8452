/** The Projectos tab (SPEC §2, §3, §7): the list, the editor's save and the delete. */
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { projectos } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { writeContent } from './content-write.server.ts'
import { type EditorSpec, RecordNotFoundError } from './editor-action.server.ts'
import type { FormReader } from './read-form.server.ts'

export type ProjectRecord = typeof projectos.$inferSelect

export interface ProjectValues {
	title: LocalizedText
	subtitle: LocalizedText | null
	description: LocalizedText
	externalUrl: string | null
	imageUrl: string | null
	priority: number
	isActive: boolean
}

/** Every project, highest priority first (SPEC §7, §9), ties in the public page's order. */
export function listProjects(): Promise<ProjectRecord[]> {
	return db().select().from(projectos).orderBy(desc(projectos.priority), asc(projectos.createdAt), asc(projectos.id))
}

export function readProject(reader: FormReader): ProjectValues {
	return {
		title: reader.localized('title', { required: true }),
		subtitle: reader.localized('subtitle'),
		description: reader.localized('description', { required: true }),
		externalUrl: reader.url('external_url'),
		imageUrl: reader.url('image_url'),
		priority: reader.priority(),
		isActive: reader.active(),
	}
}

export function saveProject(actor: AuditActor, id: string | undefined, values: ProjectValues): Promise<string> {
	return writeContent(actor, async (tx) => {
		const [row] = id
			? await tx.update(projectos).set(values).where(eq(projectos.id, id)).returning({ id: projectos.id })
			: await tx.insert(projectos).values(values).returning({ id: projectos.id })
		if (!row) throw new RecordNotFoundError()
		const details = { title: values.title['pt-PT'], isActive: values.isActive, priority: values.priority }
		return {
			result: row.id,
			audit: { action: id ? 'project.update' : 'project.create', entity: 'project', entityId: row.id, details },
		}
	})
}

export function deleteProject(actor: AuditActor, id: string): Promise<void> {
	return writeContent(actor, async (tx) => {
		const [row] = await tx
			.delete(projectos)
			.where(eq(projectos.id, id))
			.returning({ id: projectos.id, title: projectos.title })
		if (!row) throw new RecordNotFoundError()
		return {
			result: undefined,
			audit: { action: 'project.delete', entity: 'project', entityId: id, details: { title: row.title['pt-PT'] } },
		}
	})
}

export const PROJECT_EDITOR: EditorSpec<ProjectValues> = {
	folder: 'projects',
	imageField: 'image_url',
	read: readProject,
	save: saveProject,
	remove: deleteProject,
	saved: 'Projecto guardado com sucesso!',
	deleted: 'Projecto eliminado!',
}
