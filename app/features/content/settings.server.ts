import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { rememberContent } from '#app/lib/content-cache.server.ts'
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

/**
 * `getSetting`, remembered until the next content change (app/lib/content-cache.server.ts):
 * every settings write empties it. For public pages and other hot paths such as a form's answer.
 */
export function getCachedSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K] | undefined> {
	return rememberContent(`setting:${key}`, () => getSetting(key))
}
