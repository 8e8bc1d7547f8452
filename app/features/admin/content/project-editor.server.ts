/** The Projectos tab (docs/product/pages.md, data.md): the list, the editor's save and the delete. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '#app/db/client.server.ts'
import { projectos } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import type { ImageStorage } from '#app/features/uploads/storage.server.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { checkbox, imageLink, link, localized, priority } from '../forms/admin-fields.ts'
import {
	type DeletableRecords,
	deleteRecord,
	RecordNotFoundError,
	replacedImage,
	writeContent,
} from './content-write.server.ts'
import type { EditorSpec } from './editor-action.server.ts'
import { PROJECT_ORDER, topPriority } from './reorder.server.ts'

export type ProjectRecord = typeof projectos.$inferSelect

export interface ProjectValues {
	title: LocalizedText
	subtitle: LocalizedText | null
	description: LocalizedText
	externalUrl: string | null
	imageUrl: string | null
	/** The image's alternative text per language (null: decorative). */
	imageAlt: LocalizedText | null
	/** Kept as it is when undefined (the list's order sets it); a new project goes first. */
	priority?: number
	isActive: boolean
}

/** Every project, highest priority first (docs/product/data.md, rules.md), ties in the public page's order. */
export function listProjects(): Promise<ProjectRecord[]> {
	return db()
		.select()
		.from(projectos)
		.orderBy(...PROJECT_ORDER.orderBy)
}

export function saveProject(
	actor: AuditActor,
	id: string | undefined,
	values: ProjectValues,
	storage?: ImageStorage,
): Promise<string> {
	return writeContent(
		actor,
		async (tx) => {
			const [before] = id
				? await tx.select({ imageUrl: projectos.imageUrl }).from(projectos).where(eq(projectos.id, id)).for('update')
				: []
			const [row] = id
				? await tx.update(projectos).set(values).where(eq(projectos.id, id)).returning(returned)
				: await tx
						.insert(projectos)
						.values({ ...values, priority: values.priority ?? (await topPriority(tx, projectos)) })
						.returning(returned)
			if (!row) throw new RecordNotFoundError()
			const details = { title: values.title['pt-PT'], isActive: values.isActive, priority: row.priority }
			return {
				result: row.id,
				audit: { action: id ? 'project.update' : 'project.create', entity: 'project', entityId: row.id, details },
				discardedImages: [replacedImage(before?.imageUrl, values.imageUrl)],
			}
		},
		{ storage },
	)
}

const returned = { id: projectos.id, priority: projectos.priority }

const PROJECT_RECORDS: DeletableRecords = {
	table: projectos,
	id: projectos.id,
	image: projectos.imageUrl,
	entity: 'project',
	label: { key: 'title', column: projectos.title, read: (title) => (title as LocalizedText)['pt-PT'] },
}

export function deleteProject(actor: AuditActor, id: string, storage?: ImageStorage): Promise<void> {
	return deleteRecord(actor, PROJECT_RECORDS, id, storage)
}

/** The editor's fields, by form field name. */
const PROJECT_FIELDS = {
	title: localized({ required: true }),
	subtitle: localized(),
	description: localized({ required: true }),
	external_url: link(),
	image_url: imageLink(),
	image_alt: localized(),
	// No longer in the editor (the list is ordered by dragging); still read when sent.
	priority: z.union([z.undefined(), priority()]),
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
		imageAlt: fields.image_url ? fields.image_alt : null,
		priority: fields.priority,
		isActive: fields.isActive,
	}),
	save: saveProject,
	remove: deleteProject,
	saved: ADMIN_TEXTS.content.projectSaved,
	deleted: ADMIN_TEXTS.content.projectDeleted,
	publicTexts: (values) =>
		values.isActive
			? [values.title, values.subtitle, values.description, values.imageUrl ? values.imageAlt : null]
			: null,
	order: PROJECT_ORDER,
}
