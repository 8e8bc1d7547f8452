/**
 * A visitor's contact message (docs/product/data.md, rules.md, messages.md): validated, stored with the consent time and
 * no IP address, and the owner notified by e-mail, in one statement. Robots that fill the
 * honeypot are thanked and forgotten; a client sending too often is asked to wait.
 */
import { sql } from 'drizzle-orm'
import { type Database, db } from '#app/db/client.server.ts'
import { preparedStatement } from '#app/db/prepared-statement.server.ts'
import { contactSubmissions } from '#app/db/schema.ts'
import { isRefusedData } from '#app/db/sql-errors.server.ts'
import { writeBatches } from '#app/db/write-batches.server.ts'
import { isHoneypotTripped } from '#app/features/abuse/honeypot.ts'
import {
	type CounterRow,
	counterUpsert,
	pruneExpiredRateLimits,
	type RateLimitResult,
	rateLimitKey,
	rateLimitMax,
	rateLimitVerdict,
	rateLimitWindow,
} from '#app/features/abuse/rate-limit.server.ts'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import type { FormAnswer } from '#app/features/forms/form-state.ts'
import { parseForm, submittedValues } from '#app/features/forms/parse-form.server.ts'
import { announce, MAIL_COLUMNS_SQL, mailColumns, queueMailPerRow } from '#app/features/mail/outbox.server.ts'
import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { logger } from '#app/lib/logger.server.ts'
import { CONTACT_FIELDS } from './contact-limits.ts'
import { contactNotification } from './contact-notification.server.ts'
import { ContactSchema, type ContactSubmission } from './contact-schema.ts'

/**
 * Counts submissions against their clients' rate limits and, for those within the limit,
 * stores the messages and queues the owner's notifications: one statement for every
 * submission written together (app/db/write-batches.server.ts), so one round trip and one
 * commit (data-modifying CTEs: the counters' upsert, the messages' insert only for the
 * submissions the counters allow, their mail's insert beside it). The submissions arrive as
 * one JSON array (`n` their order, which the counters come back in). A client with several
 * submissions in one statement is counted once with all of them, and each submission gets the
 * count it would have had alone, in order. Without a client address (an in-process call)
 * nothing is counted and the message is stored. A prepared statement: its text is built and
 * planned once (docs/decisions/032).
 */
const storeStatement = preparedStatement<CounterRow>(
	'contact_store',
	() => sql`
		with submission as (
			select * from jsonb_to_recordset(${sql.placeholder('submissions')}::jsonb) as s(
				n int, "rateLimitKey" text, at timestamptz,
				name text, email text, subject text, message text, locale text, ${MAIL_COLUMNS_SQL})
		),
		uses as (
			select "rateLimitKey" as key, count(*)::int as uses from submission
			where "rateLimitKey" is not null group by "rateLimitKey"
		),
		counter as (${counterUpsert(sql`select key, uses from uses`)}),
		counted as (
			select submission.*,
				case when submission."rateLimitKey" is null then 0
					else counter.hits - uses.uses + row_number() over (partition by submission."rateLimitKey" order by submission.n)
				end as hits,
				coalesce(counter."windowStartedMs", 0) as "windowStartedMs"
			from submission
			left join uses on uses.key = submission."rateLimitKey"
			left join counter on counter.key = submission."rateLimitKey"
		),
		accepted as (select * from counted where hits <= ${sql.placeholder('max')}::bigint),
		record as (
			insert into ${contactSubmissions} (name, email, subject, message, locale, gdpr_consent_timestamp)
			select name, email, subject, message, locale, at from accepted
		),
		mail as (${queueMailPerRow('accepted')})
		select hits, "windowStartedMs" from counted order by n`,
)

type SubmissionToStore = ContactSubmission & { locale: Locale; rateLimitKey: string | null; at: string }

/**
 * Contact statements in flight at once, of the pool's connections (ten by default); while they
 * are, new submissions wait and go together in the next.
 */
const STATEMENTS_IN_FLIGHT = 4
const SUBMISSIONS_PER_STATEMENT = 50

function storeTogether(database: Database) {
	return writeBatches<SubmissionToStore, CounterRow>({
		concurrency: STATEMENTS_IN_FLIGHT,
		maxItems: SUBMISSIONS_PER_STATEMENT,
		// A message the database refuses (a rule the form's checks missed) must not sink the
		// others sent with it: each is tried again alone, and only that one fails.
		retryAlone: isRefusedData,
		async write(submissions) {
			const rows = await storeStatement(
				{
					submissions: JSON.stringify(
						submissions.map((submission, n) => ({
							n,
							...submission,
							...mailColumns(contactNotification(submission, submission.locale)),
						})),
					),
					...rateLimitWindow('contact', new Date()),
					max: rateLimitMax('contact'),
				},
				database,
			)
			announce()
			return rows
		},
	})
}

const storeByDatabase = new WeakMap<Database, (submission: SubmissionToStore) => Promise<CounterRow>>()

async function storeContact(
	submission: ContactSubmission,
	locale: Locale,
	clientAddress: string | null | undefined,
): Promise<RateLimitResult> {
	const now = new Date()
	const database = db()
	let store = storeByDatabase.get(database)
	if (!store) {
		store = storeTogether(database)
		storeByDatabase.set(database, store)
	}
	const row = await store({
		...submission,
		locale,
		rateLimitKey: clientAddress ? rateLimitKey('contact', clientAddress) : null,
		at: now.toISOString(),
	})
	if (!clientAddress) return { allowed: true }
	await pruneExpiredRateLimits(now)
	return rateLimitVerdict('contact', row, now)
}

/** docs/product/behaviour.md, messages.md: the owner's success text (`contact_success`) when set, else the catalogue's. */
async function succeeded(locale: Locale): Promise<FormAnswer> {
	const stored = await getCachedSetting('contact_success').catch(() => undefined)
	const message = localize(stored, locale) ?? translatorFor(locale)('contact.form_success')
	return { status: 200, state: { status: 'success', message } }
}

export async function submitContact(
	form: FormData,
	locale: Locale,
	clientAddress: string | null | undefined,
): Promise<FormAnswer> {
	const t = translatorFor(locale)
	if (isHoneypotTripped(form)) return await succeeded(locale)

	const parsed = parseForm(ContactSchema, form, CONTACT_FIELDS, t)
	if (!parsed.ok) return { status: 400, state: parsed.state }

	const values = submittedValues(form, CONTACT_FIELDS)
	try {
		const limit = await storeContact(parsed.data, locale, clientAddress)
		if (!limit.allowed) {
			return { status: 429, state: { status: 'error', message: t('forms.rateLimited'), values } }
		}
		return await succeeded(locale)
	} catch (error) {
		logger.error({ err: error }, 'contact message could not be stored')
		return { status: 503, state: { status: 'error', message: t('contact.form_error'), values } }
	}
}
