/**
 * The database schema: every entity of docs/product/data.md under the documented table names, the auth
 * tables (kept by hand, see docs/architecture.md "Known pitfalls on this stack"), and the rules docs/product sets
 * as constraints, so no code path can store a row that breaks them.
 */
import { sql } from 'drizzle-orm'
import {
	bigint,
	boolean,
	check,
	customType,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../i18n/localized-text.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
	timestamp('updated_at', { withTimezone: true })
		.notNull()
		.defaultNow()
		.$onUpdate(() => new Date())

const localeColumn = () => text('locale').notNull().default('pt-PT')
const localeCheck = (table: string) => sql.raw(`"${table}"."locale" in ('pt-PT', 'en', 'es')`)
/** E-mail stored trimmed and lowercased, at most 255 characters (docs/product/data.md, rules.md). */
const emailCheck = (table: string) =>
	sql.raw(
		`"${table}"."email" = lower(btrim("${table}"."email")) and char_length("${table}"."email") between 3 and 255 and position('@' in "${table}"."email") > 1`,
	)
const lengthBetween = (table: string, column: string, min: number, max: number) =>
	sql.raw(`char_length("${table}"."${column}") between ${min} and ${max}`)
/** A translatable text has its Portuguese version, which is the fallback of the others. */
const hasPortuguese = (table: string, column: string) =>
	sql.raw(`coalesce(btrim("${table}"."${column}"->>'pt-PT'), '') <> ''`)

// ---------------------------------------------------------------------------------------
// Visitor records. Each keeps the locale it was made in, so later e-mail goes out in the
// visitor's language. IP addresses are never stored (`ip_address` stays null, docs/product/data.md).

export const contactSubmissions = pgTable(
	'contact_submissions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		subject: text('subject').notNull(),
		message: text('message').notNull(),
		locale: localeColumn(),
		processed: boolean('processed').notNull().default(false),
		gdprConsentTimestamp: timestamp('gdpr_consent_timestamp', { withTimezone: true }).notNull(),
		ipAddress: text('ip_address'),
		createdAt: createdAt(),
	},
	(table) => [
		check('contact_submissions_name_length', lengthBetween('contact_submissions', 'name', 2, 100)),
		check('contact_submissions_subject_length', lengthBetween('contact_submissions', 'subject', 5, 200)),
		check('contact_submissions_message_length', lengthBetween('contact_submissions', 'message', 10, 2000)),
		check('contact_submissions_email_normalized', emailCheck('contact_submissions')),
		check('contact_submissions_locale', localeCheck('contact_submissions')),
		check('contact_submissions_no_ip', sql`${table.ipAddress} is null`),
		index('contact_submissions_email_idx').on(table.email),
		index('contact_submissions_created_at_idx').on(table.createdAt.desc()),
	],
)

export const newsletterSubscriptions = pgTable(
	'newsletter_subscriptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: text('email').notNull(),
		locale: localeColumn(),
		confirmed: boolean('confirmed').notNull().default(false),
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		consentTimestamp: timestamp('consent_timestamp', { withTimezone: true }).notNull(),
		ipAddress: text('ip_address'),
		/**
		 * The subscriber's last interaction: confirming, confirming again, or pressing "keep me
		 * subscribed" (docs/product/rules.md). Null until confirmed (a confirmed row without it
		 * counts from its confirmation). The retention job's 3 years without interaction count from here.
		 */
		lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }),
		/**
		 * When the re-permission mail ("keep me subscribed?") was queued, 30 days before the
		 * 3-year mark; null while no such request is outstanding (any interaction clears it).
		 */
		repermissionSentAt: timestamp('repermission_sent_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		check('newsletter_subscriptions_email_normalized', emailCheck('newsletter_subscriptions')),
		check('newsletter_subscriptions_locale', localeCheck('newsletter_subscriptions')),
		check('newsletter_subscriptions_no_ip', sql`${table.ipAddress} is null`),
		uniqueIndex('newsletter_subscriptions_email_key').on(table.email),
		index('newsletter_subscriptions_created_at_idx').on(table.createdAt.desc()),
	],
)

export const BOOK_PRERESERVATION_SOURCE = 'Site Principal'

