/**
 * Toasts never pile up: a new one takes the place of the one on screen
 * (app/components/ui/toaster.tsx), while each form keeps its messages beside its fields.
 */
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { linkPath, texts } from './support/site.ts'

const pt = texts('pt-PT')

test('three refused contact messages in a row leave one toast on screen: the last one', async ({ page }) => {
	await page.goto(linkPath('contact', 'pt-PT'))
	await waitForHydration(page)
	const form = page.locator('#formulario')
	const region = page.getByRole('region', { name: /^Notificações/ })
	await form.getByLabel(pt.contact.name, { exact: true }).fill('Maria Inês Duarte')
	await form.getByLabel(pt.contact.email, { exact: true }).fill('maria.duarte@exemplo.pt')
	await form.getByLabel(pt.contact.message, { exact: true }).fill('Olá! Gostava de automatizar as marcações.')
	await form.getByRole('checkbox').check()
	const subject = form.getByLabel(pt.contact.subject, { exact: true })
	const submit = form.getByRole('button', { name: pt.contact.submit })

	await subject.fill('Olá')
	await submit.click()
	await expect(region).toContainText(pt.contact.errors.subjectMin)
	await form.getByLabel(pt.contact.email, { exact: true }).fill('maria.duarte')
	await submit.click()
	await expect(region).toContainText(pt.contact.errors.emailInvalid)
	await form.getByRole('checkbox').uncheck()
	await form.getByLabel(pt.contact.email, { exact: true }).fill('maria.duarte@exemplo.pt')
	await subject.fill('Automação de marcações')
	await submit.click()
	await expect(region).toContainText(pt.contact.errors.consent)

	await expect(region.locator('[data-sonner-toast]')).toHaveCount(1)
	await expect(region).not.toContainText(pt.contact.errors.subjectMin)
})
