/**
 * The site settings (docs/product/data.md `site_settings`): one row per key, each with its own value
 * shape. These schemas are the single definition of those shapes.
 */
import { z } from 'zod'
import { BookFactsSchema } from '#app/features/book/book-facts.ts'
import { safeUrl } from '#app/lib/safe-url.ts'

export const LocalizedTextSchema = z.object({
	'pt-PT': z.string().trim().min(1),
	en: z.string().trim().optional(),
	es: z.string().trim().optional(),
})

export const PressKitSchema = z.object({
	bio_pt: z.string().trim(),
	bio_en: z.string().trim(),
	bio_es: z.string().trim(),
	/**
	 * An absolute http(s) address or a path of this site (`/press/…`); empty: the site's own
	 * press kit file is offered instead (docs/product/rules.md).
	 */
	download_url: z.union([
		z.literal(''),
		z.url({ protocol: /^https?$/ }),
		z.string().refine((value) => value.startsWith('/') && safeUrl(value) === value),
	]),
})

export type PressKit = z.infer<typeof PressKitSchema>

export const SiteSettingsSchema = z.object({
	home_hero: LocalizedTextSchema,
	contact_intro: LocalizedTextSchema,
	contact_success: LocalizedTextSchema,
	how_i_work: LocalizedTextSchema,
	press_kit: PressKitSchema,
	book_prereservation_enabled: z.boolean(),
	/** The book's launch, price, format, availability, purchase link and FAQ answers (Livro tab). */
	book_facts: BookFactsSchema,
})

export type SiteSettings = z.infer<typeof SiteSettingsSchema>
export type SettingKey = keyof SiteSettings
export const SETTING_KEYS = Object.keys(SiteSettingsSchema.shape) as SettingKey[]
