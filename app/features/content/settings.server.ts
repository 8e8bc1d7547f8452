import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { htmlCache } from '#app/lib/html-cache.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'
import { type SettingKey, type SiteSettings, SiteSettingsSchema } from './settings.ts'

/**
 * One setting's value, validated against its schema; undefined when it is missing or
 * malformed, so pages fall back to their default text (docs/product/rules.md).
 */
export async function getSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K] | undefined> {
	const [row] = await db().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
	if (!row) return undefined
	const parsed = SiteSettingsSchema.shape[key].safeParse(row.value)
	return parsed.success ? (parsed.data as SiteSettings[K]) : undefined
}

/** Remembered values, valid while the public content has not changed (see `getCachedSetting`). */
const remembered = singleton('settings-cache', () => ({
	generation: -1,
	values: new Map<SettingKey, { value: Promise<unknown>; at: number }>(),
}))

/** A remembered value is read again after this, even if no invalidation arrived (a lost NOTIFY). */
export const SETTING_MAX_AGE_MS = 60_000

/**
 * `getSetting`, remembered until the next content change. Every settings write calls
 * `invalidatePublicPages()`, which moves the HTML cache's generation on (in every process,
 * through NOTIFY on PostgreSQL); for hot paths such as a form's answer. Never older than
 * SETTING_MAX_AGE_MS either, should an invalidation be lost on the way.
 */
export function getCachedSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K] | undefined> {
	if (remembered.generation !== htmlCache.generation) {
		remembered.values.clear()
		remembered.generation = htmlCache.generation
	}
	const now = Date.now()
	const entry = remembered.values.get(key)
	if (entry && now - entry.at < SETTING_MAX_AGE_MS) return entry.value as Promise<SiteSettings[K] | undefined>
	const value = getSetting(key)
	const fresh = { value, at: now }
	remembered.values.set(key, fresh)
	value.catch(() => {
		if (remembered.values.get(key) === fresh) remembered.values.delete(key)
	})
	return value
}
