/**
 * The content tabs of the admin dashboard (issue 5): each edit, seen where visitors see it.
 * The journeys that change content are tagged @site-wide: they run in the 'site-wide'
 * project, after every public page test, so none of those sees their passing state, and one
 * at a time, as several save the same bio and the same lists (playwright.config.ts).
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support/admin.ts'
import { attemptNumber } from './support/attempt.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'

const toast = (page: Page, text: string) => page.getByTestId('admin-toast').filter({ hasText: text })

async function expectToast(page: Page, text: string) {
	await expect(toast(page, text)).toBeVisible()
}

/**
 * The name of a record this attempt creates. An attempt that fails leaves its records behind
 * for CI's retry (or the next run of --repeat-each), which must then find its own only: the
 * first attempt uses `name`, the others `name` marked with their number.
 */
function mark(name: string): string {
	const attempt = attemptNumber(test.info())
	return attempt === 0 ? name : `${name} ${attempt}`
}

/**
 * The Bio tab, opened as the owner does: by its tab link (its address is the dashboard's own
 * today, '/admin/dashboard/bio' later).
 */
async function openBio(page: Page) {
	await signInAsAdmin(page)
	await page.getByRole('link', { name: 'Bio', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Gerir Bio' })).toBeVisible()
	await waitForHydration(page)
}

/** A small real photo, as a file the browser can send. */
async function photo(name = 'foto.png') {
	const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a7f8f' } })
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

test('the bio is edited per language with a live preview, and /bio and /en/bio show it @site-wide', async ({
	page,
}) => {
	// Rendered before the edit (a query string is never served from the HTML cache): the server
	// now remembers the bio it read (docs/decisions/031-uncached-render-time.md).
	expect((await page.request.get('/bio?visit=before')).status()).toBe(200)
	await openBio(page)
	const intro = page.getByRole('textbox', { name: 'Texto de introdução *', exact: true })
	await intro.fill('Sou o **autor de teste** da Costa de Prata.\n\nSegundo parágrafo <script>alert(1)</script>.')
	const preview = page.getByRole('region', { name: 'Pré-visualização: Texto de introdução *' })
	// The preview follows the typing a moment later (a deferred render): until then it still shows
	// the stored text and its several bold phrases, so the one bold phrase is awaited as a list.
	await expect(preview.locator('strong')).toHaveText(['autor de teste'])
	await expect(preview).toContainText('<script>alert(1)</script>')
	await expect(preview.locator('script')).toHaveCount(0)

	await page.getByRole('tablist', { name: 'Idioma da introdução' }).getByRole('tab', { name: 'EN' }).click()
	await page
		.getByRole('textbox', { name: 'Texto de introdução', exact: true })
		.fill('I am the **test author** of the Silver Coast.')

	await page.getByRole('button', { name: 'Adicionar Marco' }).click()
	const milestone = page.getByTestId('timeline-item').last()
	await milestone.getByLabel('Ano').fill('2031')
	// The icon is picked by its picture and Portuguese name.
	await milestone.getByText('Foguetão', { exact: true }).click()
	await expect(milestone.getByRole('radio', { name: /Foguetão/ })).toBeChecked()
	await milestone.getByLabel('Título *').fill(mark('Marco de teste'))
	await milestone.getByLabel('Descrição').first().fill('Um marco *acrescentado* no teste.')

	await page.getByRole('button', { name: 'Guardar Alterações' }).click()
	await expectToast(page, 'Bio actualizada com sucesso!')

	// The next render shows the edit, whether rendered for this visit or kept in the HTML cache.
	await page.goto('/bio?visit=after')
	await expect(page.getByRole('main').locator('strong', { hasText: 'autor de teste' })).toBeVisible()
	await page.goto('/bio')
	const main = page.getByRole('main')
	await expect(main.locator('strong', { hasText: 'autor de teste' })).toBeVisible()
	await expect(main.getByText('Segundo parágrafo <script>alert(1)</script>.')).toBeVisible()
	const added = main
		.locator('section[aria-labelledby="timeline-title"] ol > li')
		.filter({ has: page.getByRole('heading', { name: mark('Marco de teste'), exact: true }) })
	await expect(added).toBeVisible()
	await expect(added).toContainText('2031')
	await page.goto('/en/bio')
	await expect(page.getByRole('main').locator('strong', { hasText: 'test author' })).toBeVisible()
})

test('an image is checked in the browser and on the server, then uploaded and published without metadata @site-wide', async ({
	page,
	request,
}) => {
	await openBio(page)
	const fileInput = page.getByLabel('Carregar imagem')
	const preview = page.getByTestId('image-preview')
	// The image the bio shows now (none, or one an earlier journey saved): no refused file replaces it.
	const shown = async () => ((await preview.count()) === 0 ? null : await preview.getAttribute('src'))
	const before = await shown()
	await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') })
	await expectToast(page, 'Por favor selecione uma imagem válida')
	await page.getByRole('button', { name: 'Fechar notificação' }).click()
	await expect(page.getByTestId('admin-toast')).toHaveCount(0)
	// Declared as a JPEG, so it passes the browser's check: the server judges the content.
	const refused = page.waitForResponse((response) => response.request().method() === 'POST')
	await fileInput.setInputFiles({
		name: 'falsa.jpg',
		mimeType: 'image/jpeg',
		buffer: Buffer.from('não sou uma imagem'),
	})
	expect((await refused).status()).toBe(400)
	await expectToast(page, 'Por favor selecione uma imagem válida')
	expect(await shown()).toBe(before)

	await fileInput.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) })
	await expectToast(page, 'Imagem muito grande. Máximo 5MB.')
	expect(await shown()).toBe(before)

	await page.getByLabel('Largura máxima').selectOption('400')
	await fileInput.setInputFiles(await photo())
	await expectToast(page, 'Imagem carregada com sucesso!')
	const src = (await preview.getAttribute('src')) ?? ''
	expect(src).not.toBe(before)
	expect(src).toMatch(/^\/uploads\/bio\/[0-9a-f]{16}-\d+\.jpg$/)
	const image = await request.get(src)
	expect(image.headers()['content-type']).toBe('image/jpeg')
	const metadata = await sharp(await image.body()).metadata()
	expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 400, undefined])

	await page.getByRole('button', { name: 'Guardar Alterações' }).click()
	await expectToast(page, 'Bio actualizada com sucesso!')
	await page.goto('/bio')
	await expect(page.getByRole('main').locator(`img[src="${src}"]`)).toBeVisible()
})

