/**
 * Default content for a new installation, in pt-PT, en and es. It is written once, on the
 * first start against an empty database; later starts (and admin deletions) are left alone.
 */
import { eq } from 'drizzle-orm'
import { SETTING_KEYS, SiteSettingsSchema } from '../features/content/settings.ts'
import type { Database } from './client.server.ts'
import { appState, bioContent, mediaArticles, projectos, siteSettings, testimonials } from './schema.ts'
import { SEED_CONTENT } from './seed-content.ts'

const SEEDED_KEY = 'seeded_at'

/** Seeds the default content unless it was seeded before. Returns whether it wrote anything. */
export async function seedDatabase(db: Database, content = SEED_CONTENT): Promise<boolean> {
	const settings = SiteSettingsSchema.parse(content.settings)
	return db.transaction(async (tx) => {
		const claimed = await tx
			.insert(appState)
			.values({ key: SEEDED_KEY, value: new Date().toISOString() })
			.onConflictDoNothing()
			.returning({ key: appState.key })
		if (claimed.length === 0) return false

		await tx.insert(bioContent).values(content.bio).onConflictDoNothing()
		await tx.insert(projectos).values(content.projects)
		await tx.insert(mediaArticles).values(content.mediaArticles)
		await tx.insert(testimonials).values(content.testimonials)
		await tx
			.insert(siteSettings)
			.values(SETTING_KEYS.map((key) => ({ key, value: settings[key] })))
			.onConflictDoNothing()
		return true
	})
}

/** When the default content was seeded, if ever. */
export async function seededAt(db: Database): Promise<string | undefined> {
	const [row] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY))
	return row ? String(row.value) : undefined
}