export const bookPrereservations = pgTable(
	'book_prereservations',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		source: text('source').notNull().default(BOOK_PRERESERVATION_SOURCE),
		locale: localeColumn(),
		createdAt: createdAt(),
	},
	(table) => [
		check('book_prereservations_name_length', lengthBetween('book_prereservations', 'name', 1, 100)),
		check('book_prereservations_name_trimmed', sql`${table.name} = btrim(${table.name})`),
		check('book_prereservations_email_normalized', emailCheck('book_prereservations')),
		check('book_prereservations_locale', localeCheck('book_prereservations')),
		index('book_prereservations_email_idx').on(table.email),
		index('book_prereservations_created_at_idx').on(table.createdAt.desc()),
	],
)

export const cookieConsents = pgTable(
	'cookie_consents',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		sessionId: text('session_id').notNull(),
		analyticsConsent: boolean('analytics_consent').notNull(),
		marketingConsent: boolean('marketing_consent').notNull(),
		preferencesConsent: boolean('preferences_consent').notNull().default(true),
		createdAt: createdAt(),
	},
	(table) => [
		check('cookie_consents_session_id_length', lengthBetween('cookie_consents', 'session_id', 8, 100)),
		uniqueIndex('cookie_consents_session_id_key').on(table.sessionId),
		index('cookie_consents_created_at_idx').on(table.createdAt),
	],
)

// ---------------------------------------------------------------------------------------
// Content edited by admins. Translatable texts are `LocalizedText` (pt-PT required).

export const TIMELINE_ICONS = ['Zap', 'Building', 'Rocket'] as const
export type TimelineIcon = (typeof TIMELINE_ICONS)[number]

export interface TimelineItem {
	year: string
	/** One of TIMELINE_ICONS; anything else is shown as Zap (docs/product/data.md). */
	icon: string
	title: LocalizedText
	description: LocalizedText
}

export const bioContent = pgTable(
	'bio_content',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** Fixed to true: the table holds a single record (docs/product/data.md). */
		singleton: boolean('singleton').notNull().default(true),
		introText: jsonb('intro_text').$type<LocalizedText>().notNull(),
		bioImageUrl: text('bio_image_url'),
		/** The image's alternative text per language, published as its `alt`. */
		bioImageAlt: jsonb('bio_image_alt').$type<LocalizedText>(),
		timeline: jsonb('timeline').$type<TimelineItem[]>().notNull().default([]),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('bio_content_singleton', sql`${table.singleton}`),
		uniqueIndex('bio_content_singleton_key').on(table.singleton),
		check('bio_content_intro_pt', hasPortuguese('bio_content', 'intro_text')),
		check('bio_content_timeline_array', sql`jsonb_typeof(${table.timeline}) = 'array'`),
	],
)

export const projectos = pgTable(
	'projectos',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		title: jsonb('title').$type<LocalizedText>().notNull(),
		subtitle: jsonb('subtitle').$type<LocalizedText>(),
		description: jsonb('description').$type<LocalizedText>().notNull(),
		externalUrl: text('external_url'),
		imageUrl: text('image_url'),
		imageAlt: jsonb('image_alt').$type<LocalizedText>(),
		priority: integer('priority').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('projectos_title_pt', hasPortuguese('projectos', 'title')),
		check('projectos_description_pt', hasPortuguese('projectos', 'description')),
		index('projectos_priority_idx').on(table.priority.desc()),
		index('projectos_active_priority_idx').on(table.priority.desc()).where(sql`${table.isActive}`),
	],
)

export const mediaArticles = pgTable(
	'media_articles',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** The headline as the outlet published it, in the outlet's language. */
		title: text('title').notNull(),
		source: text('source').notNull(),
		publishedDate: date('published_date', { mode: 'string' }).notNull().default(sql`current_date`),
		excerpt: jsonb('excerpt').$type<LocalizedText>(),
		externalUrl: text('external_url'),
		thumbnailUrl: text('thumbnail_url'),
		thumbnailAlt: jsonb('thumbnail_alt').$type<LocalizedText>(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('media_articles_title_length', lengthBetween('media_articles', 'title', 1, 300)),
		index('media_articles_published_date_idx').on(table.publishedDate.desc()),
	],
)

export const testimonials = pgTable(
	'testimonials',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		role: jsonb('role').$type<LocalizedText>(),
		/** Markdown. */
		testimonial: jsonb('testimonial').$type<LocalizedText>().notNull(),
		photoUrl: text('photo_url'),
		photoAlt: jsonb('photo_alt').$type<LocalizedText>(),
		priority: integer('priority').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('testimonials_name_length', lengthBetween('testimonials', 'name', 1, 100)),
		check('testimonials_testimonial_pt', hasPortuguese('testimonials', 'testimonial')),
		index('testimonials_priority_idx').on(table.priority.desc()),
		index('testimonials_active_priority_idx').on(table.priority.desc()).where(sql`${table.isActive}`),
	],
)

