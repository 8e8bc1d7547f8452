/**
 * What the Campanhas tab shows (docs/product/campaigns.md): the list of campaigns with their
 * figures; a new draft's form (`?nova=lancamento` prefilled with the launch notice,
 * `?nova=newsletter` empty); or one campaign (`?id=`): its form while it is a draft, its
 * mail as each language's recipients get it (HTML and plain text), and its progress.
 */
import type { CampaignAudience } from '#app/db/schema.ts'
import { loadBookFacts } from '#app/features/admin/inbox/book-facts-editor.server.ts'
import { LOCALES, type Locale } from '#app/i18n/locales.ts'
import { formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { campaignMailFor } from './campaign-mail.server.ts'
import {
	audienceSize,
	type Campaign,
	type CampaignDraft,
	findCampaign,
	launchNoticeDraft,
	listCampaigns,
	progressOf,
} from './campaigns.server.ts'

export const NEW_PARAM = 'nova'
export const NEW_KINDS = { lancamento: 'prereservations', newsletter: 'newsletter' } as const satisfies Record<
	string,
	CampaignAudience
>

/** A placeholder record id for previews and tests: the leave link it signs names no record. */
const NO_RECORD = '00000000-0000-4000-8000-000000000000'

function dated(value: Date | null) {
	return value ? { iso: isoOf(value), text: formatDateTime(value) } : null
}

async function summaryOf(campaign: Campaign) {
	return {
		id: campaign.id,
		audience: campaign.audience,
		subject: campaign.subject['pt-PT'],
		status: campaign.status,
		created: dated(campaign.createdAt),
		started: dated(campaign.startedAt),
		finished: dated(campaign.finishedAt),
		progress: campaign.status === 'draft' ? null : await progressOf(campaign),
	}
}

/** Each language's mail, as a recipient in that language gets it (the admin's address standing in). */
function previewsOf(campaign: Pick<Campaign, 'audience' | 'subject' | 'body'>, email: string) {
	return LOCALES.map((locale: Locale) => {
		const mail = campaignMailFor(campaign, { id: NO_RECORD, email, locale })
		// The document's body: the page shows it as it is (the mail's HTML is built from escaped
		// text and the markdown renderer, which escapes raw HTML).
		const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? ''
		return { locale, subject: mail.subject, html: body, text: mail.text }
	})
}

export type CampaignPage =
	| { view: 'list'; campaigns: Awaited<ReturnType<typeof summaryOf>>[] }
	| { view: 'new'; draft: CampaignDraft }
	| {
			view: 'campaign'
			campaign: Awaited<ReturnType<typeof summaryOf>> & { body: Campaign['body']; subjects: Campaign['subject'] }
			audienceSize: number
			previews: ReturnType<typeof previewsOf>
	  }
	| { view: 'missing' }

export async function loadCampaignPage(url: URL, adminEmail: string): Promise<CampaignPage> {
	const id = url.searchParams.get('id')
	if (id) {
		const campaign = /^[0-9a-f-]{36}$/i.test(id) ? await findCampaign(id) : undefined
		if (!campaign) return { view: 'missing' }
		return {
			view: 'campaign',
			campaign: { ...(await summaryOf(campaign)), body: campaign.body, subjects: campaign.subject },
			audienceSize: campaign.status === 'draft' ? await audienceSize(campaign.audience) : 0,
			previews: previewsOf(campaign, adminEmail),
		}
	}
	const requested = url.searchParams.get(NEW_PARAM)
	if (requested === 'lancamento') {
		return { view: 'new', draft: { audience: 'prereservations', ...launchNoticeDraft(await loadBookFacts()) } }
	}
	if (requested === 'newsletter') {
		return { view: 'new', draft: { audience: 'newsletter', subject: { 'pt-PT': '' }, body: { 'pt-PT': '' } } }
	}
	return { view: 'list', campaigns: await Promise.all((await listCampaigns()).map(summaryOf)) }
}