test('a project is created, edited, deactivated and deleted, and /projectos follows @site-wide', async ({ page }) => {
	await signInAsAdmin(page, '/admin/dashboard/projectos')
	await page.getByRole('link', { name: 'Novo Projecto' }).click()
	await expect(page.getByRole('heading', { name: 'Novo Projecto' })).toBeVisible()
	await page.getByLabel('Título *').fill(mark('Projecto de Teste E2E'))
	await page.getByRole('textbox', { name: 'Subtítulo', exact: true }).fill('Subtítulo de teste')
	await page.getByLabel('Descrição *').fill('Uma descrição do projecto de teste.')
	await page.getByRole('tablist', { name: 'Idioma do projecto' }).getByRole('tab', { name: 'EN' }).click()
	await page.getByRole('textbox', { name: 'Título', exact: true }).fill(mark('E2E Test Project'))
	await page.getByLabel('Ligação externa').fill('https://example.com/projecto')
	await page.getByLabel('Carregar imagem').setInputFiles(await photo())
	await expectToast(page, 'Imagem carregada com sucesso!')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Projecto guardado com sucesso!')

	await expect(page).toHaveURL('/admin/dashboard/projectos')
	const row = page.getByTestId('record-row').filter({ hasText: mark('Projecto de Teste E2E') })
	await expect(row).toContainText('Activo')
	await expect(page.getByTestId('record-row').first()).toContainText(mark('Projecto de Teste E2E'))

	await page.goto('/projectos')
	const card = page.getByRole('article').filter({ hasText: mark('Projecto de Teste E2E') })
	await expect(card).toContainText('Subtítulo de teste')
	await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/projects\//)
	await page.goto('/en/projects')
	await expect(page.getByRole('article').filter({ hasText: mark('E2E Test Project') })).toBeVisible()

	await page.goto('/admin/dashboard/projectos')
	await row.getByRole('link', { name: /Editar/ }).click()
	await expect(page.getByRole('heading', { name: 'Editar Projecto' })).toBeVisible()
	await page.getByLabel('Título *').fill(mark('Projecto Editado E2E'))
	await page.getByLabel('Activo (mostrado no site)').uncheck()
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Projecto guardado com sucesso!')
	const edited = page.getByTestId('record-row').filter({ hasText: mark('Projecto Editado E2E') })
	await expect(edited).toContainText('Inactivo')
	await page.goto('/projectos')
	await expect(page.getByRole('main')).not.toContainText(mark('Projecto Editado E2E'))
	await expect(page.getByRole('main')).not.toContainText(mark('Projecto de Teste E2E'))

	await page.goto('/admin/dashboard/projectos')
	let question = ''
	page.once('dialog', (dialog) => {
		question = dialog.message()
		void dialog.accept()
	})
	await edited.getByRole('button', { name: /Eliminar/ }).click()
	await expectToast(page, 'Projecto eliminado!')
	expect(question).toBe('Tem a certeza que deseja eliminar este projecto?')
	await expect(page.getByTestId('record-row').filter({ hasText: mark('Projecto Editado E2E') })).toHaveCount(0)
})

