/**
 * The re-permission mail (docs/product/rules.md "Newsletter"): 30 days before a subscriber's
 * 3-year mark without interaction, the retention job mails them a "keep me subscribed"
 * button. The subscribers of support/seeded-subscribers.ts are stored that close to their
 * mark, so the server's first retention run, a few seconds after it starts, mails them.
 */
import { axeViolations } from './support/axe.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { listMails, type OutboxMail, waitForMail } from './support/outbox.ts'
import { REPERMISSION_SUBSCRIBERS, type SeededSubscriber } from './support/seeded-subscribers.ts'
import { linkPath, texts } from './support/site.ts'

const KIND = 'newsletter.repermission'

/** The subscriber's re-permission mail (the first retention run may still be under way) and its keep link. */
async function repermissionMail(subscriber: SeededSubscriber): Promise<{ mail: OutboxMail; keepUrl: string }> {
	const mail = await waitForMail({ to: subscriber.email, kind: KIND, timeoutMs: 20_000 })
	const keepUrl = mail.links.find((link) => new URL(link).pathname === linkPath('newsletterKeep', subscriber.locale))
	if (!keepUrl) throw new Error(`no keep link in:\n${mail.text}`)
	return { mail, keepUrl }
}

test('the re-permission mail goes, in the subscriber’s language, only to those within 30 days of their 3-year mark, and once', async () => {
	const { withScript, withoutScript, notYetDue } = REPERMISSION_SUBSCRIBERS
	const { mail } = await repermissionMail(withScript)
	const t = texts('en').newsletterKeep
	expect(mail.subject).toBe(t.mailSubject)
	expect(mail.text).toContain('Hello!')
	expect(mail.text).toContain('almost 3 years')
	expect(mail.text).toMatch(/press the button by \d{1,2} [A-Z][a-z]+ \d{4}\./)
	expect(mail.html).toContain(t.button)
	expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/en\/newsletter\/unsubscribe\?token=/)
	expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
	expect((await repermissionMail(withoutScript)).mail.subject).toBe(texts('pt-PT').newsletterKeep.mailSubject)

	expect(await listMails({ to: notYetDue.email, kind: KIND })).toEqual([])
	expect(await listMails({ to: withScript.email, kind: KIND })).toHaveLength(1)
})

test('with JavaScript, the mail’s link opens a page whose button keeps the subscription without a reload', async ({
	page,
}) => {
	const subscriber = REPERMISSION_SUBSCRIBERS.withScript
	const t = texts('en').newsletterKeep
	const { keepUrl } = await repermissionMail(subscriber)

	// Opening the link (as a mail scanner would) keeps nothing: the page still asks.
	await page.goto(keepUrl)
	await page.reload()
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
	await expect(page.getByText(subscriber.email)).toBeVisible()
	const keep = page.getByRole('button', { name: t.button })
	await expect(keep).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	await waitForHydration(page)
	await page.evaluate(() => {
		;(window as unknown as { stayed: boolean }).stayed = true
	})
	await keep.click()
	await expect(page.getByRole('heading', { name: t.keptTitle })).toBeVisible()
	await expect(page.getByText(t.keptBody)).toBeVisible()
	expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
	expect(await axeViolations(page)).toEqual([])

	// The answer is recorded: the link now shows the subscription kept, with no button.
	await page.goto(keepUrl)
	await expect(page.getByRole('heading', { name: t.keptTitle })).toBeVisible()
	await expect(page.getByRole('button', { name: t.button })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the button of the keep page is a plain form that keeps the subscription, in Portuguese', async ({ page }) => {
		const subscriber = REPERMISSION_SUBSCRIBERS.withoutScript
		const t = texts('pt-PT').newsletterKeep
		const { keepUrl } = await repermissionMail(subscriber)
		expect(new URL(keepUrl).pathname).toBe('/newsletter/manter')

		await page.goto(keepUrl)
		await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
		await page.getByRole('button', { name: 'Manter a subscrição' }).click()
		await expect(page.getByRole('heading', { name: t.keptTitle })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
	})
})

test('a keep link that is not the server’s shows a clear message in the page’s language and keeps nothing', async ({
	page,
	request,
}) => {
	const forged = 'not-a-token'
	const opened = await page.goto(`${linkPath('newsletterKeep', 'es')}?token=${forged}`)
	expect(opened?.status()).toBe(200)
	expect(opened?.headers()['cache-control']).toBe('private, no-store')
	await expect(page.getByRole('heading', { name: texts('es').newsletter.invalidTitle })).toBeVisible()
	await expect(page.getByText(texts('es').newsletterKeep.invalid)).toBeVisible()
	const posted = await request.post(`${linkPath('newsletterKeep', 'es')}?token=${forged}`, { form: { token: forged } })
	expect(posted.status()).toBe(400)
})
