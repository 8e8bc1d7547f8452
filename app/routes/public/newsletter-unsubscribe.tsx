import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { OWNER } from '#app/config/owner.ts'
import { answerLinkPost, inspectUnsubscribeLink, unsubscribe } from '#app/features/newsletter/newsletter.server.ts'
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
import type { Route } from './+types/newsletter-unsubscribe'

// No `headers` export: the page answers a personal link, so it is never cached.

/** Opening the link only shows the subscription: a GET never unsubscribes. */
export async function loader({ url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token') ?? ''
	return {
		token,
		view: await inspectUnsubscribeLink(token),
		head: pageHead(url, 'newsletterUnsubscribe'),
		i18n: messagesFor(localeFromPath(url.pathname), ['newsletter', 'forms']),
	}
}

/**
 * The page's button, or a mail program's one-click unsubscribe (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the URL of the `List-Unsubscribe` header, token in the
 * query). Both end the subscription of a valid link.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
	return answerLinkPost(request, url, (token, form) =>
		unsubscribe(token, {
			clientAddress: context.get(clientAddressContext),
			oneClick: form.get('List-Unsubscribe') === 'One-Click',
		}),
	)
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { view, rateLimited } = linkPageView(loaderData.view, actionData?.view)
	const justUnsubscribed = actionData?.view.status === 'unsubscribed'
	return (
		<InnerPage pageId="newsletterUnsubscribe">
			{view.status === 'subscribed' ? (
				<LandingCard icon="mail" title={t('newsletter.unsubscribeTitle')}>
					<WithEmail sentence={t('newsletter.unsubscribeBody')} email={view.email} />
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<LinkActionForm
						token={loaderData.token}
						label={t('newsletter.unsubscribeButton')}
						pendingLabel={t('newsletter.unsubscribing')}
					/>
				</LandingCard>
			) : view.status === 'unsubscribed' ? (
				<LandingCard icon="check" tone="success" title={t('newsletter.unsubscribedTitle')}>
					<p className="font-semibold text-ocean-900">
						{justUnsubscribed ? t('newsletter.unsubscribed') : t('newsletter.alreadyUnsubscribed')}
					</p>
					<p>{t('newsletter.resubscribe')}</p>
					<HomeLink toSignup label={t('newsletter.subscribeAgain')} />
				</LandingCard>
			) : (
				<LandingCard icon="x" tone="problem" title={t('newsletter.invalidTitle')}>
					<p>{t('newsletter.invalidUnsubscribeLink', { email: OWNER.email })}</p>
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<HomeLink />
				</LandingCard>
			)}
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
