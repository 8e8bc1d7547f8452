import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { type SettingKey, type SiteSettings, SiteSettingsSchema } from './settings.ts'

/**
 * One setting's value, validated against its schema; undefined when it is missing or
 * malformed, so pages fall back to their default text (SPEC §9).
 */
export async function getSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K] | undefined> {
	const [row] = await db().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
	if (!row) return undefined
	const parsed = SiteSettingsSchema.shape[key].safeParse(row.value)
	return parsed.success ? (parsed.data as SiteSettings[K]) : undefined
}
