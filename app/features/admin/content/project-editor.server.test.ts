import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { projectos } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { getActiveProjects } from '#app/features/content/projects.server.ts'
import { editorAction } from './editor-action.server.ts'
import { listProjects, PROJECT_EDITOR } from './project-editor.server.ts'
import { cachePage, createActor, formOf, isCached, lastAudit } from './test-support.server.ts'

const newProject = {
	intent: 'save',
	'title.pt-PT': 'Automação de Reservas',
	'title.en': 'Booking Automation',
	'title.es': '',
	'subtitle.pt-PT': 'Para alojamento local',
	'description.pt-PT': 'Respostas automáticas a hóspedes.',
	'description.en': 'Automatic replies to guests.',
	external_url: 'https://example.com/reservas',
	image_url: '/uploads/projects/0123456789abcdef-1700000000000.jpg',
	priority: '7',
	isActive: 'on',
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(projectos)
	})

	test('a new project is inserted, shown on the public page in each language, audited, and the cache emptied', async () => {
		const actor = await createActor(database)
		cachePage('/projectos')
		const { state, status } = await editorAction(formOf(newProject), actor, PROJECT_EDITOR)
		expect(state).toMatchObject({ status: 'success', message: 'Projecto guardado com sucesso!' })
		expect(status).toBe(200)
		expect(isCached('/projectos')).toBe(false)

		const [shown] = await getActiveProjects('en')
		expect(shown).toMatchObject({
			title: 'Booking Automation',
			subtitle: 'Para alojamento local',
			description: 'Automatic replies to guests.',
			externalUrl: 'https://example.com/reservas',
		})
		expect((await getActiveProjects('es'))[0]?.title).toBe('Automação de Reservas')
		const [stored] = await listProjects()
		expect(stored?.title).toEqual({ 'pt-PT': 'Automação de Reservas', en: 'Booking Automation' })
		expect(await lastAudit(database)).toMatchObject({
			action: 'project.create',
			actorUserId: actor.id,
			entityId: stored?.id,
		})
	})

	test('a project with an id is updated, not duplicated; deactivating hides it from the public page', async () => {
		const actor = await createActor(database)
		await editorAction(formOf(newProject), actor, PROJECT_EDITOR)
		const [created] = await listProjects()
		const edited = { ...newProject, id: created?.id ?? '', 'title.pt-PT': 'Reservas Automáticas', isActive: 'false' }
		const { state } = await editorAction(formOf(edited), actor, PROJECT_EDITOR)
		expect(state.status).toBe('success')
		const all = await listProjects()
		expect(all).toHaveLength(1)
		expect(all[0]).toMatchObject({ id: created?.id, isActive: false, title: { 'pt-PT': 'Reservas Automáticas' } })
		expect(await getActiveProjects('pt-PT')).toEqual([])
		expect((await lastAudit(database))?.action).toBe('project.update')
	})

	test('the admin list shows every project, highest priority first, active or not', async () => {
		const actor = await createActor(database)
		for (const [title, priority, isActive] of [
			['Baixa', '1', 'on'],
			['Alta', '50', ''],
			['Sem prioridade', 'abc', 'on'],
		] as const) {
			await editorAction(formOf({ ...newProject, 'title.pt-PT': title, priority, isActive }), actor, PROJECT_EDITOR)
		}
		const list = await listProjects()
		expect(list.map((item) => [item.title['pt-PT'], item.priority, item.isActive])).toEqual([
			['Alta', 50, false],
			['Baixa', 1, true],
			['Sem prioridade', 0, true],
		])
	})

	test('a project without a Portuguese title, or with a script link, is refused and nothing is stored', async () => {
		const actor = await createActor(database)
		const untitled = await editorAction(formOf({ ...newProject, 'title.pt-PT': ' ' }), actor, PROJECT_EDITOR)
		expect(untitled.status).toBe(400)
		expect(untitled.state).toMatchObject({
			status: 'error',
			message: 'Erro ao guardar: O texto em português (PT) é obrigatório.',
			errors: { 'title.pt-PT': 'O texto em português (PT) é obrigatório.' },
		})
		const scripted = await editorAction(
			formOf({ ...newProject, external_url: 'javascript:alert(1)' }),
			actor,
			PROJECT_EDITOR,
		)
		expect(scripted.state).toMatchObject({ status: 'error', errors: { external_url: expect.any(String) } })
		expect(await listProjects()).toEqual([])
	})

	test('deleting a project removes it and is audited; deleting it again is an error', async () => {
		const actor = await createActor(database)
		await editorAction(formOf(newProject), actor, PROJECT_EDITOR)
		const [created] = await listProjects()
		const id = created?.id ?? ''
		cachePage('/projectos')
		const removed = await editorAction(formOf({ intent: 'delete', id }), actor, PROJECT_EDITOR)
		expect(removed.state).toMatchObject({ status: 'success', message: 'Projecto eliminado!' })
		expect(isCached('/projectos')).toBe(false)
		expect(await database().db.select().from(projectos).where(eq(projectos.id, id))).toEqual([])
		expect(await lastAudit(database)).toMatchObject({ action: 'project.delete', entityId: id })

		const again = await editorAction(formOf({ intent: 'delete', id }), actor, PROJECT_EDITOR)
		expect(again.state).toMatchObject({ status: 'error', message: 'Erro ao eliminar' })
	})
})
