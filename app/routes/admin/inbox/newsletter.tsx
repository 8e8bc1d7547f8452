import { useId } from 'react'
import { useFetcher } from 'react-router'
import { z } from 'zod'
import { Icon } from '#app/components/ui/icon.tsx'
import { NEWSLETTER_EXPORT_PATH } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse } from '#app/features/admin/forms/admin-action.server.ts'
import { intent, recordId } from '#app/features/admin/forms/admin-fields.ts'
import { requestedSearch } from '#app/features/admin/inbox/inbox-search.ts'
import {
	Badge,
	ConfirmDeletion,
	CsvExportLink,
	InboxEmpty,
	Pager,
	SearchForm,
	TabHeader,
} from '#app/features/admin/inbox/inbox-ui.tsx'
import {
	listSubscriptions,
	removeSubscription,
	resendConfirmation,
} from '#app/features/admin/inbox/newsletter-subscriptions.server.ts'
import { RESEND_INTERVAL_MINUTES } from '#app/features/admin/inbox/newsletter-subscriptions.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDate, formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/newsletter'

const T = ADMIN_TEXTS.newsletter
export const RESEND_INTENT = 'resend'
export const REMOVE_INTENT = 'remove'

/**
 * Newsletter (docs/product/pages.md): counts, the export of confirmed subscribers, the
 * subscriptions newest first, 50 a page, searched by e-mail (`?q=`).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	const search = requestedSearch(url)
	try {
		const page = await listSubscriptions({ page: requestedPage(url), search })
		return {
			subscriptions: page.subscriptions.map(({ createdAt, resentAt, ...subscription }) => ({
				...subscription,
				createdAt: isoOf(createdAt),
				subscribedOn: formatDate(createdAt),
				// Only the time of day: it was within the last few minutes.
				resentAt: resentAt ? formatDateTime(resentAt).slice(-5) : null,
			})),
			confirmed: page.confirmed,
			pending: page.pending,
			total: page.total,
			page: page.page,
			pageCount: page.pageCount,
			search,
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin: newsletter subscriptions could not be loaded')
		return {
			subscriptions: [],
			confirmed: 0,
			pending: 0,
			total: 0,
			page: 1,
			pageCount: 1,
			search,
			loadError: T.loadError,
		}
	}
}

export const NewsletterActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: intent(RESEND_INTENT), id: recordId() }),
	z.object({ intent: intent(REMOVE_INTENT), id: recordId() }),
])

/** 'Reenviar confirmação' (a pending subscriber, at most once per interval) and 'Remover' (after the confirmation). */
export const action = adminAction(
	NewsletterActionSchema,
	async ({ data, values, actor, context }) => {
		const error = { type: 'error', title: ADMIN_TEXTS.errorTitle } as const
		const success = { type: 'success', title: ADMIN_TEXTS.successTitle } as const
		if (data.intent === REMOVE_INTENT) {
			try {
				if (!(await removeSubscription(actor, data.id)))
					return refuse(context, values, { ...error, message: T.missing }, { status: 404 })
				return acknowledge(context, { ...success, message: T.removed }, data.intent)
			} catch (failure) {
				logger.error({ err: failure }, 'admin: newsletter subscriber could not be removed')
				return refuse(context, values, { ...error, message: T.removeError }, { status: 503 })
			}
		}
		try {
			const result = await resendConfirmation(actor, data.id)
			if (result === 'missing') return refuse(context, values, { ...error, message: T.missing }, { status: 404 })
			if (result === 'confirmed')
				return refuse(context, values, { ...error, message: T.alreadyConfirmed }, { status: 409 })
			if (result === 'too-soon')
				return refuse(context, values, { ...error, message: T.resendTooSoon(RESEND_INTERVAL_MINUTES) }, { status: 429 })
			return acknowledge(context, { ...success, message: T.resent }, data.intent)
		} catch (failure) {
			logger.error({ err: failure }, 'admin: newsletter confirmation could not be sent again')
			return refuse(context, values, { ...error, message: T.resendError }, { status: 503 })
		}
	},
	{ invalid: () => ({ type: 'error', title: ADMIN_TEXTS.errorTitle, message: ADMIN_TEXTS.inbox.invalid }) },
)

