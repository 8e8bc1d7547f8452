import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { bioContent, siteSettings } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import {
	cachePage,
	formOf,
	isCached,
	lastAudit,
	post,
	signedInAdmin,
	TEST_SITE,
} from '#app/features/admin/test-support.server.ts'
import { getBio } from '#app/features/content/bio.server.ts'
import { getPressKit, SELF_HOSTED_PRESS_KIT } from '#app/features/content/press-kit.server.ts'
import { getHowIWorkHtml } from '#app/features/content/projects.server.ts'
import { getSetting } from '#app/features/content/settings.server.ts'
import { loader as bioLoader } from '#app/routes/public/bio.tsx'
import { loadBio } from './bio-editor.server.ts'
import { bioAction, pressKitAction, siteTextsAction } from './page-actions.server.ts'
import { loadPressKit, loadTextSettings } from './site-settings-editor.server.ts'

vi.stubEnv('SITE_URL', TEST_SITE)
vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-for-auth')

const bioForm = {
	intent: 'save',
	'intro_text.pt-PT': 'Sou **empreendedor** na Costa de Prata.\n\n<img src=x onerror=alert(1)>',
	'intro_text.en': 'I am an **entrepreneur** on the Silver Coast.',
	bio_image_url: '/uploads/bio/0123456789abcdef-1700000000000.jpg',
	'timeline.0.year': '2015',
	'timeline.0.icon': 'Building',
	'timeline.0.title.pt-PT': 'Primeira empresa',
	'timeline.0.title.es': 'Primera empresa',
	'timeline.0.description.pt-PT': 'Fundei a *primeira* empresa.',
	'timeline.3.year': '2024',
	'timeline.3.icon': 'Foguete',
	'timeline.3.title.pt-PT': 'Livro',
	'timeline.3.description.pt-PT': '',
}

