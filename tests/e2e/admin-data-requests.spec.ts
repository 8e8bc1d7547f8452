/**
 * The personal-data request log in the dashboard (issue 6, item 4): a visitor's verified
 * request shows up on the Registo page, newest first, as 'Ver', with the time in Lisbon's clock
 * and the address only as its hash.
 */
import { signInAsAdmin } from './support/admin.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { waitForMail } from './support/outbox.ts'
import { linkPath } from './support/site.ts'

const REGISTO = '/admin/dashboard/registo'

test('a verified personal-data request appears under Pedidos de dados pessoais on the Registo page', async ({
	page,
	browser,
}) => {
	const email = `pedido.${Date.now().toString(36)}.${process.pid}@exemplo.pt`
	const visitor = await browser.newPage()
	try {
		const after = new Date()
		await visitor.goto(linkPath('dataManagement', 'pt-PT'))
		await waitForHydration(visitor)
		const form = visitor.locator('form').filter({ has: visitor.getByRole('textbox', { name: 'O seu e-mail' }) })
		await form.getByRole('textbox', { name: 'O seu e-mail' }).fill(email)
		await form.getByRole('button', { name: 'Ver Dados' }).click()
		const mail = await waitForMail({ to: email, kind: 'personal-data.access-link', after })
		const link = mail.links.find((url) => url.includes('?token='))
		expect(link).toBeTruthy()
		await visitor.goto(link ?? '')
		await visitor.getByRole('button', { name: 'Ver Dados' }).click()
		await expect(visitor.getByText('Dados carregados com sucesso').first()).toBeVisible()
	} finally {
		await visitor.close()
	}

	await signInAsAdmin(page, REGISTO)
	const section = page.getByRole('region', { name: 'Pedidos de dados pessoais' })
	await expect(section.getByRole('heading', { name: 'Pedidos de dados pessoais' })).toBeVisible()
	const entries = section.getByRole('list', { name: 'Pedidos de dados pessoais' }).getByRole('listitem')
	const viewed = entries.filter({ hasText: 'Ver' })
	await expect(viewed.first()).toBeVisible()
	await expect(viewed.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/)
	await expect(viewed.first().locator('code')).toHaveText(/^[0-9a-f]{16,}$/)
	await expect(section).not.toContainText(email)
})