test('cancelling a delete keeps the project; cancelling the editor discards the changes @site-wide', async ({
	page,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/projectos')
	const first = page.getByTestId('record-row').first()
	const title = (await first.locator('p').first().textContent()) ?? ''
	page.once('dialog', (dialog) => void dialog.dismiss())
	await first.getByRole('button', { name: /Eliminar/ }).click()
	await expect(page.getByTestId('record-row').first()).toContainText(title)

	await first.getByRole('link', { name: /Editar/ }).click()
	await page.getByLabel('Título *').fill('Nunca guardado')
	await page.getByRole('link', { name: 'Cancelar' }).click()
	// Unsaved changes: leaving asks first (admin-unsaved.spec.ts).
	await page
		.getByRole('dialog', { name: 'Alterações por guardar' })
		.getByRole('button', { name: 'Sair sem guardar' })
		.click()
	await expect(page).toHaveURL('/admin/dashboard/projectos')
	await expect(page.getByTestId('record-row').first()).toContainText(title)
	await expect(page.getByText('Nunca guardado')).toHaveCount(0)
})

test('a testimonial is created, shown first on the home page, deactivated and deleted @site-wide', async ({ page }) => {
	await signInAsAdmin(page, '/admin/dashboard/testemunhos')
	await page.getByRole('link', { name: 'Novo Testemunho' }).click()
	await page.getByLabel('Nome *').fill(mark('Teresa Teste'))
	await page.getByRole('textbox', { name: 'Função', exact: true }).fill('Cliente de teste')
	const long = 'Um testemunho **muito** longo. '.repeat(20)
	await page.getByRole('textbox', { name: 'Testemunho *', exact: true }).fill(long)
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Testemunho guardado com sucesso!')
	const row = page.getByTestId('record-row').filter({ hasText: mark('Teresa Teste') })
	await expect(row.getByTestId('testimonial-text')).toHaveCSS('-webkit-line-clamp', '2')
	await expect(row).toContainText('TT')

	await page.goto('/')
	const section = page.getByRole('region', { name: 'O que dizem os clientes' })
	await expect(section.getByRole('figure').first()).toContainText(mark('Teresa Teste'))
	await expect(section.getByRole('figure')).toHaveCount(3)

	await page.goto('/admin/dashboard/testemunhos')
	await row.getByRole('link', { name: /Editar/ }).click()
	await page.getByLabel('Activo (mostrado no site)').uncheck()
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Testemunho guardado com sucesso!')
	await expect(row).toContainText('Inactivo')
	await page.goto('/')
	await expect(page.getByRole('region', { name: 'O que dizem os clientes' })).not.toContainText(mark('Teresa Teste'))

	await page.goto('/admin/dashboard/testemunhos')
	page.once('dialog', (dialog) => {
		expect(dialog.message()).toBe('Tem a certeza que deseja eliminar este testemunho?')
		void dialog.accept()
	})
	await row.getByRole('button', { name: /Eliminar/ }).click()
	await expectToast(page, 'Testemunho eliminado!')
	await expect(row).toHaveCount(0)
})

test('an article is created, edited and deleted, and /media follows @site-wide', async ({ page }) => {
	await signInAsAdmin(page, '/admin/dashboard/media')
	await page.getByRole('link', { name: 'Novo Artigo' }).click()
	await page.getByLabel('Título (como publicado) *').fill(mark('Artigo de Teste E2E'))
	await page.getByLabel('Fonte *').fill('Jornal de Teste')
	await page.getByLabel('Data de publicação').fill('2031-05-04')
	await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('O resumo do artigo de teste.')
	await page.getByLabel('Ligação para o artigo').fill('https://example.com/artigo')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Artigo guardado com sucesso!')
	const row = page.getByTestId('record-row').first()
	await expect(row).toContainText(mark('Artigo de Teste E2E'))
	await expect(row).toContainText('Jornal de Teste · 4 de maio de 2031')

	await page.goto('/media')
	const card = page.getByTestId('media-article').first()
	await expect(card.getByRole('heading', { level: 2 })).toHaveText(mark('Artigo de Teste E2E'))
	await expect(card.locator('time')).toHaveText('4 de maio de 2031')
	await expect(card).toContainText('O resumo do artigo de teste.')

	await page.goto('/admin/dashboard/media')
	await row.getByRole('link', { name: /Editar/ }).click()
	await page.getByLabel('Título (como publicado) *').fill(mark('Artigo Corrigido E2E'))
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Artigo guardado com sucesso!')
	await page.goto('/media')
	await expect(page.getByTestId('media-article').first().getByRole('heading', { level: 2 })).toHaveText(
		mark('Artigo Corrigido E2E'),
	)

	await page.goto('/admin/dashboard/media')
	page.once('dialog', (dialog) => {
		expect(dialog.message()).toBe('Tem a certeza que deseja eliminar este artigo?')
		void dialog.accept()
	})
	await page
		.getByTestId('record-row')
		.first()
		.getByRole('button', { name: /Eliminar/ })
		.click()
	await expectToast(page, 'Artigo eliminado!')
	await page.goto('/media')
	await expect(page.getByRole('main')).not.toContainText(mark('Artigo Corrigido E2E'))
})

test('the press kit bios and download link reach /media; an unsafe link is refused @site-wide', async ({ page }) => {
	await signInAsAdmin(page, '/admin/dashboard/press-kit')
	const bio = page.getByRole('textbox', { name: 'Bio oficial', exact: true })
	await bio.fill('Bio oficial de teste em português.')
	await page.getByRole('tab', { name: 'ES' }).click()
	await bio.fill('Biografía oficial de prueba.')
	const link = page.getByLabel('URL de download')
	await expect(link).toHaveAttribute('type', 'url')
	await link.fill('javascript:alert(1)')
	await page.getByRole('button', { name: 'Guardar Press Kit' }).click()
	await expectToast(page, 'Erro ao guardar press kit')

	await link.fill('https://example.com/press-kit-teste.zip')
	await page.getByRole('button', { name: 'Guardar Press Kit' }).click()
	await expectToast(page, 'Press kit guardado com sucesso!')

	await page.goto('/media')
	const pressKit = page.locator('#press-kit')
	await expect(pressKit).toContainText('Bio oficial de teste em português.')
	await expect(pressKit.locator('a[href="https://example.com/press-kit-teste.zip"]')).toBeVisible()
	await page.goto('/es/media')
	await expect(page.locator('#press-kit')).toContainText('Biografía oficial de prueba.')
})

test('the site texts reach the home hero and the contact page; a missing Portuguese text is refused @site-wide', async ({
	page,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/definicoes')
	await expect(page.getByRole('heading', { name: 'Definições do Site' })).toBeVisible()
	await page.getByLabel('Hero da Home *').fill('Um herói de teste para a página inicial.')
	await page.getByLabel('Introdução Contacto *').fill('Uma introdução de teste ao contacto.')
	await page.getByRole('button', { name: 'Guardar Definições' }).click()
	await expectToast(page, 'Definições actualizadas com sucesso!')

	await page.goto('/')
	await expect(page.getByRole('main').getByText('Um herói de teste para a página inicial.')).toBeVisible()
	await page.goto('/contacto')
	await expect(page.getByRole('main').getByText('Uma introdução de teste ao contacto.')).toBeVisible()

	await page.goto('/admin/dashboard/definicoes')
	await page.getByLabel('Mensagem Sucesso Contacto *').fill('')
	await page.getByRole('button', { name: 'Guardar Definições' }).click()
	await expectToast(page, 'Erro ao actualizar contact_success')
})

test('each list shows which languages an item is written in; a save with English or Spanish missing says who reads Portuguese; the Portuguese text can be copied as a start @site-wide', async ({
	page,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/projectos')
	await page.getByRole('link', { name: 'Novo Projecto' }).click()
	await page.getByLabel('Título *').fill(mark('Projecto Só Em Português'))
	await page.getByLabel('Descrição *').fill('Descrição só em português.')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(
		page,
		'Projecto guardado com sucesso! Sem tradução em inglês e espanhol: quem visita o site em inglês ou espanhol vê o texto em português.',
	)
	const row = page.getByTestId('record-row').filter({ hasText: mark('Projecto Só Em Português') })
	const markers = row.getByRole('list', { name: 'Idiomas preenchidos' })
	await expect(markers.getByRole('listitem')).toHaveText([
		'PTTraduzido: português',
		'ENFalta: inglês',
		'ESFalta: espanhol',
	])
	await expect(markers.locator('[data-filled="false"]')).toHaveCount(2)
	expect(await axeViolations(page), 'Projectos with markers').toEqual([])
	await page.setViewportSize({ width: 1280, height: 900 })
	await keepScreenshot(page, 'projectos-markers-1280', { fullPage: true })
	await page.setViewportSize({ width: 390, height: 844 })
	await keepScreenshot(page, 'projectos-markers-390', { fullPage: true })
	await page.setViewportSize({ width: 1280, height: 900 })

	await row.getByRole('link', { name: /Editar/ }).click()
	await page.getByRole('tablist', { name: 'Idioma do projecto' }).getByRole('tab', { name: 'EN' }).click()
	await page.getByRole('button', { name: 'Copiar do português (inglês)' }).first().click()
	await expectToast(page, 'Texto em português copiado para os campos vazios.')
	await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(mark('Projecto Só Em Português'))
	await page.getByRole('textbox', { name: 'Título', exact: true }).fill(mark('Portuguese Only Project'))
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(
		page,
		'Projecto guardado com sucesso! Sem tradução em espanhol: quem visita o site em espanhol vê o texto em português.',
	)
	await expect(markers.locator('[data-locale="en"]')).toHaveAttribute('data-filled', 'true')
	await expect(markers.locator('[data-locale="es"]')).toContainText('Falta: espanhol')

	for (const tab of ['testemunhos', 'media']) {
		await page.goto(`/admin/dashboard/${tab}`)
		await expect(
			page.getByTestId('record-row').first().getByRole('list', { name: 'Idiomas preenchidos' }),
		).toBeVisible()
	}

	await page.goto('/admin/dashboard/projectos')
	page.once('dialog', (dialog) => void dialog.accept())
	await row.getByRole('button', { name: /Eliminar/ }).click()
	await expectToast(page, 'Projecto eliminado!')
})

test("an image's alt text appears on the public page in each language, and a replaced image's file is gone @site-wide", async ({
	page,
	request,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/projectos')
	await page.getByRole('link', { name: 'Novo Projecto' }).click()
	await page.getByLabel('Título *').fill(mark('Projecto Com Texto Alternativo'))
	await page.getByLabel('Descrição *').fill('Tem uma imagem descrita.')
	await page.getByLabel('Carregar imagem').setInputFiles(await photo())
	await expectToast(page, 'Imagem carregada com sucesso!')
	const first = (await page.getByTestId('image-preview').getAttribute('src')) ?? ''
	const alt = page.getByRole('tablist', { name: 'Idioma do texto alternativo: Imagem' })
	await page.getByLabel('Texto alternativo (PT)').fill(mark('Painel de reservas num portátil'))
	await alt.getByRole('tab', { name: 'EN' }).click()
	await page.getByLabel('Texto alternativo (EN)').fill(mark('Booking dashboard on a laptop'))
	await alt.getByRole('tab', { name: 'ES' }).click()
	await page.getByLabel('Texto alternativo (ES)').fill(mark('Panel de reservas en un portátil'))
	expect(await axeViolations(page), 'project editor with alt text').toEqual([])
	await keepScreenshot(page, 'projecto-editor-1280', { fullPage: true })
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Projecto guardado com sucesso!')

	for (const [path, text] of [
		['/projectos', mark('Painel de reservas num portátil')],
		['/en/projects', mark('Booking dashboard on a laptop')],
		['/es/proyectos', mark('Panel de reservas en un portátil')],
	] as const) {
		await page.goto(path)
		await expect(page.getByRole('main').getByRole('img', { name: text, exact: true })).toHaveAttribute('src', first)
	}

	await page.goto('/admin/dashboard/projectos')
	const row = page.getByTestId('record-row').filter({ hasText: mark('Projecto Com Texto Alternativo') })
	await row.getByRole('link', { name: /Editar/ }).click()
	await expect(page.getByLabel('Texto alternativo (PT)')).toHaveValue(mark('Painel de reservas num portátil'))
	await page.getByLabel('Carregar imagem').setInputFiles(await photo('outra.png'))
	await expectToast(page, 'Imagem carregada com sucesso!')
	const second = (await page.getByTestId('image-preview').getAttribute('src')) ?? ''
	expect(second).not.toBe(first)
	expect((await request.get(first)).status()).toBe(200)
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Projecto guardado com sucesso!')
	expect((await request.get(first)).status()).toBe(404)
	expect((await request.get(second)).status()).toBe(200)

	page.once('dialog', (dialog) => void dialog.accept())
	await row.getByRole('button', { name: /Eliminar/ }).click()
	await expectToast(page, 'Projecto eliminado!')
	expect((await request.get(second)).status()).toBe(404)
})

test('the testimonials list shows the rendered text, and the bio image takes an alt text for /bio @site-wide', async ({
	page,
}) => {
	await signInAsAdmin(page, '/admin/dashboard/testemunhos')
	await page.getByRole('link', { name: 'Novo Testemunho' }).click()
	await page.getByLabel('Nome *').fill(mark('Rui Renderizado'))
	await page.getByRole('textbox', { name: 'Testemunho *', exact: true }).fill('Trabalho **excelente** e <b>rápido</b>.')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expectToast(page, 'Testemunho guardado com sucesso!')
	const row = page.getByTestId('record-row').filter({ hasText: mark('Rui Renderizado') })
	const text = row.getByTestId('testimonial-text')
	await expect(text.locator('strong')).toHaveText('excelente')
	await expect(text).toContainText('<b>rápido</b>')
	await expect(text).not.toContainText('**')
	await keepScreenshot(page, 'testemunhos-1280', { fullPage: true })
	page.once('dialog', (dialog) => void dialog.accept())
	await row.getByRole('button', { name: /Eliminar/ }).click()
	await expectToast(page, 'Testemunho eliminado!')

	await openBio(page)
	await page.getByLabel('Carregar imagem').setInputFiles(await photo())
	await expectToast(page, 'Imagem carregada com sucesso!')
	await page.getByLabel('Texto alternativo (PT)').fill('Retrato do autor na praia')
	await page
		.getByRole('tablist', { name: 'Idioma do texto alternativo: Imagem da bio' })
		.getByRole('tab', { name: 'EN' })
		.click()
	await page.getByLabel('Texto alternativo (EN)').fill('Portrait of the author on the beach')
	await page.getByRole('button', { name: 'Guardar Alterações' }).click()
	await expectToast(page, 'Bio actualizada com sucesso!')
	await page.goto('/bio')
	await expect(page.getByRole('main').getByRole('img', { name: 'Retrato do autor na praia' })).toBeVisible()
	await page.goto('/en/bio')
	await expect(page.getByRole('main').getByRole('img', { name: 'Portrait of the author on the beach' })).toBeVisible()
	await page.goto('/es/bio')
	await expect(page.getByRole('main').getByRole('img', { name: 'Retrato do autor na praia' })).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a project is created with its image and then deleted, by plain forms @site-wide', async ({ page }) => {
		await signInAsAdmin(page, '/admin/dashboard/projectos')
		await page.getByRole('link', { name: 'Novo Projecto' }).click()
		await page.getByRole('textbox', { name: 'Título *', exact: true }).fill(mark('Projecto Sem JavaScript'))
		await page.getByRole('textbox', { name: 'Descrição *', exact: true }).fill('Criado com formulários simples.')
		await page.getByLabel('Carregar imagem').setInputFiles(await photo())
		await page.getByRole('button', { name: 'Guardar' }).click()
		await expect(page.getByText('Projecto guardado com sucesso!')).toBeVisible()
		const row = page.getByTestId('record-row').filter({ hasText: mark('Projecto Sem JavaScript') })
		await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/projects\/[0-9a-f]{16}-\d+\.jpg$/)

		// Without JavaScript, 'Eliminar' opens the confirmation and its button deletes.
		await row.locator('summary', { hasText: 'Eliminar' }).click()
		await row.getByRole('button', { name: /^Sim, eliminar/ }).click()
		await expect(page.getByText('Projecto eliminado!')).toBeVisible()
		await expect(page.getByTestId('record-row').filter({ hasText: mark('Projecto Sem JavaScript') })).toHaveCount(0)
	})
})
