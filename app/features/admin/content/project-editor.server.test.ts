import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { projectos } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import {
	cachePage,
	formOf,
	isCached,
	lastAudit,
	post,
	signedInAdmin,
	TEST_SITE,
} from '#app/features/admin/test-support.server.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { getActiveProjects } from '#app/features/content/projects.server.ts'
import { editorAction } from './editor-action.server.ts'
import { listProjects, PROJECT_EDITOR } from './project-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const PATH = '/admin/dashboard/projectos'
const action = editorAction(PROJECT_EDITOR)

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
	let cookie = ''
	let actor: AuditActor
	const send = (fields: Record<string, string>) => post(action, PATH, formOf(fields), cookie)

	beforeAll(async () => {
		;({ cookie, actor } = await signedInAdmin())
	})
	beforeEach(async () => {
		await database().db.delete(projectos)
	})

	test('a new project is inserted, shown on the public page in each language, audited, and the cache emptied', async () => {
		cachePage('/projectos')
		const answer = await send(newProject)
		expect(answer).toMatchObject({
			status: 302,
			location: PATH,
			toast: {
				type: 'success',
				// English has the title and description but not the subtitle; Spanish has nothing.
				message: `Projecto guardado com sucesso! Sem tradução em inglês e espanhol: quem visita o site em inglês ou espanhol vê o texto em português.`,
			},
		})
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
		await send(newProject)
		const [created] = await listProjects()
		const edited = { ...newProject, id: created?.id ?? '', 'title.pt-PT': 'Reservas Automáticas', isActive: 'false' }
		expect((await send(edited)).toast?.type).toBe('success')
		const all = await listProjects()
		expect(all).toHaveLength(1)
		expect(all[0]).toMatchObject({ id: created?.id, isActive: false, title: { 'pt-PT': 'Reservas Automáticas' } })
		expect(await getActiveProjects('pt-PT')).toEqual([])
		expect((await lastAudit(database))?.action).toBe('project.update')
	})

	test('the admin list shows every project, highest priority first, active or not', async () => {
		for (const [title, priority, isActive] of [
			['Baixa', '1', 'on'],
			['Alta', '50', ''],
			['Sem prioridade', 'abc', 'on'],
		] as const) {
			await send({ ...newProject, 'title.pt-PT': title, priority, isActive })
		}
		const list = await listProjects()
		expect(list.map((item) => [item.title['pt-PT'], item.priority, item.isActive])).toEqual([
			['Alta', 50, false],
			['Baixa', 1, true],
			['Sem prioridade', 0, true],
		])
	})

	test('a project without a Portuguese title, or with a script link, is refused with everything typed given back, and nothing is stored', async () => {
		const untitled = await send({ ...newProject, 'title.pt-PT': ' ' })
		expect(untitled).toMatchObject({
			status: 400,
			toast: { type: 'error', message: 'Erro ao guardar: O texto em português (PT) é obrigatório.' },
			data: {
				intent: 'save',
				errors: { 'title.pt-PT': 'O texto em português (PT) é obrigatório.' },
				values: { 'title.en': 'Booking Automation', 'description.pt-PT': 'Respostas automáticas a hóspedes.' },
			},
		})
		const scripted = await send({ ...newProject, external_url: 'javascript:alert(1)' })
		expect(scripted).toMatchObject({ status: 400, data: { errors: { external_url: expect.any(String) } } })
		expect(await listProjects()).toEqual([])
	})

	test('deleting a project removes it and is audited; deleting it again is an error', async () => {
		await send(newProject)
		const [created] = await listProjects()
		const id = created?.id ?? ''
		cachePage('/projectos')
		const removed = await send({ intent: 'delete', id })
		expect(removed).toMatchObject({ status: 302, location: PATH, toast: { message: 'Projecto eliminado!' } })
		expect(isCached('/projectos')).toBe(false)
		expect(await database().db.select().from(projectos).where(eq(projectos.id, id))).toEqual([])
		expect(await lastAudit(database)).toMatchObject({ action: 'project.delete', entityId: id })

		const again = await send({ intent: 'delete', id })
		expect(again).toMatchObject({ status: 500, toast: { type: 'error', message: 'Erro ao eliminar' } })
	})

	test('an unknown intent, or no session, changes nothing', async () => {
		expect(await send({ ...newProject, intent: 'publish' })).toMatchObject({
			status: 400,
			toast: { type: 'error' },
		})
		const anonymous = await post(action, PATH, formOf(newProject))
		expect(anonymous).toMatchObject({ status: 302, location: '/admin' })
		expect(await listProjects()).toEqual([])
	})
})