/** One row per key (the primary key); the value's shape per key is in `features/content/settings`. */
export const siteSettings = pgTable('site_settings', {
	key: text('key').primaryKey(),
	value: jsonb('value').notNull(),
	updatedAt: updatedAt(),
})

// ---------------------------------------------------------------------------------------
// Accounts (better-auth's tables, kept in this schema by hand) and the admin role.

export const users = pgTable(
	'users',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		emailVerified: boolean('email_verified').notNull().default(false),
		image: text('image'),
		twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('users_email_key').on(table.email),
		check('users_email_normalized', sql`${table.email} = lower(btrim(${table.email}))`),
	],
)

export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		token: text('token').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		ipAddress: text('ip_address'),
		userAgent: text('user_agent'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('sessions_token_key').on(table.token), index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
	'accounts',
	{
		id: text('id').primaryKey(),
		accountId: text('account_id').notNull(),
		providerId: text('provider_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		accessToken: text('access_token'),
		refreshToken: text('refresh_token'),
		idToken: text('id_token'),
		accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
		refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
		scope: text('scope'),
		password: text('password'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
	'verifications',
	{
		id: text('id').primaryKey(),
		identifier: text('identifier').notNull(),
		value: text('value').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('verifications_identifier_idx').on(table.identifier)],
)

export const twoFactors = pgTable(
	'two_factors',
	{
		id: text('id').primaryKey(),
		secret: text('secret').notNull(),
		backupCodes: text('backup_codes').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** False while a TOTP set-up awaits its first code. */
		verified: boolean('verified').notNull().default(true),
		failedVerificationCount: integer('failed_verification_count').notNull().default(0),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
	},
	(table) => [index('two_factors_user_id_idx').on(table.userId)],
)

/**
 * better-auth's rate-limit counters (`rateLimit: { storage: 'database' }`), one row per
 * client-and-path key, so limits hold across every server process sharing the database.
 */
export const rateLimits = pgTable(
	'rate_limits',
	{
		id: text('id').primaryKey(),
		key: text('key').notNull(),
		count: integer('count').notNull(),
		/** Milliseconds since the epoch (better-auth's `lastRequest`). */
		lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
	},
	(table) => [uniqueIndex('rate_limits_key_key').on(table.key)],
)

/**
 * TOTP time steps already accepted per user: the primary key makes a code usable once,
 * even when two requests present it at the same moment. Old rows are pruned.
 */
export const totpReplay = pgTable(
	'totp_replay',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The RFC 6238 time step (seconds since the epoch / period) the accepted code belongs to. */
		step: bigint('step', { mode: 'number' }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [primaryKey({ columns: [table.userId, table.step] }), index('totp_replay_used_at_idx').on(table.usedAt)],
)

export const userRoles = pgTable(
	'user_roles',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: text('role').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		primaryKey({ columns: [table.userId, table.role] }),
		check('user_roles_role', sql`${table.role} in ('admin')`),
	],
)

/**
 * Who changed what, and when: one row per admin write. The actor's e-mail is kept even
 * after the account is deleted (the id is then set to null).
 */
/**
 * When each admin last opened the dashboard's overview: `visitedAt` is the current visit,
 * `previousVisitAt` the one before, from which the overview counts what is new. A visit
 * starts when the overview is opened after a pause (see features/admin/overview).
 */
export const adminVisits = pgTable('admin_visits', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
	previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
})

export const auditLog = pgTable(
	'audit_log',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** Insertion order: breaks ties between records made within the same clock tick. */
		seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
		actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
		actorEmail: text('actor_email').notNull(),
		/** What was done, as `entity.verb` (e.g. `project.update`). */
		action: text('action').notNull(),
		entity: text('entity'),
		entityId: text('entity_id'),
		details: jsonb('details').$type<Record<string, unknown>>(),
		createdAt: createdAt(),
	},
	(table) => [index('audit_log_created_at_idx').on(table.createdAt.desc(), table.seq.desc())],
)

/** Binary data: `Buffer` from `pg`, `Uint8Array` from PGlite, a `Buffer` to the app either way. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
	dataType: () => 'bytea',
	fromDriver: (value) =>
		Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * The images the admin uploaded (decision 024): one row per stored image, keyed by its public
 * name (`{folder}/{file}`, served at `/uploads/{key}`), never overwritten. `sha256` (of
 * `bytes`) is the ETag, so every process serves one image with the same validator.
 */
export const storedImages = pgTable(
	'stored_images',
	{
		key: text('key').primaryKey(),
		contentType: text('content_type').notNull(),
		sha256: text('sha256').notNull(),
		byteSize: integer('byte_size').notNull(),
		bytes: bytea('bytes').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		check(
			'stored_images_key_shape',
			sql`${table.key} ~ '^(bio|projects|media|testimonials)/[A-Za-z0-9][A-Za-z0-9_-]*[.](jpg|jpeg|png|webp|gif|avif)$'`,
		),
		check('stored_images_size_matches', sql`${table.byteSize} = octet_length(${table.bytes})`),
	],
)

/** Facts about the installation itself (e.g. when the default content was seeded). */
export const appState = pgTable('app_state', {
	key: text('key').primaryKey(),
	value: jsonb('value').notNull(),
	updatedAt: updatedAt(),
})

// ---------------------------------------------------------------------------------------
// E-mail outbox and form rate limits.

/** What an outbox row holds to send: everything but the recipient and language, which are columns. */
/** A display name and an address, kept apart until nodemailer encodes them into a header. */
export interface MailAddress {
	name: string
	address: string
}

/** A message ready to send. */
export interface ComposedMail {
	subject: string
	text: string
	html: string
	/**
	 * A structured address, so a name can never add an address of its own (`Ana: spy@x;`);
	 * rows queued before it was structured hold a string.
	 */
	replyTo?: string | MailAddress
	/** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post`. */
	headers?: Record<string, string>
}

/**
 * A campaign's mail as queued (docs/decisions/022): only what is the recipient's own, the
 * subject in their language and their signed leave link. The body is the campaign's, composed
 * when the mail is sent (campaign-mail.server.ts), so a campaign to thousands stores its text
 * once rather than once per recipient.
 */
export interface CampaignMailParts {
	subject: string
	leaveUrl: string
	// Absent here (read as undefined on a stored message that may be either kind).
	text?: never
	html?: never
	replyTo?: never
	headers?: never
}

export type StoredMail = ComposedMail | CampaignMailParts

/** Whether a stored message still needs its campaign to be sent. */
export function isCampaignMailParts(message: StoredMail): message is CampaignMailParts {
	return 'leaveUrl' in message
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * Mail waiting to be sent, sent, or given up on. A visitor's request only inserts a row (in
 * the same transaction as the record it is about), so a mail server outage delays mail but
 * never fails the request or loses a message; the sender retries with back-off.
 */
export const mailOutbox = pgTable(
	'mail_outbox',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** What the mail is, as `feature.purpose` (e.g. `newsletter.confirm`). */
		kind: text('kind').notNull(),
		recipient: text('recipient').notNull(),
		locale: localeColumn(),
		message: jsonb('message').$type<StoredMail>().notNull(),
		status: text('status').$type<MailStatus>().notNull().default('pending'),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		/** A sender has claimed the row until then; after it, another may retry. */
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		lastError: text('last_error'),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		/** The campaign the mail belongs to (campaign mail is throttled and can be paused); null for other mail. */
		campaignId: uuid('campaign_id'),
		createdAt: createdAt(),
	},
	(table) => [
		index('mail_outbox_campaign_idx').on(table.campaignId, table.status),
		check('mail_outbox_status', sql.raw(`"mail_outbox"."status" in ('pending', 'sent', 'failed')`)),
		check('mail_outbox_locale', localeCheck('mail_outbox')),
		index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
		index('mail_outbox_recipient_idx').on(table.recipient),
		index('mail_outbox_created_at_idx').on(table.createdAt),
	],
)