const settingsForm = {
	intent: 'save',
	'home_hero.pt-PT': 'Automatizo o seu negócio.',
	'home_hero.en': 'I automate your business.',
	'contact_intro.pt-PT': 'Fale comigo.',
	'contact_success.pt-PT': 'Obrigado! Respondo em breve.',
	'how_i_work.pt-PT': 'Trabalho **por etapas**.',
	'how_i_work.es': 'Trabajo **por etapas**.',
}

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	let cookie = ''
	const saveBio = (fields: Record<string, string>) => post(bioAction(), '/admin/dashboard', formOf(fields), cookie)
	const saveTexts = (fields: Record<string, string>) =>
		post(siteTextsAction, '/admin/dashboard/definicoes', formOf(fields), cookie)
	const savePressKit = (fields: Record<string, string>) =>
		post(pressKitAction, '/admin/dashboard/press-kit', formOf({ intent: 'save', ...fields }), cookie)
	beforeAll(async () => {
		;({ cookie } = await signedInAdmin())
	})
	beforeEach(async () => {
		await database().db.delete(bioContent)
		await database().db.delete(siteSettings)
	})

	test('the first save inserts the bio, the next updates the same record; /bio shows it per language', async () => {
		cachePage('/bio')
		const first = await saveBio(bioForm)
		expect(first.toast).toMatchObject({
			type: 'success',
			message: expect.stringMatching(/^Bio actualizada com sucesso!/),
		})
		expect(isCached('/bio')).toBe(false)
		const created = await loadBio()
		expect((await lastAudit(database))?.action).toBe('bio.create')

		const second = await saveBio({ ...bioForm, 'intro_text.pt-PT': 'Texto novo.' })
		expect(second.toast?.type).toBe('success')
		expect(await database().db.select({ id: bioContent.id }).from(bioContent)).toEqual([{ id: created?.id }])
		expect((await lastAudit(database))?.action).toBe('bio.update')

		const english = await getBio('en')
		expect(english.introHtml).toContain('<strong>entrepreneur</strong>')
		expect(english.imageUrl).toBe(bioForm.bio_image_url)
		const spanish = await getBio('es')
		expect(spanish.introHtml).toContain('Texto novo.')
		expect(spanish.timeline).toEqual([
			{
				year: '2015',
				title: 'Primera empresa',
				descriptionHtml: 'Fundei a <em>primeira</em> empresa.',
				icon: 'building',
			},
			{ year: '2024', title: 'Livro', descriptionHtml: '', icon: 'zap' },
		])
	})

	test('a visit with a query string (rendered each time) shows an edit saved through the dashboard on its very next render', async () => {
		const renderBio = async (path: string) => {
			const url = new URL(`${TEST_SITE}${path}`)
			return bioLoader({ request: new Request(url), url, params: {}, context: new RouterContextProvider() } as never)
		}
		await saveBio(bioForm)
		// Rendered twice: what the page read from the database is remembered between renders.
		expect((await renderBio('/en/bio?utm_source=a')).introHtml).toContain('<strong>entrepreneur</strong>')
		expect((await renderBio('/en/bio?utm_source=b')).introHtml).toContain('<strong>entrepreneur</strong>')

		await saveBio({ ...bioForm, 'intro_text.en': 'I am the **new** text.' })
		const next = await renderBio('/en/bio?utm_source=c')
		expect(next.introHtml).toContain('<strong>new</strong> text.')
		expect(next.introHtml).not.toContain('entrepreneur')
	})

	test('raw HTML in the bio intro is stored as typed but never rendered', async () => {
		await saveBio(bioForm)
		const html = (await getBio('pt-PT')).introHtml
		expect(html).not.toContain('<img')
		expect(html).toContain('&lt;img')
	})

	test('a bio without Portuguese intro or with a timeline item without title is refused', async () => {
		const answer = await saveBio({ ...bioForm, 'intro_text.pt-PT': '', 'timeline.3.title.pt-PT': '' })
		expect(answer.status).toBe(400)
		expect(answer.toast?.message).toBe('Erro ao guardar: O texto em português (PT) é obrigatório.')
		expect(answer.data).toMatchObject({
			errors: { 'intro_text.pt-PT': expect.any(String), 'timeline.3.title.pt-PT': expect.any(String) },
			values: { 'intro_text.en': bioForm['intro_text.en'], 'timeline.0.year': '2015' },
		})
		expect(await loadBio()).toBeNull()
	})

	test('the four site texts are saved together and reach the home, contact and projects pages', async () => {
		cachePage('/')
		const answer = await saveTexts(settingsForm)
		expect(answer.toast).toMatchObject({
			type: 'success',
			message: expect.stringMatching(/^Definições actualizadas com sucesso!/),
		})
		expect(isCached('/')).toBe(false)
		expect(await getSetting('home_hero')).toEqual({
			'pt-PT': 'Automatizo o seu negócio.',
			en: 'I automate your business.',
		})
		expect(await getSetting('contact_success')).toEqual({ 'pt-PT': 'Obrigado! Respondo em breve.' })
		expect(await getHowIWorkHtml('es')).toContain('<strong>por etapas</strong>')
		expect((await loadTextSettings()).contact_intro).toEqual({ 'pt-PT': 'Fale comigo.' })
		expect((await lastAudit(database))?.action).toBe('settings.update')
	})

	test('a site text without Portuguese stops the save with "Erro ao actualizar {key}" and changes nothing', async () => {
		await saveTexts(settingsForm)
		const answer = await saveTexts({ ...settingsForm, 'home_hero.pt-PT': 'Novo herói', 'contact_success.pt-PT': '' })
		expect(answer.toast).toMatchObject({ type: 'error', message: 'Erro ao actualizar contact_success' })
		expect(await getSetting('home_hero')).toEqual({
			'pt-PT': 'Automatizo o seu negócio.',
			en: 'I automate your business.',
		})
	})

	test('the press kit is upserted with its bios and link, and /media reads the bio per language', async () => {
		const form = {
			bio_pt: 'Bio oficial.',
			bio_en: 'Official bio.',
			bio_es: '',
			download_url: 'https://example.com/kit.zip',
		}
		const answer = await savePressKit(form)
		expect(answer.toast).toMatchObject({
			type: 'success',
			message: `Press kit guardado com sucesso! Sem tradução em espanhol: quem visita o site em espanhol vê o texto em português.`,
		})
		expect(await loadPressKit()).toEqual(form)
		expect(await getPressKit('en')).toMatchObject({
			bio: ['Official bio.'],
			downloadUrl: 'https://example.com/kit.zip',
		})
		expect((await getPressKit('es')).bio).toEqual(['Bio oficial.'])

		await savePressKit({ ...form, download_url: '/press/kit-2025.zip' })
		expect((await getPressKit('pt-PT')).downloadUrl).toBe('/press/kit-2025.zip')
		await savePressKit({ ...form, download_url: '' })
		expect((await getPressKit('pt-PT')).downloadUrl).toBe(SELF_HOSTED_PRESS_KIT)
		const rows = await database().db.select().from(siteSettings).where(eq(siteSettings.key, 'press_kit'))
		expect(rows).toHaveLength(1)
	})

	test('a press kit link that is not http(s) or a site path is refused', async () => {
		for (const download_url of ['javascript:alert(1)', '//evil.example/kit.zip', 'ftp://example.com/kit.zip']) {
			const answer = await savePressKit({ bio_pt: 'Bio', bio_en: '', bio_es: '', download_url })
			expect(answer.toast).toMatchObject({ type: 'error', message: 'Erro ao guardar press kit' })
		}
		expect(await loadPressKit()).toEqual({ bio_pt: '', bio_en: '', bio_es: '', download_url: '' })
	})
})
