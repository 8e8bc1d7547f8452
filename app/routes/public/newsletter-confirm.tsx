import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { answerLinkPost, confirmSubscription, inspectConfirmLink } from '#app/features/newsletter/newsletter.server.ts'
import {
	HomeLink,
	LandingAlert,
	LandingCard,
	LinkActionForm,
	linkPageView,
	WithEmail,
} from '#app/features/newsletter/newsletter-landing.tsx'
import { CONFIRM_LINK_DAYS } from '#app/features/newsletter/newsletter-tokens.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import type { Route } from './+types/newsletter-confirm'

// No `headers` export: the page answers a personal link, so it is never cached.

/** Opening the link only shows where the subscription stands: a GET never confirms. */
export async function loader({ url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token') ?? ''
	return {
		token,
		view: await inspectConfirmLink(token),
		linkDays: CONFIRM_LINK_DAYS,
		head: pageHead(url, 'newsletterConfirm'),
		i18n: messagesFor(localeFromPath(url.pathname), ['newsletter', 'forms']),
	}
}

/** The button's POST confirms the subscription of a valid link. */
export async function action({ request, url, context }: Route.ActionArgs) {
	return answerLinkPost(request, url, (token) => confirmSubscription(token, context.get(clientAddressContext)))
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { view, rateLimited } = linkPageView(loaderData.view, actionData?.view)
	return (
		<InnerPage pageId="newsletterConfirm">
			{view.status === 'pending' ? (
				<LandingCard icon="mail-check" title={t('newsletter.confirmTitle')}>
					<WithEmail sentence={t('newsletter.confirmBody')} email={view.email} />
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<LinkActionForm
						token={loaderData.token}
						label={t('newsletter.confirmButton')}
						pendingLabel={t('newsletter.confirming')}
					/>
				</LandingCard>
			) : view.status === 'confirmed' ? (
				<LandingCard icon="check" tone="success" title={t('newsletter.confirmedTitle')}>
					<p className="font-semibold text-ocean-900">{t('newsletter.success')}</p>
					<p>{t('newsletter.confirmedBody')}</p>
					<HomeLink />
				</LandingCard>
			) : (
				<LandingCard icon="x" tone="problem" title={t('newsletter.invalidTitle')}>
					<p>{t('newsletter.invalidLink', { days: loaderData.linkDays })}</p>
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<HomeLink toSignup label={t('newsletter.subscribeAgain')} />
				</LandingCard>
			)}
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
