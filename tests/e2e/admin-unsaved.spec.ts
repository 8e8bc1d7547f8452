/**
 * Never losing an owner's edit (issue 11, item 3): leaving a dashboard form with unsaved
 * changes asks first — a tab, a link, 'Sair', closing or reloading the page — and a save that
 * fails keeps everything typed, with and without JavaScript.
 */
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { keepScreenshot } from './support/screens.ts'

const PROJECTOS = '/admin/dashboard/projectos'
const DEFINICOES = '/admin/dashboard/definicoes'
const LIVRO = '/admin/dashboard/livro'
const INVALID_URL = 'Indique um endereço http(s) ou um caminho do site (/…).'

function leaveDialog(page: Page) {
	return page.getByRole('dialog', { name: 'Alterações por guardar' })
}

function tab(page: Page, name: string) {
	return page.getByRole('navigation', { name: 'Secções do dashboard' }).getByRole('link', { name, exact: true })
}

async function openNewProject(page: Page) {
	await signInAsAdmin(page, `${PROJECTOS}?novo`)
	await waitForHydration(page)
}

test('a project being written asks before another tab is opened, and stays as typed when the owner keeps editing', async ({
	page,
}) => {
	await openNewProject(page)
	// Nothing typed yet: leaving does not ask.
	await tab(page, 'Livro').click()
	await expect(page).toHaveURL(LIVRO)
	await page.goto(`${PROJECTOS}?novo`)
	await waitForHydration(page)

	const title = page.getByRole('textbox', { name: 'Título *', exact: true })
	await title.fill('Projecto por guardar')
	await tab(page, 'Livro').click()
	const dialog = leaveDialog(page)
	await expect(dialog).toBeVisible()
	await expect(dialog).toContainText('Tem alterações por guardar. Sair sem guardar?')
	await expect(dialog.getByRole('button', { name: 'Continuar a editar' })).toBeFocused()
	expect(await axeViolations(page)).toEqual([])
	for (const width of [390, 1280]) {
		await page.setViewportSize({ width, height: 800 })
		await keepScreenshot(page, `unsaved-dialog-${width}`)
	}

	await dialog.getByRole('button', { name: 'Continuar a editar' }).click()
	await expect(dialog).toBeHidden()
	await expect(page).toHaveURL(`${PROJECTOS}?novo`)
	await expect(title).toHaveValue('Projecto por guardar')

	// Escape is 'Continuar a editar' too; 'Cancelar' (a link) asks as well.
	await page.getByRole('link', { name: 'Cancelar' }).click()
	await expect(dialog).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(title).toHaveValue('Projecto por guardar')

	await tab(page, 'Livro').click()
	await dialog.getByRole('button', { name: 'Sair sem guardar' }).click()
	await expect(page).toHaveURL(LIVRO)
})

test('“Continuar a editar” gives the page back with the click itself, so what the owner types next is kept', async ({
	page,
}) => {
	await openNewProject(page)
	const title = page.getByRole('textbox', { name: 'Título *', exact: true })
	await title.fill('Primeira ideia')
	await tab(page, 'Livro').click()
	await expect(leaveDialog(page)).toBeVisible()
	// While the modal dialog is open the page is inert: a field cannot take the focus or a key.
	const closedByTheClick = await page.evaluate(() => {
		const dialog = document.querySelector('dialog[open]')
		const stay = Array.from(dialog?.querySelectorAll('button') ?? []).find(
			(button) => button.textContent === 'Continuar a editar',
		)
		stay?.click()
		return dialog !== null && stay !== undefined && !(dialog as HTMLDialogElement).open
	})
	expect(closedByTheClick).toBe(true)
	await title.fill('Segunda ideia')
	await expect(title).toHaveValue('Segunda ideia')
	await expect(page).toHaveURL(`${PROJECTOS}?novo`)
})

test('closing or reloading the page with unsaved changes gets the browser’s question', async ({ page }) => {
	await openNewProject(page)
	await page.getByRole('textbox', { name: 'Título *', exact: true }).fill('Quase perdido')
	const asked = new Promise<string>((resolve) => {
		page.once('dialog', async (dialog) => {
			resolve(dialog.type())
			await dialog.dismiss()
		})
	})
	await page.close({ runBeforeUnload: true })
	expect(await asked).toBe('beforeunload')
})

