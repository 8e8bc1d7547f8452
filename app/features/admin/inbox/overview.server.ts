/**
 * The dashboard's overview ('Resumo', docs/product/pages.md): what arrived — contact messages
 * to process, newsletter subscribers pending and confirmed, book pre-reservations — with what
 * is new since the admin's last visit, and which public content visitors read in Portuguese
 * because its English or Spanish text is missing.
 *
 * Each admin's last opening of the overview is remembered (`admin_visits`): an opening counts
 * "new" against the one before it, then becomes the one the next opening counts against.
 */
import { count, desc, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import {
	adminVisits,
	bioContent,
	bookPrereservations,
	contactSubmissions,
	mediaArticles,
	newsletterSubscriptions,
	projectos,
	siteSettings,
	testimonials,
} from '#app/db/schema.ts'
import { type SettingKey, SiteSettingsSchema } from '#app/features/content/settings.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { adminPath } from '../admin-pages.ts'
import { missingLocales } from '../content/translations.ts'

/** How many of the newest unprocessed messages the overview previews. */
export const PREVIEW_SIZE = 3

/** A count, and how many of it arrived since the last visit (null on the admin's first visit). */
export interface OverviewCount {
	total: number
	sinceLastVisit: number | null
}

export interface MessagePreview {
	id: string
	name: string
	subject: string
	createdAt: Date
}

export interface TranslationGap {
	/** What it is, as the dashboard names it (e.g. 'Projecto'). */
	kind: 'bio' | 'project' | 'article' | 'testimonial' | 'press-kit' | 'settings'
	/** Its name in Portuguese. */
	title: string
	/** The languages (en, es) whose visitors read the Portuguese text. */
	missing: Locale[]
	/** Its editor. */
	href: string
}

export interface Overview {
	/** When the visit compared against began; null when this is the admin's first. */
	lastVisitAt: Date | null
	unprocessedMessages: OverviewCount
	confirmedSubscribers: OverviewCount
	pendingSubscribers: OverviewCount
	prereservations: OverviewCount
	newestUnprocessed: MessagePreview[]
	translationGaps: TranslationGap[]
}

/**
 * Records this opening of the overview and answers the moment "new" is counted from: the
 * previous visit's, or null on a first visit.
 */
export async function recordOverviewVisit(userId: string, now = new Date()): Promise<Date | null> {
	return db().transaction(async (tx) => {
		const inserted = await tx
			.insert(adminVisits)
			.values({ userId, visitedAt: now, previousVisitAt: null })
			.onConflictDoNothing()
			.returning({ userId: adminVisits.userId })
		if (inserted.length > 0) return null
		const [row] = await tx
			.select({ visitedAt: adminVisits.visitedAt })
			.from(adminVisits)
			.where(eq(adminVisits.userId, userId))
			.for('update')
		if (!row) return null
		await tx
			.update(adminVisits)
			.set({ visitedAt: now, previousVisitAt: row.visitedAt })
			.where(eq(adminVisits.userId, userId))
		return row.visitedAt
	})
}

/** The unprocessed contact messages: the Contactos tab's badge. */
export async function unprocessedMessageCount(): Promise<number> {
	const [row] = await db()
		.select({ total: count() })
		.from(contactSubmissions)
		.where(eq(contactSubmissions.processed, false))
	return Number(row?.total ?? 0)
}

/** `count(*)` and `count(*) filter (where …)` in one row. */
function countSince(since: Date | null, column: ReturnType<typeof sql>) {
	return since ? sql<number>`count(*) filter (where ${column} > ${since.toISOString()})` : sql<number>`0`
}

function counted(total: unknown, since: unknown, lastVisitAt: Date | null): OverviewCount {
	return { total: Number(total ?? 0), sinceLastVisit: lastVisitAt ? Number(since ?? 0) : null }
}

/** The overview's numbers, counted from `lastVisitAt` (see `recordOverviewVisit`). */
export async function overviewCounts(lastVisitAt: Date | null) {
	const database = db()
	const [messages] = await database
		.select({
			total: count(),
			since: countSince(lastVisitAt, sql`${contactSubmissions.createdAt}`),
		})
		.from(contactSubmissions)
		.where(eq(contactSubmissions.processed, false))
	const [confirmed] = await database
		.select({ total: count(), since: countSince(lastVisitAt, sql`${newsletterSubscriptions.confirmedAt}`) })
		.from(newsletterSubscriptions)
		.where(eq(newsletterSubscriptions.confirmed, true))
	const [pending] = await database
		.select({ total: count(), since: countSince(lastVisitAt, sql`${newsletterSubscriptions.createdAt}`) })
		.from(newsletterSubscriptions)
		.where(eq(newsletterSubscriptions.confirmed, false))
	const [reservations] = await database
		.select({ total: count(), since: countSince(lastVisitAt, sql`${bookPrereservations.createdAt}`) })
		.from(bookPrereservations)
	return {
		unprocessedMessages: counted(messages?.total, messages?.since, lastVisitAt),
		confirmedSubscribers: counted(confirmed?.total, confirmed?.since, lastVisitAt),
		pendingSubscribers: counted(pending?.total, pending?.since, lastVisitAt),
		prereservations: counted(reservations?.total, reservations?.since, lastVisitAt),
	}
}

/** The newest unprocessed messages, for the overview's preview. */
export async function newestUnprocessed(limit = PREVIEW_SIZE): Promise<MessagePreview[]> {
	return db()
		.select({
			id: contactSubmissions.id,
			name: contactSubmissions.name,
			subject: contactSubmissions.subject,
			createdAt: contactSubmissions.createdAt,
		})
		.from(contactSubmissions)
		.where(eq(contactSubmissions.processed, false))
		.orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
		.limit(limit)
}

const TRANSLATED_SETTINGS = ['home_hero', 'contact_intro', 'contact_success', 'how_i_work'] as const

function gap(
	kind: TranslationGap['kind'],
	title: string,
	href: string,
	...texts: (LocalizedText | null | undefined)[]
): TranslationGap[] {
	const missing = missingLocales(...texts)
	return missing.length > 0 ? [{ kind, title, href, missing }] : []
}

/**
 * The public content that lacks English or Spanish (docs/product/pages.md, "Translations"):
 * the bio, active projects and testimonials, every press article, the press kit's bio and
 * the translatable site settings, each with a link to its editor.
 */
export async function translationGaps(): Promise<TranslationGap[]> {
	const database = db()
	const edit = (page: 'projectos' | 'media' | 'testemunhos', id: string) =>
		`${adminPath(page)}?${new URLSearchParams({ editar: id })}`
	const gaps: TranslationGap[] = []

	const [bio] = await database.select().from(bioContent).limit(1)
	if (bio) {
		const timeline = bio.timeline.flatMap((item) => [item.title, item.description])
		gaps.push(...gap('bio', 'Bio', adminPath('bio'), bio.introText, bio.bioImageAlt, ...timeline))
	}
	const projects = await database
		.select()
		.from(projectos)
		.where(eq(projectos.isActive, true))
		.orderBy(desc(projectos.priority), desc(projectos.createdAt))
	for (const project of projects) {
		gaps.push(
			...gap(
				'project',
				project.title['pt-PT'],
				edit('projectos', project.id),
				project.title,
				project.subtitle,
				project.description,
				project.imageAlt,
			),
		)
	}
	const articles = await database.select().from(mediaArticles).orderBy(desc(mediaArticles.publishedDate))
	for (const article of articles) {
		gaps.push(...gap('article', article.title, edit('media', article.id), article.excerpt, article.thumbnailAlt))
	}
	const people = await database
		.select()
		.from(testimonials)
		.where(eq(testimonials.isActive, true))
		.orderBy(desc(testimonials.priority), desc(testimonials.createdAt))
	for (const person of people) {
		gaps.push(
			...gap(
				'testimonial',
				person.name,
				edit('testemunhos', person.id),
				person.role,
				person.testimonial,
				person.photoAlt,
			),
		)
	}

	const settings = new Map(
		(await database.select().from(siteSettings)).map((row) => [row.key as SettingKey, row.value as unknown]),
	)
	const pressKit = SiteSettingsSchema.shape.press_kit.safeParse(settings.get('press_kit'))
	if (pressKit.success && pressKit.data.bio_pt) {
		const { bio_pt, bio_en, bio_es } = pressKit.data
		gaps.push(...gap('press-kit', 'Press Kit', adminPath('press-kit'), { 'pt-PT': bio_pt, en: bio_en, es: bio_es }))
	}
	const texts = TRANSLATED_SETTINGS.map((key) => {
		const parsed = SiteSettingsSchema.shape[key].safeParse(settings.get(key))
		return parsed.success ? (parsed.data as LocalizedText) : null
	})
	gaps.push(...gap('settings', 'Definições', adminPath('definicoes'), ...texts))
	return gaps
}

/** Everything the overview shows, after recording this visit of `userId`. */
export async function loadOverview(userId: string, now = new Date()): Promise<Overview> {
	const lastVisitAt = await recordOverviewVisit(userId, now)
	const [counts, preview, gaps] = await Promise.all([
		overviewCounts(lastVisitAt),
		newestUnprocessed(),
		translationGaps(),
	])
	return { lastVisitAt, ...counts, newestUnprocessed: preview, translationGaps: gaps }
}
