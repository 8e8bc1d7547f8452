import { type SQL, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import type { Database } from '#app/db/client.server.ts'
import { preparedStatement } from '#app/db/prepared-statement.server.ts'
import { contactSubmissions, mailOutbox } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { MAIL_COLUMNS_SQL, mailColumns, type OutgoingMail, queueMailPerRow } from './outbox.server.ts'

const message = {
	name: 'Rui Costa',
	email: 'rui@exemplo.pt',
	subject: 'Site para o restaurante',
	message: 'Olá! Podemos falar sobre o site do restaurante?',
	locale: 'pt-PT' as const,
	gdprConsentTimestamp: new Date(),
	ipAddress: null,
}

function notification(locale: Locale = 'pt-PT'): OutgoingMail {
	return {
		kind: 'contact.notification',
		to: 'ola@example.com',
		locale,
		subject: 'Nova mensagem',
		text: 'x',
		html: '<p>x</p>',
	}
}

let statements = 0

/** One statement: the record's insert as the CTE `record`, and one mail per row of `mails` (read from JSON). */
async function insertWithMail(db: Database, record: SQL, ...mails: OutgoingMail[]): Promise<void> {
	statements++
	const statement = preparedStatement(
		`test_record_and_mail_${statements}`,
		() => sql`with mails as (
			select * from jsonb_to_recordset(${sql.placeholder('mails')}::jsonb) as m(${MAIL_COLUMNS_SQL})
		), record as (${record}) ${queueMailPerRow('mails')}`,
	)
	await statement({ mails: JSON.stringify(mails.map(mailColumns)) }, db)
}

describe.each(TEST_DATABASE_KINDS)('a record and its mail in one statement, on %s', (kind) => {
	const database = useAppTestDatabase(kind)

	test('both are stored, the mail due at once', async () => {
		const { db } = database()
		const before = Date.now()
		await insertWithMail(
			db,
			db.insert(contactSubmissions).values(message).returning({ id: contactSubmissions.id }).getSQL(),
			notification(),
		)
		expect(await db.select({ email: contactSubmissions.email }).from(contactSubmissions)).toEqual([
			{ email: 'rui@exemplo.pt' },
		])
		const [mail] = await db.select().from(mailOutbox)
		expect(mail).toMatchObject({ kind: 'contact.notification', recipient: 'ola@example.com', status: 'pending' })
		expect(mail?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1)
		await db.delete(mailOutbox)
		await db.delete(contactSubmissions)
	})

	test('when the mail breaks a rule of its table, the record is not stored either', async () => {
		const { db } = database()
		const broken = notification('xx' as Locale)
		await expect(
			insertWithMail(
				db,
				db.insert(contactSubmissions).values(message).returning({ id: contactSubmissions.id }).getSQL(),
				broken,
			),
		).rejects.toThrow()
		expect(await db.select().from(contactSubmissions)).toEqual([])
		expect(await db.select().from(mailOutbox)).toEqual([])
	})

	test('when the record breaks a rule of its table, no mail is queued', async () => {
		const { db } = database()
		const tooShort = db
			.insert(contactSubmissions)
			.values({ ...message, message: 'curta' })
			.returning({ id: contactSubmissions.id })
			.getSQL()
		await expect(insertWithMail(db, tooShort, notification())).rejects.toThrow()
		expect(await db.select().from(contactSubmissions)).toEqual([])
		expect(await db.select().from(mailOutbox)).toEqual([])
	})

	test('one mail is queued per row: none for no rows, one each for two', async () => {
		const { db } = database()
		const none = sql`select id from ${contactSubmissions} where false`
		await insertWithMail(db, none)
		expect(await db.select().from(mailOutbox)).toEqual([])
		await insertWithMail(db, none, notification('en'), notification('es'))
		const queued = await db.select({ locale: mailOutbox.locale }).from(mailOutbox).orderBy(mailOutbox.locale)
		expect(queued).toEqual([{ locale: 'en' }, { locale: 'es' }])
		await db.delete(mailOutbox)
	})

	test('a mail with a structured Reply-To is stored as given', async () => {
		const { db } = database()
		const mail = { ...notification(), replyTo: { name: 'Ana "x" Silva', address: 'ana@exemplo.pt' } }
		await insertWithMail(
			db,
			db.insert(contactSubmissions).values(message).returning({ id: contactSubmissions.id }).getSQL(),
			mail,
		)
		const [row] = await db.select().from(mailOutbox)
		expect(row?.message).toEqual({ subject: 'Nova mensagem', text: 'x', html: '<p>x</p>', replyTo: mail.replyTo })
		await db.delete(mailOutbox)
		await db.delete(contactSubmissions)
	})
})