type SubscriptionView = Route.ComponentProps['loaderData']['subscriptions'][number]

function ResendButton({ subscription }: { subscription: SubscriptionView }) {
	const fetcher = useFetcher()
	if (subscription.resentAt) {
		return <span className="text-sm text-muted">{T.resendWaiting(subscription.resentAt)}</span>
	}
	return (
		<fetcher.Form method="post">
			<input type="hidden" name="intent" value={RESEND_INTENT} />
			<input type="hidden" name="id" value={subscription.id} />
			<button
				type="submit"
				className="btn-secondary min-h-10 px-4 py-2 text-sm"
				disabled={fetcher.state !== 'idle'}
				aria-label={T.resendLabel(subscription.email)}
			>
				<Icon name="mail" className="size-4" />
				{T.resend}
			</button>
		</fetcher.Form>
	)
}

export default function NewsletterTab({ loaderData }: Route.ComponentProps) {
	const { subscriptions, confirmed, pending, total, page, pageCount, search, loadError } = loaderData
	const exportNote = useId()
	return (
		<section className="flex flex-col gap-5" aria-labelledby="newsletter-title">
			<TabHeader
				title={T.title}
				titleId="newsletter-title"
				badges={
					<>
						<Badge tone="success">{T.confirmed(confirmed)}</Badge>
						<Badge tone="pending">{T.pending(pending)}</Badge>
					</>
				}
				actions={
					<div className="flex flex-col gap-1 sm:items-end">
						<CsvExportLink
							href={NEWSLETTER_EXPORT_PATH}
							label={T.export}
							disabled={confirmed === 0}
							exported={T.exported(confirmed)}
							describedBy={exportNote}
						/>
						<p id={exportNote} className="text-sm text-muted" data-export-note>
							{confirmed === 0 ? T.exportNone : T.exportCount(confirmed)}
						</p>
					</div>
				}
			/>
			<div className="card flex flex-col gap-2 p-4 sm:p-5">
				<SearchForm label={T.searchLabel} hint={T.searchHint} search={search} />
				{pending > 0 ? <p className="text-sm text-muted">{T.resendRule(RESEND_INTERVAL_MINUTES)}</p> : null}
			</div>
			{search && !loadError ? <p className="text-sm font-semibold text-ink">{T.found(total)}</p> : null}
			{loadError ? <LoadError title={ADMIN_TEXTS.errorTitle} message={loadError} /> : null}
			{subscriptions.length === 0 && !loadError ? (
				<InboxEmpty icon="mail" message={search ? T.noMatches : T.empty} />
			) : null}
			{subscriptions.length > 0 ? (
				<ul className="card divide-y divide-sand-200">
					{subscriptions.map((subscription) => (
						<li
							key={subscription.id}
							data-subscription={subscription.id}
							className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center lg:justify-between lg:gap-4"
						>
							<span className="flex min-w-0 flex-col gap-1">
								<span className="font-medium break-all text-ink">{subscription.email}</span>
								<span className="flex flex-wrap items-center gap-3">
									{subscription.confirmed ? (
										<Badge tone="success">{T.confirmedBadge}</Badge>
									) : (
										<Badge tone="pending">{T.pendingBadge}</Badge>
									)}
									<time dateTime={subscription.createdAt} className="text-sm text-muted">
										<span className="sr-only">{T.subscribedOn} </span>
										{subscription.subscribedOn}
									</time>
								</span>
							</span>
							<span className="flex shrink-0 flex-wrap items-start gap-2">
								{subscription.confirmed ? null : <ResendButton subscription={subscription} />}
								<ConfirmDeletion
									intent={REMOVE_INTENT}
									id={subscription.id}
									label={T.remove}
									accessibleLabel={T.removeLabel(subscription.email)}
									question={T.confirmRemove}
									confirm={T.confirmRemoveButton}
								/>
							</span>
						</li>
					))}
				</ul>
			) : null}
			<Pager page={page} pageCount={pageCount} />
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Newsletter')