test('Definições asks before a header link or signing out, and a refused save still counts as unsaved', async ({
	page,
}) => {
	await signInAsAdmin(page, DEFINICOES)
	await waitForHydration(page)
	const hero = page.getByLabel('Hero da Home *')
	const original = await hero.inputValue()
	await hero.fill(`${original} (rascunho)`)

	await page.getByRole('link', { name: 'Registo' }).click()
	await expect(leaveDialog(page)).toBeVisible()
	await leaveDialog(page).getByRole('button', { name: 'Continuar a editar' }).click()
	await expect(leaveDialog(page)).toBeHidden()
	await page.getByRole('button', { name: 'Sair', exact: true }).click()
	await expect(leaveDialog(page)).toBeVisible()
	await leaveDialog(page).getByRole('button', { name: 'Continuar a editar' }).click()
	// The page is the owner's again at once: what they type next reaches the field.
	await expect(leaveDialog(page)).toBeHidden()
	await expect(page).toHaveURL(DEFINICOES)

	// Typing the same text back: nothing left to save, nothing to ask.
	await hero.fill(original)
	await page.getByRole('link', { name: 'Registo' }).click()
	await expect(page).toHaveURL('/admin/dashboard/registo')

	// A save the server refuses keeps what was typed, and leaving still asks.
	await page.goto(DEFINICOES)
	await waitForHydration(page)
	await page.getByLabel('Hero da Home *').fill(`${original} (rascunho)`)
	await page.getByLabel('Mensagem Sucesso Contacto *').fill('')
	await page.getByRole('button', { name: 'Guardar Definições' }).click()
	await expect(page.getByTestId('admin-toast')).toContainText('Erro')
	await expect(page.getByLabel('Hero da Home *')).toHaveValue(`${original} (rascunho)`)
	await page.getByRole('link', { name: 'Registo' }).click()
	await expect(leaveDialog(page)).toBeVisible()
	await leaveDialog(page).getByRole('button', { name: 'Sair sem guardar' }).click()
	await expect(page).toHaveURL('/admin/dashboard/registo')
})

test('a saved form is no longer unsaved: leaving after the save does not ask, even on a slow device', async ({
	page,
}) => {
	test.slow()
	await signInAsAdmin(page, LIVRO)
	await waitForHydration(page)
	// A CPU six times slower: React then skips rendering the save's in-between states, and the
	// guard must still see that the save happened.
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
	const price = page.getByLabel('Preço (€)')
	const stored = await price.inputValue()
	// The same price written another way: a change to save that changes nothing for visitors.
	await price.fill(stored.replace(',', '.'))
	await page.getByRole('button', { name: 'Guardar dados do livro' }).click()
	await expect(page.getByTestId('admin-toast')).toHaveText(/Dados do livro guardados!/, { timeout: 15_000 })
	await tab(page, 'Media').click()
	await expect(page).toHaveURL('/admin/dashboard/media', { timeout: 15_000 })
	await expect(leaveDialog(page)).toBeHidden()
})

test('a refused project save keeps every field as typed, and leaving still asks', async ({ page }) => {
	await openNewProject(page)
	await page.getByRole('textbox', { name: 'Título *', exact: true }).fill('Ligação insegura')
	await page.getByRole('textbox', { name: 'Descrição *', exact: true }).fill('Com uma ligação que o site recusa.')
	await page.getByLabel('Ligação externa').fill('javascript:alert(1)')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText(INVALID_URL, { exact: true })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Título *', exact: true })).toHaveValue('Ligação insegura')
	await tab(page, 'Livro').click()
	await expect(leaveDialog(page)).toBeVisible()
})

/**
 * Holds the dashboard's reload after the next save until the returned function is called: after
 * every action the frame reloads (its toast), and on a slow link a refusal is on screen well
 * before that reload ends, while the owner may already be clicking away.
 */
async function holdReloadAfterSave(page: Page): Promise<() => Promise<void>> {
	let saved = false
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route('**/*.data*', async (route) => {
		if (route.request().method() === 'POST') saved = true
		else if (saved) await held
		await route.continue()
	})
	return async () => {
		const reloaded = page.waitForResponse(
			(response) => response.request().method() === 'GET' && response.url().includes('.data'),
		)
		release()
		await reloaded
	}
}

