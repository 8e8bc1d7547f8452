import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { OWNER } from '#app/config/owner.ts'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { siteSettings } from '#app/db/schema.ts'
import { SEED_CONTENT } from '#app/db/seed-content.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { CATALOGUES } from '#app/i18n/catalogues.server.ts'
import { interpolate } from '#app/i18n/translate.ts'
import { getPressKit, SELF_HOSTED_PRESS_KIT } from './press-kit.server.ts'

const pressKit = SEED_CONTENT.settings.press_kit

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'press_kit'))
	})

	const store = (value: unknown) => database().db.insert(siteSettings).values({ key: 'press_kit', value })

	test('the official bio is the one of the page language, and the site serves its own file', async () => {
		await store(pressKit)
		expect(await getPressKit('pt-PT')).toEqual({
			bio: [pressKit.bio_pt],
			downloadUrl: SELF_HOSTED_PRESS_KIT,
			selfHosted: true,
		})
		expect((await getPressKit('en')).bio).toEqual([pressKit.bio_en])
		expect((await getPressKit('es')).bio).toEqual([pressKit.bio_es])
	})

	test('a stored download URL is offered instead of the site’s own file', async () => {
		await store({ ...pressKit, download_url: 'https://files.example/press.zip' })
		expect(await getPressKit('en')).toMatchObject({
			downloadUrl: 'https://files.example/press.zip',
			selfHosted: false,
		})
	})

	test('a missing translation of the bio falls back to the Portuguese bio', async () => {
		await store({ ...pressKit, bio_en: '' })
		expect((await getPressKit('en')).bio).toEqual([pressKit.bio_pt])
	})

	test('without any stored bio, or without the setting, the default bio of the page language is shown', async () => {
		await store({ bio_pt: '', bio_en: '', bio_es: '', download_url: '' })
		const defaultEnglish = interpolate(CATALOGUES.en.pressKit.defaultBio)
		expect((await getPressKit('en')).bio).toEqual([defaultEnglish])
		expect(defaultEnglish).toContain(OWNER.name)

		await database().db.delete(siteSettings).where(eq(siteSettings.key, 'press_kit'))
		expect(await getPressKit('es')).toEqual({
			bio: [interpolate(CATALOGUES.es.pressKit.defaultBio)],
			downloadUrl: SELF_HOSTED_PRESS_KIT,
			selfHosted: true,
		})
	})

	test('a bio written in several paragraphs keeps them', async () => {
		await store({ ...pressKit, bio_pt: 'Primeiro parágrafo\ncontinua aqui.\n\nSegundo parágrafo.' })
		expect((await getPressKit('pt-PT')).bio).toEqual(['Primeiro parágrafo continua aqui.', 'Segundo parágrafo.'])
	})
})
