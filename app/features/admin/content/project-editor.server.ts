/** The Projectos tab (SPEC §2, §3, §7): the list, the editor's save and the delete. */
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { projectos } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { checkbox, imageLink, link, localized, priority } from '../forms/admin-fields.ts'
import { writeContent } from './content-write.server.ts'
import { type EditorSpec, RecordNotFoundError } from './editor-action.server.ts'

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

/** The editor's fields, by form field name. */
const PROJECT_FIELDS = {
	title: localized({ required: true }),
	subtitle: localized(),
	description: localized({ required: true }),
	external_url: link(),
	image_url: imageLink(),
	priority: priority(),
	isActive: checkbox(),
}

export const PROJECT_EDITOR: EditorSpec<typeof PROJECT_FIELDS, ProjectValues> = {
	folder: 'projects',
	imageField: 'image_url',
	fields: PROJECT_FIELDS,
	values: (fields) => ({
		title: fields.title,
		subtitle: fields.subtitle,
		description: fields.description,
		externalUrl: fields.external_url,
		imageUrl: fields.image_url,
		priority: fields.priority,
		isActive: fields.isActive,
	}),
	save: saveProject,
	remove: deleteProject,
	saved: ADMIN_TEXTS.content.projectSaved,
	deleted: ADMIN_TEXTS.content.projectDeleted,
}
