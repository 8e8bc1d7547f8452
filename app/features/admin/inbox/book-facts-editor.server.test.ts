import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { siteSettings } from '#app/db/schema.ts'
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
import { DEFAULT_BOOK_FACTS } from '#app/features/book/book.ts'
import { defaultFaqAnswer } from '#app/features/book/book-content.ts'
import { bookLaunchDateForRetention } from '#app/features/book/book-launch.server.ts'
import { runRetention } from '#app/features/personal-data/retention.server.ts'
import { action as livroAction, loader as livroLoader } from '#app/routes/admin/inbox/livro.tsx'
import { loader as bookLoader } from '#app/routes/public/book.tsx'
import { loader as homeLoader } from '#app/routes/public/home.tsx'
import { loadBookFacts } from './book-facts-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const TODAY = '2026-11-25'

const factsForm = {
	intent: 'save',
	launchDate: '2027-03-15',
	price: '14,50',
	format: 'paperback',
	availability: 'pre-order',
	purchaseUrl: '',
	'faq.audience': defaultFaqAnswer('audience', DEFAULT_BOOK_FACTS, TODAY),
	'faq.skills': 'Nenhuns: basta saber ler.',
	'faq.tools': '',
	// The suggested answer for the facts shown before the save: not stored, so it follows the new price.
	'faq.format': defaultFaqAnswer('format', DEFAULT_BOOK_FACTS, TODAY),
	'faq.launch': defaultFaqAnswer('launch', DEFAULT_BOOK_FACTS, TODAY),
}

async function publicBook(path: '/livro' | '/') {
	const url = new URL(`${TEST_SITE}${path}`)
	const args = { request: new Request(url), url, params: {}, context: {} }
	const data = path === '/livro' ? await bookLoader(args as never) : await homeLoader(args as never)
	return data as { book: { facts: typeof DEFAULT_BOOK_FACTS }; head?: { 'script:ld+json'?: unknown }[] }
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let cookie = ''
	const save = (fields: Record<string, string>) =>
		post(livroAction, '/admin/dashboard/livro', formOf({ ...factsForm, ...fields }), cookie)

	beforeAll(async () => {
		;({ cookie } = await signedInAdmin())
	})
	beforeEach(async () => {
		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'book_facts'))
	})

	test('without a saved value the book facts are the defaults, and the Livro tab shows the suggested FAQ answers', async () => {
		expect(await loadBookFacts()).toEqual(DEFAULT_BOOK_FACTS)
		const url = new URL(`${TEST_SITE}/admin/dashboard/livro`)
		const data = await livroLoader({
			request: new Request(url, { headers: { cookie } }),
			url,
			params: {},
			context: {},
		} as never)
		expect(data.facts).toEqual(DEFAULT_BOOK_FACTS)
		expect(data.answers?.skills).toBe(defaultFaqAnswer('skills', DEFAULT_BOOK_FACTS, TODAY))
	})

	test('saved facts are stored, audited, empty the page cache and reach /livro and the home page', async () => {
		cachePage('/livro')
		const answer = await save({})
		expect(answer).toMatchObject({ status: 302, location: '/admin/dashboard/livro' })
		expect(answer.toast).toMatchObject({ type: 'success', message: 'Dados do livro guardados!' })
		expect(isCached('/livro')).toBe(false)
		const stored = await loadBookFacts()
		expect(stored).toEqual({
			launchDate: '2027-03-15',
			price: 14.5,
			format: 'paperback',
			availability: 'pre-order',
			purchaseUrl: '',
			faq: { skills: 'Nenhuns: basta saber ler.' },
		})
		expect(await lastAudit(database)).toMatchObject({
			action: 'book.update',
			entity: 'site_settings',
			entityId: 'book_facts',
			details: { launchDate: '2027-03-15', price: 14.5, availability: 'pre-order', faqAnswers: ['skills'] },
		})
		expect((await publicBook('/livro')).book.facts).toEqual(stored)
		expect((await publicBook('/')).book.facts).toEqual(stored)
	})

	test('a book on sale needs an https purchase link; a refused save keeps every field as typed', async () => {
		const refused = await save({ availability: 'available', purchaseUrl: '', 'faq.skills': 'Texto novo' })
		expect(refused.status).toBe(400)
		expect(refused.data).toMatchObject({
			intent: 'save',
			errors: { purchaseUrl: 'Indique o link de compra: o livro está disponível.' },
			values: { availability: 'available', price: '14,50', 'faq.skills': 'Texto novo', launchDate: '2027-03-15' },
		})
		expect(refused.toast).toMatchObject({ type: 'error', message: 'Verifique os campos assinalados.' })
		expect(await loadBookFacts()).toEqual(DEFAULT_BOOK_FACTS)

		const http = await save({ availability: 'available', purchaseUrl: 'http://loja.exemplo.pt' })
		expect(http.data).toMatchObject({ errors: { purchaseUrl: 'Indique um endereço https completo (https://…).' } })
		const badDate = await save({ launchDate: '2027-02-30', price: 'doze' })
		expect(badDate.data).toMatchObject({
			errors: {
				launchDate: 'Indique um mês (AAAA-MM) ou um dia (AAAA-MM-DD) que exista.',
				price: 'Indique um preço em euros, por exemplo 12,90.',
			},
		})

		const sold = await save({ availability: 'available', purchaseUrl: 'https://loja.exemplo.pt/livro', launchDate: '' })
		expect(sold.status).toBe(302)
		expect(await loadBookFacts()).toMatchObject({
			availability: 'available',
			purchaseUrl: 'https://loja.exemplo.pt/livro',
			launchDate: '',
		})
	})

	test('pre-reservations are kept until 6 months after the launch date of the Livro tab, once the book is out', async () => {
		// On pre-order the launch has not happened, whatever date is announced.
		await save({ launchDate: '2025-11', availability: 'pre-order' })
		expect(await bookLaunchDateForRetention(database().db)).toBeUndefined()
		await save({ launchDate: '2025-11', availability: 'available', purchaseUrl: 'https://loja.exemplo.pt' })
		expect(await bookLaunchDateForRetention(database().db)).toEqual(new Date('2025-11-01T00:00:00Z'))
		await save({ launchDate: '2026-04-20', availability: 'sold-out' })
		const result = await runRetention({ database: database().db, dryRun: true, now: new Date(`${TODAY}T12:00:00Z`) })
		expect(result).toMatchObject({ status: 'done', bookLaunchDate: new Date('2026-04-20T00:00:00Z') })
	})
})
