import { describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { recordAudit } from '#app/features/auth/audit.server.ts'
import { AUDIT_PAGE_SIZE, auditPage, describeAction } from './audit-view.server.ts'

test('actions read as Portuguese sentences, unknown ones as they are', () => {
	expect(describeAction('project.update')).toBe('Actualizou um projecto')
	expect(describeAction('account.two_factor_enable')).toBe('Activou a verificação em dois passos')
	expect(describeAction('settings.save')).toBe('Guardou as definições')
	expect(describeAction('widget.frobnicate')).toBe('widget.frobnicate')
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
			summary: 'Actualizou um projecto',
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
