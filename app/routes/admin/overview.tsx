import { BookOpen, Languages, Mail, MailCheck, MessageSquareText } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminPath } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { Badge } from '#app/features/admin/inbox/inbox-ui.tsx'
import { loadOverview, type OverviewCount } from '#app/features/admin/inbox/overview.server.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { formatDateTime, isoOf } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/overview'

const T = ADMIN_TEXTS.overview

/**
 * 'Resumo', the dashboard's landing (docs/product/pages.md): what arrived, what is new since
 * the last visit (then this visit is remembered), and the content missing a translation.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	try {
		const overview = await loadOverview(admin.user.id)
		return {
			overview: {
				...overview,
				lastVisitAt: overview.lastVisitAt ? formatDateTime(overview.lastVisitAt) : null,
				newestUnprocessed: overview.newestUnprocessed.map(({ createdAt, ...message }) => ({
					...message,
					createdAt: isoOf(createdAt),
					receivedOn: formatDateTime(createdAt),
				})),
			},
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin: the overview could not be loaded')
		return { overview: null, loadError: T.loadError }
	}
}

type Stat = 'messages' | 'confirmed' | 'pending' | 'prereservations'

function StatCard({
	stat,
	label,
	count,
	href,
	icon,
}: {
	stat: Stat
	label: string
	count: OverviewCount
	href: string
	icon: ReactNode
}) {
	const fresh = count.sinceLastVisit !== null && count.sinceLastVisit > 0
	return (
		<li data-stat={stat}>
			<Link
				to={href}
				className="card group flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2"
			>
				<span className="flex items-center justify-between gap-3">
					<span className="text-sm font-semibold text-muted">{label}</span>
					<span className="grid size-9 shrink-0 place-items-center rounded-full bg-sea-100 text-sea-700">{icon}</span>
				</span>
				<span className="font-display text-4xl font-semibold text-ink" data-count>
					{count.total}
				</span>
				{count.sinceLastVisit !== null ? (
					<span
						data-since={count.sinceLastVisit}
						className={`self-start rounded-full px-2.5 py-0.5 text-sm font-semibold ${
							fresh ? 'bg-coral-100 text-coral-700' : 'bg-sand-100 text-muted'
						}`}
					>
						{T.sinceLastVisit(count.sinceLastVisit)}
					</span>
				) : null}
			</Link>
		</li>
	)
}

export default function OverviewTab({ loaderData }: Route.ComponentProps) {
	const { overview, loadError } = loaderData
	const contactos = adminPath('contactos')
	const newsletter = adminPath('newsletter')
	return (
		<section className="flex flex-col gap-8" aria-labelledby="overview-title">
			<header className="flex flex-col gap-1">
				<h2 id="overview-title" className="font-display text-2xl font-semibold sm:text-3xl">
					{T.title}
				</h2>
				{overview ? (
					<p className="text-muted">{overview.lastVisitAt ? T.lastVisit(overview.lastVisitAt) : T.firstVisit}</p>
				) : null}
			</header>
			{loadError ? <LoadError title={ADMIN_TEXTS.errorTitle} message={loadError} /> : null}
			{overview ? (
				<>
					<ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
						<StatCard
							stat="messages"
							label={T.messages}
							count={overview.unprocessedMessages}
							href={`${contactos}?estado=por-processar`}
							icon={<MessageSquareText aria-hidden="true" className="size-5" />}
						/>
						<StatCard
							stat="pending"
							label={T.pending}
							count={overview.pendingSubscribers}
							href={newsletter}
							icon={<Mail aria-hidden="true" className="size-5" />}
						/>
						<StatCard
							stat="confirmed"
							label={T.confirmed}
							count={overview.confirmedSubscribers}
							href={newsletter}
							icon={<MailCheck aria-hidden="true" className="size-5" />}
						/>
						<StatCard
							stat="prereservations"
							label={T.prereservations}
							count={overview.prereservations}
							href={adminPath('livro')}
							icon={<BookOpen aria-hidden="true" className="size-5" />}
						/>
					</ul>

					<div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
						<section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="overview-messages">
							<h3 id="overview-messages" className="text-lg font-semibold">
								{T.newestMessages}
							</h3>
							{overview.newestUnprocessed.length === 0 ? (
								<p className="text-muted">{T.noUnprocessed}</p>
							) : (
								<ul className="divide-y divide-sand-200">
									{overview.newestUnprocessed.map((message) => (
										<li key={message.id} className="flex flex-col gap-0.5 py-3 first:pt-0">
											<span className="font-semibold break-words text-ink">{message.name}</span>
											<span className="break-words text-ocean-900">{message.subject}</span>
											<time dateTime={message.createdAt} className="text-sm text-muted">
												{message.receivedOn}
											</time>
										</li>
									))}
								</ul>
							)}
							{overview.unprocessedMessages.total > 0 ? (
								<Link to={`${contactos}?estado=por-processar`} className="btn-secondary self-start text-sm">
									{T.seeAllMessages}
								</Link>
							) : null}
						</section>

						<section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="overview-translations">
							<div className="flex items-center gap-2">
								<Languages aria-hidden="true" className="size-5 text-sea-700" />
								<h3 id="overview-translations" className="text-lg font-semibold">
									{T.translations}
								</h3>
							</div>
							{overview.translationGaps.length === 0 ? (
								<p className="text-muted">{T.noGaps}</p>
							) : (
								<>
									<p className="text-sm text-muted">{T.translationsIntro}</p>
									<ul className="divide-y divide-sand-200" data-translation-gaps>
										{overview.translationGaps.map((gap) => (
											<li
												key={gap.href}
												className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0"
											>
												<span className="min-w-0">
													<span className="block text-xs font-semibold tracking-wide text-muted uppercase">
														{T.kinds[gap.kind]}
													</span>
													<Link
														to={gap.href}
														className="font-semibold break-words text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-800"
													>
														<span className="sr-only">{T.edit} </span>
														{gap.title}
													</Link>
												</span>
												<span className="flex items-center gap-1.5">
													<span className="text-sm text-muted">{T.missing}:</span>
													{gap.missing.map((locale) => (
														<Badge key={locale} tone="pending">
															<abbr title={locale === 'en' ? 'inglês' : 'espanhol'} className="no-underline">
																{locale.toUpperCase()}
															</abbr>
														</Badge>
													))}
												</span>
											</li>
										))}
									</ul>
								</>
							)}
						</section>
					</div>
				</>
			) : null}
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Resumo')
