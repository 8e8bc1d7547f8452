import { z } from 'zod'
import { CAMPAIGN_AUDIENCES } from '#app/db/schema.ts'
import { adminPath } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse, succeed } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, localized, recordId, UNKNOWN_REQUEST } from '#app/features/admin/forms/admin-fields.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { loadCampaignPage } from '#app/features/campaigns/campaign-page.server.ts'
import {
	type ControlResult,
	cancelCampaign,
	pauseCampaign,
	resumeCampaign,
	startCampaign,
} from '#app/features/campaigns/campaign-send.server.ts'
import {
	CampaignDetail,
	CampaignEditor,
	CampaignList,
	INTENTS,
	NewCampaignLinks,
} from '#app/features/campaigns/campaign-views.tsx'
import {
	createDraft,
	deleteDraft,
	findCampaign,
	sendTest,
	updateDraft,
} from '#app/features/campaigns/campaigns.server.ts'
import { LOCALES } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/campanhas'

const T = ADMIN_TEXTS.campaigns
const SUBJECT_MAX = 200
const BODY_MAX = 20_000

/** Every language's text at most `max` characters. */
const within = (max: number) => (text: LocalizedText) => Object.values(text).every((value) => value.length <= max)

export const CampaignActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({
			intent: intent(INTENTS.save),
			id: recordId().optional(),
			audience: z.enum(CAMPAIGN_AUDIENCES, { error: UNKNOWN_REQUEST }),
			subject: localized({ required: true }).refine(within(SUBJECT_MAX), `No máximo ${SUBJECT_MAX} caracteres.`),
			body: localized({ required: true }).refine(within(BODY_MAX), `No máximo ${BODY_MAX} caracteres.`),
		}),
		z.object({ intent: intent(INTENTS.test), id: recordId(), locale: z.enum(LOCALES, { error: UNKNOWN_REQUEST }) }),
		z.object({ intent: intent(INTENTS.send), id: recordId() }),
		z.object({ intent: intent(INTENTS.pause), id: recordId() }),
		z.object({ intent: intent(INTENTS.resume), id: recordId() }),
		z.object({ intent: intent(INTENTS.cancel), id: recordId() }),
		z.object({ intent: intent(INTENTS.delete), id: recordId() }),
	],
	{ error: UNKNOWN_REQUEST },
)

/** Campanhas (docs/product/campaigns.md): the list, a new draft, or one campaign (`?id=`). */
export async function loader({ request, url }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	try {
		return { page: await loadCampaignPage(url, admin.user.email), adminEmail: admin.user.email, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin: campaigns could not be loaded')
		return { page: null, adminEmail: admin.user.email, loadError: T.loadError }
	}
}

const campaignPath = (id: string) => `${adminPath('campanhas')}?id=${id}`

export const action = adminAction(
	CampaignActionSchema,
	async ({ data, values, actor, context }) => {
		const error = (message: string, status: number) =>
			refuse(context, values, { type: 'error', title: ADMIN_TEXTS.errorTitle, message }, { status })
		const success = (message: string) => ({ type: 'success', title: ADMIN_TEXTS.successTitle, message }) as const
		try {
			switch (data.intent) {
				case INTENTS.save: {
					const draft = { audience: data.audience, subject: data.subject, body: data.body }
					if (!data.id) {
						const created = await createDraft(actor, draft)
						return succeed(context, success(T.created), campaignPath(created.id))
					}
					const saved = await updateDraft(actor, data.id, draft)
					if (saved === 'missing') return error(T.missing, 404)
					if (saved === 'locked') return error(T.locked, 409)
					return succeed(context, success(T.saved), campaignPath(data.id))
				}
				case INTENTS.test: {
					const campaign = await findCampaign(data.id)
					if (!campaign) return error(T.missing, 404)
					await sendTest(actor, campaign, data.locale, campaign.id)
					return acknowledge(context, success(T.testSent(actor.email)), data.intent)
				}
				case INTENTS.send: {
					const started = await startCampaign(actor, data.id)
					if (started.status === 'missing') return error(T.missing, 404)
					if (started.status !== 'started')
						return error(started.status === 'empty' ? T.emptyAudience : T.alreadySent, 409)
					return succeed(context, success(T.started(started.recipients)), campaignPath(data.id))
				}
				case INTENTS.delete: {
					if (!(await deleteDraft(actor, data.id))) return error(T.locked, 409)
					return succeed(context, success(T.deleted), adminPath('campanhas'))
				}
				default: {
					const control: Record<string, [typeof pauseCampaign, string]> = {
						[INTENTS.pause]: [pauseCampaign, T.paused],
						[INTENTS.resume]: [resumeCampaign, T.resumed],
						[INTENTS.cancel]: [cancelCampaign, T.cancelled],
					}
					const [change, message] = control[data.intent] ?? []
					if (!change || !message) return error(T.invalid, 400)
					const result: ControlResult = await change(actor, data.id)
					if (result === 'missing') return error(T.missing, 404)
					if (result === 'invalid-state') return error(T.stateChanged, 409)
					return acknowledge(context, success(message), data.intent)
				}
			}
		} catch (failure) {
			logger.error({ err: failure, intent: data.intent }, 'admin: campaign action failed')
			const message =
				data.intent === INTENTS.save
					? T.saveError
					: data.intent === INTENTS.test
						? T.testError
						: data.intent === INTENTS.send
							? T.sendError
							: data.intent === INTENTS.delete
								? T.deleteError
								: T.controlError
			return error(message, 503)
		}
	},
	{
		invalid: (_, field) => ({
			type: 'error',
			title: ADMIN_TEXTS.errorTitle,
			message: field && field !== 'intent' && field !== 'id' ? T.invalidForm : T.invalid,
		}),
	},
)

export default function CampaignsTab({ loaderData }: Route.ComponentProps) {
	const { page, adminEmail, loadError } = loaderData
	if (loadError || !page) {
		return (
			<AdminPage title={T.title} description={T.description}>
				<LoadError message={loadError ?? T.loadError} />
			</AdminPage>
		)
	}
	if (page.view === 'missing') {
		return (
			<AdminPage title={T.title}>
				<LoadError message={T.missing} />
			</AdminPage>
		)
	}
	if (page.view === 'new') {
		return (
			<AdminPage title="Nova campanha" description={T.description}>
				<CampaignEditor draft={page.draft} />
			</AdminPage>
		)
	}
	if (page.view === 'campaign') {
		return <CampaignDetail page={page} adminEmail={adminEmail} />
	}
	return (
		<AdminPage title={T.title} description={T.description} actions={<NewCampaignLinks />}>
			<CampaignList campaigns={page.campaigns} />
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Campanhas')
