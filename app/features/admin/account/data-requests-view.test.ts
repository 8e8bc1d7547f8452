import { describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { dataRequestAddressHash, logDataRequest } from '#app/features/personal-data/request-log.server.ts'
import { DATA_REQUESTS_PAGE_SIZE, dataRequestsPage, requestedDataRequestsPage } from './data-requests-view.server.ts'

test('the page number comes from ?pedidos=, 1 when missing or not a whole number', () => {
	expect(requestedDataRequestsPage(new URL('http://x/registo?pedidos=3'))).toBe(3)
	expect(requestedDataRequestsPage(new URL('http://x/registo'))).toBe(1)
	expect(requestedDataRequestsPage(new URL('http://x/registo?pedidos=-2'))).toBe(1)
	expect(requestedDataRequestsPage(new URL('http://x/registo?pedidos=abc'))).toBe(1)
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	test('the personal-data requests are listed newest first, paged, in Portuguese and Lisbon time, by hash only', async () => {
		const start = Date.UTC(2026, 6, 1, 12, 0, 0)
		const actions = ['view', 'export', 'delete'] as const
		for (let index = 0; index < DATA_REQUESTS_PAGE_SIZE + 2; index++) {
			await logDataRequest(
				database().db,
				'rita@example.pt',
				actions[index % 3] ?? 'view',
				new Date(start + index * 60_000),
			)
		}

		const first = await dataRequestsPage(1)
		expect(first.total).toBe(DATA_REQUESTS_PAGE_SIZE + 2)
		expect(first.pageCount).toBe(2)
		expect(first.rows).toHaveLength(DATA_REQUESTS_PAGE_SIZE)
		// The newest: index 26 (a deletion), 12:26 UTC, 13:26 in Lisbon's summer time.
		expect(first.rows[0]).toMatchObject({ action: 'Eliminar', hash: dataRequestAddressHash('rita@example.pt') })
		expect(first.rows[0]?.when).toMatch(/^01\/07\/2026,? 13:26$/)
		expect(first.rows.slice(0, 3).map((row) => row.action)).toEqual(['Eliminar', 'Exportar', 'Ver'])
		expect(JSON.stringify(first)).not.toContain('rita@example.pt')

		const second = await dataRequestsPage(2)
		expect(second.rows.map((row) => row.when.slice(-5))).toEqual(['13:01', '13:00'])
		expect((await dataRequestsPage(9)).page).toBe(2)
	})
})
