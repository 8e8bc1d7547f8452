/**
 * The Definições and Press Kit tabs (docs/product/pages.md, data.md): the four site texts per language,
 * and the press kit's bios and download link. Values are checked against the same schemas
 * the public pages read them with (`features/content/settings.ts`), so a saved value is
 * never one the site would ignore.
 */
import { inArray, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import type { AuditActor } from '#app/features/auth/audit.server.ts'
import { type PressKit, PressKitSchema, type SiteSettings, SiteSettingsSchema } from '#app/features/content/settings.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { link, localized, text } from '../forms/admin-fields.ts'
import { writeContent } from './content-write.server.ts'

/** The texts of the Definições tab, in the order the form shows them (docs/product/pages.md, data.md). */
export const TEXT_SETTINGS = ['home_hero', 'contact_intro', 'contact_success', 'how_i_work'] as const
export type TextSettingKey = (typeof TEXT_SETTINGS)[number]

export type TextSettings = Record<TextSettingKey, LocalizedText | null>

/** The stored texts; null where a text is missing or malformed. */
export async function loadTextSettings(): Promise<TextSettings> {
	const rows = await db()
		.select()
		.from(siteSettings)
		.where(inArray(siteSettings.key, [...TEXT_SETTINGS]))
	const stored = new Map(rows.map((row) => [row.key, row.value]))
	return Object.fromEntries(
		TEXT_SETTINGS.map((key) => {
			const parsed = SiteSettingsSchema.shape[key].safeParse(stored.get(key))
			return [key, parsed.success ? parsed.data : null]
		}),
	) as TextSettings
}

/** The Definições form's fields: each text in each language (`home_hero.pt-PT`…); an empty text is null. */
export const TEXT_SETTINGS_FIELDS = Object.fromEntries(TEXT_SETTINGS.map((key) => [key, localized()])) as Record<
	TextSettingKey,
	ReturnType<typeof localized>
>

/** `invalid`: the value would not be read by the site (no Portuguese text); else the write failed. */
export type SettingsSaveResult = { ok: true } | { ok: false; key: TextSettingKey; invalid: boolean }

/**
 * Writes the four texts one by one in the documented order, stopping at the first that fails
 * (docs/product/data.md); in one transaction, so a failure leaves every text as it was. A text whose
 * Portuguese is empty fails: the public pages would ignore it.
 */
export async function saveTextSettings(actor: AuditActor, values: TextSettings): Promise<SettingsSaveResult> {
	for (const key of TEXT_SETTINGS) {
		if (!SiteSettingsSchema.shape[key].safeParse(values[key]).success) return { ok: false, key, invalid: true }
	}
	let current: TextSettingKey = TEXT_SETTINGS[0]
	try {
		await writeContent(actor, async (tx) => {
			for (const key of TEXT_SETTINGS) {
				current = key
				await upsertSetting(tx, key, values[key] as SiteSettings[TextSettingKey])
			}
			return {
				result: undefined,
				audit: { action: 'settings.update', entity: 'site_settings', details: { keys: TEXT_SETTINGS } },
			}
		})
		return { ok: true }
	} catch {
		return { ok: false, key: current, invalid: false }
	}
}

type Writer = Pick<ReturnType<typeof db>, 'insert'>

function upsertSetting(tx: Writer, key: string, value: unknown) {
	return tx
		.insert(siteSettings)
		.values({ key, value })
		.onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
}

export const EMPTY_PRESS_KIT: PressKit = { bio_pt: '', bio_en: '', bio_es: '', download_url: '' }

/** The stored press kit; empty fields where none is stored. */
export async function loadPressKit(): Promise<PressKit> {
	const [row] = await db()
		.select({ value: siteSettings.value })
		.from(siteSettings)
		.where(inArray(siteSettings.key, ['press_kit']))
	const parsed = PressKitSchema.safeParse(row?.value)
	return parsed.success ? parsed.data : EMPTY_PRESS_KIT
}

/** The Press Kit form's fields, named as the setting's own (docs/product/data.md, `press_kit`). */
export const PRESS_KIT_FIELDS = {
	bio_pt: text(),
	bio_en: text(),
	bio_es: text(),
	download_url: link().transform((url) => url ?? ''),
}

/** Upserts the `press_kit` setting (docs/product/data.md). */
export async function savePressKit(actor: AuditActor, value: PressKit): Promise<void> {
	const checked = PressKitSchema.parse(value)
	await writeContent(actor, async (tx) => {
		await upsertSetting(tx, 'press_kit', checked)
		return {
			result: undefined,
			audit: {
				action: 'press_kit.update',
				entity: 'site_settings',
				entityId: 'press_kit',
				details: { downloadUrl: checked.download_url },
			},
		}
	})
}