/**
 * Per-client counters of the public forms, shared by every server process. The key is a
 * keyed hash of the form and the client's address (never the address itself), and a row
 * means nothing once its window has passed.
 */
export const formRateLimits = pgTable(
	'form_rate_limits',
	{
		key: text('key').primaryKey(),
		hits: integer('hits').notNull(),
		windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
	},
	(table) => [index('form_rate_limits_window_idx').on(table.windowStartedAt)],
)

// ---------------------------------------------------------------------------------------
// Personal-data requests (issue 6): proof of ownership and the log of answered requests.

/**
 * One-time links of the data page (`/gerir-dados`): a link proves that whoever follows it
 * reads the mail of `email`. Only a keyed hash of the link's random token is stored. The
 * first use of a link spends it and opens a short verified session (a cookie whose random
 * value is stored hashed too). Rows hold an address, so they are deleted with the address's
 * data and pruned once both the link and its session have expired.
 */
export const dataAccessLinks = pgTable(
	'data_access_links',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: text('email').notNull(),
		tokenHash: text('token_hash').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		/** When the link was followed (spent); null while unused. */
		usedAt: timestamp('used_at', { withTimezone: true }),
		sessionHash: text('session_hash'),
		sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		check('data_access_links_email_normalized', emailCheck('data_access_links')),
		uniqueIndex('data_access_links_token_hash_key').on(table.tokenHash),
		uniqueIndex('data_access_links_session_hash_key').on(table.sessionHash),
		index('data_access_links_email_idx').on(table.email),
		index('data_access_links_expires_at_idx').on(table.expiresAt),
	],
)

