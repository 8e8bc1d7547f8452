import { describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { recordAudit } from '#app/features/auth/audit.server.ts'
import { AUDIT_PAGE_SIZE, auditPage, describeAction } from './audit-view.server.ts'

test("every kind of write reads as a Portuguese sentence, with the item's title when the entry has it", () => {
	expect(describeAction('project.update', 'p1', { title: 'Site da Ana', priority: 3 })).toBe(
		'Editou o projecto «Site da Ana»',
	)
	expect(describeAction('project.delete', 'p1', { title: 'Site da Ana' })).toBe('Eliminou o projecto «Site da Ana»')
	expect(describeAction('project.create', 'p1', null)).toBe('Criou um projecto')
	expect(describeAction('article.create', 'a1', { title: 'Entrevista', source: 'Público' })).toBe(
		'Criou o artigo «Entrevista»',
	)
	expect(describeAction('testimonial.delete', 't1', { name: 'Maria' })).toBe('Eliminou o testemunho de «Maria»')
	expect(describeAction('bio.update', 'b1', { timelineItems: 3 })).toBe('Editou a bio')
	expect(describeAction('settings.update', 'book_prereservation_enabled', { value: false })).toBe(
		'Desactivou as pré-reservas',
	)
	expect(describeAction('settings.update', 'book_prereservation_enabled', { value: true })).toBe(
		'Activou as pré-reservas',
	)
	expect(describeAction('settings.update', null, { keys: ['home_hero'] })).toBe('Editou os textos do site (Definições)')
	expect(describeAction('press_kit.update', 'press_kit', {})).toBe('Editou o press kit')
	expect(describeAction('book.update', 'book_facts', { price: 12.9 })).toBe('Editou os dados do livro')
	expect(describeAction('image.upload', 'projects/x.jpg', { folder: 'projects' })).toBe(
		'Carregou uma imagem de um projecto',
	)
	expect(describeAction('contact.mark_processed', 'c1')).toBe('Marcou uma mensagem de contacto como processada')
	expect(describeAction('book_prereservation.export', null, { rows: 3 })).toBe('Exportou as pré-reservas (3 linhas)')
	expect(describeAction('newsletter.export', null, { rows: 1 })).toBe('Exportou a lista da newsletter (1 linha)')
	expect(describeAction('book_prereservation.delete', 'r1')).toBe('Eliminou uma pré-reserva')
	expect(describeAction('account.two_factor_enable')).toBe('Activou a verificação em dois passos')
	expect(describeAction('account.password_change')).toBe('Alterou a palavra-passe e terminou as outras sessões')
	expect(describeAction('admin.create', 'u1', { email: 'ana@example.pt' })).toBe(
		'Criou o administrador «ana@example.pt»',
	)
})

test('a write the log does not know yet reads as verb and thing, or as a plain change, never as its code', () => {
	expect(describeAction('image.delete', 'x')).toBe('Eliminou uma imagem')
	expect(describeAction('newsletter_subscription.delete', 'x')).toBe('Eliminou uma subscrição da newsletter')
	expect(describeAction('widget.frobnicate')).toBe('Fez uma alteração')
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	test('the log is shown newest first, a page at a time, with who, what and when in Lisbon time', async () => {
		const actor = { id: null, email: 'ana@example.com' }
		for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index++) {
			await recordAudit(database().db, {
				actor,
				action: 'project.update',
				entity: 'project',
				entityId: `p${index}`,
				details: { index },
			})
		}

		const first = await auditPage(null)
		expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE)
		expect(first.rows[0]).toMatchObject({
			who: 'ana@example.com',
			summary: 'Editou um projecto',
			target: 'project · p52',
		})
		expect(first.rows[0]?.when).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/)
		expect(first.nextBefore).toBe(first.rows.at(-1)?.id)

		const second = await auditPage(first.nextBefore)
		expect(second.rows.map((row) => row.target)).toEqual(['project · p2', 'project · p1', 'project · p0'])
		expect(second.nextBefore).toBeNull()
		expect((await auditPage('not-an-id')).rows[0]?.target).toBe('project · p52')
	})
})
