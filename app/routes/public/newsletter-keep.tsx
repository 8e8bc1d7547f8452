import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { answerLinkPost, inspectKeepLink, keepSubscription } from '#app/features/newsletter/newsletter.server.ts'
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
import type { Route } from './+types/newsletter-keep'

// No `headers` export: the page answers a personal link, so it is never cached.

/** Opening the re-permission mail's link only shows the subscription: a GET never keeps it. */
export async function loader({ url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token') ?? ''
	return {
		token,
		view: await inspectKeepLink(token),
		head: pageHead(url, 'newsletterKeep'),
		i18n: messagesFor(localeFromPath(url.pathname), ['newsletter', 'newsletterKeep', 'forms']),
	}
}

/** The button's POST keeps the subscription of a valid link (an interaction, docs/product/rules.md). */
export async function action({ request, url, context }: Route.ActionArgs) {
	return answerLinkPost(request, url, (token) => keepSubscription(token, context.get(clientAddressContext)))
}

export default function NewsletterKeep({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { view, rateLimited } = linkPageView(loaderData.view, actionData?.view)
	return (
		<InnerPage pageId="newsletterKeep">
			{view.status === 'asked' ? (
				<LandingCard icon="mail" title={t('newsletterKeep.title')}>
					<WithEmail sentence={t('newsletterKeep.body')} email={view.email} />
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<LinkActionForm
						token={loaderData.token}
						label={t('newsletterKeep.button')}
						pendingLabel={t('newsletterKeep.keeping')}
					/>
				</LandingCard>
			) : view.status === 'kept' ? (
				<LandingCard icon="check" tone="success" title={t('newsletterKeep.keptTitle')}>
					<WithEmail sentence={t('newsletterKeep.kept')} email={view.email} />
					<p>{t('newsletterKeep.keptBody')}</p>
					<HomeLink />
				</LandingCard>
			) : view.status === 'gone' ? (
				<LandingCard icon="x" tone="problem" title={t('newsletterKeep.goneTitle')}>
					<p>{t('newsletterKeep.gone')}</p>
					<HomeLink toSignup label={t('newsletter.subscribeAgain')} />
				</LandingCard>
			) : (
				<LandingCard icon="x" tone="problem" title={t('newsletter.invalidTitle')}>
					<p>{t('newsletterKeep.invalid')}</p>
					{rateLimited ? <LandingAlert>{t('forms.rateLimited')}</LandingAlert> : null}
					<HomeLink toSignup label={t('newsletter.subscribeAgain')} />
				</LandingCard>
			)}
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
