import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bookPrereservations, formRateLimits, siteSettings } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { FORM_RATE_LIMITS } from '#app/features/abuse/rate-limits.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { invalidatePublicPages } from '#app/lib/html-cache.server.ts'
import { action as bookAction, loader as bookLoader } from '#app/routes/public/book.tsx'
import { loader as homeLoader } from '#app/routes/public/home.tsx'
import { isPrereservationOpen, submitPrereservation } from './prereservation.server.ts'

function reservationForm(fields: Record<string, string>): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

const valid = { name: '  Maria Inês  ', email: '  Maria.Ines@Exemplo.PT ', privacy: 'on', locale: 'pt-PT' }

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const rows = () => database().db.select().from(bookPrereservations)
	/** The owner's switch, written directly: so, as every content write does, it invalidates what pages remember. */
	const setOpen = async (open: boolean) => {
		await database()
			.db.insert(siteSettings)
			.values({ key: 'book_prereservation_enabled', value: open })
			.onConflictDoUpdate({ target: siteSettings.key, set: { value: open } })
		await invalidatePublicPages()
	}

	beforeEach(async () => {
		await database().db.delete(bookPrereservations)
		await database().db.delete(formRateLimits)
		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'book_prereservation_enabled'))
	})

	test('a reservation is stored with the name trimmed, the e-mail trimmed and lowercased, the source and the language', async () => {
		const answer = await submitPrereservation(reservationForm({ ...valid, locale: 'en' }), '203.0.113.7')
		expect(answer).toEqual({ status: 200, state: { status: 'success', message: 'Thank you for reserving!' } })
		const stored = await rows()
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({
			name: 'Maria Inês',
			email: 'maria.ines@exemplo.pt',
			source: 'Site Principal',
			locale: 'en',
		})
	})

	test('without a known language in the form, the reservation and its answer are Portuguese', async () => {
		const answer = await submitPrereservation(reservationForm({ ...valid, locale: 'fr' }), undefined)
		expect(answer.state.message).toBe('Obrigado por reservar!')
		const { locale: _, ...withoutLocale } = valid
		await submitPrereservation(reservationForm({ ...withoutLocale, email: 'outra@exemplo.pt' }), undefined)
		expect((await rows()).map((row) => row.locale)).toEqual(['pt-PT', 'pt-PT'])
	})

	test.each([
		['name', { name: '' }, 'Por favor, preencha todos os campos.'],
		['name', { name: ' \t ' }, 'Por favor, preencha todos os campos.'],
		['name', { name: 'x'.repeat(101) }, 'Nome muito longo'],
		['email', { email: '   ' }, 'Por favor, preencha todos os campos.'],
		['email', { email: 'não-é-email' }, 'Email inválido'],
		['email', { email: `${'a'.repeat(250)}@ex.pt` }, 'Email muito longo'],
		['privacy', { privacy: '' }, 'Deve aceitar a política de privacidade'],
	])('a bad %s gets "%s" and nothing is stored', async (field, change, message) => {
		const answer = await submitPrereservation(reservationForm({ ...valid, ...change }), '203.0.113.8')
		expect(answer.status).toBe(400)
		expect(answer.state).toMatchObject({ status: 'invalid', message, errors: { [field]: message } })
		expect(await rows()).toHaveLength(0)
	})

	test('a missing privacy checkbox is refused like an unticked one', async () => {
		const { privacy: _, ...withoutPrivacy } = valid
		const answer = await submitPrereservation(reservationForm(withoutPrivacy), undefined)
		expect(answer.state).toMatchObject({ errors: { privacy: 'Deve aceitar a política de privacidade' } })
	})

	test('the first error is the message, in the visitor’s language; every field keeps its error and what was typed', async () => {
		const answer = await submitPrereservation(reservationForm({ name: ' ', email: 'x@', locale: 'es' }), undefined)
		expect(answer).toEqual({
			status: 400,
			state: {
				status: 'invalid',
				message: 'Por favor, rellene todos los campos.',
				errors: {
					name: 'Por favor, rellene todos los campos.',
					email: 'Email no válido',
					privacy: 'Debe aceptar la política de privacidad',
				},
				values: { name: ' ', email: 'x@' },
			},
		})
	})

	test('a filled honeypot is answered like a success and stores nothing', async () => {
		const answer = await submitPrereservation(reservationForm({ ...valid, website: 'http://spam.example' }), undefined)
		expect(answer.state).toEqual({ status: 'success', message: 'Obrigado por reservar!' })
		expect(await rows()).toHaveLength(0)
	})

	test('a second reservation with the same e-mail is thanked the same way and stores no second row', async () => {
		await submitPrereservation(reservationForm(valid), undefined)
		const again = await submitPrereservation(
			reservationForm({ ...valid, name: 'Outro Nome', email: 'MARIA.INES@exemplo.pt', locale: 'en' }),
			undefined,
		)
		expect(again).toEqual({ status: 200, state: { status: 'success', message: 'Thank you for reserving!' } })
		const stored = await rows()
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({ name: 'Maria Inês', locale: 'pt-PT' })
	})

	test('simultaneous reservations with one e-mail store it once', async () => {
		const answers = await Promise.all(
			Array.from({ length: 6 }, (_, index) =>
				submitPrereservation(reservationForm({ ...valid, name: `Pessoa ${index}` }), undefined),
			),
		)
		expect(answers.every((answer) => answer.status === 200)).toBe(true)
		expect(await rows()).toHaveLength(1)
	})

	test('pre-reservations are open until the owner closes them', async () => {
		expect(await isPrereservationOpen()).toBe(true)
		await setOpen(false)
		expect(await isPrereservationOpen()).toBe(false)
		await setOpen(true)
		expect(await isPrereservationOpen()).toBe(true)
	})

	test('while pre-reservations are closed a reservation is refused with the closed notice, keeps its values and stores nothing', async () => {
		await setOpen(false)
		const answer = await submitPrereservation(reservationForm({ ...valid, locale: 'en' }), '203.0.113.9')
		expect(answer).toEqual({
			status: 403,
			state: {
				status: 'error',
				message: 'Pre-reservations are closed at the moment.',
				values: { name: valid.name, email: valid.email, privacy: 'on' },
			},
		})
		expect(await rows()).toHaveLength(0)
	})

	test('a client over the limit is asked to wait, keeps what it typed, and nothing more is stored', async () => {
		const address = '203.0.113.10'
		for (let index = 0; index < FORM_RATE_LIMITS.prereservation.max; index += 1) {
			const answer = await submitPrereservation(reservationForm({ ...valid, email: `r${index}@exemplo.pt` }), address)
			expect(answer.status).toBe(200)
		}
		const answer = await submitPrereservation(reservationForm({ ...valid, email: 'mais@exemplo.pt' }), address)
		expect(answer).toMatchObject({
			status: 429,
			state: {
				status: 'error',
				message: 'Demasiados envios seguidos. Aguarde alguns minutos e tente novamente.',
				values: { name: valid.name, email: 'mais@exemplo.pt' },
			},
		})
		expect(await rows()).toHaveLength(FORM_RATE_LIMITS.prereservation.max)
		expect(
			(await submitPrereservation(reservationForm({ ...valid, email: 'b@exemplo.pt' }), '203.0.113.11')).status,
		).toBe(200)
	})

	test('a database failure answers the error message and keeps the values', async () => {
		await database().db.execute('alter table book_prereservations rename to book_prereservations_away')
		try {
			const answer = await submitPrereservation(reservationForm(valid), undefined)
			expect(answer).toEqual({
				status: 503,
				state: {
					status: 'error',
					message: 'Erro ao submeter pré-reserva. Tente novamente.',
					values: { name: valid.name, email: valid.email, privacy: 'on' },
				},
			})
		} finally {
			await database().db.execute('alter table book_prereservations_away rename to book_prereservations')
		}
		expect(await rows()).toHaveLength(0)
	})

	// That no answer to a post is ever stored is the server's rule for every route (server/app.ts; caching.spec.ts).
	test('the book page answers a plain POST with the answer and its status', async () => {
		const url = new URL('http://localhost/livro')
		const context = new RouterContextProvider()
		context.set(clientAddressContext, '203.0.113.12')
		const post = (fields: Record<string, string>) =>
			bookAction({
				request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
				url,
				context,
				params: {},
			} as unknown as Parameters<typeof bookAction>[0])
		const invalid = await post({ name: 'Ana', email: '', privacy: 'on' })
		expect(invalid.init?.status).toBe(400)
		expect(invalid.data).toMatchObject({ status: 'invalid', errors: { email: 'Por favor, preencha todos os campos.' } })
		const success = await post({ name: 'Ana', email: 'ana@exemplo.pt', privacy: 'on' })
		expect(success.init?.status).toBe(200)
		expect(await rows()).toHaveLength(1)
	})

	test('the home and book pages know whether pre-reservations are open', async () => {
		const load = async (path: string) => {
			const url = new URL(`http://localhost${path}`)
			const args = { request: new Request(url), url, params: {}, context: new RouterContextProvider() }
			const loader = path === '/livro' ? bookLoader : homeLoader
			return (await loader(args as never)).book.prereservationOpen
		}
		expect(await load('/')).toBe(true)
		expect(await load('/livro')).toBe(true)
		await setOpen(false)
		expect(await load('/en')).toBe(false)
		expect(await load('/livro')).toBe(false)
	})
})