export const DATA_REQUEST_ACTIONS = ['view', 'export', 'delete'] as const
export type DataRequestAction = (typeof DATA_REQUEST_ACTIONS)[number]

/**
 * Each verified personal-data request, so the owner can show that requests were answered,
 * without keeping the personal data itself: the address only as a keyed hash (HMAC under
 * the server secret), the action and the time.
 */
export const dataRequestLog = pgTable(
	'data_request_log',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** Insertion order: breaks ties between records made within the same clock tick. */
		seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
		addressHash: text('address_hash').notNull(),
		action: text('action').$type<DataRequestAction>().notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		check('data_request_log_action', sql.raw(`"data_request_log"."action" in ('view', 'export', 'delete')`)),
		index('data_request_log_created_at_idx').on(table.createdAt.desc(), table.seq.desc()),
		index('data_request_log_address_hash_idx').on(table.addressHash),
	],
)

// ---------------------------------------------------------------------------------------
// Campaigns (issue 12): the owner's mail to a list, sent through the outbox.

export const CAMPAIGN_AUDIENCES = ['prereservations', 'newsletter'] as const
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number]
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'paused', 'cancelled', 'sent'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/**
 * A mail the owner writes once and sends to an audience (docs/product/campaigns.md): a
 * subject and a markdown body per language (Portuguese required, the fallback). A draft is
 * edited; from 'sending' on it is read-only. `enqueuedAt` is set once every recipient has
 * its outbox row (a 'sending' campaign without it is resumed after a restart); the figures
 * are frozen when the campaign ends, so they outlive the outbox rows the retention job prunes.
 */
export const campaigns = pgTable(
	'campaigns',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		audience: text('audience').$type<CampaignAudience>().notNull(),
		subject: jsonb('subject').$type<LocalizedText>().notNull(),
		/** Markdown. */
		body: jsonb('body').$type<LocalizedText>().notNull(),
		status: text('status').$type<CampaignStatus>().notNull().default('draft'),
		recipientCount: integer('recipient_count').notNull().default(0),
		sentCount: integer('sent_count').notNull().default(0),
		failedCount: integer('failed_count').notNull().default(0),
		startedAt: timestamp('started_at', { withTimezone: true }),
		enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
		finishedAt: timestamp('finished_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('campaigns_audience', sql.raw(`"campaigns"."audience" in ('prereservations', 'newsletter')`)),
		check('campaigns_status', sql.raw(`"campaigns"."status" in ('draft', 'sending', 'paused', 'cancelled', 'sent')`)),
		check('campaigns_subject_pt', hasPortuguese('campaigns', 'subject')),
		check('campaigns_body_pt', hasPortuguese('campaigns', 'body')),
		index('campaigns_created_at_idx').on(table.createdAt.desc()),
	],
)

/**
 * Who a campaign was addressed to: one row per campaign and address (the unique key is what
 * makes sending idempotent: a second enqueue of the same campaign inserts nothing), with the
 * id of the outbox row of that person's mail. Holds an address: exported and deleted with
 * the person's data, pruned with the sent mail.
 */
export const campaignRecipients = pgTable(
	'campaign_recipients',
	{
		campaignId: uuid('campaign_id')
			.notNull()
			.references(() => campaigns.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		locale: localeColumn(),
		outboxId: uuid('outbox_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		primaryKey({ columns: [table.campaignId, table.email] }),
		check('campaign_recipients_locale', localeCheck('campaign_recipients')),
		index('campaign_recipients_email_idx').on(table.email),
		index('campaign_recipients_created_at_idx').on(table.createdAt),
	],
)
