import { translatorFor } from '#app/i18n/catalogues.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { getCachedSetting } from './settings.server.ts'

/** The press kit the site serves itself when no download URL is stored (docs/product/rules.md). */
export const SELF_HOSTED_PRESS_KIT = '/press/press-kit.zip'

const BIO_FIELD = { 'pt-PT': 'bio_pt', en: 'bio_en', es: 'bio_es' } as const

export interface PressKitData {
	/** The official bio, one entry per paragraph. */
	bio: string[]
	downloadUrl: string
	/** Whether `downloadUrl` is the site's own file (else an external link). */
	selfHosted: boolean
}

/**
 * The press kit in `locale` (setting `press_kit`): the bio in that language, else the
 * Portuguese one, else the catalogue's default bio; the stored download URL, else the
 * site's own file.
 */
export async function getPressKit(locale: Locale): Promise<PressKitData> {
	const stored = await getCachedSetting('press_kit')
	const bio = stored?.[BIO_FIELD[locale]] || stored?.bio_pt || translatorFor(locale)('pressKit.defaultBio')
	const downloadUrl = stored?.download_url || SELF_HOSTED_PRESS_KIT
	return { bio: paragraphs(bio), downloadUrl, selfHosted: downloadUrl === SELF_HOSTED_PRESS_KIT }
}

function paragraphs(text: string): string[] {
	return text
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
		.filter(Boolean)
}