for (const [way, leaveBy, landing] of [
	['a tab', (page: Page) => tab(page, 'Livro').click(), LIVRO],
	["'Sair'", (page: Page) => page.getByRole('button', { name: 'Sair', exact: true }).click(), '/admin'],
] as const) {
	test(`a refusal shown while the dashboard is still reloading already guards the form, and the question to leave by ${way} waits for an answer`, async ({
		page,
	}) => {
		await openNewProject(page)
		const endReload = await holdReloadAfterSave(page)
		await page.getByRole('textbox', { name: 'Título *', exact: true }).fill('Ligação insegura')
		await page.getByRole('textbox', { name: 'Descrição *', exact: true }).fill('Com uma ligação que o site recusa.')
		await page.getByLabel('Ligação externa').fill('javascript:alert(1)')
		await page.getByRole('button', { name: 'Guardar' }).click()
		await expect(page.getByText(INVALID_URL, { exact: true })).toBeVisible()

		await leaveBy(page)
		await expect(leaveDialog(page)).toBeVisible()
		// The reload ending neither takes the question away nor the owner elsewhere.
		await endReload()
		await page.waitForTimeout(500)
		await expect(leaveDialog(page)).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`${PROJECTOS}\\?novo`))
		await leaveDialog(page).getByRole('button', { name: 'Sair sem guardar' }).click()
		await expect(page).toHaveURL(landing)
	})
}

test('on a busy device, a form typed into before its first frame still asks before leaving', async ({ page }) => {
	// The page's frames come a second late, as on a loaded phone: the owner is typing before
	// the guard's first look at the form.
	await page.addInitScript(() => {
		const requestFrame = window.requestAnimationFrame.bind(window)
		window.requestAnimationFrame = (callback) => {
			const handle = requestFrame(() => {})
			setTimeout(() => requestFrame(callback), 1_000)
			return handle
		}
	})
	await openNewProject(page)
	await page.getByRole('textbox', { name: 'Título *', exact: true }).fill('Escrito cedo')
	await page.getByRole('textbox', { name: 'Descrição *', exact: true }).fill('Antes da primeira imagem da página.')
	await page.waitForTimeout(1_500)
	await tab(page, 'Livro').click()
	await expect(leaveDialog(page)).toBeVisible()
	await expect(page).toHaveURL(`${PROJECTOS}?novo`)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a refused project save comes back with every field as typed: all languages, the link, the checkbox', async ({
		page,
	}) => {
		await signInAsAdmin(page, `${PROJECTOS}?novo`)
		const field = (name: string) => page.locator(`[name="${name}"]`)
		await field('title.pt-PT').fill('Projecto sem JavaScript')
		await field('subtitle.pt-PT').fill('Subtítulo')
		await field('description.pt-PT').fill('Descrição em português.')
		// The other languages' panels are hidden until a tab is chosen, which needs JavaScript:
		// their fields are filled as the browser holds them.
		for (const [name, value] of [
			['title.en', 'Project without JavaScript'],
			['description.en', 'Description in English.'],
			['title.es', 'Proyecto sin JavaScript'],
			['description.es', 'Descripción en español.'],
		] as const) {
			await field(name).evaluate((element, text) => {
				;(element as HTMLInputElement).value = text
			}, value)
		}
		await page.getByLabel('Ligação externa').fill('javascript:alert(1)')
		await page.getByLabel('Activo (mostrado no site)').uncheck()
		await page.getByRole('button', { name: 'Guardar' }).click()

		await expect(page.getByText(INVALID_URL, { exact: true })).toBeVisible()
		await expect(field('title.pt-PT')).toHaveValue('Projecto sem JavaScript')
		await expect(field('subtitle.pt-PT')).toHaveValue('Subtítulo')
		await expect(field('description.pt-PT')).toHaveValue('Descrição em português.')
		await expect(field('title.en')).toHaveValue('Project without JavaScript')
		await expect(field('description.en')).toHaveValue('Description in English.')
		await expect(field('title.es')).toHaveValue('Proyecto sin JavaScript')
		await expect(field('description.es')).toHaveValue('Descripción en español.')
		await expect(page.getByLabel('Ligação externa')).toHaveValue('javascript:alert(1)')
		await expect(page.getByLabel('Activo (mostrado no site)')).not.toBeChecked()
	})

	test('deleting asks first without JavaScript too', async ({ page }) => {
		await signInAsAdmin(page, PROJECTOS)
		const row = page.getByTestId('record-row').first()
		const name = await row.locator('p, h3').first().textContent()
		await row.locator('summary', { hasText: 'Eliminar' }).click()
		await expect(row.getByText('Tem a certeza que deseja eliminar este projecto?')).toBeVisible()
		await expect(row.getByRole('button', { name: /^Sim, eliminar/ })).toBeVisible()
		// Not confirmed: nothing deleted.
		await page.reload()
		await expect(page.getByTestId('record-row').first()).toContainText(name ?? '')
	})
})
