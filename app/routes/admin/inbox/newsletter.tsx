import { NEWSLETTER_EXPORT_PATH } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { Badge, CsvExportLink, InboxEmpty, Pager, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { listSubscriptions } from '#app/features/admin/inbox/newsletter-subscriptions.server.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDate, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/newsletter'

const T = ADMIN_TEXTS.newsletter

/** Newsletter (docs/product/pages.md): counts, the export of confirmed subscribers, every subscription newest first. */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const page = await listSubscriptions(requestedPage(url))
		return {
			subscriptions: page.subscriptions.map(({ createdAt, ...subscription }) => ({
				...subscription,
				createdAt: isoOf(createdAt),
				subscribedOn: formatDate(createdAt),
			})),
			confirmed: page.confirmed,
			pending: page.pending,
			page: page.page,
			pageCount: page.pageCount,
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin: newsletter subscriptions could not be loaded')
		return {
			subscriptions: [],
			confirmed: 0,
			pending: 0,
			page: 1,
			pageCount: 1,
			loadError: T.loadError,
		}
	}
}

export default function NewsletterTab({ loaderData }: Route.ComponentProps) {
	const { subscriptions, confirmed, pending, page, pageCount, loadError } = loaderData
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
				actions={<CsvExportLink href={NEWSLETTER_EXPORT_PATH} label={T.export} />}
			/>
			{loadError ? <LoadError title={ADMIN_TEXTS.errorTitle} message={loadError} /> : null}
			{subscriptions.length === 0 && !loadError ? <InboxEmpty icon="mail" message={T.empty} /> : null}
			{subscriptions.length > 0 ? (
				<ul className="card divide-y divide-sand-200 overflow-hidden">
					{subscriptions.map((subscription) => (
						<li
							key={subscription.id}
							className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
						>
							<span className="min-w-0 font-medium break-all text-ink">{subscription.email}</span>
							<span className="flex shrink-0 items-center gap-3">
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
						</li>
					))}
				</ul>
			) : null}
			<Pager page={page} pageCount={pageCount} />
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Newsletter')
