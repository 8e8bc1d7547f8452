import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { OWNER } from '#app/config/owner.ts'
import {
	cancelPrereservation,
	inspectPrereservationCancelLink,
} from '#app/features/book/prereservation-cancel.server.ts'
import { answerLinkPost } from '#app/features/newsletter/newsletter.server.ts'
import {
	HomeLink,
	LandingAlert,
	LandingCard,
	LinkActionForm,
	linkPageView,
	WithEmail,
} from '#app/features/newsletter/newsletter-landing.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import type { Route } from './+types/prereservation-cancel'

// No `headers` export: the page answers a personal link, so it is never cached.

/** Opening the link only shows the pre-reservation: a GET never deletes. */
export async function loader({ url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token') ?? ''
	return {
		token,
		view: await inspectPrereservationCancelLink(token),
		head: pageHead(url, 'prereservationCancel'),
		i18n: messagesFor(localeFromPath(url.pathname), ['prereservationCancel', 'forms']),
	}
}

/** The page's button, or a mail program's one-click POST (RFC 8058, token in the query). */
export async function action({ request, url, context }: Route.ActionArgs) {
	return answerLinkPost(request, url, (token, form) =>
		cancelPrereservation(token, {
			clientAddress: context.get(clientAddressContext),
			oneClick: form.get('List-Unsubscribe') === 'One-Click',
		}),
	)
}

export default function PrereservationCancel({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { view, rateLimited } = linkPageView(loaderData.view, actionData?.view)
	const justCancelled = actionData?.view.status === 'cancelled'
	return (
		<InnerPage pageId="prereservationCancel">
			{view.status === 'reserved' ? (
				<LandingCard icon="book-open" title={t('prereservationCancel.title')}>
					<WithEmail sentence={t('prereservationCancel.body')} email={view.email} />
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<LinkActionForm
						token={loaderData.token}
						label={t('prereservationCancel.button')}
						pendingLabel={t('prereservationCancel.pending')}
					/>
				</LandingCard>
			) : view.status === 'cancelled' ? (
				<LandingCard icon="check" tone="success" title={t('prereservationCancel.doneTitle')}>
					<p className="font-semibold text-ocean-900">
						{justCancelled ? t('prereservationCancel.done') : t('prereservationCancel.already')}
					</p>
					<HomeLink />
				</LandingCard>
			) : (
				<LandingCard icon="x" tone="problem" title={t('prereservationCancel.invalidTitle')}>
					<p>{t('prereservationCancel.invalid', { email: OWNER.email })}</p>
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<HomeLink />
				</LandingCard>
			)}
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
